import TermBridgeTerminal

/// A timer on the main actor, like `Timer`, that fires while the app runs
/// its event loop (no `RunLoop` is needed). As with `Timer`, the loop holds
/// a scheduled timer until it fires for the last time or is invalidated.
///
/// The app's main loop serves timers itself, so ``restart()`` on every
/// keystroke (a debounce) costs no system call.
@MainActor
public final class TermTimer {
  private var scheduled: MainLoopTimers.ID?
  private let timers: MainLoopTimers
  private let block: @MainActor (TermTimer) -> Void
  /// Seconds from scheduling (or `restart()`) to the first firing, and between firings.
  public let interval: Double
  /// Whether the timer fires every `interval` until invalidated, rather than once.
  public let repeats: Bool

  /// Starts a timer that calls `block` after `interval` seconds, and again
  /// every `interval` seconds when `repeats`.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: Double, repeats: Bool, block: @escaping @MainActor (TermTimer) -> Void
  ) -> TermTimer {
    scheduledTimer(withTimeInterval: interval, repeats: repeats, on: .shared, block: block)
  }

  /// A timer served by `timers` (tests drive their own).
  static func scheduledTimer(
    withTimeInterval interval: Double, repeats: Bool, on timers: MainLoopTimers,
    block: @escaping @MainActor (TermTimer) -> Void
  ) -> TermTimer {
    let timer = TermTimer(interval: interval, repeats: repeats, timers: timers, block: block)
    timer.start()
    return timer
  }

  private init(
    interval: Double, repeats: Bool, timers: MainLoopTimers, block: @escaping @MainActor (TermTimer) -> Void
  ) {
    self.interval = max(0, interval)
    self.repeats = repeats
    self.timers = timers
    self.block = block
  }

  /// Whether the timer will still fire.
  public var isValid: Bool { scheduled != nil }

  /// Stops the timer; it never fires again.
  public func invalidate() {
    if let scheduled { timers.cancel(scheduled) }
    scheduled = nil
  }

  /// Starts the interval again from now (a debounce: "fire once things
  /// have been quiet for `interval`"). Revives an invalidated timer.
  public func restart() {
    if let scheduled, timers.reschedule(scheduled, at: nextDeadline(from: timers.now)) { return }
    start()
  }

  private var intervalNanoseconds: UInt64 { UInt64(interval * 1_000_000_000) }

  private func nextDeadline(from time: UInt64) -> UInt64 { time + intervalNanoseconds }

  private func start() {
    schedule(at: nextDeadline(from: timers.now))
  }

  private func schedule(at deadline: UInt64) {
    scheduled = timers.schedule(at: deadline) { self.fire(due: deadline) }
  }

  private func fire(due deadline: UInt64) {
    scheduled = nil
    if repeats {
      // The next firing keeps the rhythm, but never piles up after a stall.
      schedule(at: max(nextDeadline(from: deadline), timers.now + min(intervalNanoseconds, 1_000_000)))
    }
    block(self)
  }
}
