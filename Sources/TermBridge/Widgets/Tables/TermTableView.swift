import TermBridgeTerminal

/// A table of rows and columns, like `NSTableView` (or a `UITableView`
/// with columns): a data source gives the number of rows and each cell's
/// content, a delegate hears about selection and sorting.
///
/// It is a header (``headerView``) over a ``TermListView`` (``listView``)
/// whose cells lay out one view per column (or show one view for the
/// whole row, when the data source gives one: see
/// ``TermTableViewDataSource/tableView(_:rowContentConfigurationForRow:)``),
/// so it is virtualized as a list is: a table of a million rows makes
/// cells for the rows on screen only.
///
/// Columns get their ideal widths, grow into spare room and shrink to
/// their minimum widths (``TermTableColumnLayout``); columns that still do
/// not fit scroll horizontally, the header with them.
///
/// Keys while focused: those of the list (Up, Down, Page Up, Page Down,
/// Home, End move the selection; with multiple selection Space and Shift
/// select), and Left/Right scroll a column at a time when the columns
/// overflow; `<` and `>` sort by the column before or after the main sort
/// column, and Ctrl-S reverses the main sort (or sorts by the first
/// column). Ctrl-Left and Ctrl-Right make a column a cell narrower or
/// wider (``keyboardResizingColumn``: the main sort column, so `<` and `>`
/// choose it, else the first resizable column in sight). A click on a
/// column's title sorts by it, or reverses the sort when it is already the
/// main one; a drag on the separator after a column's title (the gap
/// before the next) resizes it; the horizontal wheel scrolls.
///
/// Resizing, like `NSTableColumn`'s: a column the user may resize
/// (``TermTableColumn/isUserResizable``) keeps the width the user gave it
/// within its `minWidth...maxWidth` (``TermTableColumn/userWidth``), fixed
/// columns never resize, and the delegate hears
/// ``TermTableViewDelegate/tableView(_:didResizeColumn:oldWidth:)``.
@MainActor
open class TermTableView: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .table }

  /// Supplies the rows; held weakly. Setting it reloads the data.
  open weak var dataSource: (any TermTableViewDataSource)? {
    didSet { reloadData() }
  }

  /// Hears about selection and sorting; held weakly.
  open weak var delegate: (any TermTableViewDelegate)?

  /// The columns, leading to trailing.
  open var columns: [TermTableColumn] = [] {
    didSet { if columns != oldValue { columnsDidChange(reload: columns.count != oldValue.count) } }
  }

  /// The cells between columns. Default 1.
  open var columnSpacing = 1 {
    didSet { if columnSpacing != oldValue { columnsDidChange(reload: false) } }
  }

  /// How the rows are sorted, main sort first; the header marks the main
  /// one. Setting it only redraws the header: the data source sorts.
  open var sortDescriptors: [TermTableSortDescriptor] = [] {
    didSet { if sortDescriptors != oldValue { headerView.setNeedsDisplay() } }
  }

  /// Whether the header row shows. Default true.
  open var showsHeader = true {
    didSet {
      guard showsHeader != oldValue else { return }
      headerView.isHidden = !showsHeader
      setNeedsLayout()
    }
  }

  /// The selected row's background while the table has the keyboard.
  open var selectedBackgroundStyle: TermStyle {
    get { selectedBackgroundStyleOverride ?? theme.selectedRow }
    set {
      selectedBackgroundStyleOverride = newValue
      refreshCellStyles()
    }
  }
  /// What was set for ``selectedBackgroundStyle``; nil follows the theme.
  private var selectedBackgroundStyleOverride: TermStyle?
  /// The selected row's background while it does not, dimmer (as a
  /// desktop table's inactive selection is).
  open var unfocusedSelectedBackgroundStyle: TermStyle {
    get { unfocusedSelectedBackgroundStyleOverride ?? theme.unfocusedSelectedRow }
    set {
      unfocusedSelectedBackgroundStyleOverride = newValue
      refreshCellStyles()
    }
  }
  /// What was set for ``unfocusedSelectedBackgroundStyle``; nil follows the theme.
  private var unfocusedSelectedBackgroundStyleOverride: TermStyle?

  /// The header row.
  public let headerView = TermTableHeaderView()
  /// The rows: the list that makes, reuses and selects them. Its data
  /// source and delegate belong to the table.
  public let listView: TermListView

  private let rows = TermTableRows()
  private var storedOffset = 0
  private var cachedLayout: (width: Int, layout: TermTableColumnLayout)?

  static let reuseIdentifier = "TermBridge.TermTableView.row"

  /// An empty table; give it columns and a ``dataSource``.
  public override init(frame: Rect = .zero) {
    let list = TermTableListView()
    listView = list
    super.init(frame: frame)
    rows.table = self
    list.table = self
    headerView.tableView = self
    list.register(forCellReuseIdentifier: Self.reuseIdentifier) { TermTableRowCell(reuseIdentifier: $0) }
    list.dataSource = rows
    list.delegate = rows
    addSubview(headerView)
    addSubview(list)
  }

  // MARK: Data

  /// The number of rows, as the data source last said.
  public var numberOfRows: Int { listView.numberOfRows }

  /// Asks the data source again for the number of rows and the cells on
  /// screen.
  open func reloadData() { listView.reloadData() }

  /// Asks the data source again for the cells of `rows` that are on screen.
  open func reloadRows(at rows: [Int]) { listView.reloadRows(at: rows) }

  /// The cell showing `row`, or nil when the row is not on screen.
  public func rowCell(at row: Int) -> TermTableRowCell? {
    listView.cellForRow(at: row) as? TermTableRowCell
  }

  // MARK: Selection (the list's)

  /// Whether the user may select several rows (``selectedRows``).
  open var allowsMultipleSelection: Bool {
    get { listView.allowsMultipleSelection }
    set { listView.allowsMultipleSelection = newValue }
  }

  /// Whether a focused table always has a current row (see
  /// ``TermListView/selectionFollowsFocus``).
  open var selectionFollowsFocus: Bool {
    get { listView.selectionFollowsFocus }
    set { listView.selectionFollowsFocus = newValue }
  }

  /// The selected row; with multiple selection, the current row.
  public var selectedRow: Int? { listView.selectedRow }
  /// The selected rows of a table that allows multiple selection.
  public var selectedRows: Set<Int> { listView.selectedRows }

  /// Selects `row` as the program does (the delegate is not told).
  public func selectRow(_ row: Int?, scrollPosition: TermListView.ScrollPosition = .none) {
    listView.selectRow(row, scrollPosition: scrollPosition)
  }

  /// Selects `rows` of a table that allows multiple selection.
  public func selectRows(_ rows: Set<Int>) { listView.selectRows(rows) }

  // MARK: Columns and horizontal scrolling

  /// Where the columns are when `width` cells are available to them.
  public func columnLayout(forWidth width: Int) -> TermTableColumnLayout {
    if let cachedLayout, cachedLayout.width == width { return cachedLayout.layout }
    let layout = TermTableColumnLayout(columns: columns, available: width, spacing: columnSpacing)
    cachedLayout = (width, layout)
    return layout
  }

  /// The layout of the columns in the width the rows have now.
  public var currentColumnLayout: TermTableColumnLayout { columnLayout(forWidth: listView.cellWidth) }

  /// How far the columns are scrolled left, in cells (0 when they fit).
  public var horizontalOffset: Int {
    let width = listView.cellWidth
    return columnLayout(forWidth: width).scrollOffset(storedOffset, inWidth: width)
  }

  /// The offset last set, before it is limited to the width the rows have
  /// now (a row that places its own columns limits it for its width).
  package var requestedHorizontalOffset: Int { storedOffset }

  /// Scrolls the columns so that `offset` cells are off the leading edge
  /// (limited to what shows the last column's trailing edge).
  public func setHorizontalOffset(_ offset: Int) {
    let old = horizontalOffset
    storedOffset = offset
    storedOffset = horizontalOffset
    guard storedOffset != old else { return }
    columnsMoved()
    delegate?.tableViewDidScrollHorizontally(self)
  }

  /// Scrolls as little as shows all of `column` (or its leading part, when
  /// it is wider than the table).
  public func scrollColumnToVisible(_ column: Int) {
    let layout = currentColumnLayout
    guard layout.xs.indices.contains(column) else { return }
    let width = listView.cellWidth
    let offset = horizontalOffset
    let x = layout.xs[column]
    let end = x + layout.widths[column]
    if x < offset || layout.widths[column] >= width {
      setHorizontalOffset(x)
    } else if end > offset + width {
      setHorizontalOffset(end - width)
    }
  }

  /// Scrolls one column towards the trailing edge (or back); returns false
  /// when the columns are already at that end.
  @discardableResult
  public func scrollColumns(by step: Int) -> Bool {
    let layout = currentColumnLayout
    let offset = horizontalOffset
    let target: Int
    if step > 0 {
      target = layout.xs.first { $0 > offset } ?? layout.contentWidth
    } else {
      target = layout.xs.last { $0 < offset } ?? 0
    }
    setHorizontalOffset(target)
    return horizontalOffset != offset
  }

  // MARK: Column widths

  /// The width `column` has now, in the width the rows have (0 for no such
  /// column), like `NSTableColumn.width`.
  public func width(ofColumn column: Int) -> Int {
    let layout = currentColumnLayout
    return layout.widths.indices.contains(column) ? layout.widths[column] : 0
  }

  /// Gives `column` `width` cells (within its limits) as the program
  /// does: it keeps that width (``TermTableColumn/userWidth``), the other
  /// columns share what is left. The delegate is not told. Fixed columns
  /// and those that do not allow user resizing are left as they are.
  public func setWidth(_ width: Int, ofColumn column: Int) {
    guard columns.indices.contains(column), columns[column].isUserResizable else { return }
    let clamped = columns[column].clampedWidth(width)
    guard columns[column].userWidth != clamped else { return }
    columns[column].userWidth = clamped
  }

  /// Resizes `column` to `width` as the user does (a drag on the header's
  /// separator, the resize keys): as ``setWidth(_:ofColumn:)``, and the
  /// delegate hears of it when the width shown changed. False when it did not.
  @discardableResult
  public func userResizeColumn(_ column: Int, toWidth width: Int) -> Bool {
    let old = self.width(ofColumn: column)
    setWidth(width, ofColumn: column)
    guard self.width(ofColumn: column) != old else { return false }
    delegate?.tableView(self, didResizeColumn: column, oldWidth: old)
    return true
  }

  /// The column the resize keys act on: the main sort column when the user
  /// can resize it, else the first resizable column in sight, else the
  /// first resizable one.
  public var keyboardResizingColumn: Int? {
    if let sort = mainSortColumn, columns[sort].isUserResizable { return sort }
    let resizable = columns.indices.filter { columns[$0].isUserResizable }
    let layout = currentColumnLayout
    let offset = horizontalOffset
    let inSight = resizable.first { layout.xs.indices.contains($0) && layout.xs[$0] >= offset }
    return inSight ?? resizable.first
  }

  /// Ctrl-Left / Ctrl-Right: the resize keys' column a cell narrower or wider.
  private func resizeByKey(_ step: Int) -> Bool {
    guard let column = keyboardResizingColumn else { return false }
    if userResizeColumn(column, toWidth: width(ofColumn: column) + step) { scrollColumnToVisible(column) }
    return true
  }

  private func columnsDidChange(reload: Bool) {
    cachedLayout = nil
    if reload { reloadData() }
    columnsMoved()
  }

  /// Every row on screen and the header lay the columns out again; rows
  /// whose one view places the columns itself are asked for again.
  private func columnsMoved() {
    headerView.setNeedsDisplay()
    var wholeRows: [Int] = []
    for (row, cell) in listView.cellsByRow {
      if cell.contentConfiguration != nil {
        wholeRows.append(row)
      } else {
        cell.setNeedsLayout()
      }
    }
    if !wholeRows.isEmpty { listView.reloadRows(at: wholeRows) }
  }

  // MARK: Sorting

  /// Sorts by `column` as a header click does: the column becomes the main
  /// sort, ascending, or when it already is, the order reverses. The
  /// delegate is told; columns that are not sortable are ignored.
  public func userSort(byColumn column: Int) {
    guard columns.indices.contains(column), columns[column].isSortable else { return }
    let identifier = columns[column].identifier
    let old = sortDescriptors
    var descriptors = old
    if let first = descriptors.first, first.column == identifier {
      descriptors[0].ascending = !first.ascending
    } else {
      descriptors.removeAll { $0.column == identifier }
      descriptors.insert(TermTableSortDescriptor(column: identifier), at: 0)
    }
    sortDescriptors = descriptors
    scrollColumnToVisible(column)
    delegate?.tableView(self, sortDescriptorsDidChange: old)
  }

  /// The index of the main sort column, if any.
  private var mainSortColumn: Int? {
    sortDescriptors.first.flatMap { first in columns.firstIndex { $0.identifier == first.column } }
  }

  /// `<` / `>`: sorts by the nearest sortable column before or after the
  /// main sort column (the first or last when there is none).
  private func sortByNeighbour(_ step: Int) -> Bool {
    let sortable = columns.indices.filter { columns[$0].isSortable }
    guard !sortable.isEmpty else { return false }
    let next: Int?
    if let current = mainSortColumn {
      next = step > 0 ? sortable.first { $0 > current } : sortable.last { $0 < current }
    } else {
      next = step > 0 ? sortable.first : sortable.last
    }
    guard let next else { return true }
    userSort(byColumn: next)
    return true
  }

  // MARK: Focus and cell styles

  /// The selected-row styles follow whether the rows have the keyboard.
  /// The selected row's styles follow a new theme.
  open override func themeDidChange() { refreshCellStyles() }

  func refreshCellStyles() {
    for cell in listView.cellsByRow.values { applyStyle(to: cell) }
  }

  func applyStyle(to cell: TermListCell) {
    let style = listView.showsFocusEffect ? selectedBackgroundStyle : unfocusedSelectedBackgroundStyle
    if cell.selectedBackgroundStyle != style { cell.selectedBackgroundStyle = style }
  }

  // MARK: Overrides

  open override func layoutSubviews() {
    let headerHeight = showsHeader ? 1 : 0
    headerView.frame = Rect(x: 0, y: 0, width: bounds.width, height: headerHeight)
    listView.frame = Rect(
      x: 0, y: headerHeight, width: bounds.width, height: max(0, bounds.height - headerHeight))
  }

  /// Left/Right scroll the columns; `<`, `>` and Ctrl-S sort;
  /// Ctrl-Left/Ctrl-Right resize (keys the rows do not use reach the table).
  open override func keyDown(_ event: KeyEvent) -> Bool {
    if isEffectivelyEnabled, handleKey(event) { return true }
    return super.keyDown(event)
  }

  private func handleKey(_ event: KeyEvent) -> Bool {
    switch (event.key, event.modifiers) {
    case (.right, []): return scrollColumns(by: 1)
    case (.left, []): return scrollColumns(by: -1)
    case (.right, .control): return resizeByKey(1)
    case (.left, .control): return resizeByKey(-1)
    case (.character(">"), let modifiers) where modifiers.isSubset(of: .shift): return sortByNeighbour(1)
    case (.character("<"), let modifiers) where modifiers.isSubset(of: .shift): return sortByNeighbour(-1)
    case (.character("s"), .control):
      if let current = mainSortColumn {
        userSort(byColumn: current)
        return true
      }
      return sortByNeighbour(1)
    default: return false
    }
  }

  /// The horizontal wheel scrolls the columns.
  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .wheelRight: scrollColumns(by: 1)
    case .wheelLeft: scrollColumns(by: -1)
    default: return super.mouseEvent(event, at: point)
    }
    return true
  }
}

