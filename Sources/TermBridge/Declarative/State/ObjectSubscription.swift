/// A node's subscription to one object's `objectWillChange`: the node is
/// invalidated (and its body runs again on the next frame) each time the
/// object announces a change. Kept in one of the node's state slots, so it
/// ends with the node; following another object ends the old subscription.
@MainActor
final class ObjectSubscription: AnyStateBox {
  private weak var object: AnyObject?
  private var cancellable: AnyCancellable?

  /// False: a new node subscribes the same way.
  override var holdsAppState: Bool { false }

  /// Invalidates `node` whenever `object` will change, from now on.
  func follow<Object: ObservableObject>(_ object: Object, invalidating node: ViewNode) {
    if let current = self.object, current === object { return }
    self.object = object
    cancellable = object.objectWillChange.sink(receiveValue: ObjectSubscription.invalidator(of: node))
  }

  /// The handler, made outside the main actor: a publisher calls it on the
  /// thread that sent the change.
  private nonisolated static func invalidator<Output>(of node: ViewNode) -> (Output) -> Void {
    { [weak node] _ in ViewGraph.invalidateFromAnyThread(node) }
  }
}
