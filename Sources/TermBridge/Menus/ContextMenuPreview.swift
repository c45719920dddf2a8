extension View {
  /// A context menu with a preview, like SwiftUI's
  /// `contextMenu(menuItems:preview:)`: the menu opens as
  /// `contextMenu(menuItems:)`'s does; the preview (a large rendering of
  /// the item on iOS) is not shown, since the menu opens beside the view
  /// itself.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    contextMenu(menuItems: menuItems)
  }
}
