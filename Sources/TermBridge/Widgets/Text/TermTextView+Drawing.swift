import TermBridgeTerminal

extension TermTextView {
  // MARK: Scrolling

  /// The first line on screen (its top row may be a later row of the line).
  public var firstVisibleLine: Int { scrollRow.line }

  /// Scrolls the view by `rows` visual rows (negative: up) without moving
  /// the cursor, as the mouse wheel does; it stops with the last row at the
  /// bottom of the view.
  public func scroll(byRows rows: Int) {
    guard bounds.height > 0, rows != 0 else { return }
    var target = row(scrollRow, offsetBy: rows).row
    // Each line is at least a row: a first row more than a screenful of
    // lines from the end can't be past the limit, so the end isn't looked at.
    if rows > 0 && target.line + bounds.height >= storage.lineCount {
      target = max(scrollRow, min(target, maxScrollRow))
    }
    guard target != scrollRow else { return }
    scrollRow = target
    setNeedsDisplay()
  }

  /// Scrolls just enough to show the cursor (the upper bound) of `range`.
  public func scrollRangeToVisible(_ range: Range<Position>) {
    scroll(toShow: storage.clamp(range.upperBound))
  }

  /// The highest first row that still fills the view: the last row at the bottom.
  var maxScrollRow: TextViewRow {
    row(lastRow, offsetBy: -(max(1, bounds.height) - 1)).row
  }

  /// Keeps the first row on screen inside the text, and pulls rows down
  /// when the text below ended above the bottom of the view (only looked at
  /// near the end of the text, so it costs nothing elsewhere).
  func clampScrollRow() {
    if scrollRow.line >= storage.lineCount {
      scrollRow = TextViewRow(line: storage.lineCount - 1, row: 0)
    }
    let rows = wrap(ofLine: scrollRow.line).rowCount
    if scrollRow.row >= rows { scrollRow.row = rows - 1 }
    if scrollRow.line + bounds.height >= storage.lineCount {
      let limit = maxScrollRow
      if scrollRow > limit { scrollRow = limit }
    }
  }

  /// Scrolls so the cursor is on screen.
  func scrollCursorToVisible() {
    scroll(toShow: selectionHead)
  }

  private func scroll(toShow position: Position) {
    let height = bounds.height
    guard height > 0 else { return }
    clampScrollRow()
    let target = row(of: position)
    var top = scrollRow
    if target < top {
      top = target
    } else if rowDistance(from: top, to: target, limit: height - 1) == nil {
      top = row(target, offsetBy: -(height - 1)).row
    }
    if top != scrollRow {
      scrollRow = top
      setNeedsDisplay()
    }
    guard !wrapsLines else { return }
    let x = cellX(of: position)
    var offset = horizontalOffset
    if x < offset {
      offset = x
    } else if x >= offset + bounds.width {
      offset = x - bounds.width + 1
    }
    if offset != horizontalOffset {
      horizontalOffset = max(0, offset)
      setNeedsDisplay()
    }
  }

  // MARK: Cursor

  /// The cursor's cell in the view, or nil when it is scrolled out of view.
  var cursorCell: Point? {
    let height = bounds.height
    guard height > 0 else { return nil }
    guard let y = rowDistance(from: scrollRow, to: row(of: selectionHead), limit: height - 1) else {
      return nil
    }
    let x = cellX(of: selectionHead) - horizontalOffset
    guard x >= 0, x < bounds.width else { return nil }
    return Point(x: x, y: y)
  }

  // MARK: Drawing

  func drawText(in canvas: TermCanvas) {
    statistics.draws += 1
    if storage.isEmpty, let placeholder, !placeholder.isEmpty {
      let lines = TextLayout.wrap(placeholder, toWidth: max(1, canvas.size.width))
      for (y, line) in lines.prefix(canvas.size.height).enumerated() {
        canvas.draw(line, at: Point(x: 0, y: y), style: placeholderStyle)
      }
      return
    }
    let visible = canvas.visibleRect
    let selection = selectedRange
    var row: TextViewRow? = scrollRow
    for y in 0..<min(canvas.size.height, visible.maxY) {
      guard let current = row else { break }
      if y >= visible.minY {
        draw(current, atY: y, in: canvas, selection: selection)
        statistics.rowsDrawn += 1
      }
      row = self.row(after: current)
    }
  }

