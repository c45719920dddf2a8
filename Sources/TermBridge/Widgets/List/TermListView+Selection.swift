import TermBridgeTerminal

/// Selection, scrolling requests, and the keys and mouse that drive them.
extension TermListView {
  // MARK: Selection

  /// Selects `row` (nil clears the selection) as the program does: the
  /// delegate is not told. A row outside the list clears the selection.
  /// A scroll position other than `.none` scrolls the row there.
  public func selectRow(_ row: Int?, scrollPosition: ScrollPosition = .none) {
    let valid = row.flatMap { (0..<numberOfRows).contains($0) ? $0 : nil }
    setSelectedRow(allowsSelection ? valid : nil)
    if let valid, scrollPosition != .none { scrollToRow(valid, at: scrollPosition) }
  }

  /// Moves the selection `offset` rows (stopping at the ends) as the user
  /// does: the list scrolls as little as shows it, and the delegate hears
  /// of it. With no selection, moving down selects the first row on screen
  /// and moving up the last.
  public func moveSelection(by offset: Int) {
    guard allowsSelection, numberOfRows > 0 else { return }
    guard let current = selectedRow else {
      selectVisibleRow(first: offset >= 0)
      return
    }
    let target = clampedRow(current + min(max(offset, -rowCount), rowCount))
    userSelect(target, scroll: .row(target, .none))
  }

  /// Moves the selection by `pages` pages, a page being the rows wholly on
  /// screen, as the user does; the list scrolls by as much, so the
  /// selection keeps its place on screen (until an end of the list).
  public func moveSelection(byPages pages: Int) {
    guard allowsSelection, numberOfRows > 0, pages != 0 else { return }
    layoutIfNeeded()
    guard let current = selectedRow else {
      selectVisibleRow(first: pages > 0)
      return
    }
    let whole = wholeRowsOnScreen
    let pages = min(max(pages, -rowCount), rowCount)
    let target = clampedRow(current + pages * max(1, whole.count))
    if let place = whole.first(where: { $0.row == current }) {
      userSelect(target, scroll: .rowAt(target, y: place.y))
    } else {
      userSelect(target, scroll: .row(target, .none))
    }
  }

  /// Selects the first row as the user does (Home).
  public func selectFirst() {
    guard numberOfRows > 0 else { return }
    userSelect(0, scroll: .row(0, .none))
  }

  /// Selects the last row as the user does (End).
  public func selectLast() {
    guard numberOfRows > 0 else { return }
    userSelect(rowCount - 1, scroll: .row(rowCount - 1, .none))
  }

  /// Tells the delegate the selected row was activated (Enter); returns
  /// false when no row is selected.
  @discardableResult
  public func activateSelectedRow() -> Bool {
    guard let row = selectedRow else { return false }
    delegate?.listView(self, didActivateRowAt: row)
    return true
  }

  /// Selects `row` for the user: scrolls as asked and tells the delegate
  /// when the selection changed. A row the delegate says may not be
  /// selected is passed over (`skipping`, for keys) or ignored (clicks).
  func userSelect(_ row: Int, scroll: PendingScroll, skipping: Bool = true) {
    guard allowsSelection, (0..<numberOfRows).contains(row) else { return }
    var row = row
    var scroll = scroll
    if let delegate, !delegate.listView(self, shouldSelectRowAt: row) {
      guard skipping else { return }
      // On past rows that may not be selected, the way the move went (and
      // back the other way at an end); a click on one selects nothing.
      let forward = row >= (selectedRow ?? -1)
      guard
        let found = selectableRow(near: row, forward: forward) ?? selectableRow(near: row, forward: !forward)
      else { return }
      row = found
      scroll = .row(found, .none)
    }
    pendingScroll = scroll
    setNeedsLayout()
    guard row != selectedRow else { return }
    setSelectedRow(row)
    delegate?.listView(self, didSelectRowAt: row)
  }

