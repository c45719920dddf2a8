/// What widgets draw with: a rectangle of a window, in local coordinates
/// (0, 0 is the top-left cell of the view), clipped so nothing lands outside.
///
/// Text is laid out by grapheme cluster with terminal widths (see
/// ``DisplayWidth``), so a glyph never shifts the cells after it:
///
/// - A glyph partly outside the visible area (a wide character or a flag at
///   a clip edge) is never drawn in half: the cells of it that are inside
///   are blanks in the text's style.
/// - Control characters (ESC, TAB, newline, …) in the text are drawn as
///   visible control pictures (`␛`, `␉`, `␊`) and never reach the terminal:
///   split lines before drawing them.
/// - Clusters a terminal cannot draw reliably in one cell are simplified:
///   variation selectors and skin-tone modifiers are dropped, ZWJ emoji
///   sequences too long for one cell are drawn as their parts side by side,
///   a lone combining mark is drawn on a dotted circle (`◌́`), and
///   unprintable characters as `�`.
///
/// A canvas draws on an ncurses window or on an in-memory one (see
/// ``TermScreen/inMemory(width:height:noColor:)``); each call switches on
/// the surface once and runs code specialized for it (`TermSurface`).
@MainActor
public struct TermCanvas {
  let surface: ScreenSurface
  /// Where local (0, 0) is, in surface coordinates.
  let origin: Point
  /// The cells that may be written, in surface coordinates.
  let clip: Rect
  /// The size of the drawing area (the view's bounds).
  public let size: Size
  /// The style every drawing call is laid on: the view's background and,
  /// for a disabled view, dimming. Styles passed to calls are merged onto it.
  public var baseStyle: TermStyle = .plain
  /// A fade laid over every colour drawn (a view part way through an
  /// opacity animation); nil draws colours as they are.
  package var fade: CanvasFade?

  package init(surface: ScreenSurface, origin: Point, size: Size, clip: Rect) {
    self.surface = surface
    self.origin = origin
    self.size = size
    self.clip = clip.intersection(Rect(origin: origin, size: size))
  }

  /// A canvas covering the whole window surface; drawing lands only on the
  /// part of the window that is on screen.
  package init(surface: ScreenSurface) {
    let size = surface.frame.size
    self.init(surface: surface, origin: .zero, size: size, clip: surface.drawableRect)
  }

  /// The drawing area, in local coordinates.
  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The part of the bounds that can be drawn into, in local coordinates.
  public var visibleRect: Rect { clip.offsetBy(Point.zero - origin) }

  /// A canvas for `rect` (in local coordinates): its own origin and a clip
  /// that never grows past this one.
  public func clipped(to rect: Rect) -> TermCanvas {
    var canvas = TermCanvas(surface: surface, origin: origin + rect.origin, size: rect.size, clip: clip)
    canvas.baseStyle = baseStyle
    canvas.fade = fade
    return canvas
  }

  /// `style` with the canvas's fade applied.
  @inline(__always) private func faded(_ style: TermStyle) -> TermStyle {
    guard let fade else { return style }
    return fade.apply(to: style)
  }

  /// Draws `text` on one row, its first grapheme's left edge at `point`.
  ///
  /// Returns the columns the text advanced: its display width, except that
  /// drawing (and measuring) stops at the right edge of the visible area. Use
  /// ``DisplayWidth`` to measure text.
  @discardableResult
  public func draw<S: StringProtocol>(_ text: S, at point: Point, style: TermStyle = .plain) -> Int {
    draw(line: GlyphCursor.substring(text), at: point, style: style)
  }

  /// Draws `text` on one row, as the generic `draw(_:at:style:)` does.
  /// `String` and `Substring` have overloads of their own: the layers
  /// above would otherwise call the generic unspecialized, which casts the
  /// text to find its type.
  @discardableResult
  public func draw(_ text: String, at point: Point, style: TermStyle = .plain) -> Int {
    draw(line: text[...], at: point, style: style)
  }

  /// Draws `text` on one row, as the generic `draw(_:at:style:)` does.
  @discardableResult
  public func draw(_ text: Substring, at point: Point, style: TermStyle = .plain) -> Int {
    draw(line: text, at: point, style: style)
  }

