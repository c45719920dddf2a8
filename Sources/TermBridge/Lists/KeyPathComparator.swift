#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Compares values by the property at a key path, like Foundation's
/// `KeyPathComparator`: what a `Table`'s `sortOrder` holds and what
/// `sort(using:)` sorts by.
///
/// TermBridge has its own because the library does not link Foundation
/// (its internationalisation data costs every app several megabytes), and
/// Foundation's lives outside `FoundationEssentials`. A file that imports
/// both Foundation and TermBridge names this one `TermBridge.KeyPathComparator`.
/// Strings compare case-insensitively first (`"apple"` before `"Banana"`),
/// then by their characters, close to Foundation's default
/// `localizedStandard` order without a locale.
public struct KeyPathComparator<Compared>: SortComparator, @unchecked Sendable {
  /// The property compared.
  public let keyPath: PartialKeyPath<Compared>
  /// Ascending (`.forward`) or descending (`.reverse`).
  public var order: SortOrder
  private let compareValues: (Compared, Compared) -> ComparisonResult

  /// A comparator of the `Comparable` value at `keyPath`, in `order`.
  public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
    self.keyPath = keyPath
    self.order = order
    compareValues = { lhs, rhs in
      KeyPathComparator.compare(lhs[keyPath: keyPath], rhs[keyPath: keyPath])
    }
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
  public static func == (lhs: KeyPathComparator, rhs: KeyPathComparator) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.order == rhs.order
  }

  /// Hashes the key path and the order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(keyPath)
    hasher.combine(order)
  }
}
