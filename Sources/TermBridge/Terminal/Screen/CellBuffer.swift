/// One window of an in-memory screen (``TermScreen/inMemory(width:height:noColor:)``):
/// its cells held in an array instead of by ncurses, so drawing needs no
/// terminal and no process-global state, and tests using it run in parallel.
///
/// It stores cells as an ncurses window does (the code points of each cell,
/// which part of a wide glyph it is, its style as the terminal shows it), so
/// a canvas draws the same screens on both; ``TermScreen`` composes the
/// windows of an in-memory screen on each frame and reads them back as it
/// reads an ncurses screen.
@MainActor
package final class CellBuffer: TermSurface {
  /// One cell: its code points, which part of a glyph it is and its style.
  struct Cell: Equatable {
    /// The first code point (U+0020 in a blank cell).
    var scalar: UInt32
    /// The code points after the first (combining marks), usually none.
    var marks: [UInt32]
    /// 0 a narrow glyph, 1 the left half of a wide one, 2 its right half.
    var part: UInt8
    /// The style as the terminal shows it (colours mapped to its palette).
    var style: TermStyle

    static let blank = Cell(scalar: 0x20, marks: [], part: 0, style: .plain)

    /// The cell's code points.
    var scalars: [UInt32] { [scalar] + marks }
  }

  /// Where the window is on screen, as asked.
  package private(set) var frame: Rect
  /// The part of `frame` the buffer holds (the part on screen), in screen
  /// coordinates; 1x1 at the origin when none of it is.
  private(set) var visibleFrame: Rect = .zero
  /// The cells of `visibleFrame`, row by row.
  private(set) var cells: [Cell] = []
  /// No part of the window is on screen.
  private(set) var isOffScreen = false
  /// Hidden windows are not composed onto the screen.
  var isHidden = false
  /// Closed windows draw nothing.
  private(set) var isClosed = false
  unowned let screen: TermScreen
  var hyperlinks: [HyperlinkRun] = []
  /// Grows whenever cells may have been written (see
  /// ``ScreenSurface/writeCount``).
  private(set) var writeCount = 0

  init(screen: TermScreen, frame: Rect) {
    self.screen = screen
    self.frame = frame
    rebuild()
  }

  /// Whether the screen keeps links as OSC 8 hyperlinks.
  var usesHyperlinks: Bool { screen.usesHyperlinks }
  var usesPlainLineDrawing: Bool { screen.usesPlainLineDrawing }

  /// The part of the window that is on screen, in window coordinates.
  var drawableRect: Rect {
    frame.intersection(screen.bounds).offsetBy(Point.zero - frame.origin)
  }

  /// Moves and resizes the window; its content is erased, as an ncurses
  /// window's is, and must be redrawn.
  func setFrame(_ newFrame: Rect) {
    guard newFrame != frame || visibleFrame != newFrame.intersection(screen.bounds) else { return }
    frame = newFrame
    rebuild()
  }

  /// Re-clamps the window after the screen changed size.
  func screenDidResize() { rebuild() }

  /// Puts the window above all others.
  func bringToFront() { screen.bringToFront(self) }

  /// Frees the cells; the window draws nothing afterwards.
  func close() {
    isClosed = true
    cells = []
    hyperlinks = []
  }

  /// A pen that writes `style` (mapped to the screen's colours) into the buffer.
  func resolve(_ style: TermStyle) -> CellPen {
    writeCount &+= 1
    return CellPen(
      buffer: isOffScreen || isClosed ? nil : self, style: screen.palette.shown(style),
      offset: Point(x: frame.minX - visibleFrame.minX, y: frame.minY - visibleFrame.minY),
      limit: visibleFrame.size)
  }

  /// The cell at (`x`, `y`) of the buffer (not window) coordinates.
  func cell(x: Int, y: Int) -> Cell { cells[y * visibleFrame.width + x] }

  /// Writes a cell at buffer (not window) coordinates.
  @inline(__always)
  func set(_ cell: Cell, x: Int, y: Int) { cells[y * visibleFrame.width + x] = cell }

  /// Turns reverse video on or off in columns `columns` of row `y`
  /// (window coordinates), whole wide glyphs at the edges included.
  func toggleReverse(y: Int, columns: Range<Int>) {
    writeCount &+= 1
    guard !isOffScreen, !isClosed else { return }
    let by = y + frame.minY - visibleFrame.minY
    let dx = frame.minX - visibleFrame.minX
    guard by >= 0, by < visibleFrame.height else { return }
    var first = max(0, columns.lowerBound + dx)
    var last = min(visibleFrame.width, columns.upperBound + dx)
    guard first < last else { return }
    if first > 0, cell(x: first, y: by).part == 2 { first -= 1 }
    if last < visibleFrame.width, cell(x: last - 1, y: by).part == 1 { last += 1 }
    for x in first..<last {
      var shown = cell(x: x, y: by)
      shown.style.attributes.formSymmetricDifference(.reverse)
      set(shown, x: x, y: by)
    }
  }

  private func rebuild() {
    writeCount &+= 1
    let visible = frame.intersection(screen.bounds)
    isOffScreen = visible.isEmpty
    visibleFrame = visible.isEmpty ? Rect(x: 0, y: 0, width: 1, height: 1) : visible
    cells = Array(repeating: .blank, count: visibleFrame.width * visibleFrame.height)
    hyperlinks.removeAll()
  }
}

