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
public final class PassthroughSubject<Output, Failure: Error>: Subject, CompletingPublisher {
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
public final class CurrentValueSubject<Output, Failure: Error>: Subject, CompletingPublisher {
  let core: SubjectCore<Output, Failure>

  /// A subject holding `value`.
  public init(_ value: Output) { core = SubjectCore(holding: value) }

  /// The value held; setting it publishes the new value.
  public var value: Output {
    get { core.current! }
    set { send(newValue) }
  }

  /// Holds `value` and publishes it (nothing once ended).
  public func send(_ value: Output) { core.send(value) }

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
    core.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue, replayingCurrent: true)
  }
}

// A subject is used from any thread when its values may cross threads:
// its state is only touched under its core's lock.
extension PassthroughSubject: @unchecked Sendable where Output: Sendable {}
extension CurrentValueSubject: @unchecked Sendable where Output: Sendable {}

/// The subscribers of a subject, the value it holds (a current-value
/// subject's) and whether it has ended, each read and changed under one
/// lock so that a send, a subscription and an end are each one step;
/// handlers run outside the lock (a handler may send again).
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private struct Handlers {
    let value: (Output) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void
  }
  // `handlers`, `nextID`, `held` and `completion` are read and written
  // only under `lock`.
  private let lock = Mutex<Void>(())
  private var handlers: [Int: Handlers] = [:]
  private var nextID = 0
  private var held: Output?
  private let holdsValue: Bool
  private var completion: Subscribers.Completion<Failure>?

  /// A core with no value held (a passthrough subject's).
  init() { holdsValue = false }

  /// A core holding `value` (a current-value subject's).
  init(holding value: Output) {
    held = value
    holdsValue = true
  }

  var isFinished: Bool { lock.withLock { _ in completion != nil } }

  /// The value held (nil for a passthrough subject).
  var current: Output? { lock.withLock { _ in held } }

  /// Adds a subscriber; with `replayingCurrent`, it first gets the value
  /// held at the moment it subscribed, before any value sent after.
  func subscribe(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void, replayingCurrent: Bool = false
  ) -> AnyCancellable {
    let made = Handlers(value: receiveValue, completion: receiveCompletion)
    let (id, replay, ended): (Int?, Output?, Subscribers.Completion<Failure>?) = lock.withLock { _ in
      if let completion { return (nil, nil, completion) }
      nextID += 1
      handlers[nextID] = made
      return (nextID, replayingCurrent ? held : nil, nil)
    }
    guard let id else {
      if let ended { receiveCompletion(ended) }
      return AnyCancellable {}
    }
    if let replay { receiveValue(replay) }
    return AnyCancellable { [weak self] in self?.remove(id) }
  }

  private func remove(_ id: Int) {
    _ = lock.withLock { _ in handlers.removeValue(forKey: id) }
  }

  /// Publishes `value` (and holds it, for a current-value subject) unless
  /// the subject has ended.
  func send(_ value: Output) {
    let current = lock.withLock { _ -> [(Output) -> Void] in
      guard completion == nil else { return [] }
      if holdsValue { held = value }
      return handlers.sorted { $0.key < $1.key }.map(\.value.value)
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