  private func draw(line: Substring, at point: Point, style: TermStyle) -> Int {
    // One text type below this point: the loop over the glyphs is compiled
    // for each kind of surface, not run through the text's and the
    // surface's witness tables for each glyph.
    switch surface {
    case .curses(let window): return draw(line, at: point, style: style, on: window)
    case .cells(let buffer): return draw(line, at: point, style: style, on: buffer)
    }
  }

  private func draw<Surface: TermSurface>(
    _ text: Substring, at point: Point, style: TermStyle, on surface: Surface
  ) -> Int {
    let style = faded(baseStyle.merging(style))
    let y = point.y + origin.y
    let start = point.x + origin.x
    let minX = clip.minX
    let maxX = clip.maxX
    guard start < maxX else { return 0 }
    guard y >= clip.minY && y < clip.maxY else {
      return GlyphCursor.withGlyphs(in: text) { glyphs in
        var x = start
        while x < maxX, let glyph = glyphs.next() { x += glyph.width }
        return x - start
      }
    }
    let resolved = surface.resolve(style)
    let plain = surface.usesPlainLineDrawing
    return GlyphCursor.withGlyphs(in: text) { glyphs in
      resolved.withRun(y: y, capacity: maxX - max(start, minX)) { run in
        var x = start
        var wrote = false
        while x < maxX, let glyph = glyphs.next() {
          let end = x + glyph.width
          if end <= minX {
            x = end
            continue
          }
          if !wrote {
            resolved.repairLeftEdge(x: max(x, minX), y: y)
            wrote = true
          }
          if x >= minX && end <= maxX {
            run.put(plain ? glyph.plainLineDrawing : glyph, x: x)
          } else {
            // Cut by an edge: blank the part inside.
            for column in max(x, minX)..<min(end, maxX) { run.put(.blank, x: column) }
          }
          x = end
        }
        run.flush()
        if wrote {
          resolved.repairRightEdge(x: min(x, maxX), y: y)
          surface.eraseHyperlinks(y: y, from: max(start, minX), to: min(x, maxX))
        }
        return x - start
      }
    }
  }

  /// Draws one grapheme with its left edge at `point`.
  public func draw(_ character: Character, at point: Point, style: TermStyle = .plain) {
    let style = faded(baseStyle.merging(style))
    let y = point.y + origin.y
    guard y >= clip.minY && y < clip.maxY else { return }
    switch surface {
    case .curses(let window):
      put(glyph(character, on: window), surfaceX: point.x + origin.x, y: y, style: style, on: window)
    case .cells(let buffer):
      put(glyph(character, on: buffer), surfaceX: point.x + origin.x, y: y, style: style, on: buffer)
    }
  }

  /// Fills `rect` (local) with `character` in `style`. A wide character is
  /// repeated every two columns from the rect's left edge; a column left
  /// over at the right edge is blank.
  public func fill(_ rect: Rect, with character: Character = " ", style: TermStyle = .plain) {
    switch surface {
    case .curses(let window): fill(rect, with: character, style: style, on: window)
    case .cells(let buffer): fill(rect, with: character, style: style, on: buffer)
    }
  }

  private func fill<Surface: TermSurface>(
    _ rect: Rect, with character: Character, style: TermStyle, on surface: Surface
  ) {
    let style = faded(baseStyle.merging(style))
    let area = rect.offsetBy(origin).intersection(clip)
    guard !area.isEmpty else { return }
    let glyph = glyph(character, on: surface)
    let resolved = surface.resolve(style)
    let step = glyph.width
    let left = rect.minX + origin.x
    // The first repetition that reaches into the area.
    let first = left + max(0, (area.minX - left) / step * step)
    for y in area.minY..<area.maxY {
      resolved.repairLeftEdge(x: area.minX, y: y)
      resolved.withRun(y: y, capacity: area.width) { run in
        if step == 1, run.repeatASCII(glyph, x: area.minX, width: area.width) { return }
        var x = first
        while x < area.maxX {
          let end = x + step
          if x >= area.minX && end <= area.maxX {
            run.put(glyph, x: x)
          } else {
            for column in max(x, area.minX)..<min(end, area.maxX) { run.put(.blank, x: column) }
          }
          x = end
        }
      }
      resolved.repairRightEdge(x: area.maxX, y: y)
      surface.eraseHyperlinks(y: y, from: area.minX, to: area.maxX)
    }
  }

