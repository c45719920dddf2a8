import TermBridgeTerminal

/// A column of a ``TermTableView``, like `NSTableColumn`: its identifier,
/// its header title and its widths.
///
/// A column is ``width`` cells wide (its ideal width) when the table has
/// the room; when there is more room, columns without a ``maxWidth`` (or
/// below it) grow, and when there is less, columns shrink towards their
/// ``minWidth``. Columns that still do not fit scroll horizontally.
public struct TermTableColumn: Hashable, Sendable {
  /// Tells the column apart in sort descriptors and data source calls.
  public var identifier: String
  /// The text of the column's header.
  public var title: String
  /// The ideal width, in cells.
  public var width: Int
  /// The narrowest the column may be squeezed to.
  public var minWidth: Int
  /// The widest the column may grow to; nil lets it take any spare room.
  public var maxWidth: Int?
  /// Whether a click on the header (or the sort keys) sorts by the column.
  public var isSortable: Bool
  /// Whether the user may resize the column (a drag on the header's
  /// separator after it, or Ctrl-Left/Ctrl-Right), like
  /// `NSTableColumn.resizingMask` holding `.userResizingMask`. A column
  /// whose ``minWidth`` and ``maxWidth`` are equal never resizes.
  public var allowsUserResizing: Bool
  /// The width the user resized the column to (within
  /// ``minWidth``...``maxWidth``), or nil. A resized column keeps that
  /// width: the other columns share the spare or missing room.
  public var userWidth: Int?

  /// A column `width` cells wide (limited to `minWidth...maxWidth`).
  public init(
    identifier: String, title: String, width: Int = 10, minWidth: Int = 1, maxWidth: Int? = nil,
    isSortable: Bool = true, allowsUserResizing: Bool = true
  ) {
    self.identifier = identifier
    self.title = title
    self.width = width
    self.minWidth = minWidth
    self.maxWidth = maxWidth
    self.isSortable = isSortable
    self.allowsUserResizing = allowsUserResizing
  }

  /// A column of fixed `width`, like SwiftUI's `.width(_:)`; the user
  /// cannot resize it.
  public static func fixed(identifier: String, title: String, width: Int, isSortable: Bool = true)
    -> TermTableColumn
  {
    TermTableColumn(
      identifier: identifier, title: title, width: width, minWidth: width, maxWidth: width,
      isSortable: isSortable, allowsUserResizing: false)
  }

  /// Whether the user can resize the column: it allows it and its limits
  /// leave room to.
  public var isUserResizable: Bool {
    let limits = bounded
    return allowsUserResizing && (limits.max ?? Int.max) > limits.min
  }

  /// `width` limited to the column's `minWidth...maxWidth`.
  public func clampedWidth(_ width: Int) -> Int {
    let limits = bounded
    return min(max(limits.min, width), limits.max ?? Int.max)
  }

  /// The limits, made consistent: at least 1 wide, `min <= ideal <= max`.
  /// Each is at most `TermTableColumn.widestWidth`, so that sums of
  /// widths an app computed never overflow.
  var bounded: (min: Int, ideal: Int, max: Int?) {
    let low = min(Self.widestWidth, max(1, minWidth))
    let high = maxWidth.map { min(Self.widestWidth, max(low, $0)) }
    let ideal = min(max(low, min(Self.widestWidth, width)), high ?? Self.widestWidth)
    return (low, ideal, high)
  }

  /// The widest a column's limits are taken to be: far past any screen,
  /// small enough that the widths of many columns add up without overflow.
  static let widestWidth = Int.max / 1024

  /// The limits the layout uses: a column the user resized is that wide.
  var layoutLimits: (min: Int, ideal: Int, max: Int?) {
    guard let userWidth else { return bounded }
    let width = clampedWidth(userWidth)
    return (width, width, width)
  }
}

/// How a ``TermTableView`` is sorted, like `NSSortDescriptor`: a column
/// and a direction. The first descriptor is the main sort.
public struct TermTableSortDescriptor: Hashable, Sendable {
  /// The ``TermTableColumn/identifier`` of the column sorted by.
  public var column: String
  /// Whether smaller values come first.
  public var ascending: Bool

  /// Sorting by `column`, ascending or not.
  public init(column: String, ascending: Bool = true) {
    self.column = column
    self.ascending = ascending
  }
}
