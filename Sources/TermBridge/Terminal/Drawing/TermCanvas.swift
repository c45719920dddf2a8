/// What widgets draw with: a rectangle of a window, in local coordinates
/// (0, 0 is the top-left cell of the view), clipped so nothing lands outside.
///
/// Text is laid out by grapheme cluster with terminal widths; a wide glyph
/// that would straddle the clip edge is replaced by blanks rather than cut
/// in half, and control characters in data are drawn as visible pictures.
@MainActor
public struct TermCanvas {
  private let surface: CursesWindow
  /// Where local (0, 0) is, in surface coordinates.
  private let origin: Point
  /// The cells that may be written, in surface coordinates.
  private let clip: Rect
  /// The size of the drawing area (the view's bounds).
  public let size: Size
  /// The style every drawing call is laid on: the view's background and,
  /// for a disabled view, dimming. Styles passed to calls are merged onto it.
  public var baseStyle: TermStyle = .plain

  init(surface: CursesWindow, origin: Point, size: Size, clip: Rect) {
    self.surface = surface
    self.origin = origin
    self.size = size
    self.clip = clip.intersection(Rect(origin: origin, size: size))
  }

  /// A canvas covering the whole window surface.
  init(surface: CursesWindow) {
    let size = surface.frame.size
    self.init(surface: surface, origin: .zero, size: size, clip: Rect(origin: .zero, size: size))
  }

  public var bounds: Rect { Rect(origin: .zero, size: size) }

  /// The part of the bounds that can be drawn into, in local coordinates.
  public var visibleRect: Rect { clip.offsetBy(Point.zero - origin) }

  /// A canvas for `rect` (in local coordinates): its own origin and a clip
  /// that never grows past this one.
  public func clipped(to rect: Rect) -> TermCanvas {
    var canvas = TermCanvas(surface: surface, origin: origin + rect.origin, size: rect.size, clip: clip)
    canvas.baseStyle = baseStyle
    return canvas
  }

  /// Local `point` in the coordinates of the window surface.
  func surfacePoint(_ point: Point) -> Point { origin + point }

  /// Draws `text` on one row starting at `point`; returns the columns used.
  /// Newlines are drawn as control pictures: split lines before drawing.
  @discardableResult
  public func draw<S: StringProtocol>(_ text: S, at point: Point, style: TermStyle = .plain) -> Int {
    let style = baseStyle.merging(style)
    var x = point.x
    let y = point.y + origin.y
    guard y >= clip.minY && y < clip.maxY else { return DisplayWidth.of(text) }
    for character in text {
      if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
        let sx = x + origin.x
        if sx >= clip.minX && sx < clip.maxX {
          surface.put(CellGlyph.ascii(ascii), at: Point(x: sx, y: y), style: style)
        }
        x += 1
        continue
      }
      let glyph = CellGlyph(character)
      put(glyph, localX: x, surfaceY: y, style: style)
      x += glyph.width
      if x + origin.x >= clip.maxX { break }
    }
    return x - point.x
  }

  /// Draws one grapheme at `point`.
  public func draw(_ character: Character, at point: Point, style: TermStyle = .plain) {
    let style = baseStyle.merging(style)
    let y = point.y + origin.y
    guard y >= clip.minY && y < clip.maxY else { return }
    put(CellGlyph(character), localX: point.x, surfaceY: y, style: style)
  }

  /// Fills `rect` (local) with `character` in `style`.
  public func fill(_ rect: Rect, with character: Character = " ", style: TermStyle = .plain) {
    let style = baseStyle.merging(style)
    let area = rect.offsetBy(origin).intersection(clip)
    guard !area.isEmpty else { return }
    let glyph = CellGlyph(character)
    let step = max(1, glyph.width)
    for y in area.minY..<area.maxY {
      var x = area.minX
      while x < area.maxX {
        if x + step <= area.maxX {
          surface.put(glyph, at: Point(x: x, y: y), style: style)
        } else {
          surface.put(CellGlyph.blank, at: Point(x: x, y: y), style: style)
        }
        x += step
      }
    }
  }

  /// Fills the whole canvas.
  public func clear(style: TermStyle = .plain) { fill(bounds, style: style) }

  /// A box border along the edges of `rect` (local), with an optional title
  /// in the top edge.
  public func drawBorder(
    _ rect: Rect, style border: BorderStyle = .single, lineStyle: TermStyle = .plain,
    title: String? = nil, titleStyle: TermStyle? = nil
  ) {
    guard rect.width >= 1, rect.height >= 1 else { return }
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    if rect.width >= 2 {
      drawHorizontalLine(
        y: rect.minY, from: rect.minX + 1, to: right, character: border.horizontal, style: lineStyle)
      if rect.height >= 2 {
        drawHorizontalLine(
          y: bottom, from: rect.minX + 1, to: right, character: border.horizontal, style: lineStyle)
      }
    }
    if rect.height >= 2 {
      drawVerticalLine(
        x: rect.minX, from: rect.minY + 1, to: bottom, character: border.vertical, style: lineStyle)
      if rect.width >= 2 {
        drawVerticalLine(
          x: right, from: rect.minY + 1, to: bottom, character: border.vertical, style: lineStyle)
      }
    }
    draw(border.topLeft, at: rect.origin, style: lineStyle)
    if rect.width >= 2 { draw(border.topRight, at: Point(x: right, y: rect.minY), style: lineStyle) }
    if rect.height >= 2 {
      draw(border.bottomLeft, at: Point(x: rect.minX, y: bottom), style: lineStyle)
      if rect.width >= 2 { draw(border.bottomRight, at: Point(x: right, y: bottom), style: lineStyle) }
    }
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

  /// Writes a glyph whose left edge is at local column `localX`; a glyph
  /// that is partly outside the clip leaves blanks in the cells inside it.
  private func put(_ glyph: CellGlyph, localX: Int, surfaceY: Int, style: TermStyle) {
    let sx = localX + origin.x
    let end = sx + glyph.width
    if sx >= clip.minX && end <= clip.maxX {
      if glyph.width == 0 { return }
      surface.put(glyph, at: Point(x: sx, y: surfaceY), style: style)
      return
    }
    // Straddles an edge: blank the visible part so nothing half-drawn remains.
    for x in max(sx, clip.minX)..<max(max(sx, clip.minX), min(end, clip.maxX)) {
      surface.put(CellGlyph.blank, at: Point(x: x, y: surfaceY), style: style)
    }
  }
}

extension CellGlyph {
  static let blank = CellGlyph(" ")
  private static let asciiGlyphs: [CellGlyph] = (0..<128).map {
    CellGlyph(Character(Unicode.Scalar(UInt8($0))))
  }
  static func ascii(_ byte: UInt8) -> CellGlyph { asciiGlyphs[Int(byte)] }
}
