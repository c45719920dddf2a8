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
  public func listView(_ listView: TermListView, heightForRowAt row: Int) -> Int { listView.rowHeight }
  public func listView(_ listView: TermListView, didSelectRowAt row: Int) {}
  public func listView(_ listView: TermListView, didActivateRowAt row: Int) {}
  /// Every row may be selected.
  public func listView(_ listView: TermListView, shouldSelectRowAt row: Int) -> Bool { true }
  /// Rows are not deleted.
  public func listView(_ listView: TermListView, deleteRowAt row: Int) -> Bool { false }
  public func listView(_ listView: TermListView, willDisplay cell: TermListCell, forRowAt row: Int) {}
  public func listView(
    _ listView: TermListView, didEndDisplaying cell: TermListCell, forRowAt row: Int
  ) {}
  public func listViewDidScroll(_ listView: TermListView) {}
}
