import Synchronization

/// A publisher that starts publishing only once connected, like Combine's
/// `ConnectablePublisher`: `Timer.publish(every:on:in:)` is one, and
/// ``autoconnect()`` connects it for its first subscriber.
public protocol ConnectablePublisher: Publisher {
  /// Starts publishing; cancelling the result stops it.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// This publisher, connected while anyone subscribes to it:
  /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Namespace of the library's publisher types, like Combine's `Publishers`.
public enum Publishers {
  /// A connectable publisher connected while it has subscribers, like
  /// Combine's `Publishers.Autoconnect`.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher connected.
    public let upstream: Upstream
    // `connection` and `subscriberCount` are read and written only under `lock`.
    private let lock = Mutex<Void>(())
    private var connection: (any Cancellable)?
    private var subscriberCount = 0

    /// Connects `upstream` for as long as anyone subscribes.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes to the upstream, connecting it for the first subscriber;
    /// the last cancellation disconnects it.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      let subscription = upstream.sink(receiveValue: receiveValue)
      let connects = lock.withLock { _ in
        subscriberCount += 1
        return connection == nil
      }
      if connects {
        let made = upstream.connect()
        lock.withLock { _ in connection = made }
      }
      return AnyCancellable { [self] in
        subscription.cancel()
        let ended: (any Cancellable)? = lock.withLock { _ in
          subscriberCount -= 1
          guard subscriberCount == 0 else { return nil }
          defer { connection = nil }
          return connection
        }
        ended?.cancel()
      }
    }
  }
}
