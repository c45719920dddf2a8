import TermBridgeTerminal
import TermBridgeWidgets

/// A declarative table row whose cells are all `Text`: one view
/// (a ``TermTableTextRow``) draws every column's text where its label
/// would be, instead of a node and a label per cell. A `Table` of text
/// columns (`TableColumn("Name", value: \.name)`, or content that is a
/// `Text`) updates, measures and places one view a row, as a `List` of
/// text does. A column whose content's type is not `Text` (an image, a
/// text inside a modifier or an `AnyView`) makes every row
/// ``TableRowCells``; a text showing a live date, or a content transition
/// on the table, makes that row (or each row) its cells, whose labels
/// update and animate their text.
struct TableTextRow: View, SelfContainedWidgetView {
  typealias Body = Never
  let texts: [Text]
  /// Where the cells go; shared by the rows the table makes meanwhile.
  let geometry: TableRowGeometry

  func makeWidget(context: Context) -> TermTableTextRow { TermTableTextRow() }

  /// Brings the row's columns and each cell's text up to date (each text
  /// as a label showing it would be).
  func updateWidget(_ row: TermTableTextRow, context: Context) {
    // The environment read once for every cell; each text read in place,
    // its content made as its cell takes it.
    let resolution = TextResolution(context.environment)
    row.setColumns(geometry.columns, spacing: geometry.spacing, offset: geometry.offset)
    row.updateCells(count: texts.count, reservedLines: resolution.reservedLines) { column in
      texts[column].labelContent(with: resolution)
    }
  }

  /// The width proposed (the columns' when none) by the tallest cell.
  func sizeThatFits(_ proposal: ProposedViewSize, widget row: TermTableTextRow, context: Context) -> Size? {
    row.sizeThatFits(width: proposal.width, height: proposal.height)
  }
}

/// The same row when its layout is and each text is the same.
extension TableTextRow: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: TableTextRow) -> Bool {
    geometry == other.geometry && texts == other.texts
  }
}

/// Where a table row's cells go: the table's columns, the cells between
/// them, and the horizontal offset the table asks for (each row limits it
/// for its width). The table's rows share one while these stay the same,
/// so a row compares its geometry with another's by identity first, and a
/// ``TableTextRow`` (the geometry and its texts) is small enough to be
/// stored in place wherever the graph keeps a view.
final class TableRowGeometry: Equatable, Sendable {
  let columns: [TermTableColumn]
  let spacing: Int
  let offset: Int

  init(columns: [TermTableColumn], spacing: Int, offset: Int) {
    self.columns = columns
    self.spacing = spacing
    self.offset = offset
  }

  /// Whether this geometry is `columns`, `spacing` apart, at `offset`.
  func matches(columns: [TermTableColumn], spacing: Int, offset: Int) -> Bool {
    self.spacing == spacing && self.offset == offset && self.columns == columns
  }

  static func == (a: TableRowGeometry, b: TableRowGeometry) -> Bool {
    a === b || a.matches(columns: b.columns, spacing: b.spacing, offset: b.offset)
  }
}
