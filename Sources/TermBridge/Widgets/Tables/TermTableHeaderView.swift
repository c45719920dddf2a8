import TermBridgeTerminal

/// The header row of a ``TermTableView``, like `NSTableHeaderView`: each
/// column's title over its cells (scrolled with them), the main sort
/// column marked ▲ (ascending) or ▼ (descending) at its trailing edge. A
/// click on a title sorts by that column; a drag on the separator after a
/// resizable column's title resizes the column.
@MainActor
open class TermTableHeaderView: TermView {
  /// The table whose columns the header shows.
  public internal(set) weak var tableView: TermTableView?

  /// The style of the whole header line: bold and underlined by default,
  /// so it reads as a rule above the rows.
  open var headerStyle: TermStyle {
    get { headerStyleOverride ?? theme.header }
    set {
      let oldValue = headerStyle
      headerStyleOverride = newValue
      if headerStyle != oldValue { setNeedsDisplay() }
    }
  }
  /// What was set for ``headerStyle``; nil follows the theme.
  private var headerStyleOverride: TermStyle?

  /// The mark of an ascending main sort column.
  public static let ascendingIndicator: Character = "▲"
  /// The mark of a descending main sort column.
  public static let descendingIndicator: Character = "▼"

  open override func draw(in canvas: TermCanvas) {
    canvas.fill(bounds, style: headerStyle)
    guard let tableView else { return }
    let width = tableView.listView.cellWidth
    let layout = tableView.columnLayout(forWidth: width)
    let offset = tableView.horizontalOffset
    let sort = tableView.sortDescriptors.first
    for (index, column) in tableView.columns.enumerated() where index < layout.widths.count {
      let rect = Rect(x: layout.xs[index] - offset, y: 0, width: layout.widths[index], height: 1)
      guard rect.maxX > 0, rect.minX < width else { continue }
      let cell = canvas.clipped(to: rect)
      var room = rect.width
      if let sort, sort.column == column.identifier, room >= 2 {
        let mark = sort.ascending ? Self.ascendingIndicator : Self.descendingIndicator
        cell.draw(mark, at: Point(x: room - 1, y: 0), style: headerStyle)
        room -= 2
      }
      cell.draw(
        TextLayout.truncate(column.title, toWidth: room), at: .zero, style: headerStyle)
    }
  }

  /// The column whose separator a press began resizing, while the button is held.
  public private(set) var resizingColumn: Int?

  /// A click on a column's title sorts by it (again: the other way). A
  /// press on the separator after a resizable column (the gap before the
  /// next title) and a drag resize it instead: the separator follows the
  /// pointer, within the column's limits.
  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard let tableView, tableView.isEffectivelyEnabled else { return false }
    let layout = tableView.columnLayout(forWidth: tableView.listView.cellWidth)
    let x = point.x + tableView.horizontalOffset
    switch event.kind {
    case .press(.left):
      tableView.listView.becomeFirstResponder()
      if let column = layout.separator(atContentX: x), tableView.columns.indices.contains(column),
        tableView.columns[column].isUserResizable
      {
        resizingColumn = column
      } else if let column = layout.column(atContentX: x) {
        resizingColumn = nil
        tableView.userSort(byColumn: column)
      }
      return true
    case .drag(.left):
      if let column = resizingColumn, layout.xs.indices.contains(column) {
        tableView.userResizeColumn(column, toWidth: x - layout.xs[column])
      }
      return true
    case .release(.left):
      resizingColumn = nil
      return true
    default:
      return super.mouseEvent(event, at: point)
    }
  }
}
