/// A value views hand up to their ancestors, like SwiftUI's
/// `PreferenceKey`: views below write it (`.preference(key:value:)`), a
/// view above reads what its content wrote, combined with `reduce(value:nextValue:)`
/// (`.onPreferenceChange`, `.overlayPreferenceValue`).
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///   static let defaultValue = ""
///   static func reduce(value: inout String, nextValue: () -> String) {
///     if value.isEmpty { value = nextValue() }
///   }
/// }
/// ```
///
/// Values are read after layout, as in SwiftUI, so a value may depend on
/// where its view was placed (`.anchorPreference`).
public protocol PreferenceKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view below writes one.
  static var defaultValue: Value { get }
  /// Combines `value`, the values of the views before, with the next
  /// view's value (in the order the writers are in the tree).
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// Nil, for an optional value, as in SwiftUI.
  public static var defaultValue: Value { nil }
}
