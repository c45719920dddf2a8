import TermBridgeTerminal

/// How one line is soft-wrapped into visual rows at a given width.
struct TextViewWrap {
  /// The wrap width it was made for (0: not wrapped).
  let width: Int
  let tabWidth: Int
  /// The UTF-8 column each row starts at; the first is 0. A line whose last
  /// row is exactly full gets one more, empty row starting at its end, so
  /// the cursor after the last character has a cell to stand on.
  let rowStarts: [Int]

  var rowCount: Int { rowStarts.count }

  /// The row a column falls in: the last row starting at or before it.
  func row(containing column: Int) -> Int {
    var low = 0
    var high = rowStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if rowStarts[mid] <= column { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The columns of `row`: from its start up to the next row's start (or
  /// the line's end).
  func columns(ofRow row: Int, lineLength: Int) -> Range<Int> {
    rowStarts[row]..<(row + 1 < rowStarts.count ? rowStarts[row + 1] : lineLength)
  }

  /// An unwrapped line: one row.
  static func unwrapped(tabWidth: Int) -> TextViewWrap {
    TextViewWrap(width: 0, tabWidth: tabWidth, rowStarts: [0])
  }

  /// Whether the bytes `columns` of `text` are all printable ASCII (a cell
  /// each). Nonisolated so the loop runs without actor checks.
  nonisolated static func isPrintableASCII(_ text: String, _ columns: Range<Int>) -> Bool {
    let result = text.utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes[columns] where !isPrintableASCII(byte) { return false }
      return true
    }
    return result ?? false
  }

  /// Whether `byte` is printable ASCII: a character of one cell.
  @inline(__always)
  nonisolated static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

  /// The cells `character` takes at column `x` of a row: a tab reaches the
  /// next tab stop (cut at the wrap width), anything else its display width.
  static func cellWidth(of character: Character, atX x: Int, wrapWidth: Int?, tabWidth: Int) -> Int {
    guard character == "\t" else { return DisplayWidth.of(character) }
    return tabCells(atX: x, wrapWidth: wrapWidth, tabWidth: tabWidth)
  }

  /// The cells a tab at column `x` takes: up to the next tab stop, cut at
  /// the wrap width.
  static func tabCells(atX x: Int, wrapWidth: Int?, tabWidth: Int) -> Int {
    let toStop = tabWidth - x % tabWidth
    guard let wrapWidth, x < wrapWidth else { return toStop }
    return min(toStop, wrapWidth - x)
  }

  /// Wraps `text` into rows at most `width` cells wide, breaking after a
  /// space or tab where one is on the row and mid-word otherwise, never
  /// inside a grapheme cluster. A glyph wider than the whole row gets a row
  /// of its own. A line of printable ASCII and tabs (what most lines typed
  /// are) is read byte by byte: each byte is a character of one cell (or a
  /// tab), so the rows are the same without breaking it into graphemes.
  static func make(for text: String, width: Int, tabWidth: Int) -> TextViewWrap {
    let bytewise = text.utf8.withContiguousStorageIfAvailable { bytes -> [Int]? in
      for byte in bytes where byte != 0x09 && !isPrintableASCII(byte) { return nil }
      return rowStarts(of: bytes.lazy.map(WrapGlyph.init(asciiByte:)), width: width, tabWidth: tabWidth)
    }
    if let starts = bytewise.flatMap({ $0 }) {
      return TextViewWrap(width: width, tabWidth: tabWidth, rowStarts: starts)
    }
    return makeByCharacter(for: text, width: width, tabWidth: tabWidth)
  }

  /// The same wrap read character by character, whatever the line holds
  /// (the tests compare the byte-by-byte reading with it).
  static func makeByCharacter(for text: String, width: Int, tabWidth: Int) -> TextViewWrap {
    TextViewWrap(
      width: width, tabWidth: tabWidth,
      rowStarts: rowStarts(of: text.lazy.map(WrapGlyph.init), width: width, tabWidth: tabWidth))
  }

  /// A character as wrapping sees it.
  private struct WrapGlyph {
    /// A tab's cells depend on where it is (``tabCells(atX:wrapWidth:tabWidth:)``).
    var isTab: Bool
    /// The cells anything but a tab takes.
    var cells: Int
    var utf8Count: Int
    /// A row may break after it (a space or a tab).
    var breaksAfter: Bool

    init(_ character: Character) {
      isTab = character == "\t"
      cells = isTab ? 0 : DisplayWidth.of(character)
      utf8Count = character.utf8.count
      breaksAfter = isTab || character == " "
    }

    /// A byte of printable ASCII (one cell) or a tab.
    init(asciiByte byte: UInt8) {
      isTab = byte == 0x09
      cells = isTab ? 0 : 1
      utf8Count = 1
      breaksAfter = isTab || byte == 0x20
    }
  }

  /// The UTF-8 column each row of a line made of `glyphs` starts at.
  private static func rowStarts(of glyphs: some Sequence<WrapGlyph>, width: Int, tabWidth: Int) -> [Int] {
    var starts = [0]
    var x = 0
    var rowStart = 0
    var breakColumn = -1
    var breakX = 0
    var column = 0
    for glyph in glyphs {
      var w = glyph.isTab ? tabCells(atX: x, wrapWidth: width, tabWidth: tabWidth) : glyph.cells
      while x + w > width && column > rowStart {
        if breakColumn > rowStart {
          // Break after the last space; what followed it moves down.
          starts.append(breakColumn)
          rowStart = breakColumn
          x -= breakX
        } else {
          starts.append(column)
          rowStart = column
          x = 0
        }
        breakColumn = -1
        if glyph.isTab { w = tabCells(atX: x, wrapWidth: width, tabWidth: tabWidth) }
      }
      x += w
      column += glyph.utf8Count
      if glyph.breaksAfter {
        breakColumn = column
        breakX = x
      }
    }
    if x >= width && column > 0 { starts.append(column) }
    return starts
  }
}

/// A visual row: row `row` of line `line`'s wrap.
struct TextViewRow: Hashable, Comparable {
  var line: Int
  var row: Int

