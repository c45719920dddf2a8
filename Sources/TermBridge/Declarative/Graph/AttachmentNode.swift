import TermBridgeTerminal
import TermBridgeWidgets

/// A modifier that is a property of its content's node rather than a
/// widget: it works on the widgets its content makes (a key handler on
/// them, focus moved into them, a sheet presented from them) and adds no
/// widget of its own. `.onKeyPress`, `.focused` and `.sheet` are built so.
@MainActor
package protocol WidgetAttachmentView: View where Body == Never {
  associatedtype Attachment: WidgetAttachment
  /// The view the attachment works on.
  var attachedContent: any View { get }
  /// Makes the attachment; once per identity. `context` gives it the
  /// content's widgets for as long as it lives.
  func makeAttachment(context: WidgetAttachmentContext) -> Attachment
  /// Brings the attachment up to date with this value (update phase).
  /// What it reads is tracked: a binding read here re-runs it on change.
  func updateAttachment(_ attachment: Attachment, environment: EnvironmentValues)
}

/// The long-lived part of a ``WidgetAttachmentView``: told when the
/// content's widgets come and go, and after each layout.
@MainActor
package protocol WidgetAttachment: AnyObject {
  /// The content's widgets changed (made, replaced or removed); `old` were
  /// the ones before.
  func widgetsDidChange(from old: [TermView])
  /// The graph has been laid out (its widgets have frames and a window).
  func didLayOut()
  /// Every attachment has been told of the layout (after `didLayOut()`):
  /// for what reads values others write after layout.
  func didFinishLayout()
  /// The modifier leaves the tree.
  func willDetach()
}

extension WidgetAttachment {
  package func widgetsDidChange(from old: [TermView]) {}
  package func didLayOut() {}
  package func didFinishLayout() {}
  package func willDetach() {}
}

/// What an attachment sees of its place in the graph.
@MainActor
package final class WidgetAttachmentContext {
  /// The content's top-level widgets now.
  package fileprivate(set) var widgets: [TermView] = []
  fileprivate weak var node: AttachmentNode?

  /// The window the content is in, once it is in one.
  package var window: TermWindow? { widgets.lazy.compactMap(\.window).first }

  /// Asks for a layout of the graph (so `didLayOut()` follows soon).
  package func setNeedsLayout() { node?.graph.layoutDidInvalidate() }
}

/// The node of a ``WidgetAttachmentView``.
@MainActor
final class AttachmentNode: ViewNode, GraphLayoutClient {
  private var children = ChildNodes()
  private var attachment: (any WidgetAttachment)?
  private let context = WidgetAttachmentContext()

  private var cast = PrimitiveOnce<any WidgetAttachmentView>()
  private var attaching: any WidgetAttachmentView { cast.value(of: view, \.attachment) }

  override func seed(_ primitive: _GraphPrimitive) { cast.seed(primitive.attachment) }

  override func viewDidChange() { cast.reset() }

  override func mount() {
    context.node = self
    attachment = attaching.makeAttachment(context: context)
    children = reconciled(children, with: content(), environment: environment).children
    updateAttachment()
    syncWidgets()
    graph.addLayoutClient(self)
  }

  override func refresh() {
    isDirty = false
    let result = reconciled(children, with: content(), environment: environment)
    children = result.children
    updateAttachment()
    if result.changed { widgetChildrenDidChange() }
  }

  private func content() -> [ViewChild] { ViewChild.only(attaching.attachedContent) }

  private func updateAttachment() {
    guard let attachment else { return }
    func update<V: WidgetAttachmentView>(_ view: V) {
      view.updateAttachment(attachment as! V.Attachment, environment: environment)
    }
    let view = attaching
    trackingReads { update(view) }
  }

  private func syncWidgets() {
    guard let attachment else { return }
    var nodes: [WidgetNode] = []
    for child in children.nodes { child.collectWidgetNodes(into: &nodes) }
    let widgets = nodes.map(\.widget)
    let old = context.widgets
    if widgets.count == old.count && zip(widgets, old).allSatisfy({ $0 === $1 }) { return }
    context.widgets = widgets
    attachment.widgetsDidChange(from: old)
  }

  override func widgetsBelowDidChange() -> Bool {
    syncWidgets()
    return false
  }

  func graphDidLayOut() { attachment?.didLayOut() }

  func graphDidFinishLayout() { attachment?.didFinishLayout() }

  override func collectWidgetNodes(into nodes: inout [WidgetNode]) {
    for child in children.nodes { child.collectWidgetNodes(into: &nodes) }
  }

  override func collectLayoutItems(into items: inout [any LayoutItem]) {
    for child in children.nodes { child.collectLayoutItems(into: &items) }
  }

  override func unmount() {
    graph.removeLayoutClient(self)
    attachment?.willDetach()
    attachment = nil
    super.unmount()
    children.unmountAll()
  }
}
