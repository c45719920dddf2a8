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
  private let coding: StorageCoding<Value>

  /// The stored value, or the default while none is stored.
  public var wrappedValue: Value {
    get { store.value(forKey: key).flatMap(coding.decode) ?? defaultValue }
    nonmutating set { store.set(coding.encode(newValue), forKey: key) }
  }

  /// A binding that reads and writes the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }

  init(key: String, defaultValue: Value, store: AppStorageStore?, coding: StorageCoding<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store ?? .standard
    self.coding = coding
  }
}

extension AppStorage where Value == Bool {
  /// A Bool kept under `key` in `store` (the app's standard store by default).
  public init(wrappedValue: Bool, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .bool)
  }
}

extension AppStorage where Value == Int {
  /// An Int kept under `key`.
  public init(wrappedValue: Int, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .int)
  }
}

extension AppStorage where Value == Double {
  /// A Double kept under `key`.
  public init(wrappedValue: Double, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .double)
  }
}

extension AppStorage where Value == String {
  /// A String kept under `key`.
  public init(wrappedValue: String, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .string)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// An enum kept under `key` as its String raw value.
  public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .rawString)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An enum kept under `key` as its Int raw value.
  public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, coding: .rawInt)
  }
}
