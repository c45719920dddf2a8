import TermBridgeTerminal
import TermBridgeWidgets

/// The widget view behind `LazyVStack` and `LazyHStack`: a
/// ``TermLazyStackView`` whose items are the rows of the content's lazy
/// view list, each hosted in a ``TermHostingView`` given the stack's
/// environment.
struct LazyStackRepresentable<Content: View>: WidgetView {
  typealias Body = Never
  let axis: Axis
  let alignment: Alignment
  let spacing: Int
  let content: Content

  func makeCoordinator() -> LazyStackCoordinator { LazyStackCoordinator() }

  func makeWidget(context: Context) -> TermLazyStackView {
    let stack = TermLazyStackView(axis: axis)
    let coordinator = context.coordinator
    stack.onContentSizeChange = { [weak coordinator] _ in coordinator?.invalidation() }
    return stack
  }

  func updateWidget(_ stack: TermLazyStackView, context: Context) {
    let coordinator = context.coordinator
    coordinator.list = LazyViewList(content)
    coordinator.axis = axis
    coordinator.alignment = alignment
    coordinator.environment = context.environment
    coordinator.invalidation = context.layoutInvalidation
    coordinator.stack = stack
    context.environment.scrollTargets?.register(lazyStack: coordinator)
    stack.spacing = spacing
    if stack.dataSource == nil { stack.dataSource = coordinator } else { stack.reloadData() }
  }

  static func dismantleWidget(_ stack: TermLazyStackView, coordinator: LazyStackCoordinator) {
    stack.dataSource = nil
    stack.onContentSizeChange = nil
  }

  /// Along the axis, the rows' length (no more than offered, as a stack's
  /// rows give way); across it, the space offered or the widest row.
  func sizeThatFits(_ proposal: ProposedViewSize, widget: TermLazyStackView, context: Context) -> Size? {
    let ideal = widget.idealContentSize
    if axis == .vertical {
      return Size(
        width: min(proposal.width ?? ideal.width, .infinity),
        height: min(ideal.height, proposal.height ?? .infinity))
    }
    return Size(
      width: min(ideal.width, proposal.width ?? .infinity),
      height: min(proposal.height ?? ideal.height, .infinity))
  }
}

/// The data source of a lazy stack: makes a hosting view per row shown,
/// and reuses those of rows that left.
@MainActor
final class LazyStackCoordinator: TermLazyStackViewDataSource {
  var list = LazyViewList(EmptyView())
  var axis = Axis.vertical
  var alignment = Alignment.center
  /// The stack's environment, handed to every row.
  var environment = EnvironmentValues()
  var invalidation = LayoutInvalidation(node: nil)
  weak var stack: TermLazyStackView?

  func numberOfItems(in stackView: TermLazyStackView) -> Int { list.count }

  func lazyStackView(
    _ stackView: TermLazyStackView, viewForItemAt index: Int, reusing reusableView: TermView?
  ) -> TermView {
    let row = LazyStackRow(list: list, index: index, axis: axis, alignment: alignment)
    if let host = reusableView as? TermHostingView<LazyStackRow> {
      host.environment = environment
      host.rootView = row
      return host
    }
    let host = TermHostingView(rootView: row)
    host.environment = environment
    return host
  }

  /// Scrolls to the row whose id is `id`, if this stack has one; returns whether it has.
  func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) -> Bool {
    guard let stack, let index = list.index(of: id) else { return false }
    stack.scrollToItem(index, anchor: anchor.map { TermScrollView.ScrollAnchor(x: $0.x, y: $0.y) })
    return true
  }
}

/// One row of a lazy stack, as its host shows it: the row's view, with
/// the row's id as its identity (a host reused for another row starts it
/// afresh), at its ideal length and aligned across the stack. Rows of the
/// same list and index are equal, so comparing them costs no reflection.
struct LazyStackRow: View, Equatable {
  let list: LazyViewList
  let index: Int
  let axis: Axis
  let alignment: Alignment

  var body: some View {
    let content = AnyView(list.view(at: index))
    if axis == .vertical {
      LazyRowIdentity(
        id: list.id(at: index), index: index, token: list.token,
        content: content.fixedSize(horizontal: false, vertical: true).frame(
          maxWidth: .infinity, alignment: alignment))
    } else {
      LazyRowIdentity(
        id: list.id(at: index), index: index, token: list.token,
        content: content.fixedSize(horizontal: true, vertical: false).frame(
          maxHeight: .infinity, alignment: alignment))
    }
  }

  nonisolated static func == (lhs: LazyStackRow, rhs: LazyStackRow) -> Bool {
    lhs.list.token === rhs.list.token && lhs.index == rhs.index && lhs.axis == rhs.axis
      && lhs.alignment == rhs.alignment
  }
}

/// A lazy row's content under the row's id: equal for the same row of
/// the same list (nothing to update), new nodes for another id.
struct LazyRowIdentity<Content: View>: View, MultiView, Equatable {
  typealias Body = Never
  let id: AnyHashable
  let index: Int
  let token: LazyViewListToken
  let content: Content

  func children() -> [ViewChild] { [ViewChild(id: id, view: content)] }

  nonisolated static func == (lhs: LazyRowIdentity, rhs: LazyRowIdentity) -> Bool {
    lhs.token === rhs.token && lhs.index == rhs.index
  }
}
