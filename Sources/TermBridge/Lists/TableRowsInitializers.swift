#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tables whose rows are written out (`rows:`), like SwiftUI's
/// `Table(of:selection:sortOrder:columnCustomization:columns:rows:)`
/// family: the rows are ``TableRow``s and `ForEach`es of them (with their
/// context menus), flattened into the same table as one made from data.
extension Table where Data == [Value] {
  init<Rows: TableRowContent>(
    rows: Rows, selection: ListSelection<Value.ID>, sortOrder: TableSortOrder<Value>?,
    customization: Binding<TableColumnCustomization<Value>>?, columns: [TableColumn<Value>]
  ) where Rows.TableRowValue == Value {
    let items = tableRows(of: rows)
    self.init(data: items.map(\.value), selection: selection, sortOrder: sortOrder, columns: columns)
    if items.contains(where: { $0.contextMenu != nil }) { rowMenus = items.map(\.contextMenu) }
    self.customization = customization
  }

  /// A table of the rows `rows` builds, in `columns`.
  public init<Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>],
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value {
    self.init(
      rows: rows(), selection: .none, sortOrder: nil, customization: nil, columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, with the columns `columnCustomization` hides left out.
  public init<Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value {
    self.init(
      rows: rows(), selection: .none, sortOrder: nil, customization: columnCustomization, columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, sorted by `sortOrder`.
  public init<Sort: KeyPathSortComparator, Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value, Sort.Compared == Value {
    self.init(
      rows: rows(), selection: .none, sortOrder: TableSortOrder(sortOrder), customization: nil,
      columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, sorted by `sortOrder`, with the columns `columnCustomization` hides left out.
  public init<Sort: KeyPathSortComparator, Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value, Sort.Compared == Value {
    self.init(
      rows: rows(), selection: .none, sortOrder: TableSortOrder(sortOrder),
      customization: columnCustomization, columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, selecting zero or one row.
  public init<Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value {
    self.init(
      rows: rows(), selection: .single(selection), sortOrder: nil, customization: nil, columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, selecting zero or one row, with the columns `columnCustomization` hides left out.
  public init<Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value {
    self.init(
      rows: rows(), selection: .single(selection), sortOrder: nil, customization: columnCustomization,
      columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, selecting zero or one row, sorted by `sortOrder`.
  public init<Sort: KeyPathSortComparator, Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value, Sort.Compared == Value {
    self.init(
      rows: rows(), selection: .single(selection), sortOrder: TableSortOrder(sortOrder), customization: nil,
      columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, selecting zero or one row, sorted by `sortOrder`, with the columns `columnCustomization` hides left out.
  public init<Sort: KeyPathSortComparator, Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value, Sort.Compared == Value {
    self.init(
      rows: rows(), selection: .single(selection), sortOrder: TableSortOrder(sortOrder),
      customization: columnCustomization, columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, selecting several rows.
  public init<Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value {
    self.init(
      rows: rows(), selection: .multiple(selection), sortOrder: nil, customization: nil, columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, selecting several rows, with the columns `columnCustomization` hides left out.
  public init<Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value {
    self.init(
      rows: rows(), selection: .multiple(selection), sortOrder: nil, customization: columnCustomization,
      columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, selecting several rows, sorted by `sortOrder`.
  public init<Sort: KeyPathSortComparator, Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value, Sort.Compared == Value {
    self.init(
      rows: rows(), selection: .multiple(selection), sortOrder: TableSortOrder(sortOrder), customization: nil,
      columns: columns())
  }

  /// A table of the rows `rows` builds, in `columns`, selecting several rows, sorted by `sortOrder`, with the columns `columnCustomization` hides left out.
  public init<Sort: KeyPathSortComparator, Rows: TableRowContent>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>], @TableRowBuilder<Value> rows: () -> Rows
  ) where Rows.TableRowValue == Value, Sort.Compared == Value {
    self.init(
      rows: rows(), selection: .multiple(selection), sortOrder: TableSortOrder(sortOrder),
      customization: columnCustomization, columns: columns())
  }

}
