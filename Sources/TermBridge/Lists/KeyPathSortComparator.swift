#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A comparator made from a key path, which a `Table` column sorting by
/// `value:` puts in the table's sort order: Foundation's
/// `KeyPathComparator` (with `import TermBridge`) and
/// ``EssentialKeyPathComparator`` (`KeyPathComparator` with
/// `import TermBridgeCore`) are both one.
///
/// SwiftUI's `Table` is generic over any `SortComparator` of its rows; here
/// the table also has to make a column's comparator itself when the user
/// sorts by that column, so it asks for one it can make from the column's
/// key path.
public protocol KeyPathSortComparator<Compared>: SortComparator {
  /// A comparator of the `Comparable` value at `keyPath`, in `order`.
  init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value> & Sendable, order: SortOrder)
  /// A comparator of the value at `keyPath` by `comparator`, in `order`.
  init<Value, Compare: SortComparator>(
    _ keyPath: KeyPath<Compared, Value> & Sendable, comparator: Compare, order: SortOrder
  ) where Compare.Compared == Value
  /// The property compared, which tells the table which column sorts.
  var keyPath: PartialKeyPath<Compared> & Sendable { get }
}

/// What a sortable table column knows of its key path: enough to make a
/// comparator of whatever type the table's sort order holds.
protocol ColumnSortKey<RowValue> {
  associatedtype RowValue
  /// The column's key path, compared with a sort order's comparators.
  var keyPath: PartialKeyPath<RowValue> { get }
  /// A comparator of type `Sort` sorting by the column, in `order`.
  func comparator<Sort: KeyPathSortComparator>(_ type: Sort.Type, order: SortOrder) -> Sort
  where Sort.Compared == RowValue
}

/// The sort key of a column made with `TableColumn(_:value:)`.
struct ComparableColumnSortKey<RowValue, Value: Comparable>: ColumnSortKey {
  let path: KeyPath<RowValue, Value> & Sendable

  var keyPath: PartialKeyPath<RowValue> { path }

  func comparator<Sort: KeyPathSortComparator>(_ type: Sort.Type, order: SortOrder) -> Sort
  where Sort.Compared == RowValue {
    Sort(path, order: order)
  }
}

/// The sort key of a column made with `TableColumn(_:value:comparator:content:)`.
struct ComparatorColumnSortKey<RowValue, Value, Compare: SortComparator>: ColumnSortKey
where Compare.Compared == Value {
  let path: KeyPath<RowValue, Value> & Sendable
  let comparator: Compare

  var keyPath: PartialKeyPath<RowValue> { path }

  func comparator<Sort: KeyPathSortComparator>(_ type: Sort.Type, order: SortOrder) -> Sort
  where Sort.Compared == RowValue {
    Sort(path, comparator: comparator, order: order)
  }
}

/// A `Table`'s `sortOrder:` binding with its comparator type erased: the
/// table reads which key paths sort, in which order, and writes a new order
/// made from its columns' sort keys.
@MainActor
struct TableSortOrder<RowValue> {
  /// The binding's comparators as key paths and orders, first first.
  let read: @MainActor () -> [(keyPath: PartialKeyPath<RowValue>, order: SortOrder)]
  /// Puts the given columns first, in their orders, then the binding's
  /// comparators whose key path no column has; writes only a change.
  let write:
    @MainActor (
      _ columns: [(key: any ColumnSortKey<RowValue>, order: SortOrder)],
      _ columnKeyPaths: [PartialKeyPath<RowValue>]
    ) ->
      Void

  init<Sort: KeyPathSortComparator>(_ binding: Binding<[Sort]>) where Sort.Compared == RowValue {
    read = {
      var result: [(keyPath: PartialKeyPath<RowValue>, order: SortOrder)] = []
      for comparator in binding.wrappedValue { result.append((comparator.keyPath, comparator.order)) }
      return result
    }
    write = { columns, columnKeyPaths in
      var order: [Sort] = []
      for column in columns { order.append(column.key.comparator(Sort.self, order: column.order)) }
      for comparator in binding.wrappedValue where !columnKeyPaths.contains(comparator.keyPath) {
        order.append(comparator)
      }
      if binding.wrappedValue != order { binding.wrappedValue = order }
    }
  }
}