  /// Fills the whole canvas.
  public func clear(style: TermStyle = .plain) { fill(bounds, style: style) }

  /// A box border along the edges of `rect` (local), with an optional title
  /// in the top edge (truncated with `…` to fit). A rect smaller than 2x2 has
  /// no room for a border and draws nothing; a title needs a width of 5.
  public func drawBorder(
    _ rect: Rect, style border: BorderStyle = .single, lineStyle: TermStyle = .plain,
    title: String? = nil, titleStyle: TermStyle? = nil
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    drawHorizontalLine(
      y: rect.minY, from: rect.minX + 1, to: right, character: border.horizontal, style: lineStyle)
    drawHorizontalLine(
      y: bottom, from: rect.minX + 1, to: right, character: border.horizontal, style: lineStyle)
    drawVerticalLine(
      x: rect.minX, from: rect.minY + 1, to: bottom, character: border.vertical, style: lineStyle)
    drawVerticalLine(x: right, from: rect.minY + 1, to: bottom, character: border.vertical, style: lineStyle)
    draw(border.topLeft, at: rect.origin, style: lineStyle)
    draw(border.topRight, at: Point(x: right, y: rect.minY), style: lineStyle)
    draw(border.bottomLeft, at: Point(x: rect.minX, y: bottom), style: lineStyle)
    draw(border.bottomRight, at: Point(x: right, y: bottom), style: lineStyle)
    if let title, !title.isEmpty, rect.width > 4 {
      let room = rect.width - 4
      let fitted = TextLayout.truncate(title, toWidth: room)
      let titleCanvas = clipped(to: Rect(x: rect.minX + 1, y: rect.minY, width: room + 2, height: 1))
      titleCanvas.draw(" \(fitted) ", at: .zero, style: titleStyle ?? lineStyle)
    }
  }

  /// A horizontal line from column `from` up to (not including) `to`.
  public func drawHorizontalLine(
    y: Int, from: Int, to: Int, character: Character = "─", style: TermStyle = .plain
  ) {
    guard to > from else { return }
    fill(Rect(x: from, y: y, width: to - from, height: 1), with: character, style: style)
  }

  /// A vertical line from row `from` up to (not including) `to`.
  public func drawVerticalLine(
    x: Int, from: Int, to: Int, character: Character = "│", style: TermStyle = .plain
  ) {
    guard to > from else { return }
    fill(Rect(x: x, y: from, width: 1, height: to - from), with: character, style: style)
  }

  /// The glyph of `character` as `surface` draws it (box drawing as ASCII
  /// when it uses plain line drawing).
  private func glyph<Surface: TermSurface>(_ character: Character, on surface: Surface) -> CellGlyph {
    let glyph = CellGlyph(character)
    return surface.usesPlainLineDrawing ? glyph.plainLineDrawing : glyph
  }

  /// Writes a glyph whose left edge is at surface column `surfaceX`, or
  /// blanks where it is partly outside the clip.
  private func put<Surface: TermSurface>(
    _ glyph: CellGlyph, surfaceX x: Int, y: Int, style: TermStyle, on surface: Surface
  ) {
    let style = surface.resolve(style)
    let end = x + glyph.width
    guard end > clip.minX && x < clip.maxX else { return }
    surface.eraseHyperlinks(y: y, from: max(x, clip.minX), to: min(end, clip.maxX))
    style.repairLeftEdge(x: max(x, clip.minX), y: y)
    defer { style.repairRightEdge(x: min(end, clip.maxX), y: y) }
    if x >= clip.minX && end <= clip.maxX {
      style.put(glyph, x: x, y: y)
    } else {
      blank(from: x, to: end, y: y, style: style)
    }
  }

  /// Blanks the columns `from..<to` of surface row `y` that are inside the
  /// clip: what is left of a glyph cut by an edge.
  private func blank<Pen: TermSurfacePen>(from: Int, to: Int, y: Int, style: Pen) {
    let lower = max(from, clip.minX)
    let upper = min(to, clip.maxX)
    guard lower < upper else { return }
    for x in lower..<upper { style.put(.blank, x: x, y: y) }
  }
}
