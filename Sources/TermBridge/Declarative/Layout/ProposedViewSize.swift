import TermBridgeTerminal
import TermBridgeWidgets

/// A size a parent proposes to a child, like SwiftUI's `ProposedViewSize`:
/// each dimension is a number of cells, or nil for "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
  /// The columns proposed, or nil for the child's ideal width.
  public var width: Int?
  /// The rows proposed, or nil for the child's ideal height.
  public var height: Int?

  /// A proposal of `width` columns and `height` rows; nil asks for the
  /// ideal size in that dimension.
  public init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with nil dimensions replaced by `size`'s.
  @_disfavoredOverload
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}

extension Int {
  /// An unbounded number of cells, for `frame(maxWidth: .infinity)` and
  /// proposals. Arithmetic on it saturates in layout code.
  public static let infinity = Int.max / 4
}

/// Layout arithmetic that never overflows: the sum within
/// `-.infinity ... .infinity`, whatever the operands (a size or spacing an
/// app computed, `Int.max` included).
func clampedAdd(_ a: Int, _ b: Int) -> Int {
  let (sum, overflow) = a.addingReportingOverflow(b)
  if overflow { return b > 0 ? .infinity : -.infinity }
  return sum.layoutClamped
}

/// `a` times `count`, within `-.infinity ... .infinity` (the spacing of
/// `count` gaps).
func clampedMultiply(_ a: Int, _ count: Int) -> Int {
  let (product, overflow) = a.multipliedReportingOverflow(by: count)
  if overflow { return (a > 0) == (count > 0) ? .infinity : -.infinity }
  return product.layoutClamped
}

extension Int {
  /// This length within `-.infinity ... .infinity`: what layout takes from
  /// an app (a spacing, a padding, a frame), so that sums of a few never
  /// overflow.
  var layoutClamped: Int { Swift.min(.infinity, Swift.max(-.infinity, self)) }
}

extension ProposedViewSize {
  /// This proposal with each side given within `0 ... .infinity`.
  var layoutClamped: ProposedViewSize {
    ProposedViewSize(
      width: width.map { Swift.min(.infinity, Swift.max(0, $0)) },
      height: height.map { Swift.min(.infinity, Swift.max(0, $0)) })
  }
}

extension Size {
  /// This size with each side within `0 ... .infinity`: what a measured
  /// child may be, whatever its layout computed.
  var layoutClamped: Size {
    Size(width: Swift.min(.infinity, Swift.max(0, width)), height: Swift.min(.infinity, Swift.max(0, height)))
  }
}