  static func < (lhs: TextViewRow, rhs: TextViewRow) -> Bool {
    lhs.line != rhs.line ? lhs.line < rhs.line : lhs.row < rhs.row
  }
}

extension TermTextView {
  /// The width rows wrap at, or nil when lines are not wrapped.
  var wrapWidth: Int? { wrapsLines ? max(1, bounds.width) : nil }

  /// The wrap of `line`, from the cache when it is still valid.
  func wrap(ofLine line: Int) -> TextViewWrap {
    guard let width = wrapWidth else { return .unwrapped(tabWidth: tabWidth) }
    if let cached = storage.cachedWrap(ofLine: line, width: width, tabWidth: tabWidth) { return cached }
    let wrap = TextViewWrap.make(for: storage[line], width: width, tabWidth: tabWidth)
    storage.setWrap(wrap, ofLine: line)
    statistics.linesWrapped += 1
    return wrap
  }

  /// The visual row `position` is shown on.
  func row(of position: Position) -> TextViewRow {
    TextViewRow(line: position.line, row: wrap(ofLine: position.line).row(containing: position.column))
  }

  /// The columns shown on `row`.
  func columns(of row: TextViewRow) -> Range<Int> {
    wrap(ofLine: row.line).columns(ofRow: row.row, lineLength: storage.length(ofLine: row.line))
  }

  func isLastRowOfLine(_ row: TextViewRow) -> Bool {
    row.row == wrap(ofLine: row.line).rowCount - 1
  }

  /// The visual row after `row`, or nil at the end of the text.
  func row(after row: TextViewRow) -> TextViewRow? {
    if row.row + 1 < wrap(ofLine: row.line).rowCount { return TextViewRow(line: row.line, row: row.row + 1) }
    return row.line + 1 < storage.lineCount ? TextViewRow(line: row.line + 1, row: 0) : nil
  }

  /// The visual row before `row`, or nil at the start of the text.
  func row(before row: TextViewRow) -> TextViewRow? {
    if row.row > 0 { return TextViewRow(line: row.line, row: row.row - 1) }
    guard row.line > 0 else { return nil }
    return TextViewRow(line: row.line - 1, row: wrap(ofLine: row.line - 1).rowCount - 1)
  }

