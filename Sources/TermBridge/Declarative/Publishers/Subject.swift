import Synchronization

/// A publisher a program sends values through, like Combine's `Subject`:
/// `PassthroughSubject` and `CurrentValueSubject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Publishes `value` to every subscriber.
  func send(_ value: Output)
  /// Ends the publisher: subscribers are told, and nothing more is sent.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Publishes the fact of an event: `subject.send()`.
  public func send() { send(()) }
}

/// A subject that passes each value sent to the subscribers of the
/// moment, like Combine's `PassthroughSubject`: a new subscriber gets the
/// values sent after it subscribes.
///
/// ```swift
/// let saved = PassthroughSubject<String, Never>()
/// let handle = saved.sink { name in print("saved", name) }
/// saved.send("notes.txt")
/// ```
///
/// Values are delivered on the sender's thread, in the order the
/// subscribers subscribed.
public final class PassthroughSubject<Output, Failure: Error>: Subject, CompletingPublisher,
  @unchecked Sendable
{
  let core = SubjectCore<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  /// Publishes `value` to the current subscribers (nothing once ended).
  public func send(_ value: Output) { core.send(value) }

  /// Ends the subject: each subscriber's completion handler runs, and a
  /// later subscriber is told at once.
  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }

  /// Calls `receiveValue` with each value sent from now on.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    core.subscribe(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    core.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

/// A subject that holds a value and publishes each new one, like
/// Combine's `CurrentValueSubject`: a subscriber gets the current value at
/// once, then every value sent or assigned to `value`.
///
/// ```swift
/// let volume = CurrentValueSubject<Int, Never>(5)
/// volume.value = 7  // subscribers receive 7
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject, CompletingPublisher,
  @unchecked Sendable
{
  let core = SubjectCore<Output, Failure>()
  // `current` is read and written only under `lock`.
  private let lock = Mutex<Void>(())
  private var current: Output

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The value held; setting it publishes the new value.
  public var value: Output {
    get { lock.withLock { _ in current } }
    set { send(newValue) }
  }

  /// Holds `value` and publishes it (nothing once ended).
  public func send(_ value: Output) {
    guard !core.isFinished else { return }
    lock.withLock { _ in current = value }
    core.send(value)
  }

  /// Ends the subject: each subscriber's completion handler runs.
  public func send(completion: Subscribers.Completion<Failure>) { core.finish(completion) }

  /// Calls `receiveValue` with the current value, then with each new one.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    subscribe(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    if !core.isFinished { receiveValue(value) }
    return core.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
  }
}

/// The subscribers of a subject and whether it has ended, safe to use
/// from any thread; handlers run outside the lock.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private struct Handlers {
    let value: (Output) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void
  }
  // `handlers`, `nextID` and `completion` are read and written only under `lock`.
  private let lock = Mutex<Void>(())
  private var handlers: [Int: Handlers] = [:]
  private var nextID = 0
  private var completion: Subscribers.Completion<Failure>?

  var isFinished: Bool { lock.withLock { _ in completion != nil } }

  func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let made = Handlers(value: receiveValue, completion: receiveCompletion)
    let id: Int? = lock.withLock { _ in
      guard completion == nil else { return nil }
      nextID += 1
      handlers[nextID] = made
      return nextID
    }
    guard let id else {
      if let ended = lock.withLock({ _ in completion }) { receiveCompletion(ended) }
      return AnyCancellable {}
    }
    return AnyCancellable { [weak self] in self?.remove(id) }
  }

  private func remove(_ id: Int) {
    _ = lock.withLock { _ in handlers.removeValue(forKey: id) }
  }

  func send(_ value: Output) {
    let current = lock.withLock { _ in
      completion == nil ? handlers.sorted { $0.key < $1.key }.map(\.value.value) : []
    }
    for handler in current { handler(value) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let current = lock.withLock { _ -> [(Subscribers.Completion<Failure>) -> Void] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      defer { handlers = [:] }
      return handlers.sorted { $0.key < $1.key }.map(\.value.completion)
    }
    for handler in current { handler(completion) }
  }
}
