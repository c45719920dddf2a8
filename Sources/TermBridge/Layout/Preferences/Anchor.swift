import TermBridgeTerminal

/// A place in a view (a rectangle or a point) that a view above can
/// resolve in its own coordinates, like SwiftUI's `Anchor`: made by
/// `.anchorPreference(key:value:transform:)` from a `Source`, resolved
/// with `GeometryProxy`'s `proxy[anchor]`.
public struct Anchor<Value>: Sendable {
  /// The anchored rectangle (a point is an empty one), in window cells.
  let rect: Rect
  /// Makes the value from the rectangle in the resolving view's coordinates.
  let make: @Sendable (Rect) -> Value

  /// What to anchor in a view, like SwiftUI's `Anchor.Source`: its
  /// `.bounds` (a rectangle), or a point such as `.top` or `.center`.
  public struct Source: Sendable {
    /// Picks the anchored rectangle from the view's frame.
    let select: @Sendable (Rect) -> Rect
    /// Makes the value of it.
    let make: @Sendable (Rect) -> Value

    /// A source picking `select` of the view's frame, made into a value by `make`.
    package init(select: @escaping @Sendable (Rect) -> Rect, make: @escaping @Sendable (Rect) -> Value) {
      self.select = select
      self.make = make
    }
  }
}

extension Anchor: Equatable where Value: Equatable {
  /// Anchors are equal when they anchor the same place.
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.rect == rhs.rect }
}

extension Anchor: Hashable where Value: Hashable {
  /// Hashes the anchored place.
  public func hash(into hasher: inout Hasher) { hasher.combine(rect) }
}

extension GeometryProxy {
  /// The anchor's value in this reader's coordinates, like SwiftUI's
  /// `proxy[anchor]`.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.make(anchor.rect.offsetBy(Point(x: -frameInWindow.origin.x, y: -frameInWindow.origin.y)))
  }
}

extension Rect {
  /// The empty rectangle at `unit`'s fraction of this one (rounded down to
  /// a cell): where an anchor's `unitPoint(_:)` is.
  package func cell(at unit: UnitPoint) -> Rect {
    let x = origin.x + Int((Double(size.width) * unit.x).rounded(.down))
    let y = origin.y + Int((Double(size.height) * unit.y).rounded(.down))
    return Rect(origin: Point(x: x, y: y), size: .zero)
  }
}
