import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Rows of identifiable values in columns, like SwiftUI's `Table`:
///
/// ```swift
/// Table(files, selection: $selected, sortOrder: $sortOrder) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Size", value: \.size) { Text("\($0.size)") }
/// }
/// .onChange(of: sortOrder) { _, order in files.sort(using: order) }
/// ```
///
/// It is a representable over ``TermTableView``: each cell is declarative
/// content hosted in a reused row, so only the rows on screen exist
/// however long the data is, and the environment reaches every cell.
///
/// The terminal mapping: a header line of bold, underlined titles, the
/// main sort column marked ▲ or ▼. A focused table always has a current
/// row, in reverse video (dimmed when the table loses the keyboard); the
/// keys are `List`'s (Up, Down, Page Up/Down, Home, End; with a `Set`
/// selection Space and Shift select). Left and Right scroll a column at a
/// time when the columns are wider than the table. A click on a sortable
/// column's title, or `<` / `>` (the column before or after the main sort
/// column) and Ctrl-S (reverse the main sort), change the `sortOrder`
/// binding: the column's comparator goes first, or its order reverses.
/// As in SwiftUI, the table does not sort: the app does, on change.
///
/// Columns resize as on macOS: a drag on the separator after a column's
/// title (the gap before the next one), or Ctrl-Left / Ctrl-Right (a cell
/// narrower or wider) on the main sort column (else the first resizable
/// column in sight), within the column's `.width(min:ideal:max:)`; a
/// column of fixed `.width(_:)` does not resize. The table keeps the
/// widths the user gave while its columns stay the same.
public struct Table<Value: Identifiable, Data: RandomAccessCollection>: View where Data.Element == Value {
  let data: Data
  let selection: ListSelection<Value.ID>
  let sortOrder: TableSortOrder<Value>?
  let columns: [TableColumn<Value>]
  /// Each row's context menu, by row (rows built with `rows:`).
  var rowMenus: [(@MainActor () -> any View)?] = []
  /// Which columns the user hid, when the app keeps it.
  var customization: Binding<TableColumnCustomization<Value>>?

  init(
    data: Data, selection: ListSelection<Value.ID>, sortOrder: TableSortOrder<Value>?,
    columns: [TableColumn<Value>]
  ) {
    self.data = data
    self.selection = selection
    self.sortOrder = sortOrder
    self.columns = columns
  }

  /// A table of `data`'s rows in `columns`, without selection or sorting.
  public init(_ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]) {
    self.init(data: data, selection: .none, sortOrder: nil, columns: columns())
  }

  /// A table whose selected row's id is `selection`.
  public init(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) {
    self.init(data: data, selection: .single(selection), sortOrder: nil, columns: columns())
  }

  /// A table whose selected rows' ids are `selection`.
  public init(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) {
    self.init(data: data, selection: .multiple(selection), sortOrder: nil, columns: columns())
  }

  /// A table sorted by `sortOrder`, which header clicks and the sort keys
  /// change. Its comparators are Foundation's `KeyPathComparator` (with
  /// `import TermBridge`) or the library's (with `import TermBridgeCore`).
  public init<Sort: KeyPathSortComparator>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Sort.Compared == Value {
    self.init(data: data, selection: .none, sortOrder: TableSortOrder(sortOrder), columns: columns())
  }

  /// A table with a selected row and a sort order.
  public init<Sort: KeyPathSortComparator>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Sort.Compared == Value {
    self.init(
      data: data, selection: .single(selection), sortOrder: TableSortOrder(sortOrder), columns: columns())
  }

  /// A table with several rows selected and a sort order.
  public init<Sort: KeyPathSortComparator>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
  ) where Sort.Compared == Value {
    self.init(
      data: data, selection: .multiple(selection), sortOrder: TableSortOrder(sortOrder), columns: columns())
  }

  /// The representable over ``TermTableView``.
  public var body: some View {
    TableRepresentable(
      data: data, selection: selection, sortOrder: sortOrder, columns: shownColumns, rowMenus: rowMenus)
  }

  /// The columns not hidden by the customization or by default.
  private var shownColumns: [TableColumn<Value>] {
    let customization = customization?.wrappedValue ?? TableColumnCustomization()
    return columns.filter { customization.shows($0) }
  }
}
