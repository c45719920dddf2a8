// SwiftUI draws in `CGFloat` points with `CGPoint`, `CGSize` and `CGRect`,
// which on Linux are Foundation's (not FoundationEssentials'). The layers
// load no Foundation, so they draw with these three: the same fields and
// arithmetic, in `Double`. `import TermBridgeCore` names them `CGPoint`,
// `CGSize` and `CGRect`; `import TermBridge` takes Foundation's types
// wherever SwiftUI's signatures name them and converts.

/// A point in a drawing, like Core Graphics' `CGPoint`: one point is one
/// cell column across and one cell row down (`x` grows to the right, `y`
/// down).
public struct EssentialPoint: Hashable, Sendable, CustomStringConvertible {
  /// The distance across, in points (cell columns).
  public var x: Double
  /// The distance down, in points (cell rows).
  public var y: Double

  /// The point at `x` across and `y` down.
  @inlinable public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at whole `x` across and `y` down.
  @inlinable public init(x: Int, y: Int) {
    self.x = Double(x)
    self.y = Double(y)
  }

  /// The origin.
  @inlinable public static var zero: EssentialPoint { EssentialPoint(x: 0.0, y: 0.0) }

  /// The point moved by `transform`.
  @inlinable public func applying(_ transform: CGAffineTransform) -> EssentialPoint {
    EssentialPoint(
      x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty
    )
  }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

/// A size in a drawing, like Core Graphics' `CGSize`, in points (cells).
public struct EssentialSize: Hashable, Sendable, CustomStringConvertible {
  /// The width, in points (cell columns).
  public var width: Double
  /// The height, in points (cell rows).
  public var height: Double

  /// A size of `width` by `height`.
  @inlinable public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of whole `width` by `height`.
  @inlinable public init(width: Int, height: Int) {
    self.width = Double(width)
    self.height = Double(height)
  }

  /// No width and no height.
  @inlinable public static var zero: EssentialSize { EssentialSize(width: 0.0, height: 0.0) }

  /// `WIDTHxHEIGHT`.
  public var description: String { "\(width)x\(height)" }
}

/// A rectangle in a drawing, like Core Graphics' `CGRect`, in points
/// (cells): an origin and a size, the size possibly negative (the `min`
/// and `max` edges read the standardized rectangle, as Core Graphics' do).
public struct EssentialRect: Hashable, Sendable, CustomStringConvertible {
  /// The corner the size is measured from.
  public var origin: EssentialPoint
  /// The extent from the origin.
  public var size: EssentialSize

  /// A rectangle at `origin` of `size`.
  @inlinable public init(origin: EssentialPoint, size: EssentialSize) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle at (`x`, `y`) of `width` by `height`.
  @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
    origin = EssentialPoint(x: x, y: y)
    size = EssentialSize(width: width, height: height)
  }

  /// A rectangle of whole cells.
  @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
  }

  /// The empty rectangle at the origin.
  @inlinable public static var zero: EssentialRect { EssentialRect(origin: .zero, size: .zero) }
  /// No rectangle at all (what the union of nothing is), as `CGRect.null`.
  public static let null = EssentialRect(x: Double.infinity, y: .infinity, width: 0.0, height: 0.0)
  /// The rectangle covering the whole plane.
  public static let infinite = EssentialRect(
    x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
    width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// The left edge.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The right edge.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The middle across.
  public var midX: Double { origin.x + size.width / 2 }
  /// The top edge.
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The bottom edge.
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The middle down.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width, never negative.
  public var width: Double { abs(size.width) }
  /// The height, never negative.
  public var height: Double { abs(size.height) }
  /// Whether the rectangle is null.
  public var isNull: Bool { origin.x.isInfinite && origin.y.isInfinite }
  /// Whether the rectangle covers no area (or is null).
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
  /// Whether the rectangle is infinite.
  public var isInfinite: Bool { self == .infinite }

  /// The same rectangle with a non-negative size.
  public var standardized: EssentialRect {
    isNull ? self : EssentialRect(x: minX, y: minY, width: width, height: height)
  }

  /// The rectangle grown (`dx`, `dy` negative) or shrunk on each side.
  public func insetBy(dx: Double, dy: Double) -> EssentialRect {
    let rect = standardized
    let result = EssentialRect(
      x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }

  /// The rectangle moved by `dx` across and `dy` down.
  public func offsetBy(dx: Double, dy: Double) -> EssentialRect {
    EssentialRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// Whether `point` is inside (the top and left edges in, the others out).
  public func contains(_ point: EssentialPoint) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The smallest rectangle holding both.
  public func union(_ other: EssentialRect) -> EssentialRect {
    if isNull { return other }
    if other.isNull { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return EssentialRect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The part both cover, null when they do not meet.
  public func intersection(_ other: EssentialRect) -> EssentialRect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard !isNull, !other.isNull, x1 >= x0, y1 >= y0 else { return .null }
    return EssentialRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The box around the rectangle's corners moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> EssentialRect {
    guard !isNull else { return self }
    let corners = [
      EssentialPoint(x: minX, y: minY), EssentialPoint(x: maxX, y: minY),
      EssentialPoint(x: minX, y: maxY), EssentialPoint(x: maxX, y: maxY),
    ]
    var box = EssentialRect.null
    for corner in corners {
      let p = corner.applying(transform)
      box = box.union(EssentialRect(x: p.x, y: p.y, width: 0.0, height: 0.0))
    }
    return box
  }

  /// `(x, y, width, height)`.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
