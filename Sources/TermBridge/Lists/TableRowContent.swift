/// A type that makes rows of a ``Table``, like SwiftUI's
/// `TableRowContent`: a ``TableRow``, a `ForEach` of them, several in a
/// ``TableRowBuilder`` block, or a type of the app's own whose
/// ``tableRowBody`` is any of these.
///
/// The rows are flattened, in order, into the rows the table shows; a
/// table made this way draws and behaves exactly as one made from data.
@MainActor
public protocol TableRowContent<TableRowValue> {
  /// The value each row stands for.
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
  /// The content this one is made of.
  associatedtype TableRowBody: TableRowContent
  /// The rows this content is made of.
  @TableRowBuilder<TableRowValue> var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
  /// Never: a primitive row content has no body.
  public typealias TableRowValue = Never
  /// Never called: primitive row contents make their rows themselves.
  public var tableRowBody: Never { return fatalError("Never has no table row body") }
}

/// Row content with one row per element of a collection, like SwiftUI's
/// `DynamicTableRowContent`: a `ForEach` of ``TableRow``s. Its rows
/// accept `.onInsert(of:perform:)`.
public protocol DynamicTableRowContent: TableRowContent {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection the rows are made from.
  var data: Data { get }
}

/// One row of a table as the table shows it: the value and what the row
/// adds (a context menu, an indent in an outline).
struct TableRowItem<Value: Identifiable> {
  var value: Value
  /// The items of the row's context menu, if it has one.
  var contextMenu: (@MainActor () -> any View)?
  /// How many levels deep the row is in a ``DisclosureTableRow``.
  var depth = 0
}

/// Row content that makes its rows itself (the library's primitives).
@MainActor
protocol TableRowsSource {
  /// Appends this content's rows, as rows of `Value` (the content's own
  /// row value type, so the casts inside always succeed).
  func appendRows<Value: Identifiable>(to rows: inout [TableRowItem<Value>], depth: Int)
}

/// The rows `content` makes, in order.
@MainActor
func tableRows<Content: TableRowContent>(of content: Content) -> [TableRowItem<Content.TableRowValue>] {
  var rows: [TableRowItem<Content.TableRowValue>] = []
  appendTableRows(of: content, to: &rows, depth: 0)
  return rows
}

/// Appends `content`'s rows: a primitive's own, else its body's.
@MainActor
func appendTableRows<Content: TableRowContent, Value: Identifiable>(
  of content: Content, to rows: inout [TableRowItem<Value>], depth: Int
) {
  if let source = content as? any TableRowsSource {
    source.appendRows(to: &rows, depth: depth)
  } else {
    appendTableRows(of: content.tableRowBody, to: &rows, depth: depth)
  }
}
