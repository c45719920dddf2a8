/// The publisher an ``ObservableObject`` announces its changes with, like
/// Combine's: `objectWillChange.send()` before a change re-runs the views
/// that hold the object (through `@StateObject`, `@ObservedObject` or
/// `@EnvironmentObject`) on the next frame.
public final class ObservableObjectPublisher: Publisher, Sendable {
  /// Nothing but the fact of a change.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void>()

  /// A publisher with no subscribers yet.
  public init() {}

  /// Says the object is about to change; may be called from any thread.
  public func send() { subscribers.send(()) }

  /// Calls `receiveValue` before each change, until cancelled.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribers.subscribe(receiveValue)
  }
}
