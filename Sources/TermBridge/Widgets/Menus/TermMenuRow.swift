import TermBridgeTerminal

/// One row of a menu or of the command palette, drawn the same way in
/// both: ` ✓ Title  Section    Ctrl-N ` — a mark column (menus), the
/// title with some characters bold and underlined (the palette's matched
/// letters), dim detail after it while there is room (the palette's
/// section), and trailing text on the right (a shortcut, or `▸` for a
/// submenu), over the whole row filled in the row's style.
@MainActor
struct TermMenuRow {
  /// The mark before the title (`✓`, or a space), or nil for no mark column.
  var mark: Character?
  var title: String
  /// The offsets of the title's characters to emphasise.
  var emphasized: Set<Int> = []
  var detail = ""
  /// What the detail adds to the row's style (the theme's faint style).
  var detailStyle = TermStyle.attributes(.dim)
  var trailing = ""

  /// Draws the row on line `y` of `canvas`, across its width.
  func draw(in canvas: TermCanvas, y: Int, style: TermStyle) {
    let width = canvas.size.width
    canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: style)
    var x = 1
    if let mark {
      canvas.draw(mark, at: Point(x: x, y: y), style: style)
      x += 2
    }
    let trailingWidth = DisplayWidth.of(trailing)
    var room = max(0, width - x - 1 - (trailingWidth > 0 ? trailingWidth + 2 : 0))
    let shown = TextLayout.truncate(title, toWidth: room)
    room -= DisplayWidth.of(shown)
    // The title in runs of characters emphasised alike.
    var run = ""
    var runIsEmphasized = false
    for (offset, character) in shown.enumerated() {
      let isEmphasized = emphasized.contains(offset)
      if isEmphasized != runIsEmphasized, !run.isEmpty {
        x += draw(run, emphasized: runIsEmphasized, at: Point(x: x, y: y), style: style, in: canvas)
        run = ""
      }
      run.append(character)
      runIsEmphasized = isEmphasized
    }
    x += draw(run, emphasized: runIsEmphasized, at: Point(x: x, y: y), style: style, in: canvas)
    if !detail.isEmpty, room > 4 {
      canvas.draw(
        TextLayout.truncate(detail, toWidth: room - 2), at: Point(x: x + 2, y: y),
        style: style.merging(detailStyle))
    }
    if trailingWidth > 0 {
      canvas.draw(trailing, at: Point(x: max(0, width - trailingWidth - 1), y: y), style: style)
    }
  }

  /// Draws `text` at `point`, bold and underlined when `emphasized`; its width.
  private func draw(
    _ text: String, emphasized: Bool, at point: Point, style: TermStyle, in canvas: TermCanvas
  ) -> Int {
    canvas.draw(text, at: point, style: emphasized ? style.adding(.bold).adding(.underline) : style)
    return DisplayWidth.of(text)
  }
}