  /// Draws one visual row: runs of graphemes in one style at a time, tabs
  /// as blanks, and a selected line break as one selected blank cell.
  private func draw(_ row: TextViewRow, atY y: Int, in canvas: TermCanvas, selection: Range<Position>) {
    let selectedStyle = textStyle.merging(selectionStyle)
    let endX =
      drawPrintableASCII(row, atY: y, in: canvas, selection: selection, selectedStyle: selectedStyle)
      ?? drawGraphemes(row, atY: y, in: canvas, selection: selection, selectedStyle: selectedStyle)
    guard !selection.isEmpty, row.line + 1 < storage.lineCount, isLastRowOfLine(row) else { return }
    let lineEnd = Position(line: row.line, column: storage.length(ofLine: row.line))
    if selection.contains(lineEnd) {
      canvas.fill(Rect(x: endX - horizontalOffset, y: y, width: 1, height: 1), style: selectedStyle)
    }
  }

  /// A row of printable ASCII only (the common case) takes a cell per byte:
  /// it is drawn in at most three runs (before, in and after the selection)
  /// without walking its graphemes. Returns the cell after the row, or nil
  /// for any other row.
  private func drawPrintableASCII(
    _ row: TextViewRow, atY y: Int, in canvas: TermCanvas, selection: Range<Position>,
    selectedStyle: TermStyle
  ) -> Int? {
    let columns = columns(of: row)
    let text = storage[row.line]
    guard TextViewWrap.isPrintableASCII(text, columns) else { return nil }
    // The selection clamped to this row, as columns.
    let rowStart = Position(line: row.line, column: columns.lowerBound)
    let rowEnd = Position(line: row.line, column: columns.upperBound)
    let lower = min(max(selection.lowerBound, rowStart), rowEnd).column
    let selected = lower..<max(lower, max(min(selection.upperBound, rowEnd), rowStart).column)
    let utf8 = text.utf8
    func run(_ range: Range<Int>, _ style: TermStyle) {
      guard !range.isEmpty else { return }
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let end = utf8.index(start, offsetBy: range.count)
      let x = range.lowerBound - columns.lowerBound - horizontalOffset
      canvas.draw(text[start..<end], at: Point(x: x, y: y), style: style)
    }
    run(columns.lowerBound..<selected.lowerBound, textStyle)
    run(selected, selectedStyle)
    run(selected.upperBound..<columns.upperBound, textStyle)
    return columns.count
  }

  /// Draws a row grapheme by grapheme; returns the cell after it.
  private func drawGraphemes(
    _ row: TextViewRow, atY y: Int, in canvas: TermCanvas, selection: Range<Position>,
    selectedStyle: TermStyle
  ) -> Int {
    let offset = horizontalOffset
    let width = canvas.size.width
    var run = ""
    var runX = 0
    var runSelected = false
    func flush() {
      guard !run.isEmpty else { return }
      canvas.draw(run, at: Point(x: runX - offset, y: y), style: runSelected ? selectedStyle : textStyle)
      run = ""
    }
    let endX = forEachCell(in: row) { column, character, x, cellWidth in
      if x - offset >= width { return false }
      if x + cellWidth <= offset { return true }
      let selected = !selection.isEmpty && selection.contains(Position(line: row.line, column: column))
      if selected != runSelected || character == "\t" { flush() }
      if run.isEmpty {
        runX = x
        runSelected = selected
      }
      if character == "\t" {
        canvas.fill(
          Rect(x: x - offset, y: y, width: cellWidth, height: 1), style: selected ? selectedStyle : textStyle)
      } else {
        run.append(character)
      }
      return true
    }
    flush()
    return endX
  }

  // MARK: Mouse

  /// Handles a click, drag or wheel; false for other mouse events.
  func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .press(.left):
      let position = position(at: point)
      let extending = event.modifiers.contains(.shift)
      performUserAction {
        setSelection(anchor: extending ? selectionAnchor : position, head: position)
      }
      return true
    case .drag(.left):
      let position = position(at: point)
      performUserAction { setSelection(anchor: selectionAnchor, head: position) }
      return true
    case .release(.left):
      return true
    case .wheelUp:
      scroll(byRows: -3)
      return true
    case .wheelDown:
      scroll(byRows: 3)
      return true
    default:
      return false
    }
  }
}
