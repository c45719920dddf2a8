import TermBridgeTerminal

/// A grid of the terminal's palette colours to pick from: the 16 ANSI
/// colours in two rows of eight, or (with 256 colours) the 16 in a row,
/// the 6×6×6 cube in six rows of 36 and the 24 greys. Arrows move the
/// cursor (`◆`), Enter or Space picks, a click picks the colour under it.
@MainActor
open class TermColorPaletteView: TermView {
  /// One swatch: the palette entry and where it is drawn.
  public struct Cell: Hashable, Sendable {
    /// The palette entry.
    public var index: UInt8
    /// Where its swatch starts.
    public var origin: Point
    /// How many columns it takes.
    public var width: Int
  }

  /// How many palette colours are shown: 16, or 256.
  open var colorCount: Int {
    didSet {
      guard colorCount != oldValue else { return }
      cells = TermColorPaletteView.layout(colorCount: colorCount)
      cursor = min(cursor, cells.count - 1)
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The swatches, in reading order.
  public private(set) var cells: [Cell]
  /// The swatch the cursor is on, an index into ``cells``.
  open var cursor = 0 {
    didSet { if cursor != oldValue { setNeedsDisplay() } }
  }
  /// Called with the palette entry the user picks.
  open var onPick: (@MainActor (UInt8) -> Void)?

  /// A palette of `colorCount` colours (16 or 256).
  public init(colorCount: Int = 16) {
    self.colorCount = colorCount
    cells = TermColorPaletteView.layout(colorCount: colorCount)
    super.init(frame: .zero)
  }

  /// Where each swatch goes for a palette of `colorCount` colours.
  public static func layout(colorCount: Int) -> [Cell] {
    var cells: [Cell] = []
    if colorCount < 256 {
      for n in 0..<16 { cells.append(Cell(index: UInt8(n), origin: Point(x: n % 8 * 3, y: n / 8), width: 3)) }
      return cells
    }
    for n in 0..<16 { cells.append(Cell(index: UInt8(n), origin: Point(x: n * 2, y: 0), width: 2)) }
    for green in 0..<6 {
      for red in 0..<6 {
        for blue in 0..<6 {
          let index = UInt8(16 + red * 36 + green * 6 + blue)
          cells.append(Cell(index: index, origin: Point(x: red * 6 + blue, y: 1 + green), width: 1))
        }
      }
    }
    for n in 0..<24 { cells.append(Cell(index: UInt8(232 + n), origin: Point(x: n, y: 7), width: 1)) }
    return cells
  }

  /// Puts the cursor on the swatch nearest `color`.
  public func moveCursor(toNearest color: TermRGB) {
    let entry = color.nearestPaletteEntry(among: colorCount)
    cursor = cells.firstIndex { $0.index == entry } ?? 0
  }

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }
  open override var intrinsicContentSize: Size? {
    colorCount < 256 ? Size(width: 24, height: 2) : Size(width: 36, height: 8)
  }
  /// The cursor's swatch.
  open override var cursorPosition: Point? { cells[cursor].origin }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    switch event.key {
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(cells.count - 1, cursor + 1)
    case .up, .down: moveVertically(by: event.key == .up ? -1 : 1)
    case .enter, .character(" "): onPick?(cells[cursor].index)
    default: return super.keyDown(event)
    }
    setNeedsCursorUpdate()
    return true
  }

  /// Moves to the swatch in the next row up or down nearest in column.
  private func moveVertically(by rows: Int) {
    let here = cells[cursor].origin
    let candidates = cells.indices.filter { cells[$0].origin.y == here.y + rows }
    guard
      let best = candidates.min(by: {
        abs(cells[$0].origin.x - here.x) < abs(cells[$1].origin.x - here.x)
      })
    else { return }
    cursor = best
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind else { return super.mouseEvent(event, at: point) }
    if let hit = cells.firstIndex(where: {
      $0.origin.y == point.y && point.x >= $0.origin.x && point.x < $0.origin.x + $0.width
    }) {
      cursor = hit
      onPick?(cells[hit].index)
    }
    return true
  }

  open override func didBecomeFirstResponder() { setNeedsDisplay() }
  open override func didResignFirstResponder() { setNeedsDisplay() }

  open override func draw(in canvas: TermCanvas) {
    for (offset, cell) in cells.enumerated() {
      let rgb = TermRGB.ofPaletteEntry(cell.index)
      let ink: TermColor = rgb.isLight ? .black : .brightWhite
      let style = TermStyle(foreground: ink, background: .indexed(cell.index))
      var text = String(repeating: " ", count: cell.width)
      if offset == cursor {
        let mark = showsFocusEffect ? "◆" : "◇"
        let middle = cell.width / 2
        text =
          String(repeating: " ", count: middle) + mark
          + String(repeating: " ", count: cell.width - middle - 1)
      }
      canvas.draw(text, at: cell.origin, style: style)
    }
  }
}
