import TermBridgeTerminal

/// Supplies a ``TermListView``'s rows, like `UITableViewDataSource`.
///
/// The list asks for the number of rows when it loads (or reloads) its data,
/// and for a cell only when a row is about to be shown: a list of a million
/// rows asks about the few rows on screen, never about the others.
@MainActor
public protocol TermListViewDataSource: AnyObject {
  /// How many rows the list has.
  func numberOfRows(in listView: TermListView) -> Int

  /// A cell configured for `row`, normally one obtained from
  /// ``TermListView/dequeueReusableCell(withIdentifier:for:)``.
  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell

  /// The section holding `row`, if the rows are in sections: asked only
  /// while the list pins sections' headers or footers
  /// (``TermListView/sectionHeadersPinToVisibleBounds``), for the first
  /// and last rows on screen. The default: no sections.
  func listView(_ listView: TermListView, sectionRowsForRowAt row: Int) -> TermSectionRows?
}

/// Rows in no section, unless the data source says otherwise.
extension TermListViewDataSource {
  /// No sections: nothing is pinned.
  public func listView(_ listView: TermListView, sectionRowsForRowAt row: Int) -> TermSectionRows? { nil }
}

/// Learns what happens in a ``TermListView`` and shapes its rows, like
/// `UITableViewDelegate`. Every method is optional.
@MainActor
public protocol TermListViewDelegate: AnyObject {
  /// The height of `row`, in lines (at least 1). Return
  /// ``TermListView/automaticDimension`` to let the row's cell size itself
  /// (``TermListCell/sizeThatFits(_:)``). The default is the list's
  /// ``TermListView/rowHeight``.
  ///
  /// Asked only for rows the list shows (or scrolls across), once per row
  /// until the row or the data is reloaded or the list's width changes;
  /// never for every row.
  func listView(_ listView: TermListView, heightForRowAt row: Int) -> Int

  /// The user selected `row` (keys, mouse, or the selection-moving
  /// methods); not called for ``TermListView/selectRow(_:scrollPosition:)``.
  func listView(_ listView: TermListView, didSelectRowAt row: Int)

  /// The user activated `row`: Enter on the selected row.
  func listView(_ listView: TermListView, didActivateRowAt row: Int)

  /// Whether the user may select `row`, like `tableView(_:shouldHighlightRowAt:)`:
  /// keys skip rows that may not be (a section's header), clicks ignore them.
  /// Asked only for rows the selection would land on.
  func listView(_ listView: TermListView, shouldSelectRowAt row: Int) -> Bool

  /// The user asked to delete `row` (Delete on the selected row); return
  /// true when it is deleted (update the data and reload), false to let
  /// the key travel up the responder chain.
  func listView(_ listView: TermListView, deleteRowAt row: Int) -> Bool

  /// Whether Delete can delete `row`, for the keys the list lists (the key
  /// hints bar), like `UITableViewDataSource`'s `canEditRowAt`.
  func listView(_ listView: TermListView, canDeleteRowAt row: Int) -> Bool

  /// The user changed the selection of a list that allows multiple
  /// selection (Space, Shift with a movement key, a click), like
  /// `NSTableView`'s `tableViewSelectionDidChange`: read
  /// ``TermListView/selectedRows``. Called once per change, however many
  /// rows it selects; `listView(_:didSelectRowAt:)` is not called in such
  /// a list.
  func listViewSelectionDidChange(_ listView: TermListView)

  /// The user asked to move `row` to `destination` (Alt-Up or Alt-Down on
  /// the current row: the row above or below), like
  /// `tableView(_:moveRowAt:to:)`: return true when it moved (update the
  /// data and reload; the current row follows it), false to let the key
  /// travel up the responder chain.
  func listView(_ listView: TermListView, moveRowAt row: Int, to destination: Int) -> Bool

