import TermBridgeTerminal
import TermBridgeWidgets

/// A key for a value in ``EnvironmentValues``, like SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value read where no view above has set one.
  static var defaultValue: Value { get }
}

/// Values that flow down the view tree, like SwiftUI's `EnvironmentValues`.
/// Add your own with an ``EnvironmentKey`` and a computed property.
public struct EnvironmentValues: @unchecked Sendable {
  /// Shared, copied on write: an environment passed down unchanged is the
  /// same box, so comparing it costs nothing. Each value is boxed with its
  /// type, so reading it is a class cast, and an environment derived from
  /// another shares the boxes of the values it did not change: comparing
  /// them is comparing references.
  private final class Storage {
    /// The values, sorted by key: a read is a binary search comparing
    /// pointers (an environment holds tens of values, and a row of a list
    /// reads some twenty of them each update, where a dictionary would hash
    /// every key), and two environments compare in one pass over both.
    ///
    /// Only ever read or written whole (a lookup copies it out first,
    /// a change takes it out and puts it back), so that each access is
    /// instantaneous: a release build then proves that none overlaps
    /// another and drops the run-time exclusivity check from every read of
    /// an environment value.
    private var storedEntries: [Entry]
    init(_ entries: [Entry]) { storedEntries = entries }

    var entries: [Entry] { storedEntries }

    func box(for key: ObjectIdentifier) -> AnyEnvironmentBox? {
      let entries = storedEntries
      let index = Storage.index(of: key, in: entries)
      return index < entries.count && entries[index].key == key ? entries[index].box : nil
    }

    func replace(_ key: ObjectIdentifier, with box: AnyEnvironmentBox?) {
      var entries = storedEntries
      storedEntries = []
      let index = Storage.index(of: key, in: entries)
      let found = index < entries.count && entries[index].key == key
      switch (found, box) {
      case (true, let box?): entries[index] = Entry(key: key, box: box)
      case (true, nil): entries.remove(at: index)
      case (false, let box?): entries.insert(Entry(key: key, box: box), at: index)
      case (false, nil): break
      }
      storedEntries = entries
    }

    /// The position of `key` in `entries`, or where it would be inserted.
    private static func index(of key: ObjectIdentifier, in entries: [Entry]) -> Int {
      var low = 0
      var high = entries.count
      while low < high {
        let middle = (low &+ high) >> 1
        if entries[middle].key < key { low = middle &+ 1 } else { high = middle }
      }
      return low
    }
  }

  /// One value and its key.
  private struct Entry {
    let key: ObjectIdentifier
    let box: AnyEnvironmentBox
  }

  private var storage = Storage([])

  /// An environment holding no values: every key reads as its default.
  public init() {}

  /// Sets `value` as the value of type `Value` for `key` (nil removes an
  /// object; a key's value is set as it is, nil included, as in SwiftUI).
  private mutating func set<Value>(_ value: Value, as _: Value.Type, for key: ObjectIdentifier) {
    replace(key, with: EnvironmentBox<Value>(value))
  }

  private mutating func remove(_ key: ObjectIdentifier) { replace(key, with: nil) }

  private mutating func replace(_ key: ObjectIdentifier, with box: AnyEnvironmentBox?) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.entries) }
    storage.replace(key, with: box)
  }

  private func value<Value>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
    (storage.box(for: key) as? EnvironmentBox<Value>)?.value
  }

  /// The value for `key`, or the key's `defaultValue` when none was set.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { value(for: ObjectIdentifier(key), as: Key.Value.self) ?? Key.defaultValue }
    set { set(newValue, as: Key.Value.self, for: ObjectIdentifier(key)) }
  }

  /// Whether a value was set for `key` (rather than read as its default).
  package func contains<Key: EnvironmentKey>(_ key: Key.Type) -> Bool {
    storage.box(for: ObjectIdentifier(key)) != nil
  }

  /// An observable object placed with `.environment(_:)`.
  subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
    get { value(for: ObjectIdentifier(type), as: Object.self) }
    set {
      if let newValue {
        set(newValue, as: Object.self, for: ObjectIdentifier(type))
      } else {
        remove(ObjectIdentifier(type))
      }
    }
  }

  /// Whether `other` is this environment itself (the same storage), which
  /// `isSame(as:)` would also say, without comparing values.
  package func isIdentical(to other: EnvironmentValues) -> Bool { storage === other.storage }

  /// Whether two environments hold the same values (compared with `==`
  /// where the values are `Equatable`, by identity for objects).
  @MainActor
  package func isSame(as other: EnvironmentValues) -> Bool {
    if storage === other.storage { return true }
    let entries = storage.entries
    let otherEntries = other.storage.entries
    guard entries.count == otherEntries.count else { return false }
    // Both are sorted by key: the same keys are at the same positions.
    for (entry, otherEntry) in zip(entries, otherEntries) {
      guard entry.key == otherEntry.key else { return false }
      if entry.box === otherEntry.box { continue }
      guard entry.box.isSame(as: otherEntry.box) else { return false }
    }
    return true
  }
}

