import TermBridgeTerminal

/// Supplies a ``TermTableView``'s rows, like `NSTableViewDataSource`: the
/// number of rows, and what each cell of a row on screen shows.
///
/// The table asks about the rows on screen only: a table of a million rows
/// asks for the cells of the few rows it shows.
@MainActor
public protocol TermTableViewDataSource: AnyObject {
  /// How many rows the table has.
  func numberOfRows(in tableView: TermTableView) -> Int

  /// What the cell of `row` in `column` shows, as a content configuration
  /// (a ``TermListContentConfiguration`` for text, a hosting configuration
  /// for declarative content). A reused cell whose column view supports the
  /// configuration updates that view in place.
  func tableView(
    _ tableView: TermTableView, contentConfigurationFor column: TermTableColumn, row: Int
  ) -> any TermContentConfiguration

  /// What the whole of `row` shows, as one configuration whose view places
  /// the columns itself (at ``TermTableView/columnLayout(forWidth:)`` less
  /// ``TermTableView/horizontalOffset``), or nil (the default) for a view
  /// per column from ``tableView(_:contentConfigurationFor:row:)``. One
  /// view a row costs what a list row costs; a declarative `Table` hosts
  /// each row's cells in one hosting view this way. The table asks again
  /// for the rows on screen when the columns move (a horizontal scroll, a
  /// resize, new columns).
  func tableView(_ tableView: TermTableView, rowContentConfigurationForRow row: Int)
    -> (any TermContentConfiguration)?
}

/// The default: a view per column.
extension TermTableViewDataSource {
  /// Nil: the table asks for each column's cell.
  public func tableView(_ tableView: TermTableView, rowContentConfigurationForRow row: Int)
    -> (any TermContentConfiguration)?
  { nil }
}

/// Learns what the user does to a ``TermTableView``, like
/// `NSTableViewDelegate`. Every method is optional.
@MainActor
public protocol TermTableViewDelegate: AnyObject {
  /// The user selected `row` in a table with single selection.
  func tableView(_ tableView: TermTableView, didSelectRowAt row: Int)

  /// The user changed the selection of a table that allows multiple
  /// selection: read ``TermTableView/selectedRows``.
  func tableViewSelectionDidChange(_ tableView: TermTableView)

  /// The user activated `row` (Enter).
  func tableView(_ tableView: TermTableView, didActivateRowAt row: Int)

  /// The user changed ``TermTableView/sortDescriptors`` (a header click or
  /// a sort key), like `tableView(_:sortDescriptorsDidChange:)`: sort the
  /// data and reload. The table does not sort anything itself.
  func tableView(
    _ tableView: TermTableView, sortDescriptorsDidChange oldDescriptors: [TermTableSortDescriptor])

  /// The table scrolled horizontally to ``TermTableView/horizontalOffset``.
  func tableViewDidScrollHorizontally(_ tableView: TermTableView)

  /// The user resized `column` (a drag on the header's separator or the
  /// resize keys), from `oldWidth` to ``TermTableView/width(ofColumn:)``,
  /// like `tableViewColumnDidResize(_:)`. Its
  /// ``TermTableColumn/userWidth`` holds the new width: keep it to give
  /// the column that width again when setting ``TermTableView/columns``.
  func tableView(_ tableView: TermTableView, didResizeColumn column: Int, oldWidth: Int)
}

/// The defaults: events are ignored.
extension TermTableViewDelegate {
  /// Ignores the selection.
  public func tableView(_ tableView: TermTableView, didSelectRowAt row: Int) {}
  /// Ignores the selection.
  public func tableViewSelectionDidChange(_ tableView: TermTableView) {}
  /// Ignores the activation.
  public func tableView(_ tableView: TermTableView, didActivateRowAt row: Int) {}
  /// Ignores the new sort (nothing is sorted).
  public func tableView(
    _ tableView: TermTableView, sortDescriptorsDidChange oldDescriptors: [TermTableSortDescriptor]
  ) {}
  /// Ignores the scroll.
  public func tableViewDidScrollHorizontally(_ tableView: TermTableView) {}
  /// Ignores the resize.
  public func tableView(_ tableView: TermTableView, didResizeColumn column: Int, oldWidth: Int) {}
}
