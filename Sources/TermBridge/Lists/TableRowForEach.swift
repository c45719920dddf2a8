/// A `ForEach` of table rows, like SwiftUI's `ForEach` in a `Table`'s
/// `rows:` builder: one row content per element.
extension ForEach: TableRowContent where Content: TableRowContent {
  /// The rows' value type.
  public typealias TableRowValue = Content.TableRowValue
  /// Primitive: it makes its rows itself.
  public typealias TableRowBody = Never

  /// Never called.
  public var tableRowBody: Never { return fatalError("ForEach has no table row body") }

  /// Row content for each element of identifiable `data`.
  public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
    self.init(data: data, id: \.id, content: content)
  }

  /// Row content for each element of `data`, identified by the key path `id`.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TableRowValue {
    self.init(data: data, id: id, content: content)
  }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach: TableRowsSource where Content: TableRowContent {
  func appendRows<Row: Identifiable>(to rows: inout [TableRowItem<Row>], depth: Int) {
    for element in data { appendTableRows(of: content(element), to: &rows, depth: depth) }
  }
}
