import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Reads `isSearching` and offers `dismissSearch`, below a `.searchable`.
struct SearchStatus: View {
  @Environment(\.isSearching) var isSearching
  @Environment(\.dismissSearch) var dismissSearch

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(isSearching ? "searching" : "idle")
      Button("Cancel search") { dismissSearch() }
    }
  }
}

/// A searchable screen with suggestions, as Apple's examples write it.
struct SuggestingScreen: View {
  @State var query = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      SearchStatus()
      Text("query [\(query)]")
    }
    .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Fruit")
    .searchSuggestions {
      Text("🍎 apple").searchCompletion("apple")
      Text("🍐 pear").searchCompletion("pear")
    }
  }
}

extension TerminalSuites {
  /// `isSearching`, `dismissSearch` (clears the query), `searchSuggestions` and `searchCompletion`.
  @MainActor
  @Suite struct SearchEnvironmentTests {
    @Test func isSearchingFollowsTheFieldAndDismissSearchEndsIt() throws {
      try withHostedView(SuggestingScreen(), width: 30, height: 8) { app, _, screen in
        // The field has focus (the first focusable view): searching, with suggestions.
        #expect(screen.rows().contains { $0.contains("searching") })
        expectSnapshot(screen, named: "search-suggestions-30x8")
        #expect(screen.rows().contains { $0.contains("apple") })
        app.handle([.paste("pe")])
        #expect(screen.rows().contains { $0.contains("query [pe]") })
        // Away from the field: still searching, the suggestions still there.
        app.handle([.key(KeyEvent(.tab))])
        #expect(screen.rows().contains { $0.contains("searching") })
        #expect(screen.rows().contains { $0.contains("apple") })
        // Cancel search: a click on it.
        let row = try #require(screen.rows().firstIndex { $0.contains("Cancel search") })
        let column = try #require(screen.rows()[row].firstRange(of: "Cancel")).lowerBound
        let x = screen.rows()[row].distance(from: screen.rows()[row].startIndex, to: column)
        app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: row)))])
        app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: row)))])
        #expect(screen.rows().contains { $0.contains("query []") })
        // The search is over: isSearching is false, the suggestions gone.
        #expect(screen.rows().contains { $0.contains("idle") })
        #expect(!screen.rows().contains { $0.contains("apple") })
        // Typing again starts a new search.
        app.handle([.paste("a")])
        #expect(screen.rows().contains { $0.contains("searching") })
        #expect(screen.rows().contains { $0.contains("query [a]") })
      }
    }

    @Test func aSuggestionFillsInTheQuery() throws {
      try withHostedView(SuggestingScreen(), width: 30, height: 8) { app, _, screen in
        app.handle([.key(KeyEvent(.tab))])  // the first suggestion
        app.handle([.key(KeyEvent(.enter))])
        #expect(screen.rows().contains { $0.contains("query [apple]") })
      }
    }

    @Test func outsideASearchableViewThereIsNoSearch() {
      #expect(!EnvironmentValues().isSearching)
      EnvironmentValues().dismissSearch()  // does nothing
      #expect(SearchFieldPlacement.navigationBarDrawer(displayMode: .automatic) == .navigationBarDrawer)
    }
  }
}
