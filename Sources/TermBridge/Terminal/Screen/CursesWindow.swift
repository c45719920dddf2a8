internal import CNcurses

/// One ncurses window with its panel: the surface a window's view tree draws
/// into. Panels keep stacked windows (dialogs over a screen) in order.
@MainActor
package final class CursesWindow: TermSurface {
  private(set) var window: UnsafeMutablePointer<WINDOW>?
  private var panel: UnsafeMutablePointer<PANEL>?
  /// Where the window is on screen, as asked; the ncurses window covers the
  /// part of it that is on screen.
  package private(set) var frame: Rect
  /// The part of `frame` that ncurses actually holds, in screen coordinates.
  private(set) var visibleFrame: Rect = .zero
  unowned let screen: TermScreen
  private var hidden = false
  /// No part of the window is on screen (ncurses holds a 1x1 stand-in).
  private var isOffScreen = false
  /// The hyperlinks drawn in the window and not drawn over since.
  var hyperlinks: [HyperlinkRun] = []
  /// Grows whenever cells may have been written (see
  /// ``ScreenSurface/writeCount``).
  private(set) var writeCount = 0

  init(screen: TermScreen, frame: Rect) {
    self.screen = screen
    self.frame = frame
    rebuild()
  }

  /// Moves and resizes the window; its content must be redrawn afterwards.
  package func setFrame(_ newFrame: Rect) {
    guard newFrame != frame || visibleFrame != newFrame.intersection(screen.bounds) else { return }
    frame = newFrame
    rebuild()
  }

  /// Re-clamps the window after the screen changed size.
  package func screenDidResize() { rebuild() }

  var isHidden: Bool {
    get { hidden }
    set {
      hidden = newValue
      applyVisibility()
    }
  }

  /// Puts the window above all others.
  package func bringToFront() {
    if let panel { top_panel(panel) }
  }

  package func close() {
    if let panel { del_panel(panel) }
    if let window { delwin(window) }
    panel = nil
    window = nil
  }

  /// The part of the window that is on screen, in window-relative
  /// coordinates: where drawing can land.
  var drawableRect: Rect {
    frame.intersection(screen.bounds).offsetBy(Point.zero - frame.origin)
  }

  /// Whether the screen sends hyperlinks as OSC 8.
  var usesHyperlinks: Bool { screen.usesHyperlinks }
  var usesPlainLineDrawing: Bool { screen.usesPlainLineDrawing }

  /// A pen that writes in `style` into this window. Resolve one per run of
  /// text, not per cell: it holds the style as ncurses bits and a snapshot of
  /// the window's geometry.
  func resolve(_ style: TermStyle) -> CursesStyle {
    writeCount &+= 1
    let palette = screen.palette
    var cell = cchar_t()
    var blank: wchar_t = 0x20
    let attributes = palette.cursesAttributes(style.attributes)
    let pair = palette.pair(foreground: style.foreground, background: style.background)
    tb_make_cchar(&cell, &blank, 1, attributes, pair)
    return CursesStyle(
      window: isOffScreen ? nil : window, template: cell,
      asciiBits: pair < 256 ? tb_chtype_bits(attributes, pair) : nil,
      offset: Point(x: frame.minX - visibleFrame.minX, y: frame.minY - visibleFrame.minY),
      limit: visibleFrame.size)
  }

  /// Writes one glyph at window-relative `point` (relative to `frame`),
  /// blanking whatever half of a wide glyph it leaves behind.
  func put(_ glyph: CellGlyph, at point: Point, style: TermStyle) {
    let pen = resolve(style)
    pen.repairLeftEdge(x: point.x, y: point.y)
    pen.put(glyph, x: point.x, y: point.y)
    pen.repairRightEdge(x: point.x + glyph.width, y: point.y)
  }

  /// Writes one glyph with its left edge at window-relative (`x`, `y`).
  @inline(__always)
  func put(_ glyph: CellGlyph, x: Int, y: Int, style: CursesStyle) {
    style.put(glyph, x: x, y: y)
  }

  /// Turns reverse video on or off in columns `columns` of row `y`
  /// (window coordinates), whole wide glyphs at the edges included.
  func toggleReverse(y: Int, columns: Range<Int>) {
    writeCount &+= 1
    guard let window, !isOffScreen else { return }
    let wy = y + frame.minY - visibleFrame.minY
    let dx = frame.minX - visibleFrame.minX
    guard wy >= 0, wy < visibleFrame.height else { return }
    var first = max(0, columns.lowerBound + dx)
    var last = min(visibleFrame.width, columns.upperBound + dx)
    guard first < last else { return }
    if first > 0, tb_cell_part(window, Int32(wy), Int32(first)) == 2 { first -= 1 }
    if last < visibleFrame.width, tb_cell_part(window, Int32(wy), Int32(last - 1)) == 1 { last += 1 }
    for x in first..<last { tb_toggle_reverse(window, Int32(wy), Int32(x)) }
  }

  /// Marks every cell as changed so the next frame repaints it (after resume).
  func touchAll() {
    if let window { touchwin(window) }
  }

  /// Makes the next frame send every cell of the window again, even those
  /// the terminal already shows (`wredrawln`).
  func resendAll() {
    if let window { wredrawln(window, 0, getmaxy(window)) }
  }

  private func rebuild() {
    writeCount &+= 1
    let visible = frame.intersection(screen.bounds)
    isOffScreen = visible.isEmpty
    visibleFrame = visible.isEmpty ? Rect(x: 0, y: 0, width: 1, height: 1) : visible
    let h = Int32(visibleFrame.height)
    let w = Int32(visibleFrame.width)
    if let window {
      wresize(window, h, w)
      if let panel {
        move_panel(panel, Int32(visibleFrame.minY), Int32(visibleFrame.minX))
      }
      werase(window)
      hyperlinks.removeAll()
    } else {
      window = newwin(h, w, Int32(visibleFrame.minY), Int32(visibleFrame.minX))
      if let window {
        panel = new_panel(window)
        tb_set_blank_pair(window, screen.palette.defaultPair)
        // Stray cursor movement or a bottom-right write must never scroll.
        scrollok(window, false)
        leaveok(window, false)
      }
    }
    applyVisibility()
  }

  private func applyVisibility() {
    guard let panel else { return }
    let shouldHide = hidden || frame.intersection(screen.bounds).isEmpty
    let isHiddenNow = panel_hidden(panel) != 0
    // show_panel also raises a panel, so only call it on a hidden one.
    if shouldHide && !isHiddenNow {
      hide_panel(panel)
    } else if !shouldHide && isHiddenNow {
      show_panel(panel)
    }
  }
}

