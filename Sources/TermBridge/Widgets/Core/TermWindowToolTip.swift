import TermBridgeTerminal

// Tool tips: while the focused first responder, or a view it is inside,
// has a `toolTip`, the window shows it on its last line, dimmed, over its
// views (a terminal has no pointer to hover, so focus stands for it).

extension TermWindow {
  /// The tool tip shown now: the nearest one on the focused first
  /// responder's chain of superviews, while the window is the key window.
  var shownToolTip: String? {
    guard isKeyWindow, var view = firstResponder else { return nil }
    while true {
      if let tip = view.toolTip, !tip.isEmpty { return tip }
      guard let parent = view.superview else { return nil }
      view = parent
    }
  }

  /// The last line of the window's content (above a key hints bar), where
  /// tool tips show.
  var toolTipLine: Rect? {
    let content = keyHintsBar != nil ? contentFrame : bounds
    return content.height > 0 ? Rect(x: 0, y: content.maxY - 1, width: bounds.width, height: 1) : nil
  }

  /// Marks `rect` for redrawing in the frame being drawn (asking for no
  /// other frame).
  func markInvalid(_ rect: Rect) {
    guard !needsDisplay else { return }
    invalidRect = invalidRect.map { $0.union(rect) } ?? rect
  }

  /// Draws `tip` dimmed over the window's last line, after the views.
  func drawToolTip(_ tip: String?, surface: ScreenSurface) {
    drawnToolTip = tip
    guard let tip, let line = toolTipLine else { return }
    let canvas = TermCanvas(surface: surface, origin: line.origin, size: line.size, clip: line)
    canvas.clear(style: backgroundStyle ?? .plain)
    _ = canvas.draw(" " + tip, at: .zero, style: (backgroundStyle ?? .plain).merging(theme.faint))
  }
}
