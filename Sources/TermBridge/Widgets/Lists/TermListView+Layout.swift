import TermBridgeTerminal

/// Row heights, the scroll anchor and the layout pass that places cells
/// for the rows on screen (and only those).
extension TermListView {
  // MARK: Heights

  /// Whether every row is ``rowHeight`` tall, so positions are arithmetic
  /// and no one is asked about heights.
  var hasUniformRowHeights: Bool { delegate == nil && rowHeight != Self.automaticDimension }

  /// ``rowHeight`` limited to what line arithmetic on a million rows can take.
  private var uniformRowHeight: Int { min(max(1, rowHeight), 1 << 20) }

  /// The height row `row` was measured at, if it was.
  func knownHeight(ofRow row: Int) -> Int? {
    let heights = rowHeights
    return heights[row]
  }

  /// Records (or with nil forgets) row `row`'s measured height.
  func setKnownHeight(_ height: Int?, ofRow row: Int) {
    var heights = rowHeights
    rowHeights = [:]
    heights[row] = height
    rowHeights = heights
  }

  /// The height of `row` in lines, at least 1: ``rowHeight``, the
  /// delegate's answer, or the cell's own size for automatic rows. Answers
  /// are kept until a reload or a change of width.
  func height(ofRow row: Int) -> Int {
    if hasUniformRowHeights { return uniformRowHeight }
    let width = cellWidth
    if rowHeightsWidth != width {
      rowHeights = [:]
      rowHeightsWidth = width
    }
    if let known = knownHeight(ofRow: row) { return known }
    var height = delegate?.listView(self, heightForRowAt: row) ?? rowHeight
    if height == Self.automaticDimension {
      // A row on screen is measured; one without a cell is estimated, and
      // measured when the layout pass gives it one (as UIKit's
      // estimatedRowHeight), so no cell is made only to be measured.
      guard let cell = cellsByRow[row] else {
        estimatedRows.insert(row)
        return max(1, estimatedRowHeight)
      }
      height = cell.sizeThatFits(Size(width: width, height: max(1, maximumAutomaticRowHeight))).height
    }
    height = max(1, height)
    setKnownHeight(height, ofRow: row)
    return height
  }

  /// `row`'s cell: the one on screen, else one from the data source (told
  /// to the delegate once the layout pass is done).
  func ensureCell(forRow row: Int) -> TermListCell {
    if let cell = cellsByRow[row] { return cell }
    let cell = makeCell(forRow: row)
    cellsByRow[row] = cell
    appearing.append((cell, row))
    return cell
  }

  /// Asks the data source for `row`'s cell and makes it a subview.
  private func makeCell(forRow row: Int) -> TermListCell {
    guard let dataSource else {
      preconditionFailure("TermListView: rows without a data source")
    }
    requestedCellCount += 1
    let cell = dataSource.listView(self, cellForRowAt: row)
    if cell.superview !== self {
      isChangingCells = true
      addSubview(cell)
      isChangingCells = false
    }
    return cell
  }

  /// Puts `cell` in its reuse queue (it stays a subview, hidden at the end
  /// of the layout pass unless it is dequeued again first).
  /// While a change of rows plays, a cell `sliding` off the list stays
  /// to slide out.
  private func recycle(_ cell: TermListCell, row: Int, wasDisplayed: Bool, sliding: Bool) {
    if wasDisplayed { delegate?.listView(self, didEndDisplaying: cell, forRowAt: row) }
    if sliding, keepLeavingCell(cell) { return }
    forgetCellInRowMotion(cell)
    enqueueForReuse(cell, hidingNow: false)
  }

  /// Puts `cell` in its reuse queue, or takes it out of the list when it
  /// has no reuse identifier. `hidingNow` hides it at once; otherwise the
  /// end of the layout pass hides it unless it is dequeued again first.
  func enqueueForReuse(_ cell: TermListCell, hidingNow: Bool) {
    isChangingCells = true
    defer { isChangingCells = false }
    if let identifier = cell.reuseIdentifier {
      reusePool[identifier, default: []].append(cell)
      if hidingNow { cell.parkForReuse() }
    } else {
      cell.removeFromSuperview()
    }
  }

