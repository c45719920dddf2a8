/// Builds a ``Table``'s rows, like SwiftUI's `TableRowBuilder`: rows and
/// `ForEach`es of rows one after another, with `if`, `if`/`else` and
/// `if #available`.
@resultBuilder
@MainActor
public struct TableRowBuilder<Value: Identifiable> {
  /// Row content written in the block.
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value { content }

  /// No rows.
  public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }

  /// One row content.
  public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value { content }

  /// Several row contents, in order.
  public static func buildBlock<each Content: TableRowContent>(_ content: repeat each Content)
    -> TupleTableRowContent<Value, (repeat each Content)>
  {
    var parts: [any TableRowContent] = []
    for part in repeat each content { parts.append(part) }
    return TupleTableRowContent(parts: parts)
  }

  /// Rows shown only when a condition holds.
  public static func buildIf<Content: TableRowContent>(_ content: Content?) -> Content?
  where Content.TableRowValue == Value { content }

  /// Rows of an `if`'s first branch.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T)
    -> ConditionalTableRowContent<T, F>
  where T.TableRowValue == Value, F.TableRowValue == Value {
    ConditionalTableRowContent(branch: .first(first))
  }

  /// Rows of an `if`'s second branch.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F)
    -> ConditionalTableRowContent<T, F>
  where T.TableRowValue == Value, F.TableRowValue == Value {
    ConditionalTableRowContent(branch: .second(second))
  }

  /// Rows under `if #available`.
  public static func buildLimitedAvailability<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value { content }
}
