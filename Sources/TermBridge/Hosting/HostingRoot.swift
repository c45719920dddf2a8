import TermBridgeTerminal
import TermBridgeWidgets

/// The implicit container at the root of a hosted view tree: its children
/// stack vertically and the whole is centred in the host, as in SwiftUI.
///
/// A declarative table row's cells (``TableRowCells``) are the root's
/// children themselves, placed by the row's layout: the row's graph has no
/// node for the cells as a whole, which every hosted row would update,
/// measure and place besides its cells (the widgets and what is drawn are
/// the same).
///
/// Content that is an `AnyView` (a `List` of sections, `ForEach` and static
/// rows hosts each row as one) is its wrapped view: the root's child is
/// that view, with no node for the eraser, which would update, measure and
/// place its one child. Nothing else changes: a view of another type is a
/// new child, as it is inside an `AnyView`.
///
/// With an identity (a `List` or `Table` row's id), the content's nodes are
/// identified by it: content of another identity unmounts the old nodes
/// (their `onDisappear` runs, their state goes) and mounts new ones (their
/// `onAppear` runs), as a SwiftUI row scrolled into a reused cell is a new
/// row; content of the same identity updates in place.
struct HostingRoot<Content: View>: View, WidgetContainerView, SelfContainedWidgetView {
  typealias Body = Never
  let body_: Content
  let alignment: HorizontalAlignment
  let contentIdentity: AnyHashable?

  init(content: Content, alignment: HorizontalAlignment, identity: AnyHashable? = nil) {
    body_ = content
    self.alignment = alignment
    contentIdentity = identity
  }

  var content: [any View] {
    if let cells = tableRowCells { return cells.cells }
    if let erased = erasedContent { return [erased.wrapped] }
    return [body_]
  }
  func makeWidget(context: Context) -> TermView { TermView() }
  func updateWidget(_ widget: TermView, context: Context) {}
  func makeLayout(for widget: TermView) -> any LayoutBehavior {
    HostingRootLayout(alignment: alignment, content: tableRowCells?.makeRowLayout())
  }
  func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    guard let cells = tableRowCells, let layout = layout as? HostingRootLayout,
      let row = layout.content as? TableRowLayout
    else { return false }
    return cells.update(row)
  }

  /// The content as a table row's cells, when it is one (known from the
  /// type: a comparison of metadata, no conformance look-up).
  private var tableRowCells: TableRowCells? {
    Content.self == TableRowCells.self ? body_ as? TableRowCells : nil
  }

  /// The content as a type-erased view, when it is one (known from the
  /// type, as ``tableRowCells`` is).
  private var erasedContent: AnyView? {
    Content.self == AnyView.self ? body_ as? AnyView : nil
  }
  func transformChildEnvironment(_ environment: inout EnvironmentValues) {
    environment.stackAxis = .vertical
  }
}

/// Two roots are the same view when their alignment is and their content
/// is by `viewsAreEqual`: a list reconfigures every cell on screen each
/// frame, and this spares each cell one level of reflection (a mirror of
/// the root and of its content field) before its content is compared.
extension HostingRoot: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: HostingRoot) -> Bool {
    alignment == other.alignment && contentIdentity == other.contentIdentity
      && viewsAreEqual(body_, other.body_)
  }
}

/// Lays the root content out like a VStack in the middle of the host's
/// height, centred across its width (or at its leading edge, for cells).
/// Content that is a table row's cells is laid out by the row's layout
/// (`content`), as the one item such a stack would hold: measured and
/// placed as a node of its own would be.
@MainActor
final class HostingRootLayout: LayoutBehavior {
  private let stack: StackLayout
  private let alignment: Alignment
  /// The layout of the content whose views are the root's children.
  let content: (any LayoutBehavior)?

  init(alignment: HorizontalAlignment, content: (any LayoutBehavior)? = nil) {
    self.alignment = Alignment(horizontal: alignment, vertical: .center)
    stack = StackLayout(axis: .vertical, alignment: self.alignment, spacing: 0)
    self.content = content
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    if let content { return content.sizeThatFits(proposal.layoutClamped, children: children).layoutClamped }
    return stack.sizeThatFits(proposal, children: children)
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    let size = bounds.size
    let ideal = sizeThatFits(ProposedViewSize(size), children: children)
    let fitted = Size(width: min(ideal.width, size.width), height: min(ideal.height, size.height))
    let rect = alignment.rect(for: fitted, in: bounds)
    guard let content else {
      stack.placeChildren(in: rect, children: children)
      return
    }
    // As the stack places its one item: at the top of `rect`, in the size
    // it chooses for `rect` (the ideal size when that fits), aligned across it.
    let chosen = fitted == size ? ideal : sizeThatFits(ProposedViewSize(rect.size), children: children)
    let x = rect.minX + alignment.horizontal.offset(for: chosen.width, in: rect.width)
    content.placeChildren(
      in: Rect(x: x, y: rect.minY, width: chosen.width, height: chosen.height), children: children)
  }
}
