/// An ``ObservableObject`` a view is given and follows, like SwiftUI's
/// `@ObservedObject`: its changes run the view's body again. The view does
/// not own it (a parent's ``StateObject`` or a model does).
///
/// ```swift
/// struct EditView: View {
///   @ObservedObject var model: Model
///   var body: some View { TextField("Name", text: $model.name) }
/// }
/// ```
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to an observed object's properties through dynamic
  /// member lookup, like SwiftUI's `ObservedObject.Wrapper`: `$model.name`.
  @MainActor
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to the property at `keyPath`; writing it sets the property
    /// (and so announces the change).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<
        Subject
      >
    {
      let root = root
      return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }

  /// The object followed.
  public var wrappedValue: ObjectType

  /// Follows `wrappedValue`: `@ObservedObject var model: Model`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Follows `initialValue`, like `init(wrappedValue:)`.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties: `$model.name`.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: LinkableWrapper {
  var linkable: GraphLinkable { ObservedObjectLink(object: wrappedValue) }
}

extension ObservedObject: SameViewComparable {
  /// A view given another object is a different view; the same object is
  /// the same (its changes reach the view through its publisher).
  package func isSameView(as other: ObservedObject) -> Bool { wrappedValue === other.wrappedValue }
}

/// Subscribes a node to an `@ObservedObject`'s object, in the node's slot.
@MainActor
final class ObservedObjectLink<ObjectType: ObservableObject>: GraphLinkable {
  let object: ObjectType

  init(object: ObjectType) { self.object = object }

  func link(to node: ViewNode, slot: Int) {
    node.stateSlot(slot) { ObjectSubscription() }.follow(object, invalidating: node)
  }
}
