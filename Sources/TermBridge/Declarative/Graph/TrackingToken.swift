import Observation
import Synchronization

/// One Observation tracking of a node: it fires once, or is cancelled (the
/// node then changes its token, and Observation ends the tracking as after
/// any change).
final class ObservationTrackingHandle: Sendable {
  /// 0 live, 1 fired, 2 cancelled.
  private let state = Atomic<Int>(0)

  /// Called by the change handler: whether this is a real change (the
  /// tracking was live), after which it counts as fired.
  func fire() -> Bool {
    let fired = state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    if fired { ObservationTrackingHandle.changesSeen.add(1, ordering: .relaxed) }
    return fired
  }

  /// How many trackings have fired for a real change, in this process (for
  /// tests: a change reaches only the nodes that read it now).
  static let changesSeen = Atomic<Int>(0)

  /// Marks a live tracking cancelled, so its change handler does nothing;
  /// returns whether it was live (the caller then changes the token, so
  /// that Observation removes its registrations from every model).
  func cancel() -> Bool {
    state.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing).exchanged
  }
}

/// The observable value a tracking reads so that it can be ended.
@Observable
final class TrackingToken: @unchecked Sendable {
  // Read and changed on the main actor only (the graph's thread).
  private var generation = 0

  func read() { _ = generation }
  func bump() { generation &+= 1 }
}
