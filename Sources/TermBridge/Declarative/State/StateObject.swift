/// An ``ObservableObject`` a view owns, like SwiftUI's `@StateObject`:
/// made once per view identity (the first time the view appears, not at
/// every rebuild of the view's value), kept as long as the identity lives,
/// and followed: its changes run the view's body again.
///
/// ```swift
/// struct TimerView: View {
///   @StateObject private var timer = ScrumTimer()
///   var body: some View { Text("\(timer.secondsElapsed)") }
/// }
/// ```
///
/// The wrapper itself is not main-actor isolated (its `DynamicProperty`
/// conformance is declared in an extension), as SwiftUI's initialiser is
/// not; the object is made and used on the main actor.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  let location: StateObjectLocation<ObjectType>

  /// The object `thunk` makes, called once for the view's identity.
  public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    location = StateObjectLocation(make: thunk)
  }

  /// The object this view owns.
  @MainActor public var wrappedValue: ObjectType { location.object }

  /// Bindings to the object's properties: `$model.name`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(root: location.object)
  }
}

extension StateObject: DynamicProperty {}

extension StateObject: LinkableWrapper {
  var linkable: GraphLinkable { location }
}

/// Where a `StateObject` finds its object: the box its node keeps (made
/// with the first value's thunk), or, before the view is in a graph, a box
/// of its own that the node then adopts.
/// Made by the wrapper's non-isolated initialiser, used on the main actor;
/// not `Sendable`, so it stays where it was made.
final class StateObjectLocation<ObjectType: ObservableObject> {
  private let make: () -> ObjectType
  private var box: StateObjectBox<ObjectType>?

  init(make: @escaping () -> ObjectType) { self.make = make }
}

extension StateObjectLocation: GraphLinkable {
  @MainActor var object: ObjectType {
    if let box { return box.object }
    let made = StateObjectBox(make())
    box = made
    return made.object
  }

  func link(to node: ViewNode, slot: Int) {
    let kept = node.stateSlot(slot) { box ?? StateObjectBox(make()) }
    box = kept
    kept.subscription.follow(kept.object, invalidating: node)
  }
}

/// The object a node keeps for one `@StateObject`, and the node's
/// subscription to it.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject>: AnyStateBox {
  let object: ObjectType
  let subscription = ObjectSubscription()

  init(_ object: ObjectType) { self.object = object }
}
