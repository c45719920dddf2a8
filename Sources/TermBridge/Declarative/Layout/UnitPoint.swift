/// A point in a view's own space as fractions of its size, like SwiftUI's
/// `UnitPoint`: (0, 0) is the top leading corner, (1, 1) the bottom
/// trailing one. `ScrollViewProxy.scrollTo(_:anchor:)` takes one.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width, from the leading edge.
  public var x: Double
  /// The fraction of the height, from the top.
  public var y: Double

  /// The point at fractions `x` and `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top leading corner, (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The middle, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
