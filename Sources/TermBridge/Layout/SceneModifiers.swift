extension View {
  /// Pads the view by the scene's margin, like SwiftUI's
  /// `scenePadding(_:)`: the default padding, a terminal scene's margin of
  /// one cell (in points, SwiftUI's 16: two columns and one row).
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }
}

extension View {
  /// Calls `action` when the pointer enters or leaves the view, like
  /// SwiftUI's `onHover(perform:)`. The terminal reports the pointer only
  /// while a button is held (no hover), so `action` is never called; the
  /// view otherwise behaves as without it.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