/// One environment value, with its type.
private class AnyEnvironmentBox {
  @MainActor func isSame(as other: AnyEnvironmentBox) -> Bool { false }
}

private final class EnvironmentBox<Value>: AnyEnvironmentBox {
  let value: Value
  init(_ value: Value) { self.value = value }

  @MainActor override func isSame(as other: AnyEnvironmentBox) -> Bool {
    guard let other = other as? EnvironmentBox<Value> else { return false }
    // Plain data that is byte for byte the same is the same value, known
    // without its `Equatable` conformance (whose first use, for a
    // conditional one such as an optional's, costs a scan of every
    // conformance record in the process).
    if _isPOD(Value.self), haveSameBytes(value, other.value) { return true }
    if let comparable = value as? any MainActorComparable { return comparable.isSame(asAny: other.value) }
    return anyEqual(value, other.value)
  }
}

/// A value the graph compares on the main actor, where its `==` could not
/// be called from any thread (a style stack compares views' values).
package protocol MainActorComparable {
  /// Whether `other` is the same value, as the graph compares values.
  @MainActor func isSame(as other: Self) -> Bool
}

extension MainActorComparable {
  /// Whether `other` is a value of this type and the same value.
  @MainActor func isSame(asAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return isSame(as: other)
  }
}

/// Whether two values of plain data hold the same bytes.
private func haveSameBytes<T>(_ a: T, _ b: T) -> Bool {
  withUnsafeBytes(of: a) { left in withUnsafeBytes(of: b) { right in left.elementsEqual(right) } }
}

/// Equality for values of unknown type: `Equatable` values by `==`, objects
/// by identity; anything else counts as different.
func anyEqual(_ a: Any, _ b: Any) -> Bool {
  if let ea = a as? any Equatable { return openEquals(ea, b) }
  if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
  return false
}

private func openEquals<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  guard let b = b as? E else { return false }
  return a == b
}

/// Reads a value from the environment, like SwiftUI's `@Environment`.
///
/// The wrapper itself is not main-actor isolated (its `DynamicProperty`
/// conformance is declared in an extension), as SwiftUI's initialisers are
/// not: a view value made off the main actor may hold one. Its value is
/// read on the main actor.
@propertyWrapper
public struct Environment<Value> {
  let location: EnvironmentLocation<Value>

  /// A value by key path: `@Environment(\.isEnabled) var isEnabled`.
  public nonisolated init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    location = EnvironmentLocation { $0[keyPath: keyPath] }
  }

  /// The value at this point of the tree; a view that reads it updates
  /// when it changes.
  @MainActor public var wrappedValue: Value { location.value }
}

extension Environment: DynamicProperty {}

extension Environment {
  /// An observable object placed with `.environment(object)`:
  /// `@Environment(Model.self) var model`.
  public init(_ type: Value.Type) where Value: AnyObject {
    location = EnvironmentLocation { environment in
      guard let object = environment[object: type] else {
        fatalError("No \(type) in the environment: add .environment(\(type)(...)) above this view")
      }
      return object
    }
  }
}

extension Environment: LinkableWrapper {
  var linkable: GraphLinkable { location }
}

/// Where an `Environment` reads its value: the node it is linked to.
/// Made by the wrapper's non-isolated initialisers, used on the main actor
/// (the graph links it, a body reads it); not `Sendable`, so it stays
/// where it was made.
final class EnvironmentLocation<Value> {
  private let read: (EnvironmentValues) -> Value
  private weak var node: ViewNode?

  init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }
}

extension EnvironmentLocation: GraphLinkable {
  @MainActor var value: Value { read(node?.environment ?? EnvironmentValues()) }

  func link(to node: ViewNode, slot: Int) {
    self.node = node
    node.readsEnvironment = true
  }
}
