/// Namespace of what a subscription receives, like Combine's `Subscribers`.
public enum Subscribers {
  /// How a publisher ends, like Combine's `Subscribers.Completion`: it
  /// finished, or it failed with an error.
  public enum Completion<Failure: Error> {
    /// The publisher sends no more values.
    case finished
    /// The publisher stopped because of `error`.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Publisher {
  /// Calls `receiveValue` with each value, then `receiveCompletion` when
  /// the publisher ends, like Combine's `sink(receiveCompletion:receiveValue:)`.
  /// The library's publishers other than the subjects never end, so for
  /// them `receiveCompletion` is never called.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    if let subject = self as? any CompletingPublisher<Output, Failure> {
      return subject.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
    return sink(receiveValue: receiveValue)
  }
}

/// A publisher that can end (the subjects): how
/// `sink(receiveCompletion:receiveValue:)` reaches its completion.
protocol CompletingPublisher<Output, Failure>: Publisher {
  func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable
}
