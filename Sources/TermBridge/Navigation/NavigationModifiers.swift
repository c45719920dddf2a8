import TermBridgeTerminal
import TermBridgeWidgets

extension View {
  /// The title the navigation bar shows while this view's screen is on top.
  public func navigationTitle(_ title: String) -> some View {
    NavigationTitleView(content: self, title: title)
  }

  /// How the enclosing ``NavigationStack`` shows pushed values of type `D`
  /// (from `NavigationLink(value:)` or the path).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    NavigationDestinationView(content: self, destination: destination)
  }
}

/// Sets the title of the screen it is on.
struct NavigationTitleView<Content: View>: View {
  let content: Content
  let title: String
  @Environment(\.navigationScreen) private var screen

  var body: some View {
    if let controller = screen?.controller, controller.title != title { controller.title = title }
    return content
  }
}

/// Registers a destination for values of type `D` with the stack.
struct NavigationDestinationView<Content: View, D: Hashable, Destination: View>: View {
  let content: Content
  let destination: (D) -> Destination
  @Environment(\.navigationContext) private var context

  var body: some View {
    context?.register(D.self, destination: destination)
    return content
  }
}
