/// A value kept between runs of the app, like SwiftUI's `@AppStorage`:
/// `@AppStorage("showsDone") private var showsDone = false`. Views that
/// read it update when it changes; it is saved in ``AppStorageStore``'s
/// file at once.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let store: AppStorageStore
  private let encode: (Value) -> AppStorageValue
  private let decode: (AppStorageValue) -> Value?

  /// The stored value, or the default while none is stored.
  public var wrappedValue: Value {
    get { store.value(forKey: key).flatMap(decode) ?? defaultValue }
    nonmutating set { store.set(encode(newValue), forKey: key) }
  }

  /// A binding that reads and writes the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }

  private init(
    key: String, defaultValue: Value, store: AppStorageStore?, encode: @escaping (Value) -> AppStorageValue,
    decode: @escaping (AppStorageValue) -> Value?
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store ?? .standard
    self.encode = encode
    self.decode = decode
  }
}

extension AppStorage where Value == Bool {
  /// A Bool kept under `key` in `store` (the app's standard store by default).
  public init(wrappedValue: Bool, _ key: String, store: AppStorageStore? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, encode: { .bool($0) },
      decode: { if case .bool(let v) = $0 { v } else { nil } })
  }
}

extension AppStorage where Value == Int {
  /// An Int kept under `key`.
  public init(wrappedValue: Int, _ key: String, store: AppStorageStore? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, encode: { .int($0) },
      decode: { if case .int(let v) = $0 { v } else { nil } })
  }
}

extension AppStorage where Value == Double {
  /// A Double kept under `key`.
  public init(wrappedValue: Double, _ key: String, store: AppStorageStore? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, encode: { .double($0) },
      decode: {
        switch $0 {
        case .double(let v): v
        case .int(let v): Double(v)  // a whole number reads back as an Int
        default: nil
        }
      })
  }
}

extension AppStorage where Value == String {
  /// A String kept under `key`.
  public init(wrappedValue: String, _ key: String, store: AppStorageStore? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, encode: { .string($0) },
      decode: { if case .string(let v) = $0 { v } else { nil } })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.rawValue) },
      decode: { if case .string(let v) = $0 { Value(rawValue: v) } else { nil } })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store, encode: { .int($0.rawValue) },
      decode: { if case .int(let v) = $0 { Value(rawValue: v) } else { nil } })
  }
}
