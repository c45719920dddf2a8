import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// MARK: - Seed 000 (and its copy 001), "The Coordinator Pattern › Structure"

// Ported by renaming. Beyond that:
// - The coordinator does not subclass `NSObject`: TermBridge's delegate
//   protocols are Swift protocols (no Objective-C runtime on Linux).
// - Kept as the seed has it, `updateTermView` does not refresh
//   `coordinator.parent`. The seed says SwiftUI refreshes it automatically;
//   SwiftUI does not (seed 002 corrects this), and neither does TermBridge.
//   So the binding keeps working (it points at the state, not at the struct)
//   while `onSearch` stays the closure of the first value. The tests pin
//   that down next to seed 002's `LegacySearchField`, which refreshes it.
struct SearchBarView: TermViewRepresentable {
  @Binding var text: String
  var onSearch: (String) -> Void

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeTermView(context: Context) -> TermSearchBar {
    let bar = TermSearchBar()
    bar.delegate = context.coordinator  // Set delegate HERE, not in updateTermView
    return bar
  }

  func updateTermView(_ termView: TermSearchBar, context: Context) {
    if termView.text != text {
      termView.text = text
    }
  }

  final class Coordinator: TermSearchBarDelegate {
    var parent: SearchBarView

    init(_ parent: SearchBarView) { self.parent = parent }

    func searchBar(_ searchBar: TermSearchBar, textDidChange searchText: String) {
      parent.text = searchText
    }

    func searchBarSearchButtonClicked(_ searchBar: TermSearchBar) {
      parent.onSearch(parent.text)
      searchBar.resignFirstResponder()
    }
  }
}

// MARK: - Seed 002, "3. The Coordinator Pattern › Shape"

// Ported by renaming. Beyond that: no `NSObject` superclass (as above), and
// `TermSearchBar()` instead of `UISearchBar(frame: .zero)`: the bar's
// initializer takes a placeholder, not a frame (the frame comes from layout).
struct LegacySearchField: TermViewRepresentable {
  @Binding var query: String
  var onSubmit: (String) -> Void

  func makeCoordinator() -> Coordinator { .init(parent: self) }

  func makeTermView(context: Context) -> TermSearchBar {
    let bar = TermSearchBar()
    bar.delegate = context.coordinator
    return bar
  }

  func updateTermView(_ bar: TermSearchBar, context: Context) {
    context.coordinator.parent = self
    if bar.text != query { bar.text = query }
  }

  @MainActor
  final class Coordinator: TermSearchBarDelegate {
    init(parent: LegacySearchField) { self.parent = parent }
    var parent: LegacySearchField

    func searchBar(_ bar: TermSearchBar, textDidChange newText: String) {
      parent.query = newText
    }

    func searchBarSearchButtonClicked(_ bar: TermSearchBar) {
      parent.onSubmit(parent.query)
      bar.resignFirstResponder()
    }
  }
}

// MARK: - Seed 004, "The Coordinator: two languages, one translator"

// Ported by renaming; the coordinator holds a `Binding` instead of its
// parent. Beyond renaming: no `NSObject` superclass (as above).
struct SearchBar: TermViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)  // created before makeTermView
  }

  func makeTermView(context: Context) -> TermSearchBar {
    let bar = TermSearchBar()
    bar.delegate = context.coordinator  // the widget talks to the coordinator
    return bar
  }

  func updateTermView(_ bar: TermSearchBar, context: Context) {
    if bar.text != text { bar.text = text }  // loop guard
  }

  final class Coordinator: TermSearchBarDelegate {
    let text: Binding<String>
    init(text: Binding<String>) { self.text = text }

    func searchBar(_ bar: TermSearchBar, textDidChange searchText: String) {
      text.wrappedValue = searchText  // delegate call → binding write
    }
  }
}

// MARK: - A screen using them, as a SwiftUI app would

/// What the tests see from outside the screen: the state's bindings, every
/// write to the query, and every search the screen was told about.
@MainActor
final class SearchScreenProbe {
  var query: Binding<String>?
  var version: Binding<Int>?
  var writes: [String] = []
  var searches: [String] = []
}

