import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

// Without Foundation, SwiftUI's geometry names are the library's own
// (`CGSize` is `EssentialSize` here, see CoreGraphicsNames.swift); `import
// TermBridge` gives Foundation's. Either way geometry is in the reader's
// `LengthUnit`.

extension GeometryProxy {
  /// The size the reader was given, like SwiftUI's `size`, in its
  /// ``LengthUnit`` (cells by default).
  public var size: CGSize {
    let size = unitSize
    return CGSize(width: size.width, height: size.height)
  }

  /// The reader's frame in `space`, like SwiftUI's `frame(in:)`, in its
  /// ``LengthUnit`` (cells by default).
  public func frame(in space: CoordinateSpace) -> CGRect {
    let frame = unitFrame(in: space)
    return CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds, like SwiftUI's `Anchor<CGRect>.Source.bounds`.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(
      select: { $0 },
      make: { CGRect(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point at a fraction of the view's size, like SwiftUI's `unitPoint(_:)`.
  public static func unitPoint(_ unit: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(select: { $0.cell(at: unit) }, make: { CGPoint(x: $0.origin.x, y: $0.origin.y) })
  }

  /// The top-left corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
}
