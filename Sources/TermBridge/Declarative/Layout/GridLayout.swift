import TermBridgeTerminal
import TermBridgeWidgets

/// Where a grid cell goes: its row, how many columns it spans (nil: all of
/// them, for a view directly in the grid) and the alignments its row and
/// column asked for.
struct GridCellInfo: Equatable {
  var row: Int
  var columns: Int?
  var rowAlignment: VerticalAlignment?
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
}

/// A cell of a ``Grid``: one layout item for its view, carrying its place
/// for the grid's layout to read.
struct GridCell: View, StructuralView {
  typealias Body = Never
  let wrapped: any View
  let info: GridCellInfo

  var content: [any View] { [wrapped] }
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior { GridCellLayout(info: info) }
  func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let cell = layout as? GridCellLayout, cell.info != info else { return false }
    cell.info = info
    return true
  }
  func transformChildEnvironment(_ environment: inout EnvironmentValues) {
    // A row's cells sit side by side; a view across the grid is a row.
    environment.stackAxis = info.columns == nil ? .vertical : .horizontal
  }
}

/// A grid cell's layout: its content fills the rectangle the grid gives it.
@MainActor
final class GridCellLayout: LayoutBehavior {
  var info: GridCellInfo
  private let fill = PassthroughLayout()

  init(info: GridCellInfo) { self.info = info }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    fill.sizeThatFits(proposal, children: children)
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    fill.placeChildren(in: bounds, children: children)
  }
}

/// ``Grid``'s layout: column widths from the widest cells, shared or cut
/// to fit the width offered; rows as tall as their tallest cell.
@MainActor
final class GridLayout: LayoutBehavior {
  private(set) var alignment: Alignment
  private(set) var horizontalSpacing: Int
  private(set) var verticalSpacing: Int

  init(alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.layoutClamped
    self.verticalSpacing = verticalSpacing.layoutClamped
  }

  /// Takes a grid's newest values; returns whether they changed.
  func update(alignment: Alignment, horizontalSpacing: Int, verticalSpacing: Int) -> Bool {
    guard
      alignment != self.alignment || horizontalSpacing.layoutClamped != self.horizontalSpacing
        || verticalSpacing.layoutClamped != self.verticalSpacing
    else { return false }
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.layoutClamped
    self.verticalSpacing = verticalSpacing.layoutClamped
    return true
  }

  private struct Cell {
    let item: any LayoutItem
    let column: Int
    /// Columns spanned; nil for all of them.
    let span: Int?
    let info: GridCellInfo?
  }

  /// The cells in rows, with their first column, and the column count.
  private func rows(of children: [any LayoutItem]) -> (rows: [[Cell]], columns: Int) {
    var rows: [[Cell]] = []
    var lastRow: Int?
    var column = 0
    var columns = 0
    for item in children {
      let info = ((item as? LayoutNode)?.layout as? GridCellLayout)?.info
      if info == nil || info?.row != lastRow || info?.columns == nil {
        rows.append([])
        column = 0
      }
      lastRow = info?.row
      let span = info?.columns
      rows[rows.count - 1].append(Cell(item: item, column: column, span: span, info: info))
      if let span {
        column += span
        columns = max(columns, column)
      } else {
        lastRow = nil
      }
    }
    return (rows, columns)
  }

  private func slotWidth(_ cell: Cell, _ widths: [Int]) -> Int {
    let range = cell.span.map { cell.column..<min(widths.count, cell.column + $0) } ?? 0..<widths.count
    guard !range.isEmpty else { return 0 }
    return widths[range].reduce(0, clampedAdd) + horizontalSpacing * (range.count - 1)
  }

