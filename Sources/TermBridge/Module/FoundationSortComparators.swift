import Foundation
import TermBridgeDeclarative

/// Foundation's `KeyPathComparator` sorts a `Table`: a column made with
/// `TableColumn(_:value:)` puts one in the table's `sortOrder` binding.
extension KeyPathComparator: KeyPathSortComparator {}