/// The list inside a table: it tells the table when it gains or loses the
/// keyboard, so the selected row's style can follow.
@MainActor
final class TermTableListView: TermListView {
  weak var table: TermTableView?

  override func didBecomeFirstResponder() {
    super.didBecomeFirstResponder()
    table?.refreshCellStyles()
  }

  override func didResignFirstResponder() {
    super.didResignFirstResponder()
    table?.refreshCellStyles()
  }
}

/// The list's data source and delegate, on the table's behalf: rows are
/// table row cells, and the list's events become the table delegate's.
@MainActor
final class TermTableRows: TermListViewDataSource, TermListViewDelegate {
  weak var table: TermTableView?

  func numberOfRows(in listView: TermListView) -> Int {
    guard let table else { return 0 }
    return table.dataSource?.numberOfRows(in: table) ?? 0
  }

  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = listView.dequeueReusableCell(
      TermTableRowCell.self, withIdentifier: TermTableView.reuseIdentifier, for: row)
    guard let table, let dataSource = table.dataSource else { return cell }
    cell.tableView = table
    if let whole = dataSource.tableView(table, rowContentConfigurationForRow: row) {
      cell.setColumnCount(0)
      cell.contentConfiguration = whole
    } else {
      if cell.contentConfiguration != nil { cell.contentConfiguration = nil }
      cell.setColumnCount(table.columns.count)
      for (index, column) in table.columns.enumerated() {
        cell.setContentConfiguration(
          dataSource.tableView(table, contentConfigurationFor: column, row: row), forColumn: index)
      }
    }
    table.applyStyle(to: cell)
    cell.setNeedsLayout()
    return cell
  }

  func listView(_ listView: TermListView, didSelectRowAt row: Int) {
    guard let table else { return }
    table.delegate?.tableView(table, didSelectRowAt: row)
  }

  func listViewSelectionDidChange(_ listView: TermListView) {
    guard let table else { return }
    table.delegate?.tableViewSelectionDidChange(table)
  }

  func listView(_ listView: TermListView, didActivateRowAt row: Int) {
    guard let table else { return }
    table.delegate?.tableView(table, didActivateRowAt: row)
  }
}
