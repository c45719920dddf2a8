/// One row of a ``Table`` built with `rows:`, like SwiftUI's `TableRow`:
///
/// ```swift
/// Table(of: Plant.self) {
///   TableColumn("Variety", value: \.variety)
/// } rows: {
///   ForEach(plants) { TableRow($0) }
///   TableRow(Plant.featured).contextMenu { Button("Water") { … } }
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent {
  /// The value the row stands for.
  public typealias TableRowValue = Value
  /// A row has no body: it is a row.
  public typealias TableRowBody = Never
  let value: Value

  /// A row for `value`, shown in every column.
  public init(_ value: Value) { self.value = value }

  /// Never called: a row is primitive.
  public var tableRowBody: Never { return fatalError("TableRow has no body") }
}

extension TableRow: TableRowsSource {
  func appendRows<Row: Identifiable>(to rows: inout [TableRowItem<Row>], depth: Int) {
    guard let value = value as? Row else { return }
    rows.append(TableRowItem(value: value, depth: depth))
  }
}

/// No rows, like SwiftUI's `EmptyTableRowContent`: an empty `rows:` block.
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
  /// The row value type of the table.
  public typealias TableRowValue = Value
  /// Primitive.
  public typealias TableRowBody = Never
  /// No rows.
  public init() {}
  /// Never called.
  public var tableRowBody: Never { return fatalError("EmptyTableRowContent has no body") }
}

extension EmptyTableRowContent: TableRowsSource {
  func appendRows<Row: Identifiable>(to rows: inout [TableRowItem<Row>], depth: Int) {}
}

/// Row contents one after another, like SwiftUI's `TupleTableRowContent`:
/// what a ``TableRowBuilder`` block of several makes.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
  /// The row value type of the table.
  public typealias TableRowValue = Value
  /// Primitive.
  public typealias TableRowBody = Never
  let parts: [any TableRowContent]

  init(parts: [any TableRowContent]) { self.parts = parts }

  /// Never called.
  public var tableRowBody: Never { return fatalError("TupleTableRowContent has no body") }
}

extension TupleTableRowContent: TableRowsSource {
  func appendRows<Row: Identifiable>(to rows: inout [TableRowItem<Row>], depth: Int) {
    for part in parts { appendTableRows(of: part, to: &rows, depth: depth) }
  }
}

/// Rows of an `if`'s branch or the other's, what ``TableRowBuilder``'s
/// `if`/`else` makes (SwiftUI's `_ConditionalContent` as row content).
public struct ConditionalTableRowContent<TrueContent: TableRowContent, FalseContent: TableRowContent>:
  TableRowContent
where TrueContent.TableRowValue == FalseContent.TableRowValue {
  /// The row value type of both branches.
  public typealias TableRowValue = TrueContent.TableRowValue
  /// Primitive.
  public typealias TableRowBody = Never
  enum Branch {
    case first(TrueContent)
    case second(FalseContent)
  }
  let branch: Branch

  /// Never called.
  public var tableRowBody: Never { return fatalError("ConditionalTableRowContent has no body") }
}

extension ConditionalTableRowContent: TableRowsSource {
  func appendRows<Row: Identifiable>(to rows: inout [TableRowItem<Row>], depth: Int) {
    switch branch {
    case .first(let content): appendTableRows(of: content, to: &rows, depth: depth)
    case .second(let content): appendTableRows(of: content, to: &rows, depth: depth)
    }
  }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
  /// The wrapped content's row value.
  public typealias TableRowValue = Wrapped.TableRowValue
  /// Primitive.
  public typealias TableRowBody = Never
  /// Never called.
  public var tableRowBody: Never { return fatalError("Optional has no table row body") }
}

extension Optional: TableRowsSource where Wrapped: TableRowContent {
  func appendRows<Row: Identifiable>(to rows: inout [TableRowItem<Row>], depth: Int) {
    if let content = self { appendTableRows(of: content, to: &rows, depth: depth) }
  }
}

/// The rows of a `Table(_ data:)`, like SwiftUI's `TableForEachContent`:
/// one ``TableRow`` per element.
public struct TableForEachContent<Data: RandomAccessCollection>: DynamicTableRowContent
where Data.Element: Identifiable {
  /// The elements.
  public typealias TableRowValue = Data.Element
  /// The same rows as a `ForEach` of `TableRow`s.
  public typealias TableRowBody = ForEach<Data, Data.Element.ID, TableRow<Data.Element>>
  /// The collection of rows.
  public let data: Data

  /// A row for each element of `data`.
  public init(_ data: Data) { self.data = data }

  /// A `ForEach` of one `TableRow` per element.
  public var tableRowBody: TableRowBody { ForEach(data) { TableRow($0) } }
}
