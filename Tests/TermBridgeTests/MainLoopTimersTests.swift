import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Deadlines the main loop serves: what fires when, in which order, and
/// what a poll may wait.
@MainActor
@Suite struct MainLoopTimersTests {
  /// A queue served by hand (as the main loop serves the shared one).
  func loopDriven() -> MainLoopTimers {
    let timers = MainLoopTimers()
    timers.driveFromMainLoop()
    return timers
  }

  @Test func firesWhatIsDueEarliestFirst() {
    let timers = loopDriven()
    var log: [String] = []
    _ = timers.schedule(at: 300) { log.append("c") }
    _ = timers.schedule(at: 100) { log.append("a") }
    _ = timers.schedule(at: 200) { log.append("b") }
    timers.fireDue(now: 99)
    #expect(log.isEmpty)
    timers.fireDue(now: 250)
    #expect(log == ["a", "b"])
    timers.fireDue(now: 1000)
    #expect(log == ["a", "b", "c"])
    #expect(timers.earliestDeadline == nil)
  }

  @Test func movedAndCancelledDeadlines() {
    let timers = loopDriven()
    var log: [String] = []
    let a = timers.schedule(at: 100) { log.append("a") }
    let b = timers.schedule(at: 200) { log.append("b") }
    #expect(timers.reschedule(a, at: 500))
    timers.cancel(b)
    #expect(timers.earliestDeadline == 500)
    timers.fireDue(now: 400)
    #expect(log.isEmpty)
    timers.fireDue(now: 500)
    #expect(log == ["a"])
    // Fired and cancelled deadlines can't be moved.
    #expect(!timers.reschedule(a, at: 900))
    #expect(!timers.reschedule(b, at: 900))
    #expect(!timers.isScheduled(a))
  }

  @Test func actionsMayScheduleMoreAndThoseDueFireInTheSamePass() {
    let timers = loopDriven()
    var log: [String] = []
    _ = timers.schedule(at: 100) {
      log.append("first")
      _ = timers.schedule(at: 150) { log.append("due now") }
      _ = timers.schedule(at: 900) { log.append("later") }
    }
    timers.fireDue(now: 200)
    #expect(log == ["first", "due now"])
    #expect(timers.earliestDeadline == 900)
  }

  @Test func pollWaitsUntilTheEarliestDeadlineRoundedUp() {
    let timers = loopDriven()
    #expect(timers.pollTimeout(now: 0) == -1)
    _ = timers.schedule(at: 5_000_001) {}
    #expect(timers.pollTimeout(now: 0) == 6)
    #expect(timers.pollTimeout(now: 5_000_000) == 1)
    #expect(timers.pollTimeout(now: 5_000_001) == 0)
    #expect(timers.pollTimeout(now: 9_000_000) == 0)
  }

  /// Without the main loop, a dispatch timer on the main queue serves the
  /// deadlines, also after one moved earlier or later.
  @Test func dispatchServesDeadlinesWithoutTheMainLoop() async throws {
    let timers = MainLoopTimers()
    var log: [String] = []
    let now = timers.now
    let late = timers.schedule(at: now + 5_000_000_000) { log.append("moved earlier") }
    let early = timers.schedule(at: now + 10_000_000) { log.append("moved later") }
    timers.reschedule(early, at: now + 40_000_000)
    timers.reschedule(late, at: now + 20_000_000)
    for _ in 0..<2_000 where log.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(log == ["moved earlier", "moved later"])
  }

  /// A clock the test sets by hand.
  final class TestClock {
    var time: UInt64 = 0
  }

  @Test func restartingATimerDebounces() {
    let clock = TestClock()
    let timers = MainLoopTimers(clock: { clock.time })
    timers.driveFromMainLoop()
    var fired = 0
    let timer = TermTimer.scheduledTimer(withTimeInterval: 0.3, repeats: false, on: timers) { _ in fired += 1
    }
    let millisecond: UInt64 = 1_000_000
    // Restarted more often than its interval, it does not fire...
    for step in 1...10 {
      clock.time = UInt64(step) * 100 * millisecond
      timers.fireDue()
      timer.restart()
    }
    #expect(fired == 0)
    // ...until it has been quiet for the interval (since the last restart at 1 s).
    clock.time = 1_299 * millisecond
    timers.fireDue()
    #expect(fired == 0)
    clock.time = 1_300 * millisecond
    timers.fireDue()
    #expect(fired == 1)
    #expect(!timer.isValid)
    // A restart revives it.
    timer.restart()
    #expect(timer.isValid)
    clock.time = 1_600 * millisecond
    timers.fireDue()
    #expect(fired == 2)
  }

  @Test func aRepeatingTimerKeepsItsRhythmAndStopsWhenInvalidated() {
    let clock = TestClock()
    let timers = MainLoopTimers(clock: { clock.time })
    timers.driveFromMainLoop()
    var firings: [UInt64] = []
    let millisecond: UInt64 = 1_000_000
    _ = TermTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true, on: timers) { timer in
      firings.append(clock.time / millisecond)
      if firings.count == 3 { timer.invalidate() }
    }
    for t in stride(from: 0, through: 1_000, by: 25) {
      clock.time = UInt64(t) * millisecond
      timers.fireDue()
    }
    #expect(firings == [100, 200, 300])
    #expect(timers.earliestDeadline == nil)
  }

  @Test func aScheduledTimerFiresWithoutBeingHeld() async throws {
    var fired = false
    TermTimer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in fired = true }
    for _ in 0..<1_000 where !fired { try await Task.sleep(for: .milliseconds(10)) }
    #expect(fired)
  }
}
