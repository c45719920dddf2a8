import Observation

/// The values of one scene's `@SceneStorage`, for the app's run: in
/// memory only. SwiftUI restores scene storage when the system brings a
/// scene back after relaunch (state restoration); a terminal program has
/// no such relaunch, and a value written to disk would come back in a
/// later, unrelated session of the same program (where `@AppStorage` is
/// the tool for values meant to last).
///
/// An `App`'s window group gets a store of its own; views hosted
/// elsewhere (a `TermHostingController` in a kit app) share
/// ``shared``, unless given one through the environment.
@MainActor
@Observable
package final class SceneStorageStore: StorageValues {
  /// The store of views not in an `App`'s scene.
  package static let shared = SceneStorageStore()

  private var values: [String: AppStorageValue] = [:]

  /// An empty store.
  package init() {}

  /// The value stored for `key`, nil when there is none.
  package func value(forKey key: String) -> AppStorageValue? { values[key] }

  /// Stores `value` for `key` (nil removes it); views reading the store
  /// update only when it changes.
  package func set(_ value: AppStorageValue?, forKey key: String) {
    guard values[key] != value else { return }
    values[key] = value
  }
}

struct SceneStorageStoreKey: EnvironmentKey {
  static let defaultValue: SceneStorageStore? = nil
}

extension EnvironmentValues {
  /// The store of the scene a view is in (nil: ``SceneStorageStore/shared``).
  package var sceneStorage: SceneStorageStore? {
    get { self[SceneStorageStoreKey.self] }
    set { self[SceneStorageStoreKey.self] = newValue }
  }
}
