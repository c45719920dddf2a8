import TermBridgeTerminal

/// The size and place of a `GeometryReader`, like SwiftUI's
/// `GeometryProxy`.
///
/// With `import TermBridge`, `size` is a `CGSize` and `frame(in:)` a
/// `CGRect`, as in SwiftUI; with `import TermBridgeCore` (no Foundation)
/// the library's `CGSize` and `CGRect`. They are in the reader's
/// ``LengthUnit``: cells by default, points under `.lengthUnit(.points)`
/// (a column being `columnWidth` points, a row `rowHeight`), so a port's
/// arithmetic on them stays in the unit its lengths are written in.
/// `cellSize` and `cellFrame(in:)` give the cells in either.
public struct GeometryProxy: Hashable, Sendable {
  /// The size the reader was given, in cells.
  public let cellSize: Size
  /// The reader's frame in its window's coordinates.
  let frameInWindow: Rect
  /// The unit `size` and `frame(in:)` report in: the reader's.
  public internal(set) var lengthUnit: LengthUnit = .cells

  /// Insets of the safe area: always zero (a terminal has no notch, no
  /// home indicator; `safeAreaInset` bars are laid out, not inset).
  public var safeAreaInsets: EdgeInsets { .zero }

  init(size: Size, frameInWindow: Rect) {
    self.cellSize = size
    self.frameInWindow = frameInWindow
  }

  /// The reader's frame in `space`, in cells: `.local` starts at the
  /// origin, `.global` is in the window's cells.
  public func cellFrame(in space: CoordinateSpace) -> Rect {
    switch space {
    case .local: return Rect(origin: .zero, size: cellSize)
    case .global, .named: return frameInWindow
    }
  }

  /// The size in ``lengthUnit``: width and height.
  package var unitSize: (width: Double, height: Double) {
    (
      lengthUnit.length(ofCells: cellSize.width, along: .horizontal),
      lengthUnit.length(ofCells: cellSize.height, along: .vertical)
    )
  }

  /// The frame in `space` in ``lengthUnit``: origin and size.
  package func unitFrame(in space: CoordinateSpace) -> (x: Double, y: Double, width: Double, height: Double) {
    let frame = cellFrame(in: space)
    return (
      lengthUnit.length(ofCells: frame.origin.x, along: .horizontal),
      lengthUnit.length(ofCells: frame.origin.y, along: .vertical),
      lengthUnit.length(ofCells: frame.size.width, along: .horizontal),
      lengthUnit.length(ofCells: frame.size.height, along: .vertical)
    )
  }

  /// This geometry reported in `unit`.
  func reported(in unit: LengthUnit) -> GeometryProxy {
    var proxy = self
    proxy.lengthUnit = unit
    return proxy
  }
}

/// Coordinates a `GeometryProxy` converts a frame to, like SwiftUI's
/// `CoordinateSpace`. (Sendable unchecked: a name is a value, a string or
/// an enum case, that an app does not mutate.)
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The view's own coordinates.
  case local
  /// The window's coordinates.
  case global
  /// The coordinates of a view named with `.coordinateSpace(name:)`:
  /// taken as the window's (`.global`), which is what names are mostly
  /// used for (one space shared by views far apart).
  case named(AnyHashable)
}
