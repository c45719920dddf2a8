import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The representable behind `Table`.
struct TableRepresentable<Value: Identifiable, Data: RandomAccessCollection>: TermViewRepresentable
where Data.Element == Value {
  let data: Data
  let selection: ListSelection<Value.ID>
  let sortOrder: TableSortOrder<Value>?
  let columns: [TableColumn<Value>]
  /// Each row's context menu items, by row (empty when no row has one:
  /// a table made from data).
  var rowMenus: [(@MainActor () -> any View)?] = []

  func makeCoordinator() -> TableCoordinator<Value, Data> { TableCoordinator(parent: self) }

  func makeTermView(context: Context) -> TermTableView {
    let table = TermTableView()
    table.selectionFollowsFocus = true
    table.dataSource = context.coordinator
    table.delegate = context.coordinator
    return table
  }

  func updateTermView(_ table: TermTableView, context: Context) {
    let coordinator = context.coordinator
    let old = coordinator.parent
    coordinator.parent = self
    coordinator.generation += 1
    coordinator.environment = context.environment
    if case .multiple = selection {
      table.allowsMultipleSelection = true
    } else {
      table.allowsMultipleSelection = false
    }
    if coordinator.userWidths.count > 0, old.columns.count != columns.count { coordinator.userWidths = [:] }
    table.columns = columns.enumerated().map { index, column in
      var termColumn = column.termColumn(
        index: index, sortable: sortOrder != nil, unit: context.environment.lengthUnit)
      termColumn.userWidth = coordinator.userWidths[index]
      return termColumn
    }
    table.sortDescriptors = coordinator.sortDescriptors()
    if coordinator.isFirstUpdate || !TableCoordinator<Value, Data>.sameRows(old.data, data) {
      coordinator.isFirstUpdate = false
      table.reloadData()
    } else {
      coordinator.refreshVisibleRows(of: table)
    }
    coordinator.applySelection(to: table)
    table.isEnabled = context.environment.isEnabled
  }

  static func dismantleTermView(_ table: TermTableView, coordinator: TableCoordinator<Value, Data>) {
    table.dataSource = nil
    table.delegate = nil
  }
}

/// Data source and delegate of a declarative `Table`: cells are the
/// columns' content hosted with the table's environment, and the user's
/// selection and sorting become writes of the bindings.
@MainActor
final class TableCoordinator<Value: Identifiable, Data: RandomAccessCollection>: TermTableViewDataSource,
  TermTableViewDelegate
