/// What a ``TermCanvas`` draws on: one window's cells, held by ncurses
/// (``CursesWindow``, a real or headless terminal) or in memory
/// (``CellBuffer``, for tests that need no terminal).
///
/// The canvas lays text out (graphemes, widths, clipping) once, generically,
/// and hands the surface runs of glyphs: it resolves a style into a pen once
/// per call, opens a run per row, and puts glyphs into the run. Every call is
/// specialized for the surface, so the per-cell path has no dynamic dispatch.
///
/// A surface stores what it is given and nothing more, as ncurses does: a
/// glyph written over half of a wide glyph leaves the other half behind, and
/// the canvas repairs the edges of each run (`repairLeftEdge`,
/// `repairRightEdge`), so both surfaces end up holding the same cells.
@MainActor
protocol TermSurface: AnyObject {
  /// A style resolved for this surface.
  associatedtype Pen: TermSurfacePen

  /// The part of the surface drawing can land on, in surface coordinates.
  var drawableRect: Rect { get }
  /// Whether links are kept as OSC 8 hyperlinks (else they are underlined).
  var usesHyperlinks: Bool { get }
  /// Whether box-drawing characters are drawn as ASCII (`-`, `|`, `+`):
  /// the screen's ``TermScreen/usesPlainLineDrawing``.
  var usesPlainLineDrawing: Bool { get }
  /// The hyperlinks drawn on the surface and not drawn over since.
  var hyperlinks: [HyperlinkRun] { get set }

  /// A pen that writes in `style`. Resolve one per run of text, not per cell.
  func resolve(_ style: TermStyle) -> Pen
}

/// A style resolved for one surface: it writes glyphs at surface coordinates.
@MainActor
protocol TermSurfacePen {
  /// A writer for one row, batching what the surface can batch.
  associatedtype Run: TermSurfaceRun

  /// Before a run of writes that starts at (`x`, `y`): if that cell is the
  /// right half of a wide glyph, blanks its left half.
  func repairLeftEdge(x: Int, y: Int)
  /// After a run of writes that ended just before (`x`, `y`): if that cell
  /// is the right half of a wide glyph whose left half was overwritten,
  /// blanks it.
  func repairRightEdge(x: Int, y: Int)
  /// Writes one glyph with its left edge at (`x`, `y`); a glyph that does
  /// not fit on the row is not written.
  func put(_ glyph: CellGlyph, x: Int, y: Int)
  /// Runs `body` with a writer for row `y` of at most `capacity` columns,
  /// flushed when `body` returns.
  func withRun<R>(y: Int, capacity: Int, _ body: (inout Run) -> R) -> R
}

/// Writes the glyphs of one row left to right.
@MainActor
protocol TermSurfaceRun {
  /// Writes `glyph` with its left edge at column `x`.
  mutating func put(_ glyph: CellGlyph, x: Int)
  /// Writes `glyph` into the `width` columns from `x`, as `put` would one by
  /// one; false (nothing written) when the run does not batch this glyph.
  mutating func repeatASCII(_ glyph: CellGlyph, x: Int, width: Int) -> Bool
  /// Sends what is batched to the surface.
  mutating func flush()
}

extension TermSurface {
  /// Records a link over cells just drawn (replacing any link there).
  func addHyperlink(_ run: HyperlinkRun) {
    eraseHyperlinks(y: run.y, from: run.minX, to: run.maxX)
    hyperlinks.append(run)
  }

  /// Cells drawn over lose their link: columns `from..<to` of row `y`.
  @inline(__always)
  func eraseHyperlinks(y: Int, from: Int, to: Int) {
    guard !hyperlinks.isEmpty else { return }
    eraseHyperlinksSlowly(y: y, from: from, to: to)
  }

  private func eraseHyperlinksSlowly(y: Int, from: Int, to: Int) {
    var kept: [HyperlinkRun] = []
    for run in hyperlinks {
      guard run.y == y, run.minX < to, from < run.maxX else {
        kept.append(run)
        continue
      }
      if run.minX < from { kept.append(HyperlinkRun(y: y, minX: run.minX, maxX: from, url: run.url)) }
      if to < run.maxX { kept.append(HyperlinkRun(y: y, minX: to, maxX: run.maxX, url: run.url)) }
    }
    hyperlinks = kept
  }
}

/// A window's surface on a ``TermScreen``: an ncurses window or an
/// in-memory one. The canvas switches on it once per drawing call, then
/// runs code specialized for that surface.
@MainActor
package enum ScreenSurface {
  /// A window ncurses holds (a real or headless terminal).
  case curses(CursesWindow)
  /// A window held in memory (an in-memory screen).
  case cells(CellBuffer)

  /// Where the window is on screen, as asked.
  package var frame: Rect {
    switch self {
    case .curses(let window): window.frame
    case .cells(let buffer): buffer.frame
    }
  }

  /// A number that grows whenever the window's cells may have been written
  /// (a pen resolved, reverse video toggled, the window rebuilt): equal
  /// before and after a call, the call wrote nothing. The window's draw
  /// pass uses it to know an area it cleared is still blank.
  package var writeCount: Int {
    switch self {
    case .curses(let window): window.writeCount
    case .cells(let buffer): buffer.writeCount
    }
  }

  /// The part of the window that is on screen, in window coordinates.
  var drawableRect: Rect {
    switch self {
    case .curses(let window): window.drawableRect
    case .cells(let buffer): buffer.drawableRect
    }
  }

  /// Whether the screen keeps links as OSC 8 hyperlinks.
  var usesHyperlinks: Bool {
    switch self {
    case .curses(let window): window.usesHyperlinks
    case .cells(let buffer): buffer.usesHyperlinks
    }
  }

  /// Moves and resizes the window; its content must be redrawn afterwards.
  package func setFrame(_ frame: Rect) {
    switch self {
    case .curses(let window): window.setFrame(frame)
    case .cells(let buffer): buffer.setFrame(frame)
    }
  }

  /// Re-clamps the window after the screen changed size.
  package func screenDidResize() {
    switch self {
    case .curses(let window): window.screenDidResize()
    case .cells(let buffer): buffer.screenDidResize()
    }
  }

  /// Turns reverse video on or off in columns `columns` of row `y`
  /// (window coordinates), never splitting a wide glyph: how a selection
  /// on screen is shown over what the views drew.
  package func toggleReverse(y: Int, columns: Range<Int>) {
    switch self {
    case .curses(let window): window.toggleReverse(y: y, columns: columns)
    case .cells(let buffer): buffer.toggleReverse(y: y, columns: columns)
    }
  }

  /// Puts the window above all others.
  package func bringToFront() {
    switch self {
    case .curses(let window): window.bringToFront()
    case .cells(let buffer): buffer.bringToFront()
    }
  }

  /// Frees the window; it draws nothing afterwards.
  package func close() {
    switch self {
    case .curses(let window): window.close()
    case .cells(let buffer): buffer.close()
    }
  }

  /// Makes the next frame send the window's cells whole, not only those
  /// that changed (a screen reader then reads the whole line); nothing for
  /// an in-memory window.
  package func resendAll() {
    if case .curses(let window) = self { window.resendAll() }
  }

  /// Records a link over cells just drawn.
  func addHyperlink(_ run: HyperlinkRun) {
    switch self {
    case .curses(let window): window.addHyperlink(run)
    case .cells(let buffer): buffer.addHyperlink(run)
    }
  }
}
