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

  /// SwiftUI's drawer under the navigation bar's title, shown as
  /// `displayMode` says on iOS; always shown here.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
  {
    .navigationBarDrawer
  }

  /// When iOS shows a navigation bar's search drawer, like SwiftUI's
  /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`: a terminal
  /// always shows it.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    /// As the platform decides (hidden until the list is pulled down on iOS).
    case automatic
    /// Always shown.
    case always
  }
}

extension View {
  /// A search field for `text` at the top of this screen, like SwiftUI's
  /// `searchable(text:placement:prompt:)`: under the navigation bar's
  /// title in a `NavigationStack`, at the top otherwise. It is a
  /// ``SearchField``: Up, Down and the page keys travel on to a list below
  /// while the field keeps focus. Inside, `\.isSearching` says whether
  /// the user is searching (from the field's first focus until
  /// `\.dismissSearch` ends the search).
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> some View {
    SearchableView(content: self, text: text, prompt: prompt ?? "Search", suggestions: nil)
  }

  /// A search field whose prompt is a `Text`.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?)
    -> some View
  {
    searchable(text: text, placement: placement, prompt: prompt.map { labelParts(of: $0).title })
  }

  /// A search field with suggestions, like SwiftUI's
  /// `searchable(text:placement:prompt:suggestions:)`: while searching,
  /// the suggestions show under the field (see ``searchSuggestions(_:)``).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    SearchableView(content: self, text: text, prompt: prompt ?? "Search", suggestions: AnyView(suggestions()))
  }
}

/// A screen with a search field above it: it knows whether the field has
/// focus, and gives its content `isSearching` and `dismissSearch`.
struct SearchableView<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let prompt: String
  /// Suggestions given to `.searchable` itself; else the ones of a
  /// `.searchSuggestions` applied around it.
  let suggestions: AnyView?
  @FocusState private var fieldFocused: Bool
  /// Set when the field first gets focus, cleared by `dismissSearch`: the
  /// search goes on while the user moves to its suggestions or results.
  @State private var isActive = false
  /// Set by `dismissSearch` until the user comes back to the field (focus
  /// leaves it and returns) or types: focus the window hands to the field
  /// because the view that had it went away does not start a search.
  @State private var isDismissed = false
  @Environment(\.searchSuggestions) private var outerSuggestions

  var body: some View {
    let isSearching = (!isDismissed && (isActive || fieldFocused)) || !text.wrappedValue.isEmpty
    let text = self.text
    let focus = $fieldFocused
    let active = $isActive
    let dismissed = $isDismissed
    let dismiss = DismissSearchAction {
      text.wrappedValue = ""
      active.wrappedValue = false
      dismissed.wrappedValue = true
      focus.wrappedValue = false
    }
    let shown = isSearching ? suggestions ?? outerSuggestions : nil
    return
      content
      .environment(\.isSearching, isSearching)
      .environment(\.dismissSearch, dismiss)
      .safeAreaInset(edge: .top, alignment: .leading) {
        VStack(alignment: .leading, spacing: 0) {
          SearchField(prompt, text: text).focused($fieldFocused)
            .onChange(of: fieldFocused) { focused in
              if !focused {
                dismissed.wrappedValue = false
              } else if !dismissed.wrappedValue {
                active.wrappedValue = true
              }
            }
            .onChange(of: text.wrappedValue) { query in
              if !query.isEmpty {
                dismissed.wrappedValue = false
                active.wrappedValue = true
              }
            }
          if let shown {
            shown.environment(\.searchCompletionText, text)
          }
        }
      }
  }
}
