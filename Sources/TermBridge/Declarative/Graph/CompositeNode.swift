/// The node of a view with a `body`: it keeps the view's `@State`, links its
/// dynamic properties and evaluates the body only when something the body
/// read has changed.
@MainActor
final class CompositeNode: ViewNode {
  private var stateSlots: [AnyStateBox] = []
  var readsEnvironment = false
  private var child: ViewNode?

  override func mount() {
    evaluate()
  }

  override func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
    let viewChanged = !viewsAreEqual(view, newView)
    let environmentChanged = !environment.isSame(as: newEnvironment)
    view = newView
    environment = newEnvironment
    if viewChanged || isDirty || (environmentChanged && readsEnvironment) {
      evaluate()
    } else if environmentChanged, let child {
      // The body would be the same; the environment still flows down.
      child.update(to: child.view, environment: environment)
    }
  }

  override func rebuild() {
    guard isDirty else { return }
    evaluate()
  }

  /// The box for the `slot`th state property, made on first use.
  func stateSlot<Box: AnyStateBox>(_ slot: Int, make: () -> Box) -> Box {
    while stateSlots.count <= slot { stateSlots.append(AnyStateBox()) }
    if let box = stateSlots[slot] as? Box { return box }
    let box = make()
    stateSlots[slot] = box
    return box
  }

  private func evaluate() {
    isDirty = false
    linkDynamicProperties()
    graph.statistics.bodyEvaluations += 1
    let body = trackingReads { evaluateBody(of: view) }
    if let child, sameType(child.view, body) {
      child.update(to: body, environment: environment)
    } else {
      child?.unmount()
      child = makeNode(for: body, parent: self, graph: graph, environment: environment)
      widgetChildrenDidChange()
    }
  }

  /// Connects the view's `@State`, `@Environment`, … to this node, in
  /// declaration order (the same order every time for the same type).
  private func linkDynamicProperties() {
    let type = ObjectIdentifier(Swift.type(of: view))
    if CompositeNode.typesWithoutDynamicProperties.contains(type) { return }
    var slot = 0
    func visit(_ value: Any) {
      for child in Mirror(reflecting: value).children {
        guard child.value is any DynamicProperty else { continue }
        if let wrapper = child.value as? any LinkableWrapper {
          wrapper.linkable.link(to: self, slot: slot)
          slot += 1
        } else {
          visit(child.value)
        }
      }
    }
    visit((view as? any DynamicPropertyHost)?.dynamicPropertyHost ?? view)
    if slot == 0 { CompositeNode.typesWithoutDynamicProperties.insert(type) }
  }

  private static var typesWithoutDynamicProperties = Set<ObjectIdentifier>()

  override func collectWidgetNodes(into nodes: inout [WidgetNode]) {
    child?.collectWidgetNodes(into: &nodes)
  }

  override func unmount() {
    super.unmount()
    child?.unmount()
    child = nil
  }
}

@MainActor
private func evaluateBody(of view: any View) -> any View {
  func open<V: View>(_ view: V) -> any View { view.body }
  return open(view)
}
