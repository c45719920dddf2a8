import TermBridgeTerminal
import TermBridgeWidgets

/// The node of a view with a `body`: it keeps the view's `@State`, links its
/// dynamic properties and evaluates the body only when something the body
/// read has changed.
@MainActor
final class CompositeNode: ViewNode {
  private var child: ViewNode?

  override func mount() {
    evaluate()
  }

  override var dynamicPropertyHost: Any? { view._graphPrimitive.dynamicPropertyHost }

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

  override func collectWidgetNodes(into nodes: inout [WidgetNode]) {
    child?.collectWidgetNodes(into: &nodes)
  }

  override func collectLayoutItems(into items: inout [any LayoutItem]) {
    child?.collectLayoutItems(into: &items)
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
