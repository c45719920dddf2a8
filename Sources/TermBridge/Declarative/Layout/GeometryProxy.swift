import TermBridgeTerminal

/// The size and place of a `GeometryReader`, like SwiftUI's
/// `GeometryProxy`.
///
/// With `import TermBridge`, `size` is a `CGSize` and `frame(in:)` a
/// `CGRect`, as in SwiftUI, in cells (a point is a cell); with `import
/// TermBridgeCore` (no Foundation) they are a `Size` and a `Rect`.
/// `cellSize` and `cellFrame(in:)` give the cells in either.
public struct GeometryProxy: Hashable, Sendable {
  /// The size the reader was given, in cells.
  public let cellSize: Size
  /// The reader's frame in its window's coordinates.
  let frameInWindow: Rect

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
