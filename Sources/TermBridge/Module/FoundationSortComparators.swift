import Foundation
import TermBridgeDeclarative

/// Foundation's `KeyPathComparator` sorts a `Table`: a column made with
/// `TableColumn(_:value:)` puts one in the table's `sortOrder` binding.
extension KeyPathComparator: KeyPathSortComparator {}

extension SortComparator where Self == String.Comparator {
  /// Strings in the order Finder lists names, as Apple's Foundation's
  /// `localizedStandard`: case ignored, digits compared by their numbers'
  /// value (`"file2"` before `"file10"`). Foundation on Linux has no
  /// `localizedStandard` comparator, so `TableColumn(_:value:comparator:)`
  /// and `KeyPathComparator(_:comparator:)` written with
  /// `.localizedStandard` get this one; it does not follow the locale's
  /// collation.
  public static var localizedStandard: String.Comparator {
    String.Comparator(options: [.caseInsensitive, .numeric])
  }
}