where Data.Element == Value {
  var parent: TableRepresentable<Value, Data> {
    didSet { columnTexts = Self.texts(of: parent.columns) }
  }
  /// Each column's text, when every column's cells are text; else nil
  /// (read by ``rowContent(of:geometry:)``, kept apart from the columns
  /// so that a row does not copy them).
  private var columnTexts: [(Value) -> Text]?
  var isFirstUpdate = true
  /// The table's environment, handed to every cell.
  var environment = EnvironmentValues()
  /// Selected ids no row has: kept when the user changes the selection.
  var unshownSelection: Set<Value.ID> = []
  /// The widths the user resized columns to, by column index: kept across
  /// updates (SwiftUI keeps them as the table's own state).
  var userWidths: [Int: Int] = [:]
  /// The geometry the rows made last share (``rowGeometry(of:)``).
  private var sharedGeometry: TableRowGeometry?
  /// Counts the table's updates and geometries: a row made in its own
  /// graph (``ListRowView``) is made again after each.
  var generation = 0
  /// Whether a row's columns have read state or an observed property:
  /// from then on every row is made in its own hosting graph
  /// (``ListRowView``, as a `List`'s rows then are), which tracks what it
  /// reads, so that the row follows it. Until then the table makes the
  /// rows, at less cost.
  private var rowsReadState = false

  init(parent: TableRepresentable<Value, Data>) {
    self.parent = parent
    columnTexts = Self.texts(of: parent.columns)
  }

  private static func texts(of columns: [TableColumn<Value>]) -> [(Value) -> Text]? {
    var texts: [(Value) -> Text] = []
    for column in columns {
      guard let text = column.text else { return nil }
      texts.append(text)
    }
    return texts
  }

  /// Whether two collections are the same rows: `==` when they are
  /// `Equatable` (O(1) for ranges and unchanged arrays), else their ids.
  static func sameRows(_ a: Data, _ b: Data) -> Bool { RowSelection.sameRows(a, b) { $0.id } }

  private func element(at row: Int) -> Value {
    parent.data[parent.data.index(parent.data.startIndex, offsetBy: row)]
  }

  // MARK: Data source

  func numberOfRows(in tableView: TermTableView) -> Int { parent.data.count }

  /// A single cell, for a caller that asks by column (the table asks for
  /// whole rows).
  func tableView(
    _ tableView: TermTableView, contentConfigurationFor column: TermTableColumn, row: Int
  ) -> any TermContentConfiguration {
    let index = Int(column.identifier) ?? 0
    let content: any View =
      parent.columns.indices.contains(index) ? parent.columns[index].content(element(at: row)) : EmptyView()
    var configuration = TermHostingConfiguration { AnyView(content) }
    configuration.inheritedEnvironment = environment
    return configuration
  }

  /// A row is one hosting view whose root draws every column's text
  /// (``TableTextRow``) or places every column's cell (``TableRowCells``),
  /// as a `List` row is one: a page of rows updates one graph a row, not
  /// one a cell.
  func tableView(_ tableView: TermTableView, rowContentConfigurationForRow row: Int)
    -> (any TermContentConfiguration)?
  {
    rowConfiguration(row: row, table: tableView)
  }

  /// A row's cells, hosted as they are (drawn as one view when they are
  /// all text: ``TableTextRow``), or inside the row's context menu when it
  /// has one (a row without a menu hosts no view more than its cells: one
  /// node of the graph less to update a row).
  private func rowConfiguration(row: Int, table: TermTableView) -> any TermContentConfiguration {
    let value = element(at: row)
    let geometry = rowGeometry(of: table)
    switch untrackedRow(of: value, geometry: geometry) {
    case .text(let textRow)?: return rowConfiguration(textRow, row: row, identity: value.id)
    case .cells(let cells)?: return rowConfiguration(cells, row: row, identity: value.id)
    case nil: return rowConfiguration(trackedRow(of: value, geometry: geometry), row: row, identity: value.id)
    }
  }

  /// The configuration of `row` showing `cells` as the row `identity`.
  private func rowConfiguration<Cells: View>(_ cells: Cells, row: Int, identity: any Hashable)
    -> any TermContentConfiguration
  {
    if let menu = rowMenu(row) {
      return configuration(for: TableRowHost(cells: cells, menu: menu), identity: identity)
    }
    return configuration(for: cells, identity: identity)
  }

  /// Gives `cell`, on screen, `row` showing `cells`, unless it shows them
  /// already in the table's environment. The cell keeps the identity of
  /// the row it shows. A row with a menu is always given again (a menu is
  /// a closure, never the same).
  private func refresh<Cells: View>(_ cell: TermListCell, row: Int, showing cells: Cells) {
    let shown: (any Hashable)?
    if rowMenu(row) != nil {
      shown = cell.hostedIdentity(of: TableRowHost<Cells>.self)
    } else {
      if cell.showsHostedContent(cells, in: environment) { return }
      shown = cell.hostedIdentity(of: Cells.self)
    }
    cell.contentConfiguration = rowConfiguration(cells, row: row, identity: shown ?? element(at: row).id)
  }

  /// The row of `value` made here, unless making it reads state or an
  /// observed property: nil then, and from then on (every row is made in
  /// its own graph, ``trackedRow(of:geometry:)``).
  private func untrackedRow(of value: Value, geometry: TableRowGeometry) -> TableRowContentView? {
    guard !rowsReadState else { return nil }
    let made = ReadProbe.run { rowContent(of: value, geometry: geometry) }
    if made.read { rowsReadState = true }
    return made.read ? nil : made.value
  }

  /// The row of `value`, to be made inside the row's own hosting graph.
  private func trackedRow(of value: Value, geometry: TableRowGeometry)
    -> ListRowView<Value.ID, Value, TableRowContentView>
  {
    ListRowView(id: value.id, generation: generation, element: value) { [self] value in
      rowContent(of: value, geometry: geometry)
    }
  }

  /// The row of `value`: one view of text when every column's cells are
  /// text, else its cells. A row keeps a label a cell where a label does
  /// more than show its text: a date relative to now (its label updates
  /// each second) or a content transition (a label counts numeric text).
  private func rowContent(of value: Value, geometry: TableRowGeometry) -> TableRowContentView {
    guard let columnTexts else { return .cells(rowCells(of: value, geometry: geometry)) }
    var texts: [Text] = []
    texts.reserveCapacity(columnTexts.count)
    var labelsNeeded = environment.contentTransition != .identity
    for columnText in columnTexts {
      let text = columnText(value)
      if text.liveDate != nil { labelsNeeded = true }
      texts.append(text)
    }
    if labelsNeeded { return .cells(TableRowCells(cells: texts, geometry: geometry)) }
    return .text(TableTextRow(texts: texts, geometry: geometry))
  }

  /// The geometry of the table's rows now: the one the rows made before
  /// share, while the columns, their spacing and the offset stay the same.
  private func rowGeometry(of table: TermTableView) -> TableRowGeometry {
    let columns = table.columns
    let spacing = table.columnSpacing
    let offset = table.requestedHorizontalOffset
    if let sharedGeometry, sharedGeometry.matches(columns: columns, spacing: spacing, offset: offset) {
      return sharedGeometry
    }
    let geometry = TableRowGeometry(columns: columns, spacing: spacing, offset: offset)
    sharedGeometry = geometry
    // A row made in its own graph is made again in the new geometry.
    generation += 1
    return geometry
  }

  private func rowCells(of value: Value, geometry: TableRowGeometry) -> TableRowCells {
    var cells: [any View] = []
    cells.reserveCapacity(parent.columns.count)
    for column in parent.columns { cells.append(column.content(value)) }
    return TableRowCells(cells: cells, geometry: geometry)
  }

  private func rowMenu(_ row: Int) -> (@MainActor () -> any View)? {
    parent.rowMenus.indices.contains(row) ? parent.rowMenus[row] : nil
  }

  /// The configuration of a row's cell: `content`, as the row `identity`
  /// (as a `List`'s rows are).
  private func configuration<Content: View>(
    for content: Content, identity: any Hashable
  ) -> TermHostingConfiguration<Content> {
    var configuration = TermHostingConfiguration { content }
    configuration.inheritedEnvironment = environment
    configuration.identity = identity
    return configuration
  }

  /// Updates the cells on screen in place (same rows, new values): a row
  /// whose content the cell already shows in the table's environment
  /// keeps its cell as it is (as a `List`'s rows do).
  func refreshVisibleRows(of table: TermTableView) {
    let geometry = rowGeometry(of: table)
    for row in table.listView.visibleRows {
      guard let cell = table.rowCell(at: row) else { continue }
      let value = element(at: row)
      switch untrackedRow(of: value, geometry: geometry) {
      case .text(let textRow)?: refresh(cell, row: row, showing: textRow)
      case .cells(let cells)?: refresh(cell, row: row, showing: cells)
      case nil: refresh(cell, row: row, showing: trackedRow(of: value, geometry: geometry))
      }
    }
  }

  // MARK: Sorting

  /// The binding's comparators as the table's descriptors: those of
  /// columns, in order.
  func sortDescriptors() -> [TermTableSortDescriptor] {
    guard let order = parent.sortOrder?.read() else { return [] }
    return order.compactMap { comparator in
      guard let column = columnIndex(of: comparator.keyPath) else { return nil }
      return TermTableSortDescriptor(column: String(column), ascending: comparator.order == .forward)
    }
  }

  private func columnIndex(of keyPath: PartialKeyPath<Value>) -> Int? {
    parent.columns.firstIndex { $0.sortKey?.keyPath == keyPath }
  }

  /// A header click or a sort key: the columns' comparators in the table's
  /// order, then the binding's comparators no column has.
  func tableView(
    _ tableView: TermTableView, sortDescriptorsDidChange oldDescriptors: [TermTableSortDescriptor]
  ) {
    guard let sortOrder = parent.sortOrder else { return }
    let columns: [(key: any ColumnSortKey<Value>, order: SortOrder)] = tableView.sortDescriptors.compactMap {
      descriptor in
      guard let index = Int(descriptor.column), parent.columns.indices.contains(index),
        let key = parent.columns[index].sortKey
      else { return nil }
      return (key, descriptor.ascending ? .forward : .reverse)
    }
    sortOrder.write(columns, parent.columns.compactMap { $0.sortKey?.keyPath })
  }

  /// The user resized a column: its width is kept for the next updates.
  func tableView(_ tableView: TermTableView, didResizeColumn column: Int, oldWidth: Int) {
    guard tableView.columns.indices.contains(column) else { return }
    userWidths[column] = tableView.columns[column].userWidth
  }

  // MARK: Selection

  func tableView(_ tableView: TermTableView, didSelectRowAt row: Int) {
    guard case .single(let selection) = parent.selection, row < parent.data.count else { return }
    let selected = element(at: row).id
    if selection.wrappedValue != selected { selection.wrappedValue = selected }
  }

  func tableViewSelectionDidChange(_ tableView: TermTableView) {
    guard case .multiple(let selection) = parent.selection else { return }
    let count = parent.data.count
    let shown = tableView.selectedRows.lazy.filter { $0 < count }.map { self.element(at: $0).id }
    let selected = unshownSelection.union(shown)
    if selection.wrappedValue != selected { selection.wrappedValue = selected }
  }

  /// Environment actions for Enter on a row without a control (a split
  /// view's next column), as `List` does.
  func tableView(_ tableView: TermTableView, didActivateRowAt row: Int) {
    environment.showNextColumn?.action()
  }

  func applySelection(to table: TermTableView) {
    switch parent.selection {
    case .none: return
    case .single(let selection): applySingleSelection(selection.wrappedValue, to: table)
    case .multiple(let selection): applyMultipleSelection(selection.wrappedValue, to: table)
    }
  }

  /// Finds the selected id's row near the current one first (keys move it
  /// a row or a page), then anywhere (after a sort).
  private func applySingleSelection(_ selected: Value.ID?, to table: TermTableView) {
    guard let selected else {
      if table.selectedRow != nil { table.selectRow(nil) }
      return
    }
    let found = RowSelection.row(of: selected, near: table.selectedRow ?? 0, count: parent.data.count) {
      element(at: $0).id
    }
    if table.selectedRow != found { table.selectRow(found, scrollPosition: .none) }
  }

  /// Finds the selected ids' rows with a pass over the data, unless the
  /// rows selected are those ids already.
  private func applyMultipleSelection(_ selected: Set<Value.ID>, to table: TermTableView) {
    let count = parent.data.count
    if RowSelection.rows(
      table.selectedRows, match: selected, unshown: unshownSelection, count: count, id: { element(at: $0).id }
    ) {
      return
    }
    let (rows, found) = RowSelection.rows(of: selected, in: parent.data) { $0.id }
    unshownSelection = selected.subtracting(found)
    table.selectRows(rows)
  }
}

