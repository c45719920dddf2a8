import TermBridgeTerminal

/// A table row whose cells are all text, drawn as one view: each column's
/// text laid out as a ``TermLabel`` lays out its own (``LabelText``), in
/// the column where the table's header puts it (the
/// ``TermTableColumnLayout`` for the row's width, scrolled by the
/// horizontal offset), leading-aligned and centred vertically. A column
/// scrolled out of sight is not drawn.
///
/// A declarative `Table` whose columns all show `Text` hosts one of these
/// per row rather than a label per cell: a page of rows then updates,
/// measures and places one view a row, as a `List` of text does, and the
/// screen shows the same cells. Each cell is an element of its own to
/// screen readers, as a label would be.
@MainActor
package final class TermTableTextRow: TermView {
  /// The columns, as the table's header has them.
  package private(set) var columns: [TermTableColumn] = []
  /// The cells between two columns.
  package private(set) var columnSpacing = 1
  /// The offset the table asks for; the row limits it, when it draws, to
  /// what the columns overflow its width.
  package private(set) var horizontalOffset = 0
  /// The lines each cell keeps however short its text
  /// (`.lineLimit(n, reservesSpace: true)`); 0 for none.
  package private(set) var reservedLines = 0
  /// The cells' texts, by column.
  private var cells: [LabelText] = []
  private var cachedLayout: (width: Int, layout: TermTableColumnLayout)?

  package init() { super.init(frame: .zero) }

  /// Places the cells in `columns`, `spacing` apart, scrolled by `offset`.
  package func setColumns(_ columns: [TermTableColumn], spacing: Int, offset: Int) {
    guard columns != self.columns || spacing != columnSpacing || offset != horizontalOffset else { return }
    if columns != self.columns || spacing != columnSpacing {
      cachedLayout = nil
      invalidateIntrinsicContentSize()
    }
    self.columns = columns
    columnSpacing = spacing
    horizontalOffset = offset
    setNeedsDisplay()
  }

  /// Shows `count` cells, `content(column)` each (made as its cell takes
  /// it), and the lines each keeps (`reservedLines`). A new size asks
  /// nothing of the views above: the row's node measures it again after
  /// every update and lays the rows out again only when a size no longer
  /// holds (most new texts of a row keep its height).
  package func updateCells(
    count: Int, reservedLines: Int, content: (_ column: Int) -> LabelText.Content
  ) {
    var change: LabelText.Change = count != cells.count || reservedLines != self.reservedLines ? .size : .none
    if cells.count > count { cells.removeLast(cells.count - count) }
    while cells.count < count { cells.append(LabelText()) }
    self.reservedLines = reservedLines
    for column in 0..<count {
      change = max(change, cells[column].apply(content(column)))
    }
    if change != .none { setNeedsDisplay() }
  }

  private func columnLayout(forWidth width: Int) -> TermTableColumnLayout {
    if let cachedLayout, cachedLayout.width == width { return cachedLayout.layout }
    let layout = TermTableColumnLayout(columns: columns, available: width, spacing: columnSpacing)
    cachedLayout = (width, layout)
    return layout
  }

  /// The size of `column`'s text in `size`: the lines it takes, or the
  /// lines it keeps if more.
  private func cellSize(_ column: Int, in size: Size) -> Size {
    let fitted = cells[column].sizeThatFits(size)
    guard fitted.height < reservedLines else { return fitted }
    return Size(width: fitted.width, height: reservedLines)
  }

  /// The full width asked for (the columns' when nil), by the tallest
  /// cell in its column: each asked for `height` lines, or (nil) its
  /// intrinsic height (its paragraphs, up to its line limit).
  package func sizeThatFits(width: Int?, height: Int?) -> Size {
    let layout = columnLayout(forWidth: width ?? 0)
    var tallest = 1
    for column in cells.indices where column < layout.widths.count {
      let lines = height ?? cells[column].intrinsicSize.height
      tallest = max(tallest, cellSize(column, in: Size(width: layout.widths[column], height: lines)).height)
    }
    return Size(width: width ?? layout.contentWidth, height: tallest)
  }

  package override func sizeThatFits(_ size: Size) -> Size {
    sizeThatFits(width: size.width, height: size.height)
  }

  /// Where `column`'s text is drawn: at the column's leading edge, its
  /// size in the column, centred in the row's height; nil when the column
  /// is out of sight.
  private func cellFrame(_ column: Int, layout: TermTableColumnLayout, shift: Int) -> Rect? {
    guard column < layout.widths.count else { return nil }
    let frame = layout.frame(ofColumn: column, inRow: bounds, shift: shift)
    guard frame.maxX > bounds.minX, frame.minX < bounds.maxX else { return nil }
    return TermTableColumnLayout.cellFrame(choosing: cellSize(column, in: frame.size), in: frame)
  }

  package override func draw(in canvas: TermCanvas) {
    let layout = columnLayout(forWidth: bounds.width)
    let shift = layout.scrollOffset(horizontalOffset, inWidth: bounds.width)
    for column in cells.indices {
      guard let frame = cellFrame(column, layout: layout, shift: shift) else { continue }
      cells[column].draw(in: canvas.clipped(to: frame))
    }
  }

  /// One static text element per cell in sight with text, as labels in
  /// the columns would be.
  package override var accessibilityChildElements: [TermAccessibilityElement] {
    let layout = columnLayout(forWidth: bounds.width)
    let shift = layout.scrollOffset(horizontalOffset, inWidth: bounds.width)
    let origin = frameOnScreen.origin
    var elements: [TermAccessibilityElement] = []
    for column in cells.indices where !cells[column].text.isEmpty {
      guard let frame = cellFrame(column, layout: layout, shift: shift) else { continue }
      elements.append(
        TermAccessibilityElement(
          role: .staticText, label: cells[column].text,
          traits: TermAccessibilityRole.staticText.defaultTraits,
          frame: frame.offsetBy(origin), isEnabled: isEffectivelyEnabled))
    }
    return elements
  }
}
