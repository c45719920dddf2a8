import TermBridgeTerminal
import TermBridgeWidgets

/// The kinds of node, by what a view is.
enum NodeKind {
  case multi, widget, attachment, structural, composite

  /// The class of node this kind is.
  var nodeClass: ViewNode.Type {
    switch self {
    case .multi: MultiNode.self
    case .widget: WidgetNode.self
    case .attachment: AttachmentNode.self
    case .structural: StructuralNode.self
    case .composite: CompositeNode.self
    }
  }

  #if DEBUG
    /// The kind the runtime's conformances give a view's type: what
    /// ``View/_graphPrimitive`` must agree with (a type whose conformance
    /// to a node protocol has more conditions than its conformance to
    /// `View` gets `View`'s default, and must say its kind itself).
    /// Checked once per type in debug builds only: each check here is a
    /// conformance look-up.
    @MainActor static func checked(_ view: any View, against kind: NodeKind) {
      _ = checkedTypes.value(for: Swift.type(of: view)) { _ in
        let dynamic = dynamicKind(of: view)
        assert(
          dynamic == kind,
          "\(Swift.type(of: view)) says its node is \(kind), but its conformances make it \(dynamic)")
        return true
      }
    }

    @MainActor private static let checkedTypes = TypeCache<Bool>()

    @MainActor private static func dynamicKind(of view: any View) -> NodeKind {
      if !hasNeverBody(view) { return .composite }
      if view is any MultiView { return .multi }
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
  #endif
}

/// Makes the node for a view value: the kind of node its type says
/// (``View/_graphPrimitive``), given the value as that kind's primitive.
@MainActor
func makeNode(for view: any View, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues)
  -> ViewNode
{
  let primitive = view._graphPrimitive
  func noteComparison<V: View>(_: V) { ComparisonPlan.noteViewType(V.self) }
  noteComparison(view)
  #if DEBUG
    NodeKind.checked(view, against: primitive.nodeKind)
  #endif
  let node = primitive.nodeKind.nodeClass.init(
    view: view, parent: parent, graph: graph, environment: environment)
  node.seed(primitive)
  node.mount()
  node.isBuilt = true
  return node
}
