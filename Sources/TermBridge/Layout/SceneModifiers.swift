extension View {
  /// Pads the view by the scene's margin, like SwiftUI's
  /// `scenePadding(_:)`: a terminal scene's margin is one cell.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 1) }
}

extension View {
  /// Calls `action` when the pointer enters or leaves the view, like
  /// SwiftUI's `onHover(perform:)`. The terminal reports the pointer only
  /// while a button is held (no hover), so `action` is never called; the
  /// view otherwise behaves as without it.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
