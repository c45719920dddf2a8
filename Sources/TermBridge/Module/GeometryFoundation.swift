import Foundation
import TermBridgeDeclarative
import TermBridgeTerminal

// SwiftUI's geometry is Foundation's `CGSize`, `CGRect` and `CGPoint`, in
// points; a terminal's is in cells, one point a cell. The layers keep cells
// (`Size`, `Rect`), since they do not load Foundation; `import TermBridge`
// gives SwiftUI's types here.

extension CGRect {
  /// The rectangle of `rect`'s cells.
  init(cells rect: Rect) {
    self.init(
      x: CGFloat(rect.origin.x), y: CGFloat(rect.origin.y), width: CGFloat(rect.size.width),
      height: CGFloat(rect.size.height))
  }
}

extension Rect {
  /// The cells of `rect`, rounded to the nearest.
  init(_ rect: CGRect) {
    self.init(
      origin: Point(x: Int(rect.origin.x.rounded()), y: Int(rect.origin.y.rounded())),
      size: Size(width: Int(rect.size.width.rounded()), height: Int(rect.size.height.rounded())))
  }
}

extension GeometryProxy {
  /// The size the reader was given, like SwiftUI's, in its
  /// ``LengthUnit``: whole columns and rows in cells, points in points.
  public var size: CGSize {
    let size = unitSize
    return CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
  }

  /// The reader's frame in `space`, like SwiftUI's `frame(in:)`, in its
  /// ``LengthUnit``: `.local` starts at the origin, `.global` (and a named
  /// space) is the window's.
  public func frame(in space: CoordinateSpace) -> CGRect {
    let frame = unitFrame(in: space)
    return CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds, like SwiftUI's `Anchor<CGRect>.Source.bounds`.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(select: { $0 }, make: { CGRect(cells: $0) })
  }

  /// A rectangle in the view's own coordinates, like SwiftUI's `rect(_:)`.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    let cells = Rect(rect)
    return Anchor<CGRect>.Source(select: { cells.offsetBy($0.origin) }, make: { CGRect(cells: $0) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates, like SwiftUI's `point(_:)`.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    let x = Int(point.x.rounded())
    let y = Int(point.y.rounded())
    return Anchor<CGPoint>.Source(
      select: { Rect(origin: Point(x: $0.origin.x + x, y: $0.origin.y + y), size: .zero) },
      make: { CGPoint(x: CGFloat($0.origin.x), y: CGFloat($0.origin.y)) })
  }

  /// A point at a fraction of the view's size, like SwiftUI's `unitPoint(_:)`.
  public static func unitPoint(_ unit: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(
      select: { $0.cell(at: unit) }, make: { CGPoint(x: CGFloat($0.origin.x), y: CGFloat($0.origin.y)) })
  }

  /// The top-left corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The top-right corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the left edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the right edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The bottom-left corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The bottom-right corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
