import TermBridgeTerminal

// A window's text selection: which cells it covers (snapped to words,
// lines and whole glyphs), its text read from the cells the screen shows,
// and its reverse video drawn over the views (see `TermTextSelection`).

extension TermWindow {
  /// The text under ``textSelection``, as the screen shows it: the glyphs'
  /// text, each line's trailing spaces trimmed (leading ones are kept, as
  /// a terminal keeps them), lines joined with `"\n"`; cells of views
  /// whose text cannot be selected are left out, and a row with nothing
  /// else is no line. Nil with no selection.
  public var selectedText: String? {
    guard let selection = textSelection else { return nil }
    let regions = textSelectabilityRegions()
    var lines: [String] = []
    for span in selectionSpans(selection) {
      guard let cells = rowCells(span.y, selection) else { continue }
      let onScreen = selection.bounds.minY <= span.y && span.y < selection.bounds.maxY
      var line = ""
      var leftOut = false
      for x in span.columns where x >= 0 && x < cells.count {
        guard !onScreen || isSelectable(Point(x: x, y: span.y), regions) else {
          leftOut = true
          continue
        }
        line += cells[x].text
      }
      while line.last == " " { line.removeLast() }
      // A row whose text was all left out is not a line of the copy.
      if leftOut && line.allSatisfy({ $0 == " " }) { continue }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// Whether text at `point` (window coordinates) may be selected: the
  /// ``TermView/textSelectability`` of the innermost view there that sets
  /// one, else the window's and the application's.
  public func isTextSelectable(at point: Point) -> Bool {
    isSelectable(point, textSelectabilityRegions())
  }

  /// Copies the selected text to `pasteboard` (the application's, by
  /// default) and, where the terminal takes it, to the system clipboard
  /// (OSC 52). Returns the text copied, nil with nothing selected.
  @discardableResult
  public func copySelectedText(to pasteboard: TermPasteboard? = nil) -> String? {
    guard let text = selectedText, !text.isEmpty else { return nil }
    (pasteboard ?? application?.pasteboard ?? .general).copyToSystemClipboard(text)
    return text
  }

  // MARK: Cells

  /// The cells of row `y` (window coordinates), indexed by window column:
  /// what the screen showed after the last frame, or what a row scrolled
  /// out of view showed while it was still there.
  func rowCells(_ y: Int, _ selection: TermTextSelection) -> [ScreenCell]? {
    if y < selection.bounds.minY || y >= selection.bounds.maxY { return selection.offscreenRows[y] }
    guard let screen = application?.screen, y >= 0, y < frame.height else { return nil }
    let row = screen.cells(inRow: frame.minY + y)
    guard !row.isEmpty else { return nil }
    var cells: [ScreenCell] = []
    cells.reserveCapacity(frame.width)
    for x in frame.minX..<frame.maxX {
      cells.append(x >= 0 && x < row.count ? row[x] : ScreenCell(text: " ", width: 1, style: .plain))
    }
    return cells
  }

  /// The columns selected on each row, in order: words and lines whole,
  /// wide glyphs never split.
  func selectionSpans(_ selection: TermTextSelection) -> [(y: Int, columns: Range<Int>)] {
    var spans: [(y: Int, columns: Range<Int>)] = []
    for y in selection.rows {
      guard var columns = selection.columns(onRow: y) else { continue }
      let cells = rowCells(y, selection)
      if let cells, selection.granularity == .word {
        if y == selection.start.y {
          columns =
            TermWindow.wordStart(
              in: cells, at: columns.lowerBound, limit: selection.bounds)..<columns.upperBound
        }
        if y == selection.end.y {
          columns =
            columns
            .lowerBound..<TermWindow.wordEnd(in: cells, at: columns.upperBound - 1, limit: selection.bounds)
        }
      }
      if let cells { columns = TermWindow.wholeGlyphs(columns, in: cells) }
      spans.append((y, columns))
    }
    return spans
  }

  /// `columns` widened so that no wide glyph is cut at either end.
  static func wholeGlyphs(_ columns: Range<Int>, in cells: [ScreenCell]) -> Range<Int> {
    var first = columns.lowerBound
    var last = columns.upperBound
    if first > 0, first < cells.count, cells[first].width == 0 { first -= 1 }
    if last > 0, last <= cells.count, last < cells.count, cells[last - 1].width == 2 { last += 1 }
    return first..<last
  }

  /// What a double click takes together: runs of word characters, of
  /// spaces, or of other symbols.
  private enum CellClass { case space, word, symbol }

  private static func cellClass(_ cells: [ScreenCell], _ x: Int) -> CellClass {
    var index = x
    if index > 0, cells[index].width == 0 { index -= 1 }
    guard let character = cells[index].text.first, character != " " else { return .space }
    return WordBoundaries.isWordCharacter(character) ? .word : .symbol
  }

  /// The first column of the word at `x`.
  static func wordStart(in cells: [ScreenCell], at x: Int, limit: Rect) -> Int {
    guard x >= 0, x < cells.count else { return x }
    let kind = cellClass(cells, x)
    var first = x
    while first - 1 >= max(0, limit.minX), cellClass(cells, first - 1) == kind { first -= 1 }
    return first
  }

  /// The column after the word at `x`.
  static func wordEnd(in cells: [ScreenCell], at x: Int, limit: Rect) -> Int {
    guard x >= 0, x < cells.count else { return x + 1 }
    let kind = cellClass(cells, x)
    var last = x
    while last + 1 < min(cells.count, limit.maxX), cellClass(cells, last + 1) == kind { last += 1 }
    return last + 1
  }

  // MARK: Where selection is allowed

  /// The views that set their ``TermView/textSelectability``, as the parts
  /// of the window they cover, outermost and backmost first (a later entry
  /// wins where entries overlap).
  func textSelectabilityRegions() -> [(rect: Rect, selectable: Bool)] {
    var regions: [(rect: Rect, selectable: Bool)] = []
    func visit(_ view: TermView, origin: Point, clip: Rect) {
      guard !view.isHidden else { return }
      let visible = Rect(origin: origin, size: view.frame.size).intersection(clip)
      guard !visible.isEmpty else { return }
      if view !== self, view.textSelectability != .inherited {
        regions.append((visible, view.textSelectability == .enabled))
      }
      for subview in view.subviews { visit(subview, origin: origin + subview.frame.origin, clip: visible) }
    }
    visit(self, origin: .zero, clip: bounds)
    return regions
  }

  /// Whether selection is allowed where nothing inside says otherwise.
  var allowsTextSelectionByDefault: Bool {
    (application?.isTextSelectionEnabled ?? true) && textSelectability != .disabled
  }

  func isSelectable(_ point: Point, _ regions: [(rect: Rect, selectable: Bool)]) -> Bool {
    var selectable = allowsTextSelectionByDefault
    for region in regions where region.rect.contains(point) { selectable = region.selectable }
    return selectable
  }

  // MARK: Drawing

  /// The part of the window the selection covers on screen, redrawn in
  /// every frame while there is a selection (its reverse video goes over
  /// freshly drawn cells); nil with none.
  func textSelectionDrawingRect() -> Rect? {
    guard let selection = textSelection else { return nil }
    return Self.drawingRect(of: selection, in: bounds)
  }

  /// The rows of `selection` inside its bounds, whole width, inside `area`.
  static func drawingRect(of selection: TermTextSelection, in area: Rect) -> Rect? {
    let top = max(selection.rows.lowerBound, selection.bounds.minY)
    let bottom = min(selection.rows.upperBound + 1, selection.bounds.maxY)
    guard top < bottom else { return nil }
    let rect = Rect(x: selection.bounds.minX, y: top, width: selection.bounds.width, height: bottom - top)
      .intersection(area)
    return rect.isEmpty ? nil : rect
  }

  /// Shows the selection: reverse video toggled on its cells (those of
  /// views that allow selection), after the views drew them.
  func drawTextSelection(surface: ScreenSurface) {
    guard let selection = textSelection else { return }
    let regions = textSelectabilityRegions()
    for span in selectionSpans(selection) {
      guard span.y >= max(0, selection.bounds.minY), span.y < min(bounds.height, selection.bounds.maxY) else {
        continue
      }
      let first = max(0, span.columns.lowerBound)
      let last = min(bounds.width, span.columns.upperBound)
      guard first < last else { continue }
      var runStart: Int?
      for x in first...last {
        let selectable = x < last && isSelectable(Point(x: x, y: span.y), regions)
        if selectable, runStart == nil { runStart = x }
        if !selectable, let start = runStart {
          surface.toggleReverse(y: span.y, columns: start..<x)
          runStart = nil
        }
      }
    }
  }

  /// A new selection: the rows of the old one and of the new one are drawn again.
  func textSelectionDidChange(from old: TermTextSelection?) {
    for selection in [old, textSelection] {
      if let selection, let rect = Self.drawingRect(of: selection, in: bounds) { setNeedsDisplay(rect) }
    }
  }

  /// A view's selectability changed: a selection on screen is drawn again.
  func textSelectabilityDidChange() {
    if let rect = textSelectionDrawingRect() { setNeedsDisplay(rect) }
  }
}
