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

extension View {
  /// Pushes `destination` on the enclosing ``NavigationStack`` while
  /// `isPresented` is true, like SwiftUI's
  /// `navigationDestination(isPresented:destination:)`: setting it pushes,
  /// clearing it pops, and a pop by the user (Esc, the back hint, `dismiss`)
  /// clears it. The screen shows the destination made when it was pushed.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    NavigationDestinationPresenter(
      content: self, isPresented: isPresented, destination: AnyView(destination()))
  }

  /// Pushes `destination(item)` on the enclosing ``NavigationStack`` while
  /// `item` is not nil, like SwiftUI's
  /// `navigationDestination(item:destination:)`: a pop by the user sets it
  /// to nil, and a different item replaces the screen.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let presented = Binding<Bool>(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return NavigationDestinationPresenter(
      content: self, isPresented: presented,
      destination: item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView()),
      identity: item.wrappedValue.map { AnyHashable($0) })
  }
}

/// Pushes a destination while a binding says it is presented, and clears
/// the binding when the user pops it.
struct NavigationDestinationPresenter<Content: View>: View {
  let content: Content
  let isPresented: Binding<Bool>
  let destination: AnyView
  /// What the destination shows (an item): a new one replaces the screen.
  var identity: AnyHashable? = nil
  @Environment(\.navigationContext) private var context
  @State private var pushed = PushedDestination()

  var body: some View {
    content.onChange(of: Presence(isPresented: isPresented.wrappedValue, identity: identity), initial: true) {
      _, presence in
      synchronize(presence)
    }
  }

  struct Presence: Equatable {
    var isPresented: Bool
    var identity: AnyHashable?
  }

  private func synchronize(_ presence: Presence) {
    guard let context else { return }
    if let id = pushed.id, !presence.isPresented || pushed.identity != presence.identity {
      pushed.id = nil
      context.popView(id)
    }
    guard presence.isPresented, pushed.id == nil else { return }
    let pushed = self.pushed
    let isPresented = self.isPresented
    let screen = ActivationWatcher(content: destination, isActive: isPresented) {
      if let id = pushed.id {
        pushed.id = nil
        context.popView(id)
      }
    }
    pushed.identity = presence.identity
    pushed.id = context.pushView(AnyView(screen)) {
      // Popped by the user or from above: the binding says so.
      guard pushed.id != nil else { return }
      pushed.id = nil
      if isPresented.wrappedValue { isPresented.wrappedValue = false }
    }
  }
}

/// The screen a destination modifier pushed: a reference, so the
/// closures see the current id.
@MainActor
final class PushedDestination {
  var id: Int?
  var identity: AnyHashable?
}
