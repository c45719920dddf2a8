import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A column of a ``Table``, like SwiftUI's `TableColumn`: a title, the
/// view each row shows in it, and, for a column made from a key path, the
/// comparator a click on its header puts in the table's sort order.
///
/// Widths are in cells. Without `.width`, a column is at least as wide as
/// its title and two cells (and 8), and shares out spare room with the
/// other flexible columns; `.width(_:)` fixes it and `.width(min:ideal:max:)` bounds it.
/// The user can resize every column but a fixed one, within its bounds (a
/// drag on the header's separator, Ctrl-Left/Ctrl-Right); the table keeps
/// the width given.
@MainActor
public struct TableColumn<RowValue> {
  let title: String
  /// The view of a row's cell: `any View` rather than `AnyView`, so the
  /// row's graph compares and updates the column's own view type.
  let content: (RowValue) -> any View
  /// The row's text, for a column whose content's type is `Text` (a
  /// column of a key path of a string, or content declared as one `Text`);
  /// nil for content of any other type (an `AnyView`, a `Group`, an
  /// `if`/`else` of texts). A row whose columns all have one is drawn as
  /// one view (``TableTextRow``), its cells never made views.
  let text: ((RowValue) -> Text)?
  /// What sorting by this column means; nil for a column that does not sort.
  let sortKey: (any ColumnSortKey<RowValue>)?
  var minWidth: Int?
  var idealWidth: Int?
  var maxWidth: Int?
  var isFixed = false
  /// The id a ``TableColumnCustomization`` knows the column by.
  var customizationID: String?
  /// Whether the column shows before the user changes it.
  var defaultVisibility = Visibility.automatic

  init<Content: View>(
    title: String, sortKey: (any ColumnSortKey<RowValue>)?,
    content: @escaping (RowValue) -> Content
  ) {
    self.title = title
    self.sortKey = sortKey
    // The content's type says once whether its cells are text: a row
    // asks the function, never each cell's value.
    text = Content.self == Text.self ? content as? (RowValue) -> Text : nil
    self.content = { content($0) }
  }

  /// A column showing the text at `value`, sorted by it.
  public init(_ title: String, value: any KeyPath<RowValue, String> & Sendable) {
    self.init(title: title, sortKey: ComparableColumnSortKey(path: value)) { Text($0[keyPath: value]) }
  }

  /// A column showing `content` for each row, sorted by the value at
  /// `value`.
  public init<Value: Comparable, Content: View>(
    _ title: String, value: any KeyPath<RowValue, Value> & Sendable,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(title: title, sortKey: ComparableColumnSortKey(path: value), content: content)
  }

  /// A column showing `content` for each row, sorted by the value at
  /// `value` as `comparator` orders it, like SwiftUI's
  /// `TableColumn(_:value:comparator:content:)`: a click on its header
  /// puts a key-path comparator of `value` by `comparator` in the sort order.
  public init<Value, Compare: SortComparator, Content: View>(
    _ title: String, value: any KeyPath<RowValue, Value> & Sendable, comparator: Compare,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Compare.Compared == Value {
    self.init(
      title: title, sortKey: ComparatorColumnSortKey(path: value, comparator: comparator), content: content)
  }

  /// A column showing the text at `value`, sorted as `comparator` orders
  /// it, like SwiftUI's `TableColumn(_:value:comparator:)`.
  public init<Compare: SortComparator>(
    _ title: String, value: any KeyPath<RowValue, String> & Sendable, comparator: Compare
  ) where Compare.Compared == String {
    self.init(title: title, sortKey: ComparatorColumnSortKey(path: value, comparator: comparator)) {
      Text($0[keyPath: value])
    }
  }

  /// A column showing `content` for each row; it does not sort.
  public init<Content: View>(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(title: title, sortKey: nil, content: content)
  }

  /// A column of fixed `width` (in the table's ``LengthUnit``: columns by
  /// default; nil leaves the width as it is).
  public func width(_ width: Int? = nil) -> TableColumn {
    guard let width else { return self }
    var copy = self
    copy.minWidth = width
    copy.idealWidth = width
    copy.maxWidth = width
    copy.isFixed = true
    return copy
  }

  /// A column between `min` and `max` wide (in the table's ``LengthUnit``),
  /// `ideal` when there is room: a nil minimum is 1 cell, a nil maximum no limit, and a nil
  /// ideal the minimum (or, without one, the title's width).
  public func width(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> TableColumn {
    var copy = self
    copy.minWidth = min ?? 1
    copy.idealWidth = ideal ?? min
    copy.maxWidth = max
    copy.isFixed = false
    return copy
  }

  /// The kit column for this one at `index`, its widths read in `unit`.
  func termColumn(index: Int, sortable: Bool, unit: LengthUnit = .cells) -> TermTableColumn {
    func columns(_ width: Int?) -> Int? { width.map { unit.cells(size: Double($0), along: .horizontal) } }
    let titleWidth = DisplayWidth.of(title) + 2
    let ideal = columns(idealWidth) ?? Swift.max(8, titleWidth)
    let minimum = columns(minWidth)
    return TermTableColumn(
      identifier: String(index), title: title, width: ideal, minWidth: minimum ?? ideal,
      maxWidth: columns(maxWidth), isSortable: sortable && sortKey != nil, allowsUserResizing: !isFixed)
  }
}

/// Builds a ``Table``'s columns, like SwiftUI's `TableColumnBuilder`:
/// columns one after another, with `if`, `if`/`else` and `for`.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
  /// One column.
  @MainActor
  public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] { [column] }
  /// Columns built elsewhere (a `@TableColumnBuilder` property), in order.
  public static func buildExpression(_ columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] {
    columns
  }
  /// Columns in order.
  public static func buildBlock(_ parts: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] {
    parts.flatMap { $0 }
  }
  /// Columns shown only when a condition holds.
  public static func buildOptional(_ part: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] { part ?? [] }
  /// The columns of an `if`'s first branch.
  public static func buildEither(first part: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { part }
  /// The columns of an `if`'s second branch.
  public static func buildEither(second part: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { part }
  /// The columns of a `for` loop.
  public static func buildArray(_ parts: [[TableColumn<RowValue>]]) -> [TableColumn<RowValue>] {
    parts.flatMap { $0 }
  }
}