/// A style resolved for a ``CellBuffer``: writes cells in that style.
@MainActor
struct CellPen: TermSurfacePen {
  /// Nil when the window is off screen or closed: writes go nowhere.
  let buffer: CellBuffer?
  let style: TermStyle
  /// Window coordinates minus `offset` are buffer coordinates.
  let offset: Point
  /// The size of the buffer.
  let limit: Size

  func repairLeftEdge(x: Int, y: Int) {
    guard let buffer else { return }
    let bx = x + offset.x
    let by = y + offset.y
    guard bx > 0, by >= 0, bx < limit.width, by < limit.height else { return }
    if buffer.cell(x: bx, y: by).part == 2 { blank(buffer, x: bx - 1, y: by) }
  }

  func repairRightEdge(x: Int, y: Int) {
    guard let buffer else { return }
    let bx = x + offset.x
    let by = y + offset.y
    guard bx > 0, by >= 0, bx < limit.width, by < limit.height else { return }
    if buffer.cell(x: bx, y: by).part == 2 && buffer.cell(x: bx - 1, y: by).part != 1 {
      blank(buffer, x: bx, y: by)
    }
  }

  /// Replaces a cell with a blank in its own style, as `tb_blank_cell` does.
  private func blank(_ buffer: CellBuffer, x: Int, y: Int) {
    var cell = buffer.cell(x: x, y: y)
    cell.scalar = 0x20
    cell.marks = []
    cell.part = 0
    buffer.set(cell, x: x, y: y)
  }

  func put(_ glyph: CellGlyph, x: Int, y: Int) {
    guard let buffer else { return }
    let bx = x + offset.x
    let by = y + offset.y
    guard bx >= 0, by >= 0, bx + glyph.width <= limit.width, by < limit.height else { return }
    if glyph.scalar != 0 {
      write(buffer, scalar: glyph.scalar, marks: [], width: glyph.width, x: bx, y: by)
      return
    }
    var column = bx
    for part in glyph.storage {
      write(
        buffer, scalar: part.scalars[0], marks: Array(part.scalars.dropFirst()), width: part.width, x: column,
        y: by)
      column += part.width
    }
  }

  /// One ncurses cell: a wide one marks its second column as its right half
  /// (holding the same code points, as ncurses keeps them).
  @inline(__always)
  private func write(_ buffer: CellBuffer, scalar: UInt32, marks: [UInt32], width: Int, x: Int, y: Int) {
    let wide = width == 2 && x + 1 < limit.width
    buffer.set(CellBuffer.Cell(scalar: scalar, marks: marks, part: wide ? 1 : 0, style: style), x: x, y: y)
    if wide {
      buffer.set(CellBuffer.Cell(scalar: scalar, marks: marks, part: 2, style: style), x: x + 1, y: y)
    }
  }

  func withRun<R>(y: Int, capacity: Int, _ body: (inout CellRun) -> R) -> R {
    var run = CellRun(pen: self, y: y)
    return body(&run)
  }
}

/// Writes the glyphs of one row of a ``CellBuffer`` (nothing to batch).
@MainActor
struct CellRun: TermSurfaceRun {
  let pen: CellPen
  let y: Int

  mutating func put(_ glyph: CellGlyph, x: Int) { pen.put(glyph, x: x, y: y) }

  mutating func repeatASCII(_ glyph: CellGlyph, x: Int, width: Int) -> Bool {
    guard glyph.scalar >= 0x20, glyph.scalar < 0x7F else { return false }
    for column in x..<(x + width) { pen.put(glyph, x: column, y: y) }
    return true
  }

  mutating func flush() {}
}
