import TermBridgeTerminal

/// How row indices move when a batch of rows is removed (indices before
/// the change) and another inserted (indices after it), as a batch of
/// UIKit's `deleteRows(at:with:)` and `insertRows(at:with:)`.
struct RowIndexShift {
  /// Removed rows, ascending, without repeats.
  let removed: [Int]
  /// Inserted rows, ascending, without repeats.
  let inserted: [Int]

  init(removed: [Int], inserted: [Int]) {
    self.removed = Array(Set(removed)).sorted()
    self.inserted = Array(Set(inserted)).sorted()
  }

  /// Where row `old` is after the change; nil when it was removed. Costs
  /// two binary searches.
  func newIndex(ofOld old: Int) -> Int? {
    let below = Self.count(of: removed) { $0 < old }
    if below < removed.count && removed[below] == old { return nil }
    let kept = old - below
    // Inserted rows before it: those with `inserted[k] - k <= kept` (that
    // difference never decreases along the sorted rows).
    var low = 0
    var high = inserted.count
    while low < high {
      let middle = (low + high) / 2
      if inserted[middle] - middle <= kept { low = middle + 1 } else { high = middle }
    }
    return kept + low
  }

  /// The length of the prefix of `sorted` whose elements satisfy `isBelow`.
  private static func count(of sorted: [Int], where isBelow: (Int) -> Bool) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if isBelow(sorted[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// A change of rows being played: the cells on screen slide from the
/// lines they had to the lines layout gives them, inserted rows fade in
/// where they go, removed rows fade out where they were, rows pushed off
/// an edge slide out. ``TermListView/setRowMotionProgress(_:finished:)``
/// moves it on; layout while it plays places the cells for its progress.
@MainActor
final class TermListRowMotion {
  /// One cell's way, in lines of the list.
  struct Move {
    let cell: TermListCell
    let from: Int
    let to: Int
  }

  /// The line each cell started from (cells on screen before the change,
  /// and cells given a start by layout since).
  var startY: [ObjectIdentifier: Int]
  /// Rows the change inserted (indices after it), until a layout gives them cells.
  var insertedRows: Set<Int>
  /// The cells of inserted rows: they fade in.
  var fadingIn: Set<ObjectIdentifier> = []
  /// The cells of removed rows, fading out where they were.
  var removed: [TermListCell]
  /// Cells whose rows layout pushed off the list: they slide out.
  var leaving: [TermListCell] = []
  /// Where each cell goes (set by the last layout).
  var moves: [Move] = []
  var leavingMoves: [Move] = []
  /// From 0 (the old lines) to 1 (the new ones); a spring may pass 1.
  var progress = 0.0

  init(startY: [ObjectIdentifier: Int], insertedRows: Set<Int>, removed: [TermListCell]) {
    self.startY = startY
    self.insertedRows = insertedRows
    self.removed = removed
  }
}

extension TermListView {
  /// Whether a change of rows is being played.
  package var isPlayingRowMotion: Bool { rowMotion != nil }

  /// Applies a change of rows without reloading the others: `removed` are
  /// rows before the change, `inserted` rows after it (as a batch of
  /// UIKit's `deleteRows` and `insertRows`); the data source already has
  /// the new rows. The cells of the rows that stay keep their content and
  /// their row (by its new index), the selection follows its rows, and the
  /// scroll position keeps its top row's index.
  ///
  /// With `animated`, and the list laid out and showing rows, the change
  /// is played: until ``setRowMotionProgress(_:finished:)`` says it is
  /// finished, cells are drawn between their old lines and their new ones.
  /// Returns whether it is played.
  package func changeRows(removing removed: [Int], inserting inserted: [Int], animated: Bool) -> Bool {
    let laidOut =
      !needsRowCount && !needsCellReload && rowsToReload.isEmpty && rowsLaidOutForSize == bounds.size
      && !laidOutRows.isEmpty
    // Cells start from where they are drawn now (a motion under way
    // included), then the motion under way ends.
    var startY: [ObjectIdentifier: Int] = [:]
    for entry in laidOutRows {
      if let cell = cellsByRow[entry.row] { startY[ObjectIdentifier(cell)] = cell.frame.minY }
    }
    finishRowMotion()
    let shift = RowIndexShift(
      removed: removed.filter { $0 >= 0 && $0 < rowCount }, inserted: inserted.filter { $0 >= 0 })
    let playing = animated && laidOut && !(shift.removed.isEmpty && shift.inserted.isEmpty)
    var leavingCells: [TermListCell] = []
    var cells: RowTable<TermListCell> = [:]
    for (row, cell) in cellsByRow.sorted(by: { $0.key > $1.key }) {
      if let new = shift.newIndex(ofOld: row) {
        cells[new] = cell
      } else if playing, startY[ObjectIdentifier(cell)] != nil {
        delegate?.listView(self, didEndDisplaying: cell, forRowAt: row)
        leavingCells.append(cell)
      } else {
        recycleRemovedCell(cell, row: row)
      }
    }
    cellsByRow = cells
    if !hasUniformRowHeights {
      var heights: RowTable<Int> = [:]
      let old = rowHeights
      for (row, height) in old {
        if let new = shift.newIndex(ofOld: row) { heights[new] = height }
      }
      rowHeights = heights
    }
    estimatedRows.removeAll()
    if let selected = selectedRow {
      // A removed current row leaves the current row where it was.
      selectedRow = shift.newIndex(ofOld: selected) ?? selected
    }
    if !selectedRows.isEmpty { selectedRows = Set(selectedRows.compactMap { shift.newIndex(ofOld: $0) }) }
    selectionAnchor = selectionAnchor.flatMap { shift.newIndex(ofOld: $0) }
    needsRowCount = true
    setNeedsLayout()
    guard playing else { return false }
    let motion = TermListRowMotion(
      startY: startY, insertedRows: Set(shift.inserted), removed: leavingCells)
    rowMotion = motion
    isChangingCells = true
    for cell in leavingCells { insertSubview(cell, at: 0) }
    isChangingCells = false
    return true
  }

  /// Moves the change of rows being played to `progress` (0 the old lines,
  /// 1 the new); `finished` puts every cell where layout placed it.
  package func setRowMotionProgress(_ progress: Double, finished: Bool) {
    guard let motion = rowMotion else { return }
    if finished {
      finishRowMotion()
      return
    }
    motion.progress = progress
    applyRowMotionFrames()
  }

  /// Ends the change being played: cells where layout placed them,
  /// removed and leaving cells back in the reuse queue.
  func finishRowMotion() {
    guard let motion = rowMotion else { return }
    rowMotion = nil
    for move in motion.moves where move.cell.frame.minY != move.to {
      move.cell.frame.origin.y = move.to
    }
    for entry in cellsByRow.values where entry.drawingOpacity != 1 { entry.drawingOpacity = 1 }
    for cell in motion.removed + motion.leaving {
      cell.drawingOpacity = 1
      recycleRemovedCell(cell, row: nil)
    }
  }

  /// Puts a cell whose row is gone in its reuse queue (hidden), or takes
  /// it out of the list when it has no reuse identifier.
  private func recycleRemovedCell(_ cell: TermListCell, row: Int?) {
    if let row { delegate?.listView(self, didEndDisplaying: cell, forRowAt: row) }
    enqueueForReuse(cell, hidingNow: true)
  }

  /// A cell layout pushed off the list while a change plays: it slides
  /// out instead of going to the reuse queue at once. False when no
  /// change plays or the cell was not on screen when it began.
  func keepLeavingCell(_ cell: TermListCell) -> Bool {
    guard let motion = rowMotion, motion.startY[ObjectIdentifier(cell)] != nil else { return false }
    motion.leaving.append(cell)
    return true
  }

  /// A cell went to the reuse queue: a change being played forgets it.
  func forgetCellInRowMotion(_ cell: TermListCell) {
    guard let motion = rowMotion else { return }
    let id = ObjectIdentifier(cell)
    motion.startY[id] = nil
    motion.fadingIn.remove(id)
    if cell.drawingOpacity != 1 { cell.drawingOpacity = 1 }
  }

  /// After layout while a change plays: where each cell on screen goes
  /// (from the line it started on, or, for a row that came on screen, as
  /// far as its neighbour moves), and the cells drawn at the progress.
  func layOutRowMotion() {
    guard let motion = rowMotion else { return }
    var moves: [TermListRowMotion.Move] = []
    var unplaced: [(index: Int, cell: TermListCell, to: Int)] = []
    var lastShift: Int?
    for entry in laidOutRows {
      guard let cell = cellsByRow[entry.row] else { continue }
      let id = ObjectIdentifier(cell)
      if motion.insertedRows.contains(entry.row) {
        motion.insertedRows.remove(entry.row)
        motion.fadingIn.insert(id)
        motion.startY[id] = entry.y
        isChangingCells = true
        insertSubview(cell, at: 0)
        isChangingCells = false
      }
      if let from = motion.startY[id] {
        if !motion.fadingIn.contains(id) { lastShift = from - entry.y }
        moves.append(.init(cell: cell, from: from, to: entry.y))
      } else if let shift = lastShift {
        motion.startY[id] = entry.y + shift
        moves.append(.init(cell: cell, from: entry.y + shift, to: entry.y))
      } else {
        unplaced.append((moves.count, cell, entry.y))
        moves.append(.init(cell: cell, from: entry.y, to: entry.y))
      }
    }
    // Rows above every row that moved take the first one's shift.
    let firstMoved = moves.first { motion.startY[ObjectIdentifier($0.cell)] != nil && $0.from != $0.to }
    let firstShift = firstMoved.map { $0.from - $0.to }
    if let shift = firstShift {
      for item in unplaced {
        motion.startY[ObjectIdentifier(item.cell)] = item.to + shift
        moves[item.index] = .init(cell: item.cell, from: item.to + shift, to: item.to)
      }
    }
    motion.moves = moves
    // A leaving cell goes as far as the moving cell nearest above it.
    motion.leavingMoves = motion.leaving.map { cell in
      let from = motion.startY[ObjectIdentifier(cell)] ?? cell.frame.minY
      let neighbour =
        moves.filter { $0.from <= from && !motion.fadingIn.contains(ObjectIdentifier($0.cell)) }
        .max { $0.from < $1.from } ?? moves.first
      return TermListRowMotion.Move(
        cell: cell, from: from, to: from + ((neighbour?.to ?? 0) - (neighbour?.from ?? 0)))
    }
    applyRowMotionFrames()
  }

  /// Draws every cell of the change at the motion's progress, in whole lines.
  private func applyRowMotionFrames() {
    guard let motion = rowMotion else { return }
    let progress = motion.progress
    func line(_ move: TermListRowMotion.Move) -> Int {
      move.from + Int((Double(move.to - move.from) * progress).rounded())
    }
    let opacity = min(1, max(0, progress))
    for move in motion.moves + motion.leavingMoves {
      let y = line(move)
      if move.cell.frame.minY != y { move.cell.frame.origin.y = y }
      if motion.fadingIn.contains(ObjectIdentifier(move.cell)) { move.cell.drawingOpacity = opacity }
    }
    for cell in motion.removed { cell.drawingOpacity = 1 - opacity }
  }
}
