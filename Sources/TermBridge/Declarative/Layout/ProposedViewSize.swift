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
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}

extension Int {
  /// An unbounded number of cells, for `frame(maxWidth: .infinity)` and
  /// proposals. Arithmetic on it saturates in layout code.
  public static let infinity = Int.max / 4
}

/// Layout arithmetic that never overflows on `.infinity`.
func clampedAdd(_ a: Int, _ b: Int) -> Int { min(Int.infinity, a + b) }