/// The root of a declarative table row's hosting view when the row has a
/// context menu: its cells (``TableRowCells`` or a ``TableTextRow``)
/// inside the menu (`.contextMenu` on a `TableRow`: a right click on it,
/// or Shift-F10 / the Menu key on the current row, opens it). A row
/// without a menu hosts its cells alone.
struct TableRowHost<Cells: View>: View {
  let cells: Cells
  let menu: @MainActor () -> any View

  var body: some View {
    cells.contextMenu { AnyView(menu()) }
  }
}

/// A declarative table row's cells: each column's cell
/// placed where the table's header puts the column (the same
/// ``TermTableColumnLayout`` for the row's width, less the horizontal
/// offset), leading-aligned and centred vertically in it; cells scrolled
/// out of sight are hidden, so they take no focus.
struct TableRowCells: View, StructuralView {
  typealias Body = Never
  let cells: [any View]
  /// Where the cells go (the table's requested offset; the layout limits
  /// it for its width).
  let geometry: TableRowGeometry

  var content: [any View] { cells }

  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior { makeRowLayout() }

  func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let layout = layout as? TableRowLayout else { return true }
    return update(layout)
  }

  /// The layout that places these cells (as the content of a row's
  /// hosting root, or of a node of their own inside a context menu).
  func makeRowLayout() -> TableRowLayout {
    TableRowLayout(columns: geometry.columns, spacing: geometry.spacing, offset: geometry.offset)
  }

  /// Gives `layout` this row's geometry; true when it changed.
  func update(_ layout: TableRowLayout) -> Bool {
    layout.update(columns: geometry.columns, spacing: geometry.spacing, offset: geometry.offset)
  }
}