  /// Recycles the cells on screen whose rows match, last row first (so the
  /// queue hands them back in row order when the same rows return).
  private func recycleCells(sliding: Bool = false, where predicate: (Int) -> Bool) {
    // `sorted().reversed()`, not `sorted(by: >)`: a function handed to the
    // standard library from main-actor code pays an isolation check per
    // comparison.
    for row in cellsByRow.keys.sorted().reversed() where predicate(row) {
      guard let cell = cellsByRow.removeValue(forKey: row) else { continue }
      // A cell placed earlier in this layout pass was never displayed.
      recycle(cell, row: row, wasDisplayed: !appearing.contains { $0.cell === cell }, sliding: sliding)
    }
  }

  // MARK: Scroll anchor

  /// Moves the anchor by whole rows until `0 <= topOffset < height(topRow)`.
  /// Costs the rows crossed (nothing with uniform heights).
  func normalizeAnchor() {
    guard rowCount > 0 else {
      topRow = 0
      topOffset = 0
      return
    }
    topRow = min(max(0, topRow), rowCount - 1)
    if hasUniformRowHeights {
      let height = uniformRowHeight
      let line = max(0, topRow * height + topOffset)
      topRow = min(line / height, rowCount - 1)
      topOffset = line - topRow * height
      return
    }
    while topOffset < 0 {
      guard topRow > 0 else {
        topOffset = 0
        break
      }
      topRow -= 1
      topOffset += height(ofRow: topRow)
    }
    while topRow < rowCount - 1, topOffset >= height(ofRow: topRow) {
      topOffset -= height(ofRow: topRow)
      topRow += 1
    }
  }

  /// Normalizes the anchor and keeps the rows from ending above the bottom
  /// edge: when the rows from the anchor down do not fill the list, the
  /// last row goes to the bottom.
  func clampAnchor() {
    normalizeAnchor()
    let lines = bounds.height
    guard rowCount > 0, lines > 0 else {
      topRow = 0
      topOffset = 0
      return
    }
    if hasUniformRowHeights {
      let height = uniformRowHeight
      let line = min(topRow * height + topOffset, max(0, rowCount * height - lines))
      topRow = line / height
      topOffset = line % height
      return
    }
    var filled = -topOffset
    var row = topRow
    while row < rowCount, filled < lines {
      filled += height(ofRow: row)
      row += 1
    }
    if filled < lines { setAnchor(row: rowCount - 1, offset: height(ofRow: rowCount - 1) - lines) }
  }

  private func setAnchor(row: Int, offset: Int) {
    topRow = row
    topOffset = offset
    normalizeAnchor()
  }

  /// Whether all of `row` is on screen with the current anchor, and not
  /// under its section's pinned header or footer.
  func isFullyVisible(_ row: Int) -> Bool {
    guard let y = lineOnScreen(ofRow: row) else { return false }
    return y >= pinnedHeight(above: row) && y + height(ofRow: row) <= bounds.height - pinnedHeight(below: row)
  }

  /// The line of the list `row` starts at with the current anchor, when
  /// it is at or below the top row and starts above the bottom edge.
  private func lineOnScreen(ofRow row: Int) -> Int? {
    let lines = bounds.height
    guard row >= topRow, row - topRow < lines else { return nil }
    var y = -topOffset
    for above in topRow..<row {
      y += height(ofRow: above)
      if y >= lines { return nil }
    }
    return y
  }

  func applyPendingScroll() {
    guard let pending = pendingScroll else { return }
    pendingScroll = nil
    guard rowCount > 0, bounds.height > 0 else { return }
    switch pending {
    case .row(let row, let position):
      scroll(toRow: min(max(0, row), rowCount - 1), position)
    case .rowAt(let row, let y):
      let row = min(max(0, row), rowCount - 1)
      setAnchor(row: row, offset: -y)
      clampAnchor()
      if !isFullyVisible(row) { scroll(toRow: row, .none) }
    }
  }

