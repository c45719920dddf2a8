/// The node of a view that stands for several children (tuples,
/// conditionals, `ForEach`, `Group`) or that only changes the environment or
/// adds lifecycle hooks to its content.
@MainActor
final class MultiNode: ViewNode {
  private var children = ChildNodes()
  private var lifecycle: NodeLifecycle?
  private var childEnvironment = EnvironmentValues()

  private var resolvedMulti: (any MultiView)?
  private var multi: any MultiView {
    if let resolvedMulti { return resolvedMulti }
    let resolved = view as! any MultiView
    resolvedMulti = resolved
    return resolved
  }

  override func mount() {
    lifecycle = multi.makeLifecycle()
    childEnvironment = transformedEnvironment()
    _ = reconcileChildren(with: multi.children(), parent: self, environment: childEnvironment)
    lifecycle?.didMount(node: self)
  }

  override func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
    if viewsAreEqual(view, newView) && environment.isSame(as: newEnvironment) && !isDirty { return }
    view = newView
    resolvedMulti = nil
    environment = newEnvironment
    rebuildChildren()
  }

  override func rebuild() {
    guard isDirty else { return }
    rebuildChildren()
  }

  private func rebuildChildren() {
    isDirty = false
    childEnvironment = transformedEnvironment()
    let newChildren = trackingReads { multi.children() }
    if reconcileChildren(with: newChildren, parent: self, environment: childEnvironment) {
      widgetChildrenDidChange()
    }
    lifecycle?.didUpdate(node: self, view: view)
  }

  private func transformedEnvironment() -> EnvironmentValues {
    var environment = self.environment
    multi.transformEnvironment(&environment)
    return environment
  }

  /// Reconciles on a copy: children being built may read this node's
  /// current children, which must not be under mutation meanwhile.
  private func reconcileChildren(
    with views: [ViewChild], parent: ViewNode, environment: EnvironmentValues
  ) -> Bool {
    var copy = children
    let changed = copy.reconcile(with: views, parent: parent, environment: environment)
    children = copy
    return changed
  }

  override func collectWidgetNodes(into nodes: inout [WidgetNode]) {
    for child in children.nodes { child.collectWidgetNodes(into: &nodes) }
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
  func didUpdate(node: ViewNode, view: any View) {}
  func willUnmount(node: ViewNode) {}
}
