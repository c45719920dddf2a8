import Dispatch

/// A timer on the main actor, like `Timer`, that fires while the app runs
/// its event loop (no `RunLoop` is needed).
@MainActor
public final class TermTimer {
  private var source: DispatchSourceTimer?
  private let block: @MainActor (TermTimer) -> Void
  public let interval: Double
  public let repeats: Bool

  /// Starts a timer that calls `block` after `interval` seconds, and again
  /// every `interval` seconds when `repeats`.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: Double, repeats: Bool, block: @escaping @MainActor (TermTimer) -> Void
  ) -> TermTimer {
    let timer = TermTimer(interval: interval, repeats: repeats, block: block)
    timer.start()
    return timer
  }

  private init(interval: Double, repeats: Bool, block: @escaping @MainActor (TermTimer) -> Void) {
    self.interval = max(0, interval)
    self.repeats = repeats
    self.block = block
  }

  public var isValid: Bool { source != nil }

  /// Stops the timer; it never fires again.
  public func invalidate() {
    source?.cancel()
    source = nil
  }

  /// Starts the interval again from now (a debounce: "fire once things
  /// have been quiet for `interval`"). Revives an invalidated timer.
  public func restart() {
    if let source {
      schedule(source)
    } else {
      start()
    }
  }

  private func schedule(_ source: DispatchSourceTimer) {
    let nanos = Int(interval * 1_000_000_000)
    source.schedule(
      deadline: .now() + .nanoseconds(nanos),
      repeating: repeats ? .nanoseconds(max(1, nanos)) : .never,
      leeway: .milliseconds(2))
  }

  private func start() {
    let source = DispatchSource.makeTimerSource(queue: .main)
    schedule(source)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.source != nil else { return }
        if !self.repeats { self.invalidate() }
        self.block(self)
      }
    }
    self.source = source
    source.resume()
  }
}