  private func scroll(toRow row: Int, _ position: ScrollPosition) {
    let lines = bounds.height
    let rowLines = height(ofRow: row)
    // A pinned header or footer of the row's section takes lines the row
    // must not be under.
    let pinnedAbove = pinnedHeight(above: row)
    let pinnedBelow = pinnedHeight(below: row)
    switch position {
    case .top:
      setAnchor(row: row, offset: -pinnedAbove)
    case .bottom:
      setAnchor(row: row, offset: rowLines - lines + pinnedBelow)
    case .middle:
      setAnchor(row: row, offset: rowLines >= lines ? 0 : -((lines - rowLines) / 2))
    case .none:
      if isFullyVisible(row) { return }
      let above = row < topRow || (lineOnScreen(ofRow: row).map { $0 < pinnedAbove } ?? false)
      setAnchor(
        row: row,
        offset: above || rowLines >= lines - pinnedAbove - pinnedBelow
          ? -pinnedAbove : rowLines - lines + pinnedBelow)
    }
    clampAnchor()
  }

  // MARK: Layout pass

  /// The rows from the anchor down to the bottom edge, with their lines.
  private func rowsOnScreen() -> [LaidOutRow] {
    let lines = bounds.height
    guard rowCount > 0, lines > 0 else { return [] }
    var rows: [LaidOutRow] = []
    var y = -topOffset
    var row = topRow
    while row < rowCount, y < lines {
      // The row starts on screen, so it gets its cell now: a self-sizing
      // row is then measured, not estimated.
      if !hasUniformRowHeights, knownHeight(ofRow: row) == nil { _ = ensureCell(forRow: row) }
      let height = height(ofRow: row)
      rows.append(LaidOutRow(row: row, y: y, height: height))
      y += height
      row += 1
    }
    return rows
  }

  private func contentExceedsBounds(_ rows: [LaidOutRow]) -> Bool {
    guard let last = rows.last else { return false }
    let fits =
      topRow == 0 && topOffset == 0 && last.row == rowCount - 1 && last.y + last.height <= bounds.height
    return !fits
  }

  /// Places a cell for every row on screen: cells that stay keep their
  /// place, rows that leave give theirs back to the reuse queue, and rows
  /// that arrive get one from the data source. Costs the rows on screen.
  func layoutRows() {
    // The thumb also moves when the number of rows changes without a scroll.
    let oldThumb = scrollIndicatorThumb
    loadRowCountIfNeeded()
    let oldAnchor = (topRow, topOffset)
    let oldIndicator = isShowingScrollIndicator
    if needsCellReload {
      finishRowMotion()
      needsCellReload = false
      // A row asked to be reloaded is reloaded, kept or not.
      let kept = rowsKeptOnReload.subtracting(rowsToReload)
      rowsKeptOnReload = []
      rowsToReload.removeAll()
      // Only the kept rows' heights stay (a loop over them, not a filter of
      // every height: a closure handed to the standard library from
      // main-actor code pays an isolation check per element).
      let heights = rowHeights
      var keptHeights: RowTable<Int> = [:]
      for row in kept {
        if let height = heights[row] { keptHeights[row] = height }
      }
      rowHeights = keptHeights
      recycleCells { !kept.contains($0) }
    } else if !rowsToReload.isEmpty {
      for row in rowsToReload { setKnownHeight(nil, ofRow: row) }
      let reloaded = rowsToReload
      rowsToReload.removeAll()
      recycleCells { reloaded.contains($0) }
    }
    let scrollRequest = pendingScroll
    estimatedRows.removeAll()
    applyPendingScroll()
    var (rows, pinned) = placeRows()
    // The anchor was placed with estimated heights for self-sizing rows
    // not yet measured; if placing the rows measured one that is not as
    // estimated, the anchor is worked out again from the heights now known
    // (and a scroll asked for applied again, so its row ends where asked).
    // The rows are placed again only when the anchor moved: the rows on
    // screen were measured before they were placed. Each pass measures
    // more rows.
    for _ in 0..<8 where estimateWasWrong() {
      let placed = (topRow, topOffset)
      estimatedRows.removeAll()
      pendingScroll = scrollRequest
      applyPendingScroll()
      clampAnchor()
      if placed == (topRow, topOffset) { break }
      (rows, pinned) = placeRows()
    }
    laidOutRows = rows
    let pinnedMoved = pinned != pinnedLaidOutRows
    pinnedLaidOutRows = pinned
    layOutRowMotion()
    let heights = rowHeights
    if heights.count > 4096 {
      let shown = (rows.first?.row ?? 0)..<((rows.last?.row ?? -1) + 1)
      var kept: RowTable<Int> = [:]
      for (row, height) in heights where shown.contains(row) { kept[row] = height }
      rowHeights = kept
    }
    let scrolled = oldAnchor != (topRow, topOffset)
    let thumbMoved = !Self.sameThumb(oldThumb, scrollIndicatorThumb)
    if scrolled || pinnedMoved || oldIndicator != isShowingScrollIndicator || thumbMoved { setNeedsDisplay() }
    // Told once the layout is consistent, so the delegate may query the list.
    for (cell, row) in appearing where cellsByRow[row] === cell {
      delegate?.listView(self, willDisplay: cell, forRowAt: row)
    }
    appearing.removeAll()
    if scrolled { delegate?.listViewDidScroll(self) }
  }

