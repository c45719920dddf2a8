/// The top or bottom edge, like SwiftUI's `VerticalEdge` (for
/// `safeAreaInset(edge:)`).
public enum VerticalEdge: Hashable, Sendable {
  case top, bottom
}

/// The leading or trailing edge, like SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
  case leading, trailing
}