/// A style resolved to ncurses terms for one window: a cell with its
/// attributes and colour pair set, into which `put` copies the characters.
/// Valid until the window moves, resizes or closes.
struct CursesStyle: TermSurfacePen {
  let window: UnsafeMutablePointer<WINDOW>?
  let template: cchar_t
  /// The style as chtype bits, for runs of ASCII; nil when the colour pair
  /// does not fit a chtype.
  let asciiBits: chtype?
  /// Window-relative coordinates minus `offset` are ncurses window coordinates.
  let offset: Point
  /// The size of the ncurses window.
  let limit: Size

  /// Before a run of writes that starts at window-relative (`x`, `y`): if
  /// that cell is the right half of a wide glyph, blanks its left half.
  func repairLeftEdge(x: Int, y: Int) {
    guard let window else { return }
    let wx = Int32(x + offset.x)
    let wy = Int32(y + offset.y)
    guard wx > 0, wy >= 0, Int(wx) < limit.width, Int(wy) < limit.height else { return }
    if tb_cell_part(window, wy, wx) == 2 { tb_blank_cell(window, wy, wx - 1) }
  }

  /// After a run of writes that ended just before window-relative (`x`,
  /// `y`): if that cell is the right half of a wide glyph whose left half
  /// was overwritten, blanks it.
  func repairRightEdge(x: Int, y: Int) {
    guard let window else { return }
    let wx = Int32(x + offset.x)
    let wy = Int32(y + offset.y)
    guard wx > 0, wy >= 0, Int(wx) < limit.width, Int(wy) < limit.height else { return }
    if tb_cell_part(window, wy, wx) == 2 && tb_cell_part(window, wy, wx - 1) != 1 {
      tb_blank_cell(window, wy, wx)
    }
  }