  /// Whether a row whose height was estimated in this pass has since been
  /// measured at another height.
  private func estimateWasWrong() -> Bool {
    let estimate = max(1, estimatedRowHeight)
    for row in estimatedRows {
      if let height = knownHeight(ofRow: row), height != estimate { return true }
    }
    return false
  }

  /// Clamps the anchor, gives the rows from it to the bottom edge their
  /// cells (recycling the rest) and returns where they are.
  private func placeRows() -> (rows: [LaidOutRow], pinned: [LaidOutRow]) {
    // Every row takes a line at least, so more rows than lines overflow:
    // the indicator is known before any row is measured, and a row is not
    // measured again at the narrower width it leaves.
    if showsScrollIndicator, !isShowingScrollIndicator, rowCount > bounds.height {
      isShowingScrollIndicator = true
    }
    clampAnchor()
    // A row at or past topRow + height cannot be on screen (each takes a
    // line); the rows pinned last keep their cells while they may stay.
    // (At most a header and a footer: an array, which costs nothing when
    // nothing pins.)
    let pinnedBefore = pinnedLaidOutRows.map(\.row)
    recycleCells(sliding: true) {
      ($0 < topRow || $0 >= topRow + bounds.height) && !pinnedBefore.contains($0)
    }
    var rows = rowsOnScreen()
    let wantsIndicator = showsScrollIndicator && contentExceedsBounds(rows)
    if wantsIndicator != isShowingScrollIndicator {
      // The cells' width changes, and self-sizing heights with it.
      isShowingScrollIndicator = wantsIndicator
      clampAnchor()
      rows = rowsOnScreen()
      if !wantsIndicator && showsScrollIndicator && contentExceedsBounds(rows) {
        isShowingScrollIndicator = true
        clampAnchor()
        rows = rowsOnScreen()
      }
    }
    let pinned = pinnedPlacements(for: rows)
    let shown = (rows.first?.row ?? 0)..<((rows.last?.row ?? -1) + 1)
    let pinnedNow = pinned.map(\.row)
    recycleCells(sliding: true) { !shown.contains($0) && !pinnedNow.contains($0) }
    let width = cellWidth
    for entry in rows {
      let cell = ensureCell(forRow: entry.row)
      cell.frame = Rect(x: 0, y: entry.y, width: width, height: entry.height)
      applyState(to: cell, row: entry.row)
      if cell.isHidden { cell.isHidden = false }
    }
    placePinnedCells(pinned, width: width)
    for queue in reusePool.values {
      for cell in queue where !cell.isHidden { cell.parkForReuse() }
    }
    return (rows, pinned)
  }
}

extension TermListView {
  fileprivate static func sameThumb(
    _ a: (start: Int, length: Int)?, _ b: (start: Int, length: Int)?
  ) -> Bool {
    a?.start == b?.start && a?.length == b?.length
  }
}
