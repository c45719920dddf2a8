/// How `@AppStorage` and `@SceneStorage` keep a value of their type as an
/// ``AppStorageValue``: the types SwiftUI's storage takes (Bool, Int,
/// Double, String, and raw-representable enums of Int or String).
struct StorageCoding<Value> {
  let encode: (Value) -> AppStorageValue?
  let decode: (AppStorageValue) -> Value?
}

extension StorageCoding where Value == Bool {
  static var bool: Self {
    Self(encode: { .bool($0) }, decode: { if case .bool(let v) = $0 { v } else { nil } })
  }
}

extension StorageCoding where Value == Int {
  static var int: Self { Self(encode: { .int($0) }, decode: { if case .int(let v) = $0 { v } else { nil } }) }
}

extension StorageCoding where Value == Double {
  static var double: Self {
    Self(
      encode: { .double($0) },
      decode: {
        switch $0 {
        case .double(let v): v
        case .int(let v): Double(v)  // a whole number reads back as an Int
        default: nil
        }
      })
  }
}

extension StorageCoding where Value == String {
  static var string: Self {
    Self(encode: { .string($0) }, decode: { if case .string(let v) = $0 { v } else { nil } })
  }
}

extension StorageCoding where Value: RawRepresentable, Value.RawValue == String {
  static var rawString: Self {
    Self(
      encode: { .string($0.rawValue) },
      decode: { if case .string(let v) = $0 { Value(rawValue: v) } else { nil } })
  }
}

extension StorageCoding where Value: RawRepresentable, Value.RawValue == Int {
  static var rawInt: Self {
    Self(
      encode: { .int($0.rawValue) }, decode: { if case .int(let v) = $0 { Value(rawValue: v) } else { nil } })
  }
}

/// A store of ``AppStorageValue``s by key that views observe: the app's
/// settings file (``AppStorageStore``) or a scene's session values
/// (``SceneStorageStore``).
@MainActor
protocol StorageValues: AnyObject {
  func value(forKey key: String) -> AppStorageValue?
  func set(_ value: AppStorageValue?, forKey key: String)
}

extension AppStorageStore: StorageValues {}
