@testable import TermBridgeDeclarative

/// How many live Observation trackings of the graph `change` reached (each
/// fires once for a real change; ended ones do not count).
@MainActor
func trackingsReached(by change: () -> Void) -> Int {
  let before = ObservationTrackingHandle.changesSeen.load(ordering: .relaxed)
  change()
  return ObservationTrackingHandle.changesSeen.load(ordering: .relaxed) - before
}
