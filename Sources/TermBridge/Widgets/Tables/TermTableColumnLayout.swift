import TermBridgeTerminal

/// Where a table's columns are: each one's leading edge and width, for a
/// width available to them. Columns are given their ideal widths; room
/// left over goes to columns that may grow, and room missing is taken from
/// columns that may shrink, a cell at a time round the columns (so they
/// share it evenly). A column the user resized keeps its
/// ``TermTableColumn/userWidth``. What still does not fit scrolls
/// horizontally.
public struct TermTableColumnLayout: Equatable, Sendable {
  /// The columns' leading edges, in content coordinates (before scrolling).
  public var xs: [Int]
  /// The columns' widths.
  public var widths: [Int]
  /// The space between columns.
  public var spacing: Int

  /// The width of all the columns, gaps included.
  public var contentWidth: Int {
    guard let lastX = xs.last, let lastWidth = widths.last else { return 0 }
    return lastX + lastWidth
  }

  /// The layout of `columns` in `available` cells, `spacing` apart.
  public init(columns: [TermTableColumn], available: Int, spacing: Int = 1) {
    self.spacing = spacing
    let limits = columns.map(\.layoutLimits)
    var widths = limits.map(\.ideal)
    let spacing = min(max(0, spacing), TermTableColumn.widestWidth)
    let gaps = max(0, columns.count - 1) * spacing
    var spare = min(max(available, 0), TermTableColumn.widestWidth) - gaps - widths.reduce(0, +)
    // Grow (or shrink) the columns that can, an even share each per round
    // (as if a cell at a time, round the columns, from the first): the
    // rounds are as many as the columns, whatever the widths.
    while spare != 0 {
      let growing = spare > 0
      var movable: [Int] = []
      for index in widths.indices
      where growing ? widths[index] < (limits[index].max ?? Int.max) : widths[index] > limits[index].min {
        movable.append(index)
      }
      guard !movable.isEmpty else { break }
      let share = max(1, spare.magnitude / UInt(movable.count))
      for index in movable where spare != 0 {
        let room =
          growing ? (limits[index].max ?? Int.max) - widths[index] : widths[index] - limits[index].min
        let step = Int(min(share, UInt(room), spare.magnitude))
        widths[index] += growing ? step : -step
        spare += growing ? -step : step
      }
    }
    var xs: [Int] = []
    var x = 0
    for width in widths {
      xs.append(x)
      x += width + spacing
    }
    self.xs = xs
    self.widths = widths
  }

  /// How far the columns are scrolled, in a view `width` cells wide, for
  /// a requested `offset`: not past their leading edge, nor further than
  /// shows the last column's trailing edge.
  public func scrollOffset(_ offset: Int, inWidth width: Int) -> Int {
    min(max(0, offset), max(0, contentWidth - width))
  }

  /// Column `index`'s cells in a row at `bounds`, the columns scrolled by
  /// `shift`: at the column's edge, as wide as it and as tall as the row.
  package func frame(ofColumn index: Int, inRow bounds: Rect, shift: Int) -> Rect {
    Rect(x: bounds.minX + xs[index] - shift, y: bounds.minY, width: widths[index], height: bounds.height)
  }

  /// Where a cell that chose `size` goes in `column`: at its leading edge,
  /// no larger than the column, centred in its height.
  package static func cellFrame(choosing size: Size, in column: Rect) -> Rect {
    let fitted = Size(width: min(size.width, column.width), height: min(size.height, column.height))
    return Rect(
      x: column.minX, y: column.minY + (column.height - fitted.height) / 2, width: fitted.width,
      height: fitted.height)
  }

  /// The column whose trailing separator is at content position `x`: the
  /// gap after it (for the last column, the cell after it), or nil.
  public func separator(atContentX x: Int) -> Int? {
    xs.indices.first { xs[$0] + widths[$0] == x }
  }

  /// The column whose cells (or the gap after them, but for the last
  /// column's) include content position `x`, or nil past the last column.
  public func column(atContentX x: Int) -> Int? {
    guard x >= 0, let index = xs.indices.last(where: { xs[$0] <= x }) else { return nil }
    let gap = index == xs.count - 1 ? 0 : spacing
    return x < xs[index] + widths[index] + gap ? index : nil
  }
}