/// The same row when its layout is and each cell is the same view.
extension TableRowCells: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: TableRowCells) -> Bool {
    geometry == other.geometry && viewsAreEqual(cells, other.cells)
  }
}

/// Places a table row's cells in their columns.
@MainActor
final class TableRowLayout: LayoutBehavior {
  private var columns: [TermTableColumn]
  private var spacing: Int
  private var offset: Int
  private var cached: (width: Int, layout: TermTableColumnLayout)?
  private var hidden: [Bool] = []

  init(columns: [TermTableColumn], spacing: Int, offset: Int) {
    self.columns = columns
    self.spacing = spacing
    self.offset = offset
  }

  /// Takes a new row value's geometry; true when it changed.
  func update(columns: [TermTableColumn], spacing: Int, offset: Int) -> Bool {
    guard columns != self.columns || spacing != self.spacing || offset != self.offset else { return false }
    if columns != self.columns || spacing != self.spacing { cached = nil }
    self.columns = columns
    self.spacing = spacing
    self.offset = offset
    return true
  }

  private func layout(forWidth width: Int) -> TermTableColumnLayout {
    if let cached, cached.width == width { return cached.layout }
    let layout = TermTableColumnLayout(columns: columns, available: width, spacing: spacing)
    cached = (width, layout)
    return layout
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    let columnLayout = layout(forWidth: proposal.width ?? 0)
    let width = proposal.width ?? columnLayout.contentWidth
    var height = 1
    for (index, child) in children.enumerated() where index < columnLayout.widths.count {
      let proposed = ProposedViewSize(width: columnLayout.widths[index], height: proposal.height)
      height = max(height, child.sizeThatFits(proposed).height)
    }
    return Size(width: width, height: height)
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    let columnLayout = layout(forWidth: bounds.width)
    let shift = columnLayout.scrollOffset(offset, inWidth: bounds.width)
    if hidden.count != children.count { hidden = Array(repeating: false, count: children.count) }
    for (index, child) in children.enumerated() {
      guard index < columnLayout.widths.count else {
        setHidden(true, index, child)
        continue
      }
      let column = columnLayout.frame(ofColumn: index, inRow: bounds, shift: shift)
      let shown = column.maxX > bounds.minX && column.minX < bounds.maxX
      setHidden(!shown, index, child)
      let chosen = child.sizeThatFits(ProposedViewSize(column.size))
      child.place(in: TermTableColumnLayout.cellFrame(choosing: chosen, in: column))
    }
  }

  private func setHidden(_ value: Bool, _ index: Int, _ child: any LayoutItem) {
    guard hidden[index] != value else { return }
    hidden[index] = value
    child.setHidden(value)
  }
}
