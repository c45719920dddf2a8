import CNcurses

/// One ncurses window with its panel: the surface a window's view tree draws
/// into. Panels keep stacked windows (dialogs over a screen) in order.
@MainActor
final class CursesWindow {
  private(set) var window: UnsafeMutablePointer<WINDOW>?
  private var panel: UnsafeMutablePointer<PANEL>?
  /// Where the window is on screen, as asked; the ncurses window covers the
  /// part of it that is on screen.
  private(set) var frame: Rect
  /// The part of `frame` that ncurses actually holds, in screen coordinates.
  private(set) var visibleFrame: Rect = .zero
  private unowned let screen: TermScreen
  private var hidden = false

  init(screen: TermScreen, frame: Rect) {
    self.screen = screen
    self.frame = frame
    rebuild()
  }

  /// Moves and resizes the window; its content must be redrawn afterwards.
  func setFrame(_ newFrame: Rect) {
    guard newFrame != frame || visibleFrame != newFrame.intersection(screen.bounds) else { return }
    frame = newFrame
    rebuild()
  }

  /// Re-clamps the window after the screen changed size.
  func screenDidResize() { rebuild() }

  var isHidden: Bool {
    get { hidden }
    set {
      hidden = newValue
      applyVisibility()
    }
  }

  /// Puts the window above all others.
  func bringToFront() {
    if let panel { top_panel(panel) }
  }

  func close() {
    if let panel { del_panel(panel) }
    if let window { delwin(window) }
    panel = nil
    window = nil
  }

  /// Writes one glyph at window-relative `point` (relative to `frame`).
  func put(_ glyph: CellGlyph, at point: Point, style: TermStyle) {
    guard let window else { return }
    let x = point.x + frame.minX - visibleFrame.minX
    let y = point.y + frame.minY - visibleFrame.minY
    let attrs = screen.attributes(for: style)
    let pair = screen.palette.pair(foreground: style.foreground, background: style.background)
    var cell = cchar_t()
    var column = Int32(x)
    for chars in glyph.cells {
      var wide = chars.map { wchar_t(bitPattern: $0) }
      tb_make_cchar(&cell, &wide, Int32(wide.count), attrs, pair)
      mvwadd_wch(window, Int32(y), column, &cell)
      column += 1
    }
  }

  /// Marks every cell as changed so the next frame repaints it (after resume).
  func touchAll() {
    if let window { touchwin(window) }
  }

  private func rebuild() {
    let visible = frame.intersection(screen.bounds)
    visibleFrame = visible.isEmpty ? Rect(x: 0, y: 0, width: 1, height: 1) : visible
    let h = Int32(visibleFrame.height)
    let w = Int32(visibleFrame.width)
    if let window {
      wresize(window, h, w)
      if let panel {
        move_panel(panel, Int32(visibleFrame.minY), Int32(visibleFrame.minX))
      }
      werase(window)
    } else {
      window = newwin(h, w, Int32(visibleFrame.minY), Int32(visibleFrame.minX))
      if let window {
        panel = new_panel(window)
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
