import TermBridgeDeclarative
import TermBridgeTerminal

// Without Foundation there is no `CGSize`: `import TermBridgeCore` gives
// SwiftUI's geometry names in cells (`import TermBridge` gives `CGSize`).

extension GeometryProxy {
  /// The size the reader was given, in cells (a `CGSize` with `import TermBridge`).
  public var size: Size { cellSize }

  /// The reader's frame in `space`, in cells (a `CGRect` with `import TermBridge`).
  public func frame(in space: CoordinateSpace) -> Rect { cellFrame(in: space) }
}

extension Anchor.Source where Value == Rect {
  /// The view's bounds, in window cells.
  public static var bounds: Anchor<Rect>.Source { Anchor<Rect>.Source(select: { $0 }, make: { $0 }) }
}

extension Anchor.Source where Value == Point {
  /// A point at a fraction of the view's size.
  public static func unitPoint(_ unit: UnitPoint) -> Anchor<Point>.Source {
    Anchor<Point>.Source(
      select: { frame in
        let x = frame.origin.x + Int((Double(frame.size.width) * unit.x).rounded(.down))
        let y = frame.origin.y + Int((Double(frame.size.height) * unit.y).rounded(.down))
        return Rect(origin: Point(x: x, y: y), size: .zero)
      },
      make: { $0.origin })
  }

  /// The top-left corner.
  public static var topLeading: Anchor<Point>.Source { unitPoint(.topLeading) }
  /// The centre.
  public static var center: Anchor<Point>.Source { unitPoint(.center) }
}
