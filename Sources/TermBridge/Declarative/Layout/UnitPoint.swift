import TermBridgeTerminal

/// A point in a rectangle as fractions of its width and height, like
/// SwiftUI's `UnitPoint`: (0, 0) is the top leading corner, (1, 1) the
/// bottom trailing one. Cells are whole, so a point between two rounds to
/// the nearer.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width from the leading edge.
  public var x: Double
  /// The fraction of the height from the top edge.
  public var y: Double

  /// The point at `x` and `y` fractions of the width and height.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top leading corner, (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The middle.
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

  /// Where a `size` child goes in `container` so that this point of the
  /// child lies on this point of the container.
  func rect(for size: Size, in container: Rect) -> Rect {
    /// An offset in whole cells; a point made of NaN or an infinity (an
    /// app's computed value) lands on the container's edge, never traps.
    func offset(_ length: Double) -> Int {
      guard length.isFinite else { return length.isNaN ? 0 : (length > 0 ? .infinity : -.infinity) }
      return Int(max(-Double(Int.infinity), min(Double(Int.infinity), length.rounded())))
    }
    return Rect(
      x: container.minX + offset(Double(container.width - size.width) * x),
      y: container.minY + offset(Double(container.height - size.height) * y),
      width: size.width, height: size.height)
  }
}
