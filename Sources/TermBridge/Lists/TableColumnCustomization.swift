/// What the user changed of a table's columns, like SwiftUI's
/// `TableColumnCustomization`: each column's visibility by its
/// `customizationID`. A table given a binding to one hides the columns it
/// says are hidden; the terminal has no column-reordering gesture, so the
/// order is the table's own.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable {
  var visibilities: [String: Visibility] = [:]

  /// No changes: every column as the table declares it.
  public init() {}

  /// The visibility of the column with `id` (`.automatic` when unchanged).
  public subscript(visibility id: String) -> Visibility {
    get { visibilities[id] ?? .automatic }
    set { visibilities[id] = newValue == .automatic ? nil : newValue }
  }

  /// Forgets every change.
  public mutating func resetAll() { visibilities = [:] }

  /// Whether `column` is shown under this customization.
  func shows(_ column: TableColumn<RowValue>) -> Bool {
    let visibility = column.customizationID.map { self[visibility: $0] } ?? .automatic
    switch visibility {
    case .visible: return true
    case .hidden: return false
    case .automatic: return column.defaultVisibility != .hidden
    }
  }
}

extension TableColumn {
  /// The id a ``TableColumnCustomization`` knows this column by, like
  /// SwiftUI's `customizationID(_:)`.
  public func customizationID(_ id: String) -> TableColumn {
    var copy = self
    copy.customizationID = id
    return copy
  }

  /// Whether the column is shown before the user changes it, like
  /// SwiftUI's `defaultVisibility(_:)`: `.hidden` leaves it out.
  public func defaultVisibility(_ visibility: Visibility) -> TableColumn {
    var copy = self
    copy.defaultVisibility = visibility
    return copy
  }
}