  /// Writes one glyph with its left edge at window-relative (`x`, `y`). A
  /// glyph that does not fit on the ncurses window's row is not written:
  /// ncurses would wrap it onto the next row. Half a wide glyph that this
  /// leaves behind is repaired by `repairLeftEdge` and `repairRightEdge`,
  /// once per run of writes.
  @inline(__always)
  func put(_ glyph: CellGlyph, x: Int, y: Int) {
    guard let window else { return }
    let wx = x + offset.x
    let wy = y + offset.y
    guard wx >= 0, wy >= 0, wx + glyph.width <= limit.width, wy < limit.height else { return }
    var cell = template
    if glyph.scalar != 0 {
      cell.chars.0 = wchar_t(bitPattern: glyph.scalar)
      mvwadd_wch(window, Int32(wy), Int32(wx), &cell)
      return
    }
    var column = Int32(wx)
    for part in glyph.storage {
      let s = part.scalars
      let n = s.count
      cell.chars = (
        wchar_t(bitPattern: s[0]), n > 1 ? wchar_t(bitPattern: s[1]) : 0,
        n > 2 ? wchar_t(bitPattern: s[2]) : 0, n > 3 ? wchar_t(bitPattern: s[3]) : 0,
        n > 4 ? wchar_t(bitPattern: s[4]) : 0
      )
      mvwadd_wch(window, Int32(wy), column, &cell)
      column += Int32(part.width)
    }
  }

  /// Runs `body` with a run writer for row `y` that batches ASCII into one
  /// ncurses call (`waddchnstr`, which skips the per-character width and
  /// printability checks `wadd_wch` makes); at most `capacity` columns.
  @inline(__always)
  func withRun<R>(y: Int, capacity: Int, _ body: (inout CursesRun) -> R) -> R {
    withRunBuffer(capacity: max(1, capacity)) { buffer in
      var run = CursesRun(pen: self, y: y, buffer: buffer)
      let result = body(&run)
      run.flush()
      return result
    }
  }
}

/// A temporary buffer of `capacity` cells for a run. Nonisolated, so the
/// closure it hands the standard library is not a main-actor one: such a
/// closure pays an isolation check on every call (ARCHITECTURE.md,
/// "Per-call costs"), and a run is opened for every row drawn.
@inline(__always)
private nonisolated func withRunBuffer<R>(
  capacity: Int, _ body: (UnsafeMutableBufferPointer<chtype>) -> R
) -> R {
  withUnsafeTemporaryAllocation(of: chtype.self, capacity: capacity) { body($0) }
}

/// Writes the glyphs of one row left to right, printable ASCII batched.
struct CursesRun: TermSurfaceRun {
  let pen: CursesStyle
  let y: Int
  let buffer: UnsafeMutableBufferPointer<chtype>
  private var start = 0
  private var count = 0

  init(pen: CursesStyle, y: Int, buffer: UnsafeMutableBufferPointer<chtype>) {
    self.pen = pen
    self.y = y
    self.buffer = buffer
  }

  /// Writes `glyph` with its left edge at window-relative column `x`.
  @inline(__always)
  mutating func put(_ glyph: CellGlyph, x: Int) {
    if let cell = batchedCell(glyph) {
      append(cell, x: x, count: 1)
      return
    }
    flush()
    pen.put(glyph, x: x, y: y)
  }

  /// Writes `glyph` into the `width` columns from window-relative column
  /// `x`, as `put` would one by one; false (nothing written) unless the
  /// glyph is printable ASCII the pen batches.
  @inline(__always)
  mutating func repeatASCII(_ glyph: CellGlyph, x: Int, width: Int) -> Bool {
    guard let cell = batchedCell(glyph) else { return false }
    append(cell, x: x, count: width)
    return true
  }

  /// The cell for `glyph` when it is printable ASCII the pen batches.
  @inline(__always)
  private func batchedCell(_ glyph: CellGlyph) -> chtype? {
    guard let bits = pen.asciiBits, glyph.scalar >= 0x20, glyph.scalar < 0x7F else { return nil }
    return bits | chtype(glyph.scalar)
  }

  /// Adds `count` copies of `cell` from column `x` to the batch, sending
  /// what is batched first when it does not end at `x` or is full.
  @inline(__always)
  private mutating func append(_ cell: chtype, x: Int, count wanted: Int) {
    var x = x
    var left = wanted
    while left > 0 {
      if count > 0 && (start + count != x || count == buffer.count) { flush() }
      if count == 0 { start = x }
      let chunk = min(left, buffer.count - count)
      (buffer.baseAddress! + count).initialize(repeating: cell, count: chunk)
      count += chunk
      x += chunk
      left -= chunk
    }
  }

  /// Sends the batched ASCII to ncurses.
  mutating func flush() {
    guard count > 0, let window = pen.window else {
      count = 0
      return
    }
    let wx = start + pen.offset.x
    let wy = y + pen.offset.y
    let first = max(0, -wx)
    let last = min(count, pen.limit.width - wx)
    if wy >= 0, wy < pen.limit.height, first < last {
      mvwaddchnstr(window, Int32(wy), Int32(wx + first), buffer.baseAddress! + first, Int32(last - first))
    }
    count = 0
  }
}