  /// Each column's width for a grid offered `width` (nil: ideal widths).
  private func columnWidths(_ rows: [[Cell]], columns: Int, width: Int?) -> [Int] {
    guard columns > 0 else { return [] }
    var ideal = [Int](repeating: 0, count: columns)
    var minimum = [Int](repeating: 0, count: columns)
    var maximum = [Int](repeating: 0, count: columns)
    let cells = rows.joined()
    for cell in cells where cell.span == 1 {
      let c = cell.column
      ideal[c] = max(ideal[c], cell.item.sizeThatFits(.unspecified).width)
      minimum[c] = max(minimum[c], cell.item.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width)
      maximum[c] = max(
        maximum[c], cell.item.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width)
    }
    // A cell over several columns (or all) widens the last of them.
    for cell in cells where cell.span != 1 {
      let last = min(columns, cell.column + (cell.span ?? columns)) - 1
      let wanted = cell.item.sizeThatFits(.unspecified).width
      let have = slotWidth(cell, ideal)
      if wanted > have { ideal[last] += wanted - have }
    }
    for c in 0..<columns {
      minimum[c] = min(minimum[c], ideal[c])
      maximum[c] = max(maximum[c], ideal[c])
    }
    guard let width else { return ideal }
    let total = ideal.reduce(0, +) + horizontalSpacing * (columns - 1)
    var widths = ideal
    if width > total {
      // The flexible columns share what is left, the least flexible first.
      var extra = width - total
      let flexible = (0..<columns).filter { maximum[$0] > ideal[$0] }.sorted {
        maximum[$0] - ideal[$0] < maximum[$1] - ideal[$1]
      }
      for (offset, c) in flexible.enumerated() {
        let share = min(extra / (flexible.count - offset), maximum[c] - ideal[c])
        widths[c] += share
        extra -= share
      }
    } else if width < total {
      // Columns give up what their cells can spare, in proportion.
      let deficit = total - width
      let slack = (0..<columns).map { ideal[$0] - minimum[$0] }
      let totalSlack = slack.reduce(0, +)
      guard totalSlack > 0 else { return widths }
      var taken = 0
      for c in 0..<columns {
        let cut = min(slack[c], deficit * slack[c] / totalSlack)
        widths[c] -= cut
        taken += cut
      }
      var c = 0
      while taken < min(deficit, totalSlack) {
        if widths[c] > minimum[c] {
          widths[c] -= 1
          taken += 1
        }
        c = (c + 1) % columns
      }
    }
    return widths
  }

  private func rowHeights(_ rows: [[Cell]], widths: [Int]) -> [Int] {
    rows.map { row in
      row.map { $0.item.sizeThatFits(ProposedViewSize(width: slotWidth($0, widths), height: nil)).height }
        .max() ?? 0
    }
  }

  private func total(_ lengths: [Int], spacing: Int) -> Int {
    clampedAdd(lengths.reduce(0, clampedAdd), clampedMultiply(spacing, max(0, lengths.count - 1)))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    let (rows, columns) = rows(of: children)
    let widths = columnWidths(rows, columns: columns, width: proposal.width)
    let heights = rowHeights(rows, widths: widths)
    var width = total(widths, spacing: horizontalSpacing)
    // A grid of views directly in it only (no rows) is as wide as they are.
    if columns == 0 {
      width =
        rows.joined().map { $0.item.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width }
        .max() ?? 0
    }
    return Size(width: width, height: total(heights, spacing: verticalSpacing))
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    let (rows, columns) = rows(of: children)
    let widths = columnWidths(rows, columns: columns, width: bounds.width)
    let heights = rowHeights(rows, widths: widths)
    let width = columns == 0 ? bounds.width : total(widths, spacing: horizontalSpacing)
    let content = Alignment(horizontal: alignment.horizontal, vertical: .top).rect(
      for: Size(width: width, height: total(heights, spacing: verticalSpacing)), in: bounds)
    var columnX: [Int] = []
    var x = content.minX
    for w in widths {
      columnX.append(x)
      x += w + horizontalSpacing
    }
    // A column's alignment is the one any of its cells asked for.
    var columnAlignment: [Int: HorizontalAlignment] = [:]
    for cell in rows.joined() where cell.span != nil {
      if let guide = cell.info?.columnAlignment { columnAlignment[cell.column] = guide }
    }
    var y = content.minY
    for (row, height) in zip(rows, heights) {
      for cell in row {
        let slot = Rect(
          x: cell.span == nil ? content.minX : columnX[cell.column], y: y,
          width: cell.span == nil ? width : slotWidth(cell, widths), height: height)
        let size = cell.item.sizeThatFits(ProposedViewSize(slot.size))
        let cellAlignment = Alignment(
          horizontal: cell.span == nil
            ? alignment.horizontal : columnAlignment[cell.column] ?? alignment.horizontal,
          vertical: cell.info?.rowAlignment ?? alignment.vertical)
        if let anchor = cell.info?.anchor {
          cell.item.place(in: anchor.rect(for: size, in: slot))
        } else {
          cell.item.place(in: cellAlignment.rect(for: size, in: slot))
        }
      }
      y += height + verticalSpacing
    }
  }
}
