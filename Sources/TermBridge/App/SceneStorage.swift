/// A value kept per scene for the app's run, like SwiftUI's
/// `@SceneStorage`: `@SceneStorage("selectedTab") private var tab = 0`.
/// Unlike `@State` it outlives the view: a view that leaves the tree and
/// comes back finds the value it had, and views in one scene that use the
/// same key share it. Views that read it update when it changes. It is
/// kept in memory, not on disk (see `SceneStorageStore`); it takes the
/// same types as ``AppStorage``.
@MainActor
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let coding: StorageCoding<Value>
  let location = SceneStorageLocation()

  /// The stored value, or the default while none is stored.
  public var wrappedValue: Value {
    get { location.store.value(forKey: key).flatMap(coding.decode) ?? defaultValue }
    nonmutating set { location.store.set(coding.encode(newValue), forKey: key) }
  }

  /// A binding that reads and writes the stored value.
  public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }

  init(key: String, defaultValue: Value, coding: StorageCoding<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.coding = coding
  }
}

extension SceneStorage: LinkableWrapper {
  var linkable: GraphLinkable { location }
}

/// Finds the store of the scene the view's node is in.
@MainActor
final class SceneStorageLocation: GraphLinkable {
  private weak var node: ViewNode?

  var store: SceneStorageStore { node?.environment.sceneStorage ?? .shared }

  func link(to node: ViewNode, slot: Int) {
    self.node = node
    node.readsEnvironment = true
  }
}

extension SceneStorage where Value == Bool {
  /// A Bool kept under `key` in the scene.
  public init(wrappedValue: Bool, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .bool)
  }
}

extension SceneStorage where Value == Int {
  /// An Int kept under `key` in the scene.
  public init(wrappedValue: Int, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .int)
  }
}

extension SceneStorage where Value == Double {
  /// A Double kept under `key` in the scene.
  public init(wrappedValue: Double, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .double)
  }
}

extension SceneStorage where Value == String {
  /// A String kept under `key` in the scene.
  public init(wrappedValue: String, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .string)
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
  /// An enum kept under `key` in the scene, as its String raw value.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .rawString)
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An enum kept under `key` in the scene, as its Int raw value.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, coding: .rawInt)
  }
}
