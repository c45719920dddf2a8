import Observation

/// Tells whether some work read what the graph tracks: a `@State` value
/// (or a binding to one) or an observed property.
///
/// A `List` asks it of its row closure: rows whose content reads nothing
/// are made by the list, which costs less than a graph of their own; once
/// a row's content reads something, every row is made in its own graph
/// (``ListRowView``), so that each follows what it reads.
@MainActor
final class ReadProbe {
  /// The probe of the work running now, if any.
  static var current: ReadProbe?

  private(set) var sawRead = false

  /// Called by a state box read while this probe runs.
  func noteStateRead() { sawRead = true }

  /// Runs `work`, and says whether it read state or an observed property.
  ///
  /// An observed property read makes Observation keep a change handler
  /// that does nothing, until the property changes once.
  static func run<T>(_ work: () -> T) -> (value: T, read: Bool) {
    let probe = ReadProbe()
    let previous = current
    current = probe
    defer { current = previous }
    let value = withObservationTracking(work, onChange: ReadProbe.inertHandler(noting: probe))
    return (value, probe.sawRead)
  }

  /// A change handler that does nothing; making it (Observation makes it
  /// only when the work read something) marks the probe.
  private nonisolated static func inertHandler(noting probe: ReadProbe) -> @Sendable () -> Void {
    MainActor.assumeIsolated { probe.sawRead = true }
    return {}
  }
}