  /// The user asked to expand `row` (Right on the current row), as in an
  /// outline; return true when it did something (the key is used).
  func listView(_ listView: TermListView, expandRowAt row: Int) -> Bool

  /// The user asked to collapse `row` (Left on the current row); return
  /// true when it did something, such as collapsing the row or making its
  /// parent current.
  func listView(_ listView: TermListView, collapseRowAt row: Int) -> Bool

  /// The actions shown at the start of `row` (a drag to the right,
  /// Ctrl-Right), like `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
  /// The default is what the row's cell registered
  /// (``TermListCell/swipeActionsConfiguration(for:)``).
  func listView(_ listView: TermListView, leadingSwipeActionsConfigurationForRowAt row: Int)
    -> TermSwipeActionsConfiguration?

  /// The actions shown at the end of `row` (a drag to the left,
  /// Ctrl-Left, Shift-Delete), like
  /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`. The default
  /// is what the row's cell registered.
  func listView(_ listView: TermListView, trailingSwipeActionsConfigurationForRowAt row: Int)
    -> TermSwipeActionsConfiguration?

  /// `cell` is about to be shown for `row`.
  func listView(_ listView: TermListView, willDisplay cell: TermListCell, forRowAt row: Int)

  /// `cell` stopped showing `row` (it scrolled out or the data reloaded) and
  /// is about to be reused.
  func listView(_ listView: TermListView, didEndDisplaying cell: TermListCell, forRowAt row: Int)

  /// The rows on screen moved (the list scrolled).
  func listViewDidScroll(_ listView: TermListView)
}

/// The defaults: rows are ``TermListView/rowHeight`` tall, and events are
/// ignored.
extension TermListViewDelegate {
  /// The list's `rowHeight`.
  public func listView(_ listView: TermListView, heightForRowAt row: Int) -> Int { listView.rowHeight }
  /// Does nothing.
  public func listView(_ listView: TermListView, didSelectRowAt row: Int) {}
  /// Does nothing.
  public func listView(_ listView: TermListView, didActivateRowAt row: Int) {}
  /// Every row may be selected.
  public func listView(_ listView: TermListView, shouldSelectRowAt row: Int) -> Bool { true }
  /// Rows are not deleted.
  public func listView(_ listView: TermListView, deleteRowAt row: Int) -> Bool { false }
  /// Rows cannot be deleted.
  public func listView(_ listView: TermListView, canDeleteRowAt row: Int) -> Bool { false }
  /// Does nothing.
  public func listViewSelectionDidChange(_ listView: TermListView) {}
  /// Rows are not moved.
  public func listView(_ listView: TermListView, moveRowAt row: Int, to destination: Int) -> Bool {
    false
  }
  /// Rows do not expand.
  public func listView(_ listView: TermListView, expandRowAt row: Int) -> Bool { false }
  /// Rows do not collapse.
  public func listView(_ listView: TermListView, collapseRowAt row: Int) -> Bool { false }
  /// The actions the row's cell registered for its leading edge.
  public func listView(_ listView: TermListView, leadingSwipeActionsConfigurationForRowAt row: Int)
    -> TermSwipeActionsConfiguration?
  {
    listView.cellForRow(at: row)?.swipeActionsConfiguration(for: .leading)
  }
  /// The actions the row's cell registered for its trailing edge.
  public func listView(_ listView: TermListView, trailingSwipeActionsConfigurationForRowAt row: Int)
    -> TermSwipeActionsConfiguration?
  {
    listView.cellForRow(at: row)?.swipeActionsConfiguration(for: .trailing)
  }
  /// Does nothing.
  public func listView(_ listView: TermListView, willDisplay cell: TermListCell, forRowAt row: Int) {}
  /// Does nothing.
  public func listView(
    _ listView: TermListView, didEndDisplaying cell: TermListCell, forRowAt row: Int
  ) {}
  /// Does nothing.
  public func listViewDidScroll(_ listView: TermListView) {}
}
