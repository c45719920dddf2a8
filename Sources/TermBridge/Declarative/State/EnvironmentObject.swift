/// An ``ObservableObject`` an ancestor put in the environment with
/// `.environmentObject(_:)`, like SwiftUI's `@EnvironmentObject`; the view
/// follows it (its changes run the view's body again).
///
/// ```swift
/// ContentView().environmentObject(store)
/// // below:
/// @EnvironmentObject var store: Store
/// ```
///
/// As in SwiftUI, reading it when no ancestor provided one stops the
/// program with a message naming the type.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let location: EnvironmentObjectLocation<ObjectType>

  /// Reads the `ObjectType` object of the environment.
  public nonisolated init() { location = EnvironmentObjectLocation() }

  /// The object from the environment.
  public var wrappedValue: ObjectType {
    guard let object = location.object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found: add .environmentObject(\(ObjectType.self)(...)) above this view"
      )
    }
    return object
  }

  /// Bindings to the object's properties: `$store.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
  }
}

extension EnvironmentObject: LinkableWrapper {
  var linkable: GraphLinkable { location }
}

/// Where an `@EnvironmentObject` finds its object: its node's environment.
final class EnvironmentObjectLocation<ObjectType: ObservableObject>: GraphLinkable, @unchecked Sendable {
  // Made off the main actor (a view's initialiser), used on it.
  private weak var node: ViewNode?

  nonisolated init() {}

  @MainActor var object: ObjectType? { node?.environment[object: ObjectType.self] }

  @MainActor func link(to node: ViewNode, slot: Int) {
    self.node = node
    node.readsEnvironment = true
    if let object {
      node.stateSlot(slot) { ObjectSubscription() }.follow(object, invalidating: node)
    }
  }
}

extension View {
  /// Puts `object` in the environment for `@EnvironmentObject` below, like
  /// SwiftUI's `environmentObject(_:)` (one object per type).
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environment(object)
  }
}