  /// The first row from `row` on (or back) that the delegate lets the user
  /// select, looking at most 256 rows away.
  private func selectableRow(near row: Int, forward: Bool) -> Int? {
    guard let delegate else { return row }
    var candidate = row
    for _ in 0..<256 {
      candidate += forward ? 1 : -1
      guard (0..<numberOfRows).contains(candidate) else { return nil }
      if delegate.listView(self, shouldSelectRowAt: candidate) { return candidate }
    }
    return nil
  }

  /// Asks the delegate to delete the selected row (Delete).
  private func deleteSelectedRow() -> Bool {
    guard let row = selectedRow, let delegate else { return false }
    return delegate.listView(self, deleteRowAt: row)
  }

  /// Changes the selection; only the two cells involved redraw.
  func setSelectedRow(_ row: Int?) {
    guard row != selectedRow else { return }
    if let old = selectedRow { cellsByRow[old]?.isSelected = false }
    selectedRow = row
    if let row { cellsByRow[row]?.isSelected = true }
  }

  private func selectVisibleRow(first: Bool) {
    layoutIfNeeded()
    let whole = wholeRowsOnScreen.map(\.row)
    let any = laidOutRows.map(\.row)
    let row = (first ? whole.first ?? any.first : whole.last ?? any.last) ?? 0
    userSelect(row, scroll: .row(row, .none))
  }

  /// The rows all of whose lines are on screen.
  var wholeRowsOnScreen: [LaidOutRow] {
    laidOutRows.filter { $0.y >= 0 && $0.y + $0.height <= bounds.height }
  }

  private func clampedRow(_ row: Int) -> Int { min(max(0, row), rowCount - 1) }

  // MARK: Scrolling

  /// Scrolls so that `row` is at `position`; with `.none`, as little as
  /// shows the whole row. Takes effect at the next layout.
  public func scrollToRow(_ row: Int, at position: ScrollPosition = .none) {
    pendingScroll = .row(row, position)
    setNeedsLayout()
  }

  /// Scrolls by `lines` (negative: towards the top), stopping at the ends.
  /// With rows of varying heights this walks the rows it passes: use
  /// ``scrollToRow(_:at:)`` to jump.
  public func scroll(byLines lines: Int) {
    layoutIfNeeded()
    let limit = 1 << 40
    topOffset += min(max(lines, -limit), limit)
    setNeedsLayout()
  }

  // MARK: Keys and mouse

  func handleKey(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, numberOfRows > 0 else { return false }
    guard allowsSelection else { return handleScrollKey(event.key) }
    switch event.key {
    case .up: moveSelection(by: -1)
    case .down: moveSelection(by: 1)
    case .pageUp: moveSelection(byPages: -1)
    case .pageDown: moveSelection(byPages: 1)
    case .home: selectFirst()
    case .end: selectLast()
    case .enter: return activateSelectedRow()
    case .delete: return deleteSelectedRow()
    default: return false
    }
    return true
  }

  /// Keys of a list without selection: they scroll.
  private func handleScrollKey(_ key: Key) -> Bool {
    let page = max(1, bounds.height)
    switch key {
    case .up: scroll(byLines: -1)
    case .down: scroll(byLines: 1)
    case .pageUp: scroll(byLines: -page)
    case .pageDown: scroll(byLines: page)
    case .home: scrollToRow(0, at: .top)
    case .end: scrollToRow(rowCount - 1, at: .bottom)
    default: return false
    }
    return true
  }

  func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard isEffectivelyEnabled else { return false }
    switch event.kind {
    case .wheelUp:
      scroll(byLines: -wheelScrollLines)
    case .wheelDown:
      scroll(byLines: wheelScrollLines)
    case .press(.left):
      becomeFirstResponder()
      if isOnScrollIndicator(point) {
        isDraggingScrollIndicator = true
        scrollIndicatorDidTrack(toLine: point.y)
      } else if let row = row(at: point) {
        userSelect(row, scroll: .row(row, .none), skipping: false)
      }
    case .drag(.left):
      if isDraggingScrollIndicator {
        scrollIndicatorDidTrack(toLine: point.y)
      } else if let row = row(at: point) {
        userSelect(row, scroll: .row(row, .none), skipping: false)
      }
    case .release(.left):
      isDraggingScrollIndicator = false
    default:
      return false
    }
    return true
  }
}
