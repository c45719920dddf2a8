import TermBridgeTerminal
import TermBridgeWidgets

// A gesture reports its geometry as `EssentialPoint` and `EssentialSize`
// (`CGPoint` and `CGSize` with `import TermBridgeCore`; `import TermBridge`
// gives Foundation's), in cells: x counts columns and y rows, a point a
// cell. The components are `Double`, so SwiftUI's arithmetic on them
// compiles (`sqrt(pow(p.x, 2) + …)`).

extension EssentialPoint {
  /// The point of a cell.
  public init(_ point: Point) { self.init(x: Double(point.x), y: Double(point.y)) }
}
