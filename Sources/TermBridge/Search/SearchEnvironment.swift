/// Ends the search of the `.searchable` a view is under, like SwiftUI's
/// `DismissSearchAction`: clears the query and takes focus from the
/// field; does nothing outside a searchable view.
/// (Sendable as SwiftUI's is: the action only runs on the main actor.)
public struct DismissSearchAction: @unchecked Sendable {
  let action: @MainActor () -> Void

  init(action: @escaping @MainActor () -> Void) { self.action = action }

  /// Ends the search, called as `dismissSearch()`.
  @MainActor public func callAsFunction() { action() }
}

struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}
struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction {}
}
struct SearchSuggestionsKey: EnvironmentKey {
  static var defaultValue: AnyView? { nil }
}
struct SearchCompletionTextKey: EnvironmentKey {
  static var defaultValue: Binding<String>? { nil }
}

extension EnvironmentValues {
  /// Whether the user is searching with the `.searchable` field the view
  /// is under, like SwiftUI's `isSearching`: true from when the field
  /// first gets focus (or holds a query) until `dismissSearch` ends the
  /// search.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search the view is under, like SwiftUI's `dismissSearch`.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// Suggestions for a `.searchable` below (set by `.searchSuggestions`).
  var searchSuggestions: AnyView? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// The query a suggestion's `.searchCompletion` fills in.
  var searchCompletionText: Binding<String>? {
    get { self[SearchCompletionTextKey.self] }
    set { self[SearchCompletionTextKey.self] = newValue }
  }
}

extension View {
  /// Suggestions for the `.searchable` field this modifier is applied
  /// around, like SwiftUI's `searchSuggestions(_:)`: shown under the
  /// field, one a row, while the user searches; a suggestion with
  /// `.searchCompletion(_:)` fills in the query when chosen (Enter or a
  /// click). Applied inside the searchable content instead, the
  /// suggestions are not shown (the porting page says so).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    environment(\.searchSuggestions, AnyView(suggestions()))
  }

  /// Makes this suggestion fill in the query with `completion` when
  /// chosen, like SwiftUI's `searchCompletion(_:)`: it becomes a plain
  /// button.
  public func searchCompletion(_ completion: String) -> some View {
    SearchCompletionView(content: self, completion: completion)
  }
}

/// A suggestion that fills in the query when chosen.
struct SearchCompletionView<Content: View>: View {
  let content: Content
  let completion: String
  @Environment(\.searchCompletionText) private var text

  var body: some View {
    let text = self.text
    let completion = self.completion
    return Button {
      text?.wrappedValue = completion
    } label: {
      content
    }.buttonStyle(.plain)
  }
}
