import TermBridgeTerminal
import TermBridgeWidgets

/// Names for what a navigation bar shows, like SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
  /// How the bar shows the title, like SwiftUI's
  /// `NavigationBarItem.TitleDisplayMode`. The terminal's bar is one row,
  /// so every mode shows the title inline.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// The mode the screen would take: inline here.
    case automatic
    /// In the bar's row.
    case inline
    /// A large title under the bar on iOS: inline here.
    case large
  }
}

extension View {
  /// The title the navigation bar shows while this view's screen is on
  /// top: the text's string (its styling is not kept).
  public func navigationTitle(_ title: Text) -> some View {
    navigationTitle(title.content)
  }

  /// The title the navigation bar shows, from a localized key: the key's
  /// text (a terminal has no string tables), without its styling.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey).content)
  }

  /// The bar's title, SwiftUI's older name for `navigationTitle(_:)`.
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title.content)
  }

  /// The bar's title, SwiftUI's older name for `navigationTitle(_:)`.
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(String(title))
  }

  /// The bar's title and how it is shown; the bar is one row, so the mode
  /// changes nothing.
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
  {
    navigationTitle(title.content)
  }

  /// The bar's title and how it is shown; the bar is one row, so the mode
  /// changes nothing.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  )
    -> some View
  {
    navigationTitle(String(title))
  }

  /// How the bar shows the title: accepted; the bar is one row, so every
  /// mode shows it inline.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }

  /// Buttons at the left (after the back hint) and right of the navigation
  /// bar while this view's screen is on top, like SwiftUI's older
  /// `navigationBarItems(leading:trailing:)`: each `Button` and
  /// `NavigationLink` of the views becomes a bar button, as in `.toolbar`.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    NavigationBarItemsView(content: self, leading: AnyView(leading), trailing: AnyView(trailing))
  }

  /// Buttons at the left of the navigation bar (after the back hint).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    NavigationBarItemsView(content: self, leading: AnyView(leading), trailing: nil)
  }

  /// Buttons at the right of the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    NavigationBarItemsView(content: self, leading: nil, trailing: AnyView(trailing))
  }

  /// Hides the navigation bar while this view's screen is on top (the
  /// screen takes its rows).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    NavigationItemView(content: self) { $0.prefersNavigationBarHidden = hidden }
  }

  /// Hides the back hint while this view's screen is on top; Esc and
  /// Alt-Left no longer pop it either, as SwiftUI disables the back
  /// gesture: the screen offers its own way back (`dismiss`).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    NavigationItemView(content: self) { $0.hidesBackButton = hidesBackButton }
  }
}

/// Changes the navigation item of the screen it is on.
struct NavigationItemView<Content: View>: View {
  let content: Content
  let change: @MainActor (TermNavigationItem) -> Void
  @Environment(\.navigationScreen) private var screen

  var body: some View {
    if let controller = screen?.controller { change(controller.navigationItem) }
    return content
  }
}

/// Sets the left and right bar items of the screen it is on.
struct NavigationBarItemsView<Content: View>: View {
  let content: Content
  let leading: AnyView?
  let trailing: AnyView?
  @Environment(\.navigationScreen) private var screen
  @Environment(\.navigationContext) private var context
  @Environment(\.editMode) private var editMode

  var body: some View {
    if let item = screen?.controller?.navigationItem {
      if let leading { item.setLeftItems(barButtonItems(of: leading, context: context, editMode: editMode)) }
      if let trailing {
        item.setRightItems(barButtonItems(of: trailing, context: context, editMode: editMode))
      }
    }
    return content
  }
}
