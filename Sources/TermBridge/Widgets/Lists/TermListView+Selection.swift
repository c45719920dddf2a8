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

  /// Selects `rows` of a list that allows multiple selection, as the
  /// program does: the delegate is not told. Rows outside the list are
  /// left out; the current row stays where it is.
  public func selectRows(_ rows: Set<Int>) {
    guard allowsSelection, allowsMultipleSelection else { return }
    let count = numberOfRows
    setSelectedRows(rows.filter { (0..<count).contains($0) })
  }

  /// Moves the selection `offset` rows (stopping at the ends) as the user
  /// does: the list scrolls as little as shows it, and the delegate hears
  /// of it. With no selection, moving down selects the first row on screen
  /// and moving up the last.
  ///
  /// `extendingSelection` (Shift, in a list that allows multiple
  /// selection) also selects the rows from where the selection was started
  /// to the new current row.
  public func moveSelection(by offset: Int, extendingSelection: Bool = false) {
    guard allowsSelection, numberOfRows > 0 else { return }
    guard let current = selectedRow else {
      selectVisibleRow(first: offset >= 0)
      return
    }
    let target = clampedRow(current + min(max(offset, -rowCount), rowCount))
    userSelect(target, scroll: .row(target, .none), extending: extendingSelection)
  }

  /// Moves the selection by `pages` pages, a page being the rows wholly on
  /// screen, as the user does; the list scrolls by as much, so the
  /// selection keeps its place on screen (until an end of the list).
  public func moveSelection(byPages pages: Int, extendingSelection: Bool = false) {
    guard allowsSelection, numberOfRows > 0, pages != 0 else { return }
    layoutIfNeeded()
    guard let current = selectedRow else {
      selectVisibleRow(first: pages > 0)
      return
    }
    let whole = wholeRowsOnScreen
    let pages = min(max(pages, -rowCount), rowCount)
    let target = clampedRow(current + pages * max(1, whole.count))
    var scroll = PendingScroll.row(target, .none)
    for place in whole where place.row == current {
      scroll = .rowAt(target, y: place.y)
      break
    }
    userSelect(target, scroll: scroll, extending: extendingSelection)
  }

  /// Selects the first row as the user does (Home).
  public func selectFirst(extendingSelection: Bool = false) {
    guard numberOfRows > 0 else { return }
    userSelect(0, scroll: .row(0, .none), extending: extendingSelection)
  }

  /// Selects the last row as the user does (End).
  public func selectLast(extendingSelection: Bool = false) {
    guard numberOfRows > 0 else { return }
    userSelect(rowCount - 1, scroll: .row(rowCount - 1, .none), extending: extendingSelection)
  }

  /// Activates the selected (current) row as Enter does: the first of its
  /// controls that can be activated (a button, a link, a switch: see
  /// ``TermView/accessibilityActivate()``), or else the delegate is told
  /// (`listView(_:didActivateRowAt:)`). Returns false when no row is
  /// selected.
  @discardableResult
  public func activateSelectedRow() -> Bool {
    guard let row = selectedRow else { return false }
    if activateControl(inRow: row) { return true }
    delegate?.listView(self, didActivateRowAt: row)
    return true
  }

  /// Activates the first control in `row`'s cell, depth first.
  private func activateControl(inRow row: Int) -> Bool {
    guard let cell = cellForRow(at: row) else { return false }
    func activate(in view: TermView) -> Bool {
      for subview in view.subviews where !subview.isHidden {
        if subview.accessibilityActivate() || activate(in: subview) { return true }
      }
      return false
    }
    return activate(in: cell)
  }

  /// Space on the current row: its first control, or in a list that
  /// allows multiple selection, selects or deselects it.
  private func toggleSelectedRow() -> Bool {
    guard let row = selectedRow else { return false }
    if activateControl(inRow: row) { return true }
    guard allowsMultipleSelection else { return false }
    toggleSelection(ofRow: row)
    return true
  }

  /// Selects or deselects `row` for the user, starting a new extension
  /// there.
  private func toggleSelection(ofRow row: Int) {
    if let delegate, !delegate.listView(self, shouldSelectRowAt: row) { return }
    var rows = selectedRows
    if rows.remove(row) == nil { rows.insert(row) }
    selectionAnchor = row
    selectionBeforeExtending = rows
    setSelectedRows(rows)
    delegate?.listViewSelectionDidChange(self)
  }

  /// Asks the delegate to move the current row one place (Alt-Up,
  /// Alt-Down); the current row follows it.
  private func moveSelectedRow(by offset: Int) -> Bool {
    guard let row = selectedRow, let delegate else { return false }
    let destination = row + offset
    guard (0..<numberOfRows).contains(destination) else { return false }
    guard delegate.listView(self, moveRowAt: row, to: destination) else { return false }
    if allowsMultipleSelection {
      var rows = selectedRows
      let moved = rows.remove(row) != nil
      let other = rows.remove(destination) != nil
      if moved { rows.insert(destination) }
      if other { rows.insert(row) }
      setSelectedRows(rows)
    }
    setSelectedRow(destination)
    scrollToRow(destination)
    return true
  }

  /// Selects `row` for the user: scrolls as asked and tells the delegate
  /// when the selection changed. A row the delegate says may not be
  /// selected is passed over (`skipping`, for keys) or ignored (clicks).
  ///
  /// With multiple selection this moves the current row; `extending` also
  /// selects the rows from the anchor to it (the delegate hears once).
  func userSelect(_ row: Int, scroll: PendingScroll, skipping: Bool = true, extending: Bool = false) {
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
    requestScroll(scroll)
    if allowsMultipleSelection {
      let from = selectedRow
      setSelectedRow(row)
      if extending {
        extendSelection(from: from ?? row, to: row)
      } else {
        selectionAnchor = nil
      }
      return
    }
    guard row != selectedRow else { return }
    setSelectedRow(row)
    delegate?.listView(self, didSelectRowAt: row)
  }

  /// Asks for `scroll` at the next layout, unless it would leave the rows
  /// where they are: a scroll that only shows a row wholly on screen, with
  /// no layout pending, asks for none, so the next click's hit test finds
  /// the rows as they are instead of laying them out again.
  func requestScroll(_ scroll: PendingScroll) {
    if case .row(let row, .none) = scroll, pendingScroll == nil, !needsLayout, !needsUpdateProperties,
      let laid = laidOutRow(row), isWhollyOnScreen(laid)
    {
      return
    }
    pendingScroll = scroll
    setNeedsLayout()
  }

  /// The selection before the extension started, plus the rows between
  /// the anchor and `row` that may be selected.
  private func extendSelection(from start: Int, to row: Int) {
    if selectionAnchor == nil {
      selectionAnchor = start
      selectionBeforeExtending = selectedRows
    }
    let anchor = selectionAnchor ?? start
    var rows = selectionBeforeExtending
    for candidate in min(anchor, row)...max(anchor, row) {
      if let delegate, !delegate.listView(self, shouldSelectRowAt: candidate) { continue }
      rows.insert(candidate)
    }
    guard rows != selectedRows else { return }
    setSelectedRows(rows)
    delegate?.listViewSelectionDidChange(self)
  }

  /// The first row from `row` on (or back) that the delegate lets the user
  /// select, looking at most 256 rows away.
  func selectableRow(near row: Int, forward: Bool) -> Int? {
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

  /// Changes the selected (current) row; only the two cells involved
  /// redraw.
  func setSelectedRow(_ row: Int?) {
    guard row != selectedRow else { return }
    let old = selectedRow
    selectedRow = row
    if let old, let cell = cellsByRow[old] { applyState(to: cell, row: old) }
    if let row, let cell = cellsByRow[row] { applyState(to: cell, row: row) }
    // A control of the row that was current keeps no focus the keys could
    // not reach again: the list takes it.
    if let old, let cell = cellsByRow[old], let focused = window?.firstResponder,
      focused.isDescendant(of: cell)
    {
      becomeFirstResponder()
    }
  }

  /// Changes the selected rows of a multiple-selection list; only the
  /// cells on screen whose state changed redraw.
  func setSelectedRows(_ rows: Set<Int>) {
    guard rows != selectedRows else { return }
    selectedRows = rows
    refreshCellStates()
  }

  /// Sets every cell on screen to its row's selection state.
  func refreshCellStates() {
    for (row, cell) in cellsByRow { applyState(to: cell, row: row) }
  }

  /// Marks `cell` as `row` is: selected, current.
  func applyState(to cell: TermListCell, row: Int) {
    if allowsMultipleSelection {
      cell.isSelected = selectedRows.contains(row)
      cell.isCurrent = row == selectedRow
    } else {
      cell.isSelected = row == selectedRow
      cell.isCurrent = false
    }
  }

  private func selectVisibleRow(first: Bool) {
    layoutIfNeeded()
    let whole = wholeRowsOnScreen.map(\.row)
    let any = laidOutRows.map(\.row)
    let row = (first ? whole.first ?? any.first : whole.last ?? any.last) ?? 0
    userSelect(row, scroll: .row(row, .none))
  }

  /// The rows all of whose lines are on screen, none under a pinned
  /// header or footer.
  var wholeRowsOnScreen: [LaidOutRow] {
    // A loop, not `filter`: a function handed to the standard library from
    // main-actor code pays an isolation check per row.
    var whole: [LaidOutRow] = []
    for row in laidOutRows where isWhollyOnScreen(row) { whole.append(row) }
    return whole
  }

  /// Whether all of `row`'s lines are on screen, none under a pinned
  /// header or footer.
  private func isWhollyOnScreen(_ row: LaidOutRow) -> Bool {
    guard row.y >= 0 && row.y + row.height <= bounds.height else { return false }
    for pinned in pinnedLaidOutRows
    where pinned.row != row.row && pinned.y < row.y + row.height && row.y < pinned.y + pinned.height {
      return false
    }
    return true
  }

  private func clampedRow(_ row: Int) -> Int { min(max(0, row), rowCount - 1) }

  // MARK: Scrolling

  /// Scrolls so that `row` is at `position`; with `.none`, as little as
  /// shows the whole row. Takes effect at the next layout.
  public func scrollToRow(_ row: Int, at position: ScrollPosition = .none) {
    requestScroll(.row(row, position))
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
    guard numberOfRows > 0 else { return false }
    guard allowsSelection else {
      return event.modifiers.isEmpty && handleScrollKey(event.key)
    }
    if event.modifiers == .alt {
      switch event.key {
      case .up: return moveSelectedRow(by: -1)
      case .down: return moveSelectedRow(by: 1)
      default: return false
      }
    }
    let extending = event.modifiers == .shift && allowsMultipleSelection
    guard event.modifiers.isEmpty || extending else { return false }
    switch event.key {
    case .up: moveSelection(by: -1, extendingSelection: extending)
    case .down: moveSelection(by: 1, extendingSelection: extending)
    case .pageUp: moveSelection(byPages: -1, extendingSelection: extending)
    case .pageDown: moveSelection(byPages: 1, extendingSelection: extending)
    case .home: selectFirst(extendingSelection: extending)
    case .end: selectLast(extendingSelection: extending)
    case .enter where !extending: return activateSelectedRow()
    case .character(" ") where !extending: return toggleSelectedRow()
    // Backspace too: a Mac keyboard's "delete" key sends it.
    case .delete where !extending, .backspace where !extending: return deleteSelectedRow()
    case .right where !extending:
      return selectedRow.map { delegate?.listView(self, expandRowAt: $0) ?? false } ?? false
    case .left where !extending:
      return selectedRow.map { delegate?.listView(self, collapseRowAt: $0) ?? false } ?? false
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
        // With multiple selection a click selects or deselects the row.
        if allowsMultipleSelection, selectedRow == row { toggleSelection(ofRow: row) }
      }
    case .drag(.left):
      if isDraggingScrollIndicator {
        scrollIndicatorDidTrack(toLine: point.y)
      } else if let row = row(at: point) {
        userSelect(row, scroll: .row(row, .none), skipping: false, extending: allowsMultipleSelection)
      }
    case .release(.left):
      isDraggingScrollIndicator = false
    default:
      return false
    }
    return true
  }
}
