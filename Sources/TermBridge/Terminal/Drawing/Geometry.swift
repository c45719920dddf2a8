// The geometry types are small values every layer uses on every frame:
// their initializers, constants, comparisons and arithmetic are inlinable,
// so the layers above pay no call for them (a callgrind count of the
// demo's keys found them among the most frequent calls between layers).

/// A position on the terminal grid, in cells: `x` is the column, `y` the row.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column, counted from 0 at the left.
  public var x: Int
  /// The row, counted from 0 at the top (rows grow downward).
  public var y: Int

  /// Makes the point at column `x` and row `y`.
  @inlinable public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left cell, (0, 0).
  @inlinable public static var zero: Point { Point(x: 0, y: 0) }

  /// The point as `(x, y)`, for test output and debugging.
  public var description: String { "(\(x), \(y))" }

  /// Whether both points name the same cell.
  @inlinable public static func == (lhs: Point, rhs: Point) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }

  /// The point moved by `rhs`: the columns and the rows added.
  @inlinable public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  /// The offset from `rhs` to `lhs`: the columns and the rows subtracted.
  @inlinable public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
}

/// A size on the terminal grid, in cells (columns by rows).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Makes a size of `width` columns by `height` rows.
  @inlinable public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No columns and no rows.
  @inlinable public static var zero: Size { Size(width: 0, height: 0) }

  /// The size as `WIDTHxHEIGHT` (`80x24`), for test output and debugging.
  public var description: String { "\(width)x\(height)" }

  /// Whether both sizes have the same width and height.
  @inlinable public static func == (lhs: Size, rhs: Size) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height
  }
}

/// A rectangle of cells. Empty when either side is zero or negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  public var origin: Point
  /// The number of columns and rows covered.
  public var size: Size

  /// Makes the rectangle with its top-left cell at `origin`, covering `size`.
  @inlinable public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Makes the rectangle with its top-left cell at column `x`, row `y`, covering `width` columns
  /// by `height` rows.
  @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the top-left cell.
  @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

  /// The leftmost column.
  @inlinable public var minX: Int { origin.x }
  /// The top row.
  @inlinable public var minY: Int { origin.y }
  /// The column just past the right edge.
  @inlinable public var maxX: Int { origin.x + size.width }
  /// The row just below the bottom edge.
  @inlinable public var maxY: Int { origin.y + size.height }
  /// The number of columns covered.
  @inlinable public var width: Int { size.width }
  /// The number of rows covered.
  @inlinable public var height: Int { size.height }
  /// Whether the rectangle covers no cell (a side is zero or negative).
  @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The rectangle as its origin and size (`(2, 1) 10x3`), for test output and debugging.
  public var description: String { "\(origin) \(size)" }

  /// Whether both rectangles have the same origin and size.
  @inlinable public static func == (lhs: Rect, rhs: Rect) -> Bool {
    lhs.origin == rhs.origin && lhs.size == rhs.size
  }

  /// Whether the cell at `point` is inside.
  @inlinable public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether every cell of `other` is inside (an empty rectangle covers no
  /// cell, so it is inside any rectangle).
  @inlinable public func contains(_ other: Rect) -> Bool {
    other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
  }

  /// The cells both rectangles cover; `.zero`-sized at the origin when none.
  @inlinable public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether the rectangles share at least one cell.
  @inlinable public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

  /// The smallest rectangle covering both; an empty rectangle counts as nothing.
  @inlinable public func union(_ other: Rect) -> Rect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The rectangle moved by `offset`.
  @inlinable public func offsetBy(_ offset: Point) -> Rect { Rect(origin: origin + offset, size: size) }

  /// The rectangle shrunk by `insets` on each side, never below zero size.
  @inlinable public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: max(0, width - insets.leading - insets.trailing),
      height: max(0, height - insets.top - insets.bottom))
  }
}

/// Distances in cells from each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  /// Cells from the top edge.
  public var top: Int
  /// Cells from the leading (left) edge.
  public var leading: Int
  /// Cells from the bottom edge.
  public var bottom: Int
  /// Cells from the trailing (right) edge.
  public var trailing: Int

  /// Makes insets of the given distance from each edge; an edge left out gets 0.
  @inlinable public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same distance on all four edges.
  @inlinable public init(_ all: Int) { self.init(top: all, leading: all, bottom: all, trailing: all) }

  /// No inset on any edge.
  @inlinable public static var zero: EdgeInsets { EdgeInsets() }

  /// The leading and trailing insets together: the columns the insets take.
  @inlinable public var horizontal: Int { leading + trailing }
  /// The top and bottom insets together: the rows the insets take.
  @inlinable public var vertical: Int { top + bottom }
}

/// Horizontal or vertical, for stacks, spacers and dividers.
public enum Axis: Hashable, Sendable {
  /// `horizontal` runs along a row (columns, left to right); `vertical` down a column (rows, top
  /// to bottom).
  case horizontal, vertical
}
