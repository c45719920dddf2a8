import TermBridgeTerminal

/// A point a gesture reports, in cells: x counts columns, y rows, like
/// SwiftUI's `CGPoint` in points. The components are `Double` so that
/// SwiftUI's arithmetic on them compiles (`sqrt(pow(p.x, 2) + …)`), and a
/// `Double` goes where a `CGFloat` is wanted; `CGPoint(x: p.x, y: p.y)`
/// makes Foundation's type of it.
public struct GesturePoint: Hashable, Sendable {
  /// Columns from the left.
  public var x: Double
  /// Rows from the top.
  public var y: Double

  /// The point at column `x`, row `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point of a cell.
  public init(_ point: Point) { self.init(x: Double(point.x), y: Double(point.y)) }

  /// The origin.
  public static let zero = GesturePoint(x: 0, y: 0)
}

/// A distance a gesture reports, in cells: width counts columns, height
/// rows, like SwiftUI's `CGSize` in points (a drag's translation). The
/// components are `Double`, as ``GesturePoint``'s are.
public struct GestureSize: Hashable, Sendable {
  /// Columns (positive to the right).
  public var width: Double
  /// Rows (positive downward).
  public var height: Double

  /// A distance of `width` columns and `height` rows.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No distance.
  public static let zero = GestureSize(width: 0, height: 0)
}
