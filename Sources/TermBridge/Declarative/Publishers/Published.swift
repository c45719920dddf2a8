import Synchronization

/// A property of an ``ObservableObject`` that announces its changes, like
/// Combine's `@Published`: setting it sends the object's
/// `objectWillChange` (so the views holding the object run again), then
/// publishes the new value to `$property`'s subscribers, then stores it.
///
/// ```swift
/// final class Store: ObservableObject {
///   @Published var items: [Item] = []
/// }
/// // in a view: .onReceive(store.$items) { items in … }
/// ```
///
/// As in Combine, it works only as a property of a class.
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// A property starting at `value`: `@Published var count = 0`.
  public init(wrappedValue value: Value) { box = PublishedBox(value) }

  /// A property starting at `value`, like `init(wrappedValue:)`.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// Not available: `@Published` is for properties of classes, which it
  /// reads through the enclosing instance.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// `$property`: a publisher of the property's values, its current value
  /// first, for `.onReceive(model.$property)` or `sink`.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    // Combine's is settable too (to re-point it); a box is never replaced.
    set {}
  }

  /// The property of `object`: the wrapper reads and writes through the
  /// enclosing instance, as Combine's does, to reach `objectWillChange`.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      if let publisher = box.objectWillChange {
        publisher.send()
      } else {
        // A class's own `objectWillChange`: kept, so that values fed by
        // `assign(to: &$property)` send it too.
        box.adopt(sendObjectWillChange(of: object))
      }
      box.subscribers.send(newValue)
      box.value = newValue
    }
  }

  /// The values of a `@Published` property, like Combine's
  /// `Published.Publisher`: a subscriber gets the current value at once,
  /// then each new value as it is set (before the property holds it).
  public struct Publisher: TermBridgeDeclarative.Publisher {
    /// The property's type.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    let box: PublishedBox<Value>

    /// Calls `receiveValue` with the current value, then with each new one.
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      let cancellable = box.subscribers.subscribe(receiveValue)
      receiveValue(box.value)
      return cancellable
    }
  }
}

/// What the default `objectWillChange` finds in an object's fields.
protocol PublishedStorage {
  var storageBox: PublishedStorageBox { get }
}

extension Published: PublishedStorage {
  var storageBox: PublishedStorageBox { box }
}

/// The part of a `@Published` property's storage that knows the enclosing
/// object's publisher, once the default `objectWillChange` has made it.
class PublishedStorageBox: @unchecked Sendable {
  // Set once, by whichever thread asks for the object's publisher first.
  private let publisher = Mutex<ObservableObjectPublisher?>(nil)

  var objectWillChange: ObservableObjectPublisher? { publisher.withLock { $0 } }

  /// Keeps `found` (a class's own publisher) unless the box has one.
  func adopt(_ found: ObservableObjectPublisher?) {
    guard let found else { return }
    publisher.withLock { stored in if stored == nil { stored = found } }
  }

  /// The publisher the boxes of one object share: the one a box already
  /// has, else a new one, given to all of them.
  static func sharedPublisher(of storages: [any PublishedStorage]) -> ObservableObjectPublisher {
    for storage in storages {
      if let existing = storage.storageBox.objectWillChange { return existing }
    }
    let made = ObservableObjectPublisher()
    var shared = made
    for storage in storages {
      let kept = storage.storageBox.publisher.withLock { stored -> ObservableObjectPublisher in
        if let stored { return stored }
        stored = made
        return made
      }
      if kept !== made { shared = kept }
    }
    return shared
  }
}

/// A `@Published` property's value and the subscribers of `$property`.
final class PublishedBox<Value>: PublishedStorageBox, @unchecked Sendable {
  // The value is the enclosing object's, read and written where it is.
  var value: Value
  let subscribers = SubscriberList<Value>()

  /// Subscriptions that feed the property (`assign(to: &$property)`),
  /// kept as long as the property.
  private var feeds: [AnyCancellable] = []

  init(_ value: Value) { self.value = value }

  /// Sets the value as the property's setter does: `objectWillChange`,
  /// then `$property`'s subscribers, then the value.
  func set(_ newValue: Value) {
    objectWillChange?.send()
    subscribers.send(newValue)
    value = newValue
  }

  /// Keeps `subscription` alive as long as the property.
  func keep(_ subscription: AnyCancellable) { feeds.append(subscription) }
}
