import TermBridgeTerminal

/// The size and place of a ``GeometryReader``, like SwiftUI's
/// `GeometryProxy`, in cells.
public struct GeometryProxy: Hashable, Sendable {
  /// The size the reader was given.
  public let size: Size
  /// The reader's frame in its window's coordinates.
  let frameInWindow: Rect

  /// Insets of the safe area: always zero (a terminal has no notch, no
  /// home indicator; `safeAreaInset` bars are laid out, not inset).
  public var safeAreaInsets: EdgeInsets { .zero }

  init(size: Size, frameInWindow: Rect) {
    self.size = size
    self.frameInWindow = frameInWindow
  }

  /// The reader's frame in `space`: `.local` starts at the origin,
  /// `.global` is in the window's cells.
  public func frame(in space: CoordinateSpace) -> Rect {
    switch space {
    case .local: return Rect(origin: .zero, size: size)
    case .global, .named: return frameInWindow
    }
  }
}

/// Coordinates a ``GeometryProxy`` converts a frame to, like SwiftUI's
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
