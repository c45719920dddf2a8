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
  /// same box, so comparing it costs nothing.
  private final class Storage {
    var values: [ObjectIdentifier: Any]
    init(_ values: [ObjectIdentifier: Any]) { self.values = values }
  }

  private var storage = Storage([:])

  /// An environment holding no values: every key reads as its default.
  public init() {}

  private mutating func set(_ value: Any?, for key: ObjectIdentifier) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
    storage.values[key] = value
  }

  /// The value for `key`, or the key's `defaultValue` when none was set.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { storage.values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { set(newValue, for: ObjectIdentifier(key)) }
  }

  /// Whether a value was set for `key` (rather than read as its default).
  package func contains<Key: EnvironmentKey>(_ key: Key.Type) -> Bool {
    storage.values[ObjectIdentifier(key)] != nil
  }

  /// An observable object placed with `.environment(_:)`.
  subscript<Object: AnyObject>(object type: Object.Type) -> Object? {
    get { storage.values[ObjectIdentifier(type)] as? Object }
    set { set(newValue, for: ObjectIdentifier(type)) }
  }

  /// Whether two environments hold the same values (compared with `==`
  /// where the values are `Equatable`, by identity for objects).
  func isSame(as other: EnvironmentValues) -> Bool {
    if storage === other.storage { return true }
    guard storage.values.count == other.storage.values.count else { return false }
    for (key, value) in storage.values {
      guard let otherValue = other.storage.values[key], anyEqual(value, otherValue) else { return false }
    }
    return true
  }
}

/// Equality for values of unknown type: `Equatable` values by `==`, objects
/// by identity; anything else counts as different.
func anyEqual(_ a: Any, _ b: Any) -> Bool {
  if let ea = a as? any Equatable { return openEquals(ea, b) }
  let ma = Mirror(reflecting: a)
  if ma.displayStyle == .class, let oa = a as AnyObject?, let ob = b as AnyObject? { return oa === ob }
  return false
}

private func openEquals<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  guard let b = b as? E else { return false }
  return a == b
}

/// Reads a value from the environment, like SwiftUI's `@Environment`.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let location: EnvironmentLocation<Value>

  /// A value by key path: `@Environment(\.isEnabled) var isEnabled`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    location = EnvironmentLocation { $0[keyPath: keyPath] }
  }

  /// The value at this point of the tree; a view that reads it updates
  /// when it changes.
  public var wrappedValue: Value { location.value }
}

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

@MainActor
final class EnvironmentLocation<Value>: GraphLinkable {
  private let read: (EnvironmentValues) -> Value
  private weak var node: ViewNode?

  init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }

  var value: Value { read(node?.environment ?? EnvironmentValues()) }

  func link(to node: ViewNode, slot: Int) {
    self.node = node
    node.readsEnvironment = true
  }
}
