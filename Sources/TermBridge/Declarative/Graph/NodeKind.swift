import TermBridgeTerminal
import TermBridgeWidgets

/// The kinds of node, by what a view is.
enum NodeKind {
  case multi, widget, attachment, structural, composite

  /// The kind for a view's type, found once per type (conformance checks
  /// cost more than a dictionary lookup).
  @MainActor static func of(_ view: any View) -> NodeKind {
    known.value(for: Swift.type(of: view)) { _ in kind(of: view) }
  }

  @MainActor private static let known = TypeCache<NodeKind>()

  @MainActor private static func kind(of view: any View) -> NodeKind {
    // A view with a body of its own is a composite: the multi, widget,
    // attachment and structural protocols all require `Body == Never`.
    // Asking that first spares a composite type four conformance checks,
    // each a scan of every conformance record in the process the first
    // time it is asked.
    if !hasNeverBody(view) { return .composite }
    if view is any MultiView { return .multi }
    // Before widgets: stacks and layout modifiers are generic, so a screen
    // has many more structural types than widget types, and each type
    // pays for every check made before the one that holds.
    if view is any StructuralView { return .structural }
    if view is any WidgetView || view is any TermViewRepresentable
      || view is any TermViewControllerRepresentable
    {
      return .widget
    }
    if view is any WidgetAttachmentView { return .attachment }
    return .composite
  }

  private static func hasNeverBody<V: View>(_ view: V) -> Bool { V.Body.self == Never.self }
}

/// Makes the node for a view value.
@MainActor
func makeNode(for view: any View, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues)
  -> ViewNode
{
  let node: ViewNode
  switch NodeKind.of(view) {
  case .multi: node = MultiNode(view: view, parent: parent, graph: graph, environment: environment)
  case .widget: node = WidgetNode(view: view, parent: parent, graph: graph, environment: environment)
  case .attachment: node = AttachmentNode(view: view, parent: parent, graph: graph, environment: environment)
  case .structural: node = StructuralNode(view: view, parent: parent, graph: graph, environment: environment)
  case .composite: node = CompositeNode(view: view, parent: parent, graph: graph, environment: environment)
  }
  node.mount()
  node.isBuilt = true
  return node
}
