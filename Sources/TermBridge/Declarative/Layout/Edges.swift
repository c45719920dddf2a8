/// The top or bottom edge, like SwiftUI's `VerticalEdge` (for
/// `safeAreaInset(edge:)`).
public enum VerticalEdge: Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

/// The leading or trailing edge, like SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
  /// The leading (left) edge.
  case leading
  /// The trailing (right) edge.
  case trailing
}
