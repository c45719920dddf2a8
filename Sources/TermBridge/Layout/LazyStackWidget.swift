import TermBridgeTerminal
import TermBridgeWidgets

/// The widget view behind `LazyVStack` and `LazyHStack`: a
/// ``TermLazyStackView`` whose items are the rows of the content's lazy
/// view list, each hosted in a ``TermHostingView`` given the stack's
/// environment. With `gridItems` it is the widget view behind `LazyVGrid`
/// and `LazyHGrid`: its items are grid rows (columns) of as many of the
/// content's rows as the grid has tracks.
struct LazyStackWidget<Content: View>: WidgetView {
  typealias Body = Never
  let axis: Axis
  let alignment: Alignment
  let spacing: Length
  let content: Content
  var gridItems: [GridItem]? = nil
  /// The section headers and footers kept in sight while their rows scroll.
  var pinnedViews = PinnedScrollableViews()

  func makeCoordinator() -> LazyStackCoordinator { LazyStackCoordinator() }

  func makeWidget(context: Context) -> TermLazyStackView {
    let coordinator = context.coordinator
    let stack: TermLazyStackView
    if gridItems != nil {
      let grid = LazyGridStackView(axis: axis)
      grid.onCrossLengthChange = { [weak coordinator] length in coordinator?.crossLengthChanged(length) }
      stack = grid
    } else {
      stack = TermLazyStackView(axis: axis)
    }
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
    // A grid's items lie across its axis; its spacing, as a stack's, along it.
    let unit = context.environment.lengthUnit
    let across: Axis = axis == .vertical ? .horizontal : .vertical
    coordinator.gridItems = gridItems.map { items in items.map { $0.resolved(in: unit, along: across) } }
    coordinator.resolveTracks()
    context.environment.scrollTargets?.register(lazyStack: coordinator)
    stack.spacing = spacing.cells(in: unit, along: axis)
    stack.sectionHeadersPinToVisibleBounds = pinnedViews.contains(.sectionHeaders)
    stack.sectionFootersPinToVisibleBounds = pinnedViews.contains(.sectionFooters)
    if stack.dataSource == nil { stack.dataSource = coordinator } else { stack.reloadData() }
  }

  static func dismantleWidget(_ stack: TermLazyStackView, coordinator: LazyStackCoordinator) {
    stack.dataSource = nil
    stack.onContentSizeChange = nil
    (stack as? LazyGridStackView)?.onCrossLengthChange = nil
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
  var list = LazyViewList(EmptyView()) {
    didSet { cachedGridSections = nil }
  }
  var axis = Axis.vertical
  var alignment = Alignment.center
  /// The stack's environment, handed to every row.
  var environment = EnvironmentValues()
  var invalidation = LayoutInvalidation(node: nil)
  weak var stack: TermLazyStackView?

  /// A lazy grid's columns (rows, across a horizontal grid); nil for a stack.
  var gridItems: [GridItem]?
  /// The grid's tracks, resolved in its last length across the axis.
  private(set) var tracks: [LazyGridTrack] = [] {
    didSet { cachedGridSections = nil }
  }
  private var crossLength = 0
  /// How a grid's content falls into grid rows, for the list and tracks.
  private var cachedGridSections: LazyGridSections?
  private var gridSections: LazyGridSections {
    if let cachedGridSections { return cachedGridSections }
    let sections = LazyGridSections(list: list, tracks: tracks.count)
    cachedGridSections = sections
    return sections
  }

  /// The stack's length across its axis changed: a grid resolves its
  /// tracks again and regroups the items when they changed.
  func crossLengthChanged(_ length: Int) {
    guard length != crossLength else { return }
    crossLength = length
    resolveTracks()
    stack?.reloadData()
  }

  /// Resolves a grid's tracks in the current length; returns whether they changed.
  @discardableResult
  func resolveTracks() -> Bool {
    guard let gridItems else { return false }
    let resolved = LazyGridTrack.resolve(
      gridItems, in: crossLength, defaultSpacing: axis == .vertical ? 1 : 0, alignment: alignment)
    guard resolved != tracks else { return false }
    tracks = resolved
    return true
  }

  func numberOfItems(in stackView: TermLazyStackView) -> Int {
    guard gridItems != nil else { return list.count }
    return gridSections.rowCount
  }

  /// The section holding `index`: the list's own, or its grid rows.
  func lazyStackView(_ stackView: TermLazyStackView, sectionItemsForItemAt index: Int) -> TermSectionRows? {
    guard gridItems != nil else { return list.section(containing: index) }
    return gridSections.section(ofRow: index, in: list)
  }

  func lazyStackView(
    _ stackView: TermLazyStackView, viewForItemAt index: Int, reusing reusableView: TermView?
  ) -> TermView {
    if gridItems != nil {
      let (items, spansGrid) = gridSections.items(inRow: index)
      return host(
        LazyGridRow(
          list: list, row: index, items: items, spansGrid: spansGrid, tracks: tracks,
          crossLength: crossLength,
          axis: axis, alignment: alignment),
        reusing: reusableView)
    }
    return host(
      LazyStackRow(list: list, index: index, axis: axis, alignment: alignment), identity: list.id(at: index),
      reusing: reusableView)
  }

  /// `row` in `reusableView` when it hosts a row of the same kind, else in
  /// a new host; as the row `identity` when it has one of its own (a host
  /// reused for another row starts it afresh, as a `List`'s cell does).
  private func host<Row: View>(
    _ row: Row, identity: AnyHashable? = nil, reusing reusableView: TermView?
  ) -> TermView {
    if let host = reusableView as? TermHostingView<Row> {
      host.environment = environment
      host.rootIdentity = identity
      host.rootView = row
      return host
    }
    let host = TermHostingView(rootView: row)
    host.rootIdentity = identity
    host.environment = environment
    return host
  }

  /// Scrolls to the row whose id is `id`, if this stack has one; returns whether it has.
  func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) -> Bool {
    guard let stack, var index = list.index(of: id) else { return false }
    if gridItems != nil { index = gridSections.row(ofItem: index) }
    stack.scrollToItem(index, anchor: anchor.map { TermScrollView.ScrollAnchor(x: $0.x, y: $0.y) })
    return true
  }
}

/// One row of a lazy stack, as its host shows it: the row's view at its
/// ideal length and aligned across the stack (its host has the row's id
/// as its identity). Rows of the same list and index are equal, so
/// comparing them costs no reflection.
struct LazyStackRow: View, Equatable {
  let list: LazyViewList
  let index: Int
  let axis: Axis
  let alignment: Alignment

  var body: some View {
    let content = AnyView(list.view(at: index))
    if axis == .vertical {
      content.fixedSize(horizontal: false, vertical: true).frame(maxWidth: .infinity, alignment: alignment)
    } else {
      content.fixedSize(horizontal: true, vertical: false).frame(maxHeight: .infinity, alignment: alignment)
    }
  }

  nonisolated static func == (lhs: LazyStackRow, rhs: LazyStackRow) -> Bool {
    lhs.list.token === rhs.list.token && lhs.index == rhs.index && lhs.axis == rhs.axis
      && lhs.alignment == rhs.alignment
  }
}