  /// The row `count` rows away from `row` (negative: upwards), stopping at
  /// either end of the text; also how many rows it actually moved.
  func row(_ row: TextViewRow, offsetBy count: Int) -> (row: TextViewRow, moved: Int) {
    var current = row
    var moved = 0
    while moved < abs(count) {
      guard let next = count > 0 ? self.row(after: current) : self.row(before: current) else { break }
      current = next
      moved += 1
    }
    return (current, moved)
  }

  /// How many rows `to` is below `from`, if it is no more than `limit`.
  func rowDistance(from: TextViewRow, to: TextViewRow, limit: Int) -> Int? {
    guard to >= from else { return nil }
    var current = from
    var distance = 0
    while current != to {
      guard distance < limit, let next = row(after: current) else { return nil }
      current = next
      distance += 1
    }
    return distance
  }

  /// The last visual row of the text.
  var lastRow: TextViewRow {
    let line = storage.lineCount - 1
    return TextViewRow(line: line, row: wrap(ofLine: line).rowCount - 1)
  }

  // MARK: Cells of a row

  /// Calls `body` with each grapheme shown on `row`: its column, the
  /// character, the cell it starts at and its width. `body` returns false to
  /// stop. Returns the cell after the last grapheme visited.
  @discardableResult
  func forEachCell(
    in row: TextViewRow, upTo endColumn: Int? = nil,
    _ body: (_ column: Int, _ character: Character, _ x: Int, _ width: Int) -> Bool
  ) -> Int {
    let columns = columns(of: row)
    let end = min(endColumn ?? columns.upperBound, columns.upperBound)
    guard columns.lowerBound < end else { return 0 }
    let text = storage[row.line]
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: columns.lowerBound)
    let stop = utf8.index(utf8.startIndex, offsetBy: end)
    let wrapWidth = self.wrapWidth
    var x = 0
    var column = columns.lowerBound
    for character in text[start..<stop] {
      let w = TextViewWrap.cellWidth(of: character, atX: x, wrapWidth: wrapWidth, tabWidth: tabWidth)
      guard body(column, character, x, w) else { return x }
      x += w
      column += character.utf8.count
    }
    return x
  }

  /// The cell `position` is at on its row.
  func cellX(of position: Position) -> Int {
    let row = row(of: position)
    let start = columns(of: row).lowerBound
    if position.column >= start, TextViewWrap.isPrintableASCII(storage[row.line], start..<position.column) {
      return position.column - start
    }
    return forEachCell(in: row, upTo: position.column) { _, _, _, _ in true }
  }

  /// The column on `row` nearest the cell `goal` without passing it. On a
  /// row that continues on the next, the column after its last grapheme
  /// belongs to that next row, so the last grapheme's column is the limit.
  func column(in row: TextViewRow, atX goal: Int) -> Int {
    var found: Int?
    var last: Int?
    forEachCell(in: row) { column, _, x, width in
      if goal < x + width {
        found = column
        return false
      }
      last = column
      return true
    }
    if let found { return found }
    if isLastRowOfLine(row) { return storage.length(ofLine: row.line) }
    return last ?? columns(of: row).lowerBound
  }
}

extension TermTextView {
  /// The size the text needs within `size`: the offered width, and as many
  /// rows as the text wraps to at that width (at most `size.height`; lines
  /// are measured only until that many rows are found, so a huge document
  /// costs no more than a screenful).
  func measuredSize(in size: Size) -> Size {
    let width = max(1, size.width)
    let limit = max(0, size.height)
    var rows = 0
    var widest = 0
    for line in 0..<lineCount {
      guard rows < limit else { break }
      let text = self.line(at: line)
      if wrapsLines {
        rows += TextViewWrap.make(for: text, width: width, tabWidth: tabWidth).rowCount
        widest = width
      } else {
        rows += 1
        widest = max(widest, DisplayWidth.of(text))
      }
    }
    let measuredWidth = wrapsLines ? min(width, size.width) : min(widest + 1, size.width)
    return Size(width: measuredWidth, height: min(rows, limit))
  }
}
