import TermBridgeTerminal
import TermBridgeWidgets

/// The node of a view that stands for several children (tuples,
/// conditionals, `ForEach`, `Group`) or that only changes the environment or
/// adds lifecycle hooks to its content.
@MainActor
final class MultiNode: ViewNode {
  private var children = ChildNodes()
  private var lifecycle: NodeLifecycle?
  private var childEnvironment = EnvironmentValues()

  private var cast = PrimitiveOnce<any MultiView>()
  private var multi: any MultiView { cast.value(of: view, \.multi) }

  override func seed(_ primitive: _GraphPrimitive) { cast.seed(primitive.multi) }

  override func mount() {
    lifecycle = multi.makeLifecycle()
    if lifecycle != nil { bindToIdentity() }
    childEnvironment = transformedEnvironment()
    children = reconciled(children, with: multi.children(), environment: childEnvironment).children
    lifecycle?.didMount(node: self)
  }

  override func viewDidChange() { cast.reset() }

  override func refresh() {
    isDirty = false
    lifecycle?.willUpdate(node: self, view: view)
    childEnvironment = transformedEnvironment()
    let multi = self.multi
    let newChildren = multi.childrenAreStored ? multi.children() : trackingReads { multi.children() }
    let result = reconciled(children, with: newChildren, environment: childEnvironment)
    children = result.children
    if result.changed {
      widgetChildrenDidChange()
    }
    lifecycle?.didUpdate(node: self, view: view)
  }

  private func transformedEnvironment() -> EnvironmentValues {
    var environment = self.environment
    multi.transformEnvironment(&environment)
    return environment
  }

  /// The children with their ids (a `ForEach`'s element ids).
  var identifiedChildren: [ChildNodes.Entry] { children.entries }

  override func collectWidgetNodes(into nodes: inout [WidgetNode]) {
    for child in children.nodes { child.collectWidgetNodes(into: &nodes) }
  }

  override func collectLayoutItems(into items: inout [any LayoutItem]) {
    for child in children.nodes { child.collectLayoutItems(into: &items) }
  }

  override func unmount() {
    lifecycle?.willUnmount(node: self)
    super.unmount()
    children.unmountAll()
  }
}

/// Hooks a modifier attaches to its node: appear, update and disappear.
@MainActor
class NodeLifecycle {
  func didMount(node: ViewNode) {}
  /// The node is about to update its children from `view`.
  func willUpdate(node: ViewNode, view: any View) {}
  func didUpdate(node: ViewNode, view: any View) {}
  func willUnmount(node: ViewNode) {}
}
