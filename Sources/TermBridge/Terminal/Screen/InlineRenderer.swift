/// Draws the frames of an inline app: the rows below the shell prompt, on
/// the terminal's main screen, with no ncurses (which wants the whole
/// screen and the alternate one).
///
/// Each frame is the cells an in-memory screen composed (``CellBuffer``s,
/// the surface the tests draw on); the renderer compares them with the
/// frame before and writes only the cells that changed, with cursor moves
/// relative to the region (CR, CUU/CUD, CHA), so it never needs to know
/// where on the terminal the region is. Widths come from the cells
/// (``DisplayWidth`` decided them when they were drawn): a wide glyph is
/// written once, from its left half.
///
/// The region's rows are made by newlines from its top row (the line the
/// cursor was on at start), so a region at the bottom of the terminal
/// scrolls what was above it up into the scrollback, as any output does.
/// Text printed above the region (``printAbove(_:)``) is written over the
/// region's top row and followed by a fresh region below it.
@MainActor
package final class InlineRenderer {
  /// Wrap each frame in synchronized-output markers (mode 2026).
  package var usesSynchronizedOutput = false
  /// Where the bytes go (standard output for a session; a buffer in tests).
  private let output: ([UInt8]) -> Void

  /// The cells shown after the last frame, row by row; nil when the region
  /// must be painted whole (at start, after a print, a resize or a resume).
  private var shown: [CellBuffer.Cell]?
  /// The width `shown` was drawn at.
  private var shownWidth = 0
  /// Rows of the region that exist below its top (made by newlines); the
  /// top row always exists.
  private var reservedRows = 1
  /// The terminal cursor's row, counted from the region's top row.
  private var cursorRow = 0
  /// The terminal cursor's column, when known.
  private var cursorColumn: Int?
  /// Whether the terminal cursor is shown.
  private var cursorVisible = true
  /// Text waiting to be printed above the region with the next frame.
  private var pendingText: [String] = []
  /// The bytes being made for the current write.
  private var bytes: [UInt8] = []
  /// While the app is shown on the whole terminal (the alternate screen):
  /// the inline region as it was left, to go back to.
  private var savedRegion: SavedRegion?

  /// The inline region kept while the app is shown full-screen: the
  /// terminal keeps its rows on the main screen, the renderer its state.
  private struct SavedRegion {
    var shown: [CellBuffer.Cell]?
    var shownWidth: Int
    var reservedRows: Int
    var cursorRow: Int
    /// What leaves the alternate screen (`rmcup`).
    var leave: String
  }

  /// A renderer writing through `output`; the region starts on the
  /// cursor's line.
  package init(output: @escaping ([UInt8]) -> Void) {
    self.output = output
  }

  /// How many rows the region holds on the terminal now.
  package var regionHeight: Int { reservedRows }

  /// Queues `text` (one or more lines) to be printed above the region,
  /// written with the next frame so the region never shows empty.
  package func printAbove(_ text: String) {
    pendingText.append(text)
  }

  /// Whether text is waiting for the next frame.
  package var hasPendingText: Bool { !pendingText.isEmpty }

  /// The next frame paints the whole region (after the terminal may have
  /// changed it: a resize, a resume).
  package func invalidate() {
    shown = nil
  }

  /// The region starts again on the cursor's line (after a resume, when
  /// the shell printed below the last frame).
  package func restartBelowCursor() {
    savedRegion = nil
    shown = nil
    reservedRows = 1
    cursorRow = 0
    cursorColumn = nil
  }

  /// Whether the app is shown on the whole terminal for now, on the
  /// alternate screen, rather than in its rows below the prompt.
  package var isFullScreen: Bool { savedRegion != nil }

  /// Shows the app on the whole terminal, `rows` tall, from the next
  /// frame: `enter` (`smcup`) switches to the alternate screen, where the
  /// region becomes every row from the top; the inline region stays on the
  /// main screen as it was, to come back to with ``leaveFullScreen()``.
  /// Text printed meanwhile waits until then.
  package func enterFullScreen(rows: Int, enter: String, leave: String) {
    guard savedRegion == nil else { return }
    bytes.removeAll(keepingCapacity: true)
    savedRegion = SavedRegion(
      shown: shown, shownWidth: shownWidth, reservedRows: reservedRows, cursorRow: cursorRow, leave: leave)
    append(enter)
    append("\u{1B}[0m\u{1B}[H\u{1B}[2J")
    reservedRows = max(1, rows)
    cursorRow = 0
    cursorColumn = 0
    shown = nil
    flush()
  }

  /// Back to the rows below the prompt: `rmcup` brings the main screen
  /// back with the region as it was left (the terminal restores the cursor
  /// saved on entering); the next frame writes what changed since, or the
  /// whole region after ``invalidate()`` (terminals whose `rmcup` does not
  /// restore the main screen).
  package func leaveFullScreen() {
    guard let saved = savedRegion else { return }
    savedRegion = nil
    bytes.removeAll(keepingCapacity: true)
    append("\u{1B}[0m")
    append(saved.leave)
    shown = saved.shown
    shownWidth = saved.shownWidth
    reservedRows = saved.reservedRows
    cursorRow = saved.cursorRow
    cursorColumn = nil
    flush()
  }

  /// Writes one frame: `cells` (`size.width` by `size.height`, row by row),
  /// with the cursor shown at `cursor` (region coordinates) or hidden.
  func render(cells: [CellBuffer.Cell], size: Size, cursor: Point?) {
    bytes.removeAll(keepingCapacity: true)
    if usesSynchronizedOutput { append("\u{1B}[?2026h") }
    if cursorVisible {
      append("\u{1B}[?25l")
      cursorVisible = false
    }
    if savedRegion == nil { writePendingText() }
    if size.width != shownWidth {
      // The terminal may have rewrapped or cut the old rows: start clean.
      moveTo(row: 0)
      append("\r\u{1B}[0m\u{1B}[J")
      cursorColumn = 0
      shown = nil
    }
    reserve(rows: size.height)
    paint(cells, size: size)
    shown = cells
    shownWidth = size.width
    if let cursor, cursor.y >= 0, cursor.y < size.height, cursor.x >= 0, cursor.x < size.width {
      moveTo(row: cursor.y)
      moveTo(column: cursor.x)
      append("\u{1B}[?25h")
      cursorVisible = true
    }
    if usesSynchronizedOutput { append("\u{1B}[?2026l") }
    flush()
  }

  /// Leaves the region as the scrollback keeps it: the cursor on the line
  /// below its last row, the default style, the cursor shown. Text still
  /// queued is printed first (above the last frame).
  func finish() {
    leaveFullScreen()
    bytes.removeAll(keepingCapacity: true)
    if !pendingText.isEmpty, let shown {
      // Printed above the last frame, which is then drawn again.
      let width = shownWidth
      let height = shown.count / max(1, width)
      writePendingText()
      reserve(rows: height)
      paint(shown, size: Size(width: width, height: height))
      self.shown = shown
    }
    append(finishingBytes)
    cursorVisible = true
    cursorRow = reservedRows
    flush()
  }

  /// What moves the cursor from where it is now to the line below the
  /// region, in the default style and shown: what ``finish()`` writes, and
  /// what a crash handler writes (it cannot ask the renderer then).
  /// Full-screen, it leaves the alternate screen first and goes below the
  /// region kept on the main screen.
  package var finishingBytes: String {
    var s = "\u{1B}[0m"
    if let saved = savedRegion {
      s += saved.leave
      let down = saved.reservedRows - 1 - saved.cursorRow
      if down > 0 { s += "\u{1B}[\(down)B" }
      return s + "\r\n\u{1B}[?25h"
    }
    let down = reservedRows - 1 - cursorRow
    if down > 0 { s += "\u{1B}[\(down)B" }
    return s + "\r\n\u{1B}[?25h"
  }

  // MARK: Steps of a frame

  /// Prints the queued text over the region (erased first), and starts
  /// the region again on the line after it.
  private func writePendingText() {
    guard !pendingText.isEmpty else { return }
    moveTo(row: 0)
    append("\r\u{1B}[0m\u{1B}[J")
    for text in pendingText {
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        append(String(line))
        append("\u{1B}[0m\u{1B}[K\r\n")
      }
    }
    pendingText.removeAll()
    reservedRows = 1
    cursorRow = 0
    cursorColumn = 0
    shown = nil
  }

  /// Makes the region `rows` tall: newlines below its last row to grow
  /// it (scrolling the terminal when it is at the bottom), an erase below
  /// the new last row to shrink it.
  private func reserve(rows: Int) {
    let rows = max(1, rows)
    if savedRegion != nil, rows > reservedRows {
      // Full-screen, every row of the terminal exists already.
      reservedRows = rows
    } else if rows > reservedRows {
      moveTo(row: reservedRows - 1)
      append(String(repeating: "\r\n", count: rows - reservedRows))
      cursorRow = rows - 1
      cursorColumn = 0
      reservedRows = rows
    } else if rows < reservedRows {
      moveTo(row: rows)
      append("\r\u{1B}[0m\u{1B}[J")
      cursorColumn = 0
      reservedRows = rows
    }
  }

  /// Writes the cells that differ from the last frame (every non-blank
  /// cell, on erased rows, when there is none).
  private func paint(_ cells: [CellBuffer.Cell], size: Size) {
    let width = size.width
    let previous = shown.flatMap { $0.count == cells.count ? $0 : nil }
    var style = TermStyle.plain
    append("\u{1B}[0m")
    for y in 0..<size.height {
      let row = y * width
      if previous == nil {
        moveTo(row: y)
        if style != .plain {
          append("\u{1B}[0m")
          style = .plain
        }
        append("\u{1B}[2K")
      }
      var x = 0
      while x < width {
        let cell = cells[row + x]
        let changed = previous.map { $0[row + x] != cell } ?? (cell != .blank)
        guard changed else {
          x += 1
          continue
        }
        // A change in the right half of a wide glyph is written from its left half.
        var start = x
        if cell.part == 2, start > 0, cells[row + start - 1].part == 1 { start -= 1 }
        moveTo(row: y)
        moveTo(column: start)
        // The run goes on while cells differ (or are right halves).
        var column = start
        while column < width {
          let current = cells[row + column]
          let differs = previous.map { $0[row + column] != current } ?? (current != .blank)
          if column > start, !differs, current.part != 2 { break }
          if current.part == 2 {
            column += 1
            continue
          }
          if current.style != style {
            append(InlineRenderer.sgr(current.style))
            style = current.style
          }
          appendScalars(current)
          let advance = current.part == 1 && column + 1 < width ? 2 : 1
          column += advance
          cursorColumn = column
        }
        x = column
      }
    }
    if style != .plain { append("\u{1B}[0m") }
  }

  // MARK: Cursor moves

  private func moveTo(row: Int) {
    if row < cursorRow {
      append(row == cursorRow - 1 ? "\u{1B}[A" : "\u{1B}[\(cursorRow - row)A")
    } else if row > cursorRow {
      append(row == cursorRow + 1 ? "\u{1B}[B" : "\u{1B}[\(row - cursorRow)B")
    }
    cursorRow = row
  }

  private func moveTo(column: Int) {
    guard cursorColumn != column else { return }
    append(column == 0 ? "\r" : "\u{1B}[\(column + 1)G")
    cursorColumn = column
  }

  // MARK: Bytes

  /// The SGR sequence that sets `style` from any state.
  static func sgr(_ style: TermStyle) -> String {
    var s = "\u{1B}[0"
    let a = style.attributes
    if a.contains(.bold) { s += ";1" }
    if a.contains(.dim) { s += ";2" }
    if a.contains(.italic) { s += ";3" }
    if a.contains(.underline) { s += ";4" }
    if a.contains(.blink) { s += ";5" }
    if a.contains(.reverse) { s += ";7" }
    s += color(style.foreground, base: 30, bright: 90, extended: 38)
    s += color(style.background, base: 40, bright: 100, extended: 48)
    return s + "m"
  }

  private static func color(_ color: TermColor, base: Int, bright: Int, extended: Int) -> String {
    switch color {
    case .default: return ""
    case .indexed(let n) where n < 8: return ";\(base + Int(n))"
    case .indexed(let n) where n < 16: return ";\(bright + Int(n) - 8)"
    case .indexed(let n): return ";\(extended);5;\(n)"
    case .rgb(let r, let g, let b): return ";\(extended);2;\(r);\(g);\(b)"
    }
  }

  private func appendScalars(_ cell: CellBuffer.Cell) {
    for value in cell.scalars {
      // Control characters never reach the terminal from a cell.
      guard let scalar = Unicode.Scalar(value), value >= 0x20, value != 0x7F else {
        bytes.append(0x20)
        continue
      }
      bytes.append(contentsOf: String(scalar).utf8)
    }
  }

  private func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  private func flush() {
    guard !bytes.isEmpty else { return }
    output(bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}
