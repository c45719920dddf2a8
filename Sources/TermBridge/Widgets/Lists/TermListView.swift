import TermBridgeTerminal

/// A scrolling list of rows, like `UITableView`: a data source supplies the
/// rows, a delegate hears about selection and display, and cells are reused.
///
/// Only the rows on screen exist: a list of a million rows makes cells for
/// the rows it shows (plus a few spare), asks its data source about those
/// rows only, and lays out, draws and scrolls at a cost in proportion to its
/// height, never to its number of rows.
///
/// Scrolling is kept as a top row and the number of that row's lines
/// scrolled off above it, so rows need not share a height: when the
/// delegate gives heights (or asks cells to size themselves with
/// ``automaticDimension``), they are asked for the rows shown and kept
/// until a reload. The price of not knowing every height is that the
/// scroll indicator is then placed by rows rather than lines, and that
/// scrolling by lines (``scroll(byLines:)``) walks the rows it passes;
/// jumps (``scrollToRow(_:at:)``, Home, End) cost only the rows they show.
///
/// Keys while focused: Up/Down move the selection, Page Up/Down move it by
/// a page of rows, Home/End to the first/last row, Enter activates the
/// selected row. The mouse selects with a click (or a drag across rows) and
/// scrolls with the wheel; the scroll indicator in the last column can be
/// clicked or dragged. (Mouse reports carry no click count, so there is no
/// double-click activation.)
@MainActor
open class TermListView: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .list }

  /// Where a row ends up when the list scrolls to it.
  public enum ScrollPosition: Hashable, Sendable {
    /// ``scrollToRow(_:at:)``: as little scrolling as shows the whole row;
    /// ``selectRow(_:scrollPosition:)``: no scrolling.
    case none
    /// The row's top at the list's first line.
    case top
    /// The row centred in the list's height (a row taller than the list: its top at the first line).
    case middle
    /// The row's bottom at the list's last line.
    case bottom
  }

  /// A row height meaning "as tall as the cell's content": the list asks
  /// the row's cell for ``TermListCell/sizeThatFits(_:)``.
  public static let automaticDimension = -1

  /// Supplies the rows; held weakly. Setting it reloads the data.
  open var dataSource: (any TermListViewDataSource)? {
    get { _dataSource }
    set {
      _dataSource = newValue
      reloadData()
    }
  }

  /// Hears about selection and display and may give row heights; held weakly.
  open var delegate: (any TermListViewDelegate)? {
    get { _delegate }
    set {
      _delegate = newValue
      invalidateRowHeights()
    }
  }

  // The storage of what every layout reads: internal, so that a release
  // build drops its run-time exclusivity checks (see `TermView._frame`).
  weak var _dataSource: (any TermListViewDataSource)?
  weak var _delegate: (any TermListViewDelegate)?
  var _rowHeight = 1
  var _estimatedRowHeight = 1

  /// The height of every row, in lines, when the delegate gives none (or
  /// ``automaticDimension`` for self-sizing rows). Default 1.
  open var rowHeight: Int {
    get { _rowHeight }
    set {
      guard newValue != _rowHeight else { return }
      _rowHeight = newValue
      invalidateRowHeights()
    }
  }

  /// The height a self-sizing row is taken to have until it comes on
  /// screen and its cell is measured (UIKit's `estimatedRowHeight`): jumps
  /// and the scroll indicator count it for rows not yet seen. Default 1.
  open var estimatedRowHeight: Int {
    get { _estimatedRowHeight }
    set {
      guard newValue != _estimatedRowHeight else { return }
      _estimatedRowHeight = newValue
      setNeedsLayout()
    }
  }

  /// The most lines a self-sizing row may take: the height offered to
  /// ``TermListCell/sizeThatFits(_:)``. (A content view that takes whatever
  /// it is offered, as a plain `TermView` does, gets all of it: self-sizing
  /// content should answer `sizeThatFits` from what it shows.)
  open var maximumAutomaticRowHeight = 1000 {
    didSet { if maximumAutomaticRowHeight != oldValue { invalidateRowHeights() } }
  }

  /// Whether the last column shows where the rows on screen are when there
  /// are more than fit (the column is then not given to the cells).
  open var showsScrollIndicator = true {
    didSet { if showsScrollIndicator != oldValue { setNeedsLayout() } }
  }
  /// The style of the scroll indicator's track.
  open var scrollIndicatorTrackStyle: TermStyle {
    get { scrollIndicatorTrackStyleOverride ?? theme.secondaryTextStyle }
    set {
      let oldValue = scrollIndicatorTrackStyle
      scrollIndicatorTrackStyleOverride = newValue
      if scrollIndicatorTrackStyle != oldValue { setNeedsDisplay() }
    }
  }
  /// What was set for ``scrollIndicatorTrackStyle``; nil follows the theme.
  private var scrollIndicatorTrackStyleOverride: TermStyle?
  /// The style of the part of the indicator standing for the rows on screen.
  open var scrollIndicatorStyle = TermStyle.plain {
    didSet { if scrollIndicatorStyle != oldValue { setNeedsDisplay() } }
  }

  /// Lines one wheel step scrolls.
  open var wheelScrollLines = 3

  /// Whether rows can be selected. When false, the arrow and page keys
  /// scroll instead.
  open var allowsSelection = true {
    didSet { if !allowsSelection { selectRow(nil) } }
  }

  /// Whether the user may select several rows (``selectedRows``), like
  /// `UITableView.allowsMultipleSelection`. The keys then move the current
  /// row (``selectedRow``, underlined) without changing the selection;
  /// Space selects or deselects it, Shift with the arrow, page, Home and
  /// End keys extends the selection from where it was last started, and a
  /// click selects or deselects the row clicked. Turning it off keeps only
  /// the current row selected.
  open var allowsMultipleSelection = false {
    didSet {
      guard allowsMultipleSelection != oldValue else { return }
      selectionAnchor = nil
      setSelectedRows([])
      refreshCellStates()
    }
  }

  /// Whether a focused list always has a current row, like
  /// `UITableView.selectionFollowsFocus`: gaining focus with none makes
  /// the first row on screen that may be selected current, as the user
  /// would (the delegate hears of it). Off by default; SwiftUI's `List`
  /// turns it on.
  open var selectionFollowsFocus = false

  /// Whether the header of the section whose rows pass the list's top
  /// edge stays drawn there, over the rows, until the next section's
  /// header pushes it up, as the headers of a plain `UITableView` do
  /// (UIKit's `UICollectionViewFlowLayout` names it so). The data source
  /// says where sections are (``TermListViewDataSource/listView(_:sectionRowsForRowAt:)``).
  /// Scrolling to a row (the keys, ``scrollToRow(_:at:)``) keeps it below
  /// the pinned header, and a click on the header is the header's. Off by
  /// default.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { if sectionHeadersPinToVisibleBounds != oldValue { setNeedsLayout() } }
  }

  /// Whether the footer of the section whose rows reach below the list's
  /// bottom edge stays drawn there, over the rows, until the section's
  /// header arrives above it: ``sectionHeadersPinToVisibleBounds`` for
  /// footers. Off by default.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { if sectionFootersPinToVisibleBounds != oldValue { setNeedsLayout() } }
  }

  /// The section headers and footers drawn pinned to the list's edges
  /// (not where their rows would be), after any pending layout: their
  /// cells are on screen though the rows are not in ``visibleRows``.
  public var pinnedRows: [Int] {
    layoutIfNeeded()
    return pinnedLaidOutRows.map(\.row)
  }

  /// The selected row, if any; with ``allowsMultipleSelection``, the
  /// current row: the one the keys act on, selected or not.
  public internal(set) var selectedRow: Int?

  /// The selected rows of a list that allows multiple selection (empty
  /// otherwise: the selection is ``selectedRow``).
  public internal(set) var selectedRows: Set<Int> = []

  /// Cells created since the list was made (reused cells are not counted):
  /// stays near the number of rows on screen however far the list scrolls.
  public internal(set) var createdCellCount = 0
  /// How many cells the list has asked its data source for (made or
  /// reused): tests read it to see which rows a change gave again.
  package internal(set) var requestedCellCount = 0

  /// An empty list; give it a ``dataSource`` and register its cells.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  // MARK: State (internal: shared with the extensions in this folder)

  var cellFactories: [String: (String) -> TermListCell] = [:]
  var reusePool: [String: [TermListCell]] = [:]
  /// The cells on screen, by row.
  var cellsByRow: RowTable<TermListCell> = [:]
  /// Cells that came on screen during the current layout pass, for
  /// `willDisplay` once the pass is done.
  var appearing: [(cell: TermListCell, row: Int)] = []
  /// Self-sizing rows given the estimated height in this layout pass.
  var estimatedRows: Set<Int> = []
  /// Rows on screen after the last layout, with their positions.
  var laidOutRows: [LaidOutRow] = []
  /// Section headers and footers pinned to the edges after the last
  /// layout, where they are drawn (over the rows).
  var pinnedLaidOutRows: [LaidOutRow] = []
  /// The size the rows were last laid out for.
  var rowsLaidOutForSize: Size?
  /// The first row on screen and how many of its lines are scrolled off.
  var topRow = 0
  var topOffset = 0
  var pendingScroll: PendingScroll?
  var rowCount = 0
  var needsRowCount = true
  var needsCellReload = true
  /// Rows whose cells a pending reload keeps (``reloadData(keepingRows:)``).
  var rowsKeptOnReload: Set<Int> = []
  var rowsToReload: Set<Int> = []
  /// Heights of rows seen, valid for ``rowHeightsWidth``. Read it whole and
  /// replace it whole (``knownHeight(ofRow:)``, ``setKnownHeight(_:ofRow:)``):
  /// every access then ends before any call, and a whole-module build drops
  /// its exclusivity checks (ARCHITECTURE.md, "Memory safety").
  var rowHeights: RowTable<Int> = [:]
  var rowHeightsWidth = -1
  /// Where Shift-extended selection starts, and what was selected before.
  var selectionAnchor: Int?
  var selectionBeforeExtending: Set<Int> = []
  var isShowingScrollIndicator = false
  var isDraggingScrollIndicator = false
  /// Set while layout adds or removes cells, which needs no further layout.
  var isChangingCells = false
  /// The swipe actions shown over a row and the drag showing them.
  var swipe = SwipeState()
  /// Where a drag that may pull the list to refresh began.
  var refreshPullStart: Int?
  /// The change of rows being played, if any (`TermListView+RowMotion.swift`).
  var rowMotion: TermListRowMotion?

  /// Refreshes the list's content when the user asks (Ctrl-R, F5, the
  /// wheel up or a drag down at the top), like UIKit's `refreshControl`;
  /// nil: the list does not refresh.
  open var refreshControl: TermRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      if oldValue?.superview === self { oldValue?.removeFromSuperview() }
      setNeedsLayout()
    }
  }

  struct LaidOutRow: Equatable {
    var row: Int
    var y: Int
    var height: Int

    /// Whether line `y` of the list is on this row.
    func contains(y line: Int) -> Bool { line >= y && line < y + height }
  }

  enum PendingScroll: Equatable {
    case row(Int, ScrollPosition)
    /// The row's top at line `y` of the list.
    case rowAt(Int, y: Int)
  }

  // MARK: Cells

  /// Registers the class of the cells dequeued with `identifier`; the list
  /// makes them with `init(reuseIdentifier:)`.
  public func register(_ cellClass: TermListCell.Type, forCellReuseIdentifier identifier: String) {
    cellFactories[identifier] = { cellClass.init(reuseIdentifier: $0) }
  }

  /// Registers a closure making the cells dequeued with `identifier` (it is
  /// given the identifier, to pass to the cell's initializer).
  public func register(
    forCellReuseIdentifier identifier: String, factory: @escaping (String) -> TermListCell
  ) {
    cellFactories[identifier] = factory
  }

  /// A cell for `row`: one that left the screen (after its
  /// ``TermListCell/prepareForReuse()``), or a new one of the class
  /// registered for `identifier`. Call it from the data source.
  public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> TermListCell {
    if let cell = reusePool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let factory = cellFactories[identifier] else {
      preconditionFailure(
        "TermListView: no cell registered for reuse identifier '\(identifier)'; "
          + "call register(_:forCellReuseIdentifier:) first")
    }
    createdCellCount += 1
    return factory(identifier)
  }

  /// ``dequeueReusableCell(withIdentifier:for:)`` cast to the registered class.
  public func dequeueReusableCell<Cell: TermListCell>(
    _ type: Cell.Type, withIdentifier identifier: String, for row: Int
  ) -> Cell {
    let cell = dequeueReusableCell(withIdentifier: identifier, for: row)
    guard let typed = cell as? Cell else {
      preconditionFailure(
        "TermListView: cells for '\(identifier)' are \(Swift.type(of: cell)), not \(Cell.self)")
    }
    return typed
  }

  // MARK: Data

  /// The number of rows, as the data source last said.
  public var numberOfRows: Int {
    loadRowCountIfNeeded()
    return rowCount
  }

  /// Asks the data source again for the number of rows and, at the next
  /// layout, for the cells on screen. The selection is kept (limited to
  /// the new number of rows).
  open func reloadData() {
    needsRowCount = true
    needsCellReload = true
    rowsKeptOnReload = []
    setNeedsLayout()
  }

  /// The rows that have cells now (on screen or pinned at the last
  /// layout), without laying the list out.
  package final var rowsWithCells: [Int] { Array(cellsByRow.keys) }

  /// Reloads as ``reloadData()`` does, except that the cells of `kept`
  /// rows stay as they are, with their heights: their rows are the same
  /// rows after the change (a declarative list whose data changed under
  /// rows that keep their ids), and their owner updates their content.
  package final func reloadData(keepingRows kept: Set<Int>) {
    let pending = needsCellReload
    reloadData()
    // A reload already pending keeps nothing.
    if !pending { rowsKeptOnReload = kept }
  }

  /// Asks the data source again for the cells of `rows` that are on screen
  /// (and forgets their heights); other rows cost nothing.
  open func reloadRows(at rows: [Int]) {
    rowsToReload.formUnion(rows)
    setNeedsLayout()
  }

  func loadRowCountIfNeeded() {
    guard needsRowCount else { return }
    needsRowCount = false
    rowCount = max(0, dataSource?.numberOfRows(in: self) ?? 0)
    if let selected = selectedRow, selected >= rowCount {
      selectedRow = rowCount > 0 ? rowCount - 1 : nil
    }
    // The current row is never one the user cannot select (a section's
    // header after rows moved between sections): the next that can be,
    // else the one before.
    if let selected = selectedRow, let delegate, !delegate.listView(self, shouldSelectRowAt: selected) {
      selectedRow =
        selectableRow(near: selected, forward: true) ?? selectableRow(near: selected, forward: false)
    }
    if selectedRows.contains(where: { $0 >= rowCount }) {
      selectedRows = selectedRows.filter { $0 < rowCount }
    }
    if let anchor = selectionAnchor, anchor >= rowCount { selectionAnchor = nil }
  }

  func invalidateRowHeights() {
    rowHeights = [:]
    rowHeightsWidth = -1
    setNeedsLayout()
  }

  // MARK: Rows on screen

  /// The rows on screen (wholly or partly), after any pending layout of
  /// the rows.
  public var visibleRows: Range<Int> {
    layOutRowsIfNeeded()
    guard let first = laidOutRows.first, let last = laidOutRows.last else { return 0..<0 }
    return first.row..<(last.row + 1)
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [TermListCell] {
    layOutRowsIfNeeded()
    return laidOutRows.compactMap { cellsByRow[$0.row] }
  }

  /// The cell showing `row`, or nil when the row is not on screen.
  public func cellForRow(at row: Int) -> TermListCell? {
    layOutRowsIfNeeded()
    return cellsByRow[row]
  }

  /// The row at `point` (in the list's coordinates), or nil.
  public func row(at point: Point) -> Int? {
    layOutRowsIfNeeded()
    guard point.x >= 0, point.x < cellWidth else { return nil }
    // A pinned header or footer is drawn over the rows: a click there is
    // its. (Plain loops: every click asks, and a closure handed to the
    // standard library from main-actor code pays an isolation check per row.)
    for pinned in pinnedLaidOutRows.reversed() where pinned.contains(y: point.y) { return pinned.row }
    for laid in laidOutRows where laid.contains(y: point.y) { return laid.row }
    return nil
  }

  /// Where `row` was laid out last, or nil when it is not on screen.
  func laidOutRow(_ row: Int) -> LaidOutRow? {
    for laid in laidOutRows where laid.row == row { return laid }
    return nil
  }

  /// Lays the rows out when the list's own update or layout is pending.
  /// What only its cells wait for (a content configuration for a new
  /// state) is left to the frame: where the rows are does not depend on
  /// it, and a click is found against the rows as they were drawn.
  func layOutRowsIfNeeded() {
    if needsUpdateProperties || needsLayout { layoutIfNeeded() }
  }

  /// The width given to cells: the bounds less the scroll indicator's column.
  var cellWidth: Int { max(0, bounds.width - (isShowingScrollIndicator ? 1 : 0)) }

  // MARK: Overrides

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  /// With ``selectionFollowsFocus``, gaining focus with no current row
  /// makes the first row on screen that may be selected current.
  open override func didBecomeFirstResponder() {
    guard selectionFollowsFocus, allowsSelection, selectedRow == nil, numberOfRows > 0 else { return }
    // The rows laid out last (no layout from inside a focus change), not
    // one under a pinned header.
    let row =
      wholeRowsOnScreen.first?.row ?? laidOutRows.first { $0.y >= 0 }?.row ?? min(topRow, rowCount - 1)
    userSelect(row, scroll: .row(row, .none))
  }

  /// Tab visits the current row's controls after the list, not every
  /// row's: the current row's cell is the only subview in the key loop (a
  /// list with no current row offers none).
  override package var keyLoopSubviews: [TermView]? {
    guard let row = selectedRow, let cell = cellsByRow[row], cell.superview === self else { return [] }
    return [cell]
  }

  /// A control inside a row took the focus (Tab, a click, a focus
  /// binding): that row becomes the current row, as the user would make it.
  override package func descendantDidBecomeFirstResponder(_ view: TermView) {
    guard allowsSelection,
      let row = cellsByRow.first(where: { view.isDescendant(of: $0.value) })?.key,
      row != selectedRow
    else { return }
    userSelect(row, scroll: .row(row, .none), skipping: false)
  }

  /// The update phase: the cells of the rows on screen are configured
  /// (and placed) here, so the content they host is built in the same
  /// phase as every other view's.
  open override func updateProperties() {
    layoutRows()
    rowsLaidOutForSize = bounds.size
    layoutSwipeActionsView()
    layoutRefreshControl()
  }

  /// The layout phase: rows were laid out in the update phase; only a size
  /// that changed since then lays them out again.
  open override func layoutSubviews() {
    guard bounds.size != rowsLaidOutForSize else { return }
    layoutRows()
    rowsLaidOutForSize = bounds.size
    layoutSwipeActionsView()
    layoutRefreshControl()
  }

  /// What moves or changes rows (a reload, a scroll, a new size) is done
  /// in the next update phase.
  open override func setNeedsLayout() {
    guard !isChangingCells else { return }
    super.setNeedsLayout()
    setNeedsUpdateProperties()
  }

  open override func draw(in canvas: TermCanvas) {
    drawScrollIndicator(in: canvas)
  }

  /// Up and Down move the current row; Space selects with multiple
  /// selection; Delete deletes where the delegate says rows can be
  /// (`listView(_:canDeleteRowAt:)` of the delegate).
  open override var keyCommands: [TermKeyCommand] {
    var commands = [
      TermKeyCommand(title: "Move", input: KeyEvent(.up)),
      TermKeyCommand(title: "Move", input: KeyEvent(.down)),
    ]
    if allowsMultipleSelection { commands.append(TermKeyCommand(title: "Select", input: .character(" "))) }
    if let row = selectedRow, delegate?.listView(self, canDeleteRowAt: row) == true {
      commands.append(TermKeyCommand(title: "Delete", input: KeyEvent(.delete)))
    }
    return commands
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if handleSwipeKey(event) || handleRefreshKey(event) { return true }
    return handleKey(event) || offerToCurrentRow(event) || openRowActionsMenu(event) || super.keyDown(event)
  }

  /// The keys that open a context menu (Shift-F10, and the Menu key, which
  /// xterm and rxvt send as F16): the list offers them to its current row,
  /// so a row's context menu opens from the list as from a control in it.
  package static let contextMenuKeys: Set<KeyEvent> = [
    KeyEvent(.function(10), modifiers: .shift), KeyEvent(.function(16)),
  ]

  /// Offers a context-menu key to the key handlers of the current row's
  /// views (a `.contextMenu` on the row), innermost first.
  private func offerToCurrentRow(_ event: KeyEvent) -> Bool {
    guard Self.contextMenuKeys.contains(event), let row = selectedRow, let cell = cellForRow(at: row) else {
      return false
    }
    func offer(_ view: TermView) -> Bool {
      for subview in view.subviews where offer(subview) { return true }
      return view.handleKeyWithHandlers(event)
    }
    return offer(cell)
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    handleRefreshPull(event, at: point) || handleSwipeMouse(event, at: point) || handleMouse(event, at: point)
      || super.mouseEvent(event, at: point)
  }

  /// A drag from a row selects text on screen rather than rows, unless
  /// the list selects several rows, or the press began a swipe, a pull to
  /// refresh or a drag of the scroll indicator.
  open override func allowsTextSelectionDrag(tookPress: Bool) -> Bool {
    !allowsMultipleSelection && !isDraggingScrollIndicator && swipe.dragStart == nil
      && refreshPullStart == nil
  }

  /// The rows, without the scroll indicator: a selection stays inside them.
  open override var textSelectionBounds: Rect? {
    isShowingScrollIndicator
      ? Rect(x: 0, y: 0, width: max(0, bounds.width - 1), height: bounds.height) : bounds
  }

  /// Scrolls by `rows` lines for a selection dragged past an edge.
  open override func autoscroll(byRows rows: Int) -> Int {
    let before = (topRow, topOffset)
    scroll(byLines: rows)
    layoutIfNeeded()
    return before == (topRow, topOffset) ? 0 : rows
  }
}
