extension View {
  /// Lets the view be dragged out as the item `data` makes, like SwiftUI's
  /// `onDrag(_:)`. A terminal reports no drag that leaves the app, so the
  /// view is unchanged and `data` is never called (the porting page lists
  /// it; a drop into the app arrives as a paste, see
  /// ``View/onDrop(of:isTargeted:perform:)``).
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

  /// `onDrag(_:)` with a preview of the drag, like SwiftUI's
  /// `onDrag(_:preview:)`; neither is used here.
  public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V)
    -> some View
  {
    self
  }
}
