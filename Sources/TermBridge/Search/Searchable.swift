import TermBridgeTerminal

/// Where `.searchable` puts its field, like SwiftUI's
/// `SearchFieldPlacement`. A terminal screen has one place for it: the top
/// of the screen, under a navigation bar's title line (as iOS shows it
/// under the title), so every placement means that.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  /// The platform's choice: the top of the screen, as every placement here.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// SwiftUI's field in the toolbar; the top of the screen here.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// SwiftUI's field in the sidebar; the top of the screen here.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// SwiftUI's field in a drawer under the navigation bar's title (on iOS); the same place here.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
  /// A search field for `text` at the top of this screen, like SwiftUI's
  /// `searchable(text:placement:prompt:)`: under the navigation bar's
  /// title in a `NavigationStack`, at the top otherwise. It is a
  /// ``SearchField``: Up, Down and the page keys travel on to a list below
  /// while the field keeps focus.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> some View {
    safeAreaInset(edge: .top, alignment: .leading) { SearchField(prompt ?? "Search", text: text) }
  }

  /// A search field whose prompt is a `Text`.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?)
    -> some View
  {
    searchable(text: text, placement: placement, prompt: prompt?.content)
  }
}
