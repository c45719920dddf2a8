import Dispatch
import Glibc

/// Deadlines kept on the main thread, like a run loop's timers.
///
/// While ``TerminalSession/runMainLoop()`` runs, the loop waits no longer
/// than the earliest deadline and fires what is due, so setting, moving or
/// cancelling a deadline is a write to memory: no system call and no other
/// thread (a dispatch timer is re-armed by libdispatch's manager thread).
/// Otherwise (tests, `dispatchMain()`) one dispatch timer on the main queue
/// stands in, armed for the earliest deadline.
@MainActor
package final class MainLoopTimers {
  package static let shared = MainLoopTimers()

  /// A scheduled deadline, to move or cancel it.
  package struct ID: Hashable {
    fileprivate let value: Int
  }

  private struct Entry {
    var deadline: UInt64
    var action: @MainActor () -> Void
  }

  private var entries: [ID: Entry] = [:]
  private var nextID = 0
  /// Whether the main loop serves the deadlines (else the dispatch driver).
  private var isDrivenByLoop = false
  private var driver: DispatchSourceTimer?
  private var driverDeadline: UInt64?
  private let clock: () -> UInt64

  /// A queue of deadlines on `clock` (monotonic nanoseconds; tests pass
  /// their own).
  init(clock: @escaping () -> UInt64 = MainLoopTimers.monotonicNanoseconds) {
    self.clock = clock
  }

  /// `CLOCK_MONOTONIC` in nanoseconds (a vDSO call, no system call).
  nonisolated static func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Now, on the clock deadlines use.
  package var now: UInt64 { clock() }

  /// Calls `action` once, at `deadline` or soon after.
  package func schedule(at deadline: UInt64, _ action: @escaping @MainActor () -> Void) -> ID {
    nextID += 1
    let id = ID(value: nextID)
    entries[id] = Entry(deadline: deadline, action: action)
    deadlinesDidChange()
    return id
  }

  /// Moves a pending deadline; false when it has fired or was cancelled.
  @discardableResult
  package func reschedule(_ id: ID, at deadline: UInt64) -> Bool {
    guard entries[id] != nil else { return false }
    entries[id]?.deadline = deadline
    deadlinesDidChange()
    return true
  }

  package func cancel(_ id: ID) {
    entries[id] = nil
  }

  func isScheduled(_ id: ID) -> Bool { entries[id] != nil }

  /// The earliest pending deadline.
  var earliestDeadline: UInt64? {
    var earliest: UInt64?
    for entry in entries.values where earliest.map({ entry.deadline < $0 }) ?? true {
      earliest = entry.deadline
    }
    return earliest
  }

  /// Milliseconds the loop may wait before the earliest deadline (rounded
  /// up, so it never wakes early), or -1 for none.
  func pollTimeout() -> Int32 {
    entries.isEmpty ? -1 : pollTimeout(now: now)
  }

  func pollTimeout(now: UInt64) -> Int32 {
    guard let earliest = earliestDeadline else { return -1 }
    guard earliest > now else { return 0 }
    let milliseconds = (earliest - now + 999_999) / 1_000_000
    return Int32(min(milliseconds, UInt64(Int32.max)))
  }

  /// Fires every deadline that has passed, earliest first. An action may
  /// schedule, move or cancel deadlines; those due by then fire too.
  package func fireDue() {
    guard !entries.isEmpty else { return }
    fireDue(now: now)
  }

  func fireDue(now: UInt64) {
    while let (id, entry) = earliestDue(by: now) {
      entries[id] = nil
      entry.action()
    }
    deadlinesDidChange()
  }

  private func earliestDue(by now: UInt64) -> (ID, Entry)? {
    var due: (ID, Entry)?
    for (id, entry) in entries where entry.deadline <= now {
      if let found = due, found.1.deadline <= entry.deadline { continue }
      due = (id, entry)
    }
    return due
  }

  /// The main loop serves the deadlines from now on.
  func driveFromMainLoop() {
    isDrivenByLoop = true
    driver?.cancel()
    driver = nil
    driverDeadline = nil
  }

  /// A dispatch timer serves the deadlines from now on (the main loop stopped).
  func driveFromDispatch() {
    isDrivenByLoop = false
    deadlinesDidChange()
  }

  /// Keeps the dispatch driver armed no later than the earliest deadline.
  /// A deadline moved later needs no re-arming: the driver fires early,
  /// finds nothing due and arms again.
  private func deadlinesDidChange() {
    guard !isDrivenByLoop, let earliest = earliestDeadline else { return }
    if let armed = driverDeadline, armed <= earliest { return }
    let driver = self.driver ?? makeDriver()
    driverDeadline = earliest
    // Dispatch keeps time on its own clock: hand it the time left.
    let left = earliest > now ? earliest - now : 0
    driver.schedule(
      deadline: .now() + .nanoseconds(Int(min(left, UInt64(Int.max)))), leeway: .milliseconds(1))
  }

  private func makeDriver() -> DispatchSourceTimer {
    let driver = DispatchSource.makeTimerSource(queue: .main)
    driver.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.driverDeadline = nil
        self.fireDue()
      }
    }
    driver.resume()
    self.driver = driver
    return driver
  }
}
