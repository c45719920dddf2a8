#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Compares values by the property at a key path, like Foundation's
/// `KeyPathComparator`, without Foundation: what a `Table`'s `sortOrder`
/// holds and what `sort(using:)` sorts by in an app that imports
/// `TermBridgeCore`, which names it `KeyPathComparator`.
///
/// Foundation's `KeyPathComparator` lives outside `FoundationEssentials`,
/// and loading Foundation costs an app several megabytes of memory. An app
/// that imports `TermBridge` (which re-exports Foundation, as SwiftUI does)
/// uses Foundation's; `Table` takes either (any ``KeyPathSortComparator``).
/// Strings compare case-insensitively first (`"apple"` before `"Banana"`),
/// then by their characters, close to Foundation's default
/// `localizedStandard` order without a locale.
public struct EssentialKeyPathComparator<Compared>: KeyPathSortComparator, @unchecked Sendable {
  /// The property compared.
  public let keyPath: PartialKeyPath<Compared> & Sendable
  /// Ascending (`.forward`) or descending (`.reverse`).
  public var order: SortOrder
  private let compareValues: (Compared, Compared) -> ComparisonResult

  /// A comparator of the `Comparable` value at `keyPath`, in `order`.
  public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value> & Sendable, order: SortOrder = .forward)
  {
    self.keyPath = keyPath
    self.order = order
    compareValues = { lhs, rhs in
      EssentialKeyPathComparator.compare(lhs[keyPath: keyPath], rhs[keyPath: keyPath])
    }
  }

  /// A comparator of the value at `keyPath` by `comparator`, in `order`
  /// (the comparator's own order is replaced by `order`), like
  /// Foundation's `KeyPathComparator(_:comparator:order:)`.
  public init<Value, Compare: SortComparator>(
    _ keyPath: KeyPath<Compared, Value> & Sendable, comparator: Compare, order: SortOrder = .forward
  ) where Compare.Compared == Value {
    self.keyPath = keyPath
    self.order = order
    var forward = comparator
    forward.order = .forward
    compareValues = { lhs, rhs in forward.compare(lhs[keyPath: keyPath], rhs[keyPath: keyPath]) }
  }

  /// Orders `lhs` and `rhs` by the value at `keyPath`, in `order`.
  public func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
    let result = compareValues(lhs, rhs)
    guard order == .reverse else { return result }
    switch result {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  private static func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
    if let lhs = lhs as? String, let rhs = rhs as? String {
      let folded = (lhs.lowercased(), rhs.lowercased())
      if folded.0 != folded.1 { return folded.0 < folded.1 ? .orderedAscending : .orderedDescending }
    }
    return lhs < rhs ? .orderedAscending : lhs == rhs ? .orderedSame : .orderedDescending
  }

  /// Two comparators are equal when they compare the same key path in the same order.
  public static func == (lhs: EssentialKeyPathComparator, rhs: EssentialKeyPathComparator) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.order == rhs.order
  }

  /// Hashes the key path and the order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath)
    hasher.combine(order)
  }
}