/// Which of the three ported search bars a ``SearchScreen`` shows.
enum SeedSearchBar: String, CaseIterable, Sendable {
  case searchBarView, legacySearchField, searchBar
}

struct SearchScreen: View {
  let kind: SeedSearchBar
  let probe: SearchScreenProbe
  @State var query = ""
  @State var version = 1

  var body: some View {
    probe.query = $query
    probe.version = $version
    // The query binding the bar gets records each write, to count echoes.
    let counted = Binding<String>(
      get: { query },
      set: { [probe] in
        probe.writes.append($0)
        query = $0
      })
    // A closure that changes with `version`: the newest one is the one a
    // coordinator that refreshes `parent` calls.
    let report: (String) -> Void = { [probe, version] in probe.searches.append("v\(version): \($0)") }
    return VStack(alignment: .leading) {
      switch kind {
      case .searchBarView: SearchBarView(text: counted, onSearch: report)
      case .legacySearchField: LegacySearchField(query: counted, onSubmit: report)
      case .searchBar: SearchBar(text: counted)
      }
      Text("query: \(query)")
      Text("version \(version)")
    }
  }
}

// MARK: - Tests

/// Every view of type `T` in `view`'s tree, depth first.
@MainActor
func findViews<T: TermView>(_ type: T.Type, in view: TermView) -> [T] {
  var found: [T] = []
  if let match = view as? T { found.append(match) }
  for subview in view.subviews { found += findViews(type, in: subview) }
  return found
}

@MainActor
@Suite struct SeedSearchBarTests {
  /// Types `text` as a person does: one key per read. (Keys that arrive
  /// in one read are one edit; see `BridgeTextFieldTests`.)
  func type(_ text: String, into app: TermApplication) {
    for character in text { app.handle([.key(.character(character))]) }
  }

  @Test(arguments: SeedSearchBar.allCases)
  func typingWritesTheBindingOncePerKeyAndKeepsTheCursor(kind: SeedSearchBar) throws {
    let probe = SearchScreenProbe()
    try withHostedView(SearchScreen(kind: kind, probe: probe), width: 30, height: 4) { app, host, screen in
      let bar = try #require(findView(TermSearchBar.self, in: host))
      // The window focused the bar's field when it first laid out.
      #expect(host.window?.firstResponder === bar.searchTextField)
      type("swft", into: app)
      #expect(probe.query?.wrappedValue == "swft")
      #expect(screen.rows()[1].hasPrefix("query: swft "))
      // Insert in the middle: the update that follows the write sees the
      // text the bar already has, so the cursor stays after the "i".
      app.handle([.key(KeyEvent(.left)), .key(KeyEvent(.left)), .key(.character("i"))])
      #expect(probe.query?.wrappedValue == "swift")
      #expect(bar.searchTextField.cursorOffset == 3)
      #expect(screen.renderedCursor == Point(x: 2 + 3, y: 0))
      // One write per edit, none echoed back.
      #expect(probe.writes == ["s", "sw", "swf", "swft", "swift"])
      if kind == .searchBarView { expectSnapshot(screen, named: "seed-searchbar-typed") }
    }
  }

  @Test(arguments: SeedSearchBar.allCases)
  func aBindingSetOutsidePushesIntoTheBarWithoutAnEcho(kind: SeedSearchBar) throws {
    let probe = SearchScreenProbe()
    try withHostedView(SearchScreen(kind: kind, probe: probe), width: 30, height: 4) { app, host, screen in
      let bar = try #require(findView(TermSearchBar.self, in: host))
      probe.query?.wrappedValue = "from outside"
      app.render()
      #expect(bar.text == "from outside")
      #expect(screen.rows()[0].hasPrefix("⌕ from outside"))
      // Setting the bar's text from code tells no delegate: nothing wrote
      // the binding back.
      #expect(probe.writes.isEmpty)
      // Typing goes on from there.
      type("!", into: app)
      #expect(probe.query?.wrappedValue == "from outside!")
    }
  }

