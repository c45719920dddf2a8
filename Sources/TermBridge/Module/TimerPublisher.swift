import Foundation
import Synchronization
import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

extension Timer {
  /// A publisher of the time every `interval` seconds once connected, like
  /// Combine's `Timer.publish(every:tolerance:on:in:)`, driven by the app's
  /// main loop (a ``TermTimer``): the run loop and mode are accepted and
  /// ignored, since the terminal app's loop serves every timer.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// // in a body: .onReceive(timer) { now in … }
  /// ```
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// The publisher `Timer.publish(every:on:in:)` makes, like Combine's
  /// `Timer.TimerPublisher`: it publishes `Date()` every ``interval``
  /// seconds, on the main actor, while connected.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    /// The time of each firing.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never

    /// Seconds between firings.
    public let interval: TimeInterval
    /// Accepted for Combine's signature; the main loop fires on time.
    public let tolerance: TimeInterval?
    /// Accepted for Combine's signature; the app's main loop fires it.
    public let runLoop: RunLoop
    /// Accepted for Combine's signature.
    public let mode: RunLoop.Mode

    private let subscribers = SubscriberList<Date>()

    /// A publisher of the time every `interval` seconds, once connected.
    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode)
    {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Calls `receiveValue` at each firing while connected.
    public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
      subscribers.subscribe(receiveValue)
    }

    /// Starts the timer on the main loop; cancelling the result stops it.
    public func connect() -> any Cancellable {
      let connection = TimerConnection()
      let subscribers = subscribers
      let interval = interval
      connection.start { timers in
        timers.timer = TermTimer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
          subscribers.send(Date())
        }
      }
      return connection
    }
  }
}

/// A running timer publisher's timer, stopped by `cancel()` from any thread.
final class TimerConnection: Cancellable, @unchecked Sendable {
  // Touched on the main actor only.
  @MainActor var timer: TermTimer?
  private let cancelled = Atomic<Bool>(false)

  /// Runs `start` on the main actor (at once when already there).
  func start(_ start: @escaping @MainActor @Sendable (TimerConnection) -> Void) {
    onMainActor { [self] in
      guard !cancelled.load(ordering: .acquiring) else { return }
      start(self)
    }
  }

  func cancel() {
    cancelled.store(true, ordering: .releasing)
    onMainActor { [self] in
      timer?.invalidate()
      timer = nil
    }
  }

  private func onMainActor(_ work: @escaping @MainActor @Sendable () -> Void) {
    if ViewGraph.isOnMainActor {
      MainActor.assumeIsolated { work() }
    } else {
      Task { @MainActor in work() }
    }
  }
}
