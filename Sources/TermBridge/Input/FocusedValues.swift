/// A key for a value that focused views publish to commands and other
/// views, like SwiftUI's `FocusedValueKey`: declare one and a property of
/// ``FocusedValues`` that reads and writes it.
///
/// ```swift
/// struct GardenKey: FocusedValueKey { typealias Value = Binding<Garden> }
/// extension FocusedValues {
///   var garden: Binding<Garden>? {
///     get { self[GardenKey.self] }
///     set { self[GardenKey.self] = newValue }
///   }
/// }
/// ```
///
/// SwiftUI's `@Entry` shorthand (`extension FocusedValues { @Entry var
/// garden: Binding<Garden>? }`) is a macro, which this library cannot
/// have: write the key and the property as above.
public protocol FocusedValueKey {
  /// The type of the value published.
  associatedtype Value
}

/// The values published by the focused view and its ancestors
/// (`.focusedValue(_:_:)`) and by the views of the scene
/// (`.focusedSceneValue(_:_:)`), like SwiftUI's `FocusedValues`: read them
/// with ``FocusedValue`` and ``FocusedBinding``. Extend it with a property
/// per ``FocusedValueKey``.
public struct FocusedValues {
  var storage: [ObjectIdentifier: Any] = [:]

  /// No values.
  init() {}

  /// The value published for `key`, nil when no focused view (or view of
  /// the scene) publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { storage[ObjectIdentifier(key)] as? Key.Value }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// The object of type `type` published with `.focusedValue(_:)` or
  /// `.focusedObject(_:)`.
  subscript<T: AnyObject>(object type: T.Type) -> T? {
    get { storage[ObjectIdentifier(type)] as? T }
    set { storage[ObjectIdentifier(type)] = newValue }
  }

  /// Whether nothing is published.
  var isEmpty: Bool { storage.isEmpty }
}