  @Test(arguments: [SeedSearchBar.searchBarView, .legacySearchField])
  func enterFiresTheClosureOnceAndResignsTheFocus(kind: SeedSearchBar) throws {
    let probe = SearchScreenProbe()
    try withHostedView(SearchScreen(kind: kind, probe: probe), width: 30, height: 4) { app, host, _ in
      let bar = try #require(findView(TermSearchBar.self, in: host))
      type("term", into: app)
      app.handle([.key(KeyEvent(.enter))])
      #expect(probe.searches == ["v1: term"])
      #expect(host.window?.firstResponder == nil)
      #expect(!bar.searchTextField.isFirstResponder)
      // With the focus gone, keys no longer edit the query.
      type("x", into: app)
      #expect(probe.query?.wrappedValue == "term")
      #expect(probe.searches == ["v1: term"])
    }
  }

  /// The difference between seed 000's coordinator (never refreshed) and
  /// seed 002's (refreshed in `updateTermView`), as SwiftUI has it: both
  /// write the binding of the newest state, but only the refreshed one
  /// calls the newest closure.
  @Test(arguments: [
    (SeedSearchBar.searchBarView, "v1: abc"), (SeedSearchBar.legacySearchField, "v2: abc"),
  ])
  func onlyARefreshedParentSeesTheNewestClosure(kind: SeedSearchBar, expected: String) throws {
    let probe = SearchScreenProbe()
    try withHostedView(SearchScreen(kind: kind, probe: probe), width: 30, height: 4) { app, _, screen in
      probe.version?.wrappedValue = 2
      app.render()
      #expect(screen.rows()[2].hasPrefix("version 2"))
      type("abc", into: app)
      #expect(probe.query?.wrappedValue == "abc")
      app.handle([.key(KeyEvent(.enter))])
      #expect(probe.searches == [expected])
    }
  }

  @Test func theSearchBarsCoordinatorIsMadeOnceAndHoldsTheBinding() throws {
    let probe = SearchScreenProbe()
    try withHostedView(SearchScreen(kind: .searchBar, probe: probe), width: 30, height: 4) {
      app, host, _ in
      let bar = try #require(findView(TermSearchBar.self, in: host))
      let coordinator = try #require(bar.delegate as? SearchBar.Coordinator)
      // Rebuilds of the screen keep the widget and its coordinator.
      for version in 2...20 {
        probe.version?.wrappedValue = version
        app.render()
      }
      #expect(findView(TermSearchBar.self, in: host) === bar)
      #expect(bar.delegate === coordinator)
      // The binding the coordinator was made with still writes the state.
      type("ok", into: app)
      #expect(probe.query?.wrappedValue == "ok")
      #expect(coordinator.text.wrappedValue == "ok")
    }
  }

  /// Seeds 000 and 002, "Sizing and Layout": the modifiers on a
  /// representable whose widget has an intrinsic size (the bar's: prompt,
  /// placeholder and a cell for the cursor, one row).
  @Test func sizingModifiersActOnTheRepresentableAsInTheSeedsTable() throws {
    struct Screen: View {
      @State var text = ""
      var body: some View {
        VStack(alignment: .leading) {
          SearchBarView(text: $text) { _ in }
          SearchBarView(text: $text) { _ in }.fixedSize()
          SearchBarView(text: $text) { _ in }.fixedSize(horizontal: true, vertical: false)
          SearchBarView(text: $text) { _ in }.frame(width: 12, height: 1)
        }
      }
    }
    try withHostedView(Screen(), width: 30, height: 4) { _, host, screen in
      let bars = findViews(TermSearchBar.self, in: host)
      let intrinsic = try #require(bars.first?.intrinsicContentSize)
      #expect(intrinsic == Size(width: 9, height: 1))
      // No modifier: the bar takes the width offered. fixedSize(): its
      // intrinsic size. fixedSize(horizontal:vertical:): the intrinsic
      // width. frame(width:height:): exactly that size.
      #expect(bars.map(\.frame.size.width) == [30, 9, 9, 12])
      #expect(bars.allSatisfy { $0.frame.size.height == 1 })
      #expect(screen.rows()[1] == "⌕ Search" + String(repeating: " ", count: 22))
    }
  }
}
