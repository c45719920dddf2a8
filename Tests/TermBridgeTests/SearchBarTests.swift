import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Records what a search bar tells its delegate, in order.
@MainActor
private final class SearchRecorder: TermSearchBarDelegate {
  var log: [String] = []
  func searchBar(_ searchBar: TermSearchBar, textDidChange searchText: String) {
    log.append("text '\(searchText)'")
  }
  func searchBarSearchButtonClicked(_ searchBar: TermSearchBar) { log.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: TermSearchBar) { log.append("cancel") }
}

/// A container that takes list-navigation keys, as a screen holding a search
/// bar above a list would.
@MainActor
private final class ListKeys: TermView {
  var keys: [KeyEvent] = []
  override func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .up, .down, .pageUp, .pageDown, .home, .end:
      keys.append(event)
      return true
    default:
      return super.keyDown(event)
    }
  }
}

/// A search bar inside a `ListKeys` container in a window on a headless
/// screen, focused.
@MainActor
private final class SearchHarness {
  let screen: TermScreen
  let app: TermApplication
  let bar: TermSearchBar
  let container = ListKeys()
  let recorder = SearchRecorder()
  var unhandled: [KeyEvent] = []

  init(screen: TermScreen, bar: TermSearchBar) {
    self.screen = screen
    self.bar = bar
    app = TermApplication(screen: screen)
    let window = TermWindow()
    container.frame = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
    bar.frame = Rect(x: 1, y: 1, width: screen.size.width - 2, height: 1)
    bar.delegate = recorder
    container.addSubview(bar)
    window.addSubview(container)
    window.makeKeyAndVisible(in: app)
    app.unhandledKeyHandler = { [unowned self] key in
      self.unhandled.append(key)
      return true
    }
    app.render()
  }

  func keys(_ events: KeyEvent...) { app.handle(events.map { .key($0) }) }
  /// Types `text` as a person does: one key per read.
  func type(_ text: String) {
    for character in text { app.handle([.key(.character(character))]) }
  }

  /// Types `text` in one read (a fast typist, a flood): one edit.
  func typeAtOnce(_ text: String) { app.handle(text.map { .key(.character($0)) }) }

  func verifySnapshot(_ name: String, filePath: String = #filePath) {
    app.render()
    if let message = SnapshotStore(testFile: filePath).verify(screen, named: name) {
      Issue.record(Comment(rawValue: message))
    }
  }
}

@MainActor
private func withSearchBar(
  _ bar: TermSearchBar = TermSearchBar(), width: Int = 24, _ body: (SearchHarness) throws -> Void
) throws {
  try TermScreen.withInMemory(width: width, height: 3) { screen in
    try body(SearchHarness(screen: screen, bar: bar))
  }
}

@MainActor
@Suite struct SearchBarTests {
  @Test func looksLikeASearchField() throws {
    try withSearchBar { h in
      #expect(h.bar.searchTextField.isFirstResponder)
      #expect(DisplayWidth.of(h.bar.promptGlyph) == 1)
      h.verifySnapshot("searchbar-empty")
      #expect(h.screen.renderedCursor == Point(x: 3, y: 1))
      h.type("harlie")
      h.verifySnapshot("searchbar-query")
    }
  }

  @Test func cancelButtonShowsWhenAsked() throws {
    let bar = TermSearchBar(placeholder: "Filter")
    bar.showsCancelButton = true
    bar.text = "a query longer than the field is wide"
    try withSearchBar(bar, width: 30) { h in
      h.verifySnapshot("searchbar-cancel-button")
      #expect(h.bar.searchTextField.frame == Rect(x: 2, y: 0, width: 15, height: 1))
      #expect(h.bar.cancelButton.frame == Rect(x: 18, y: 0, width: 10, height: 1))
    }
  }

  @Test func typingReportsEachChangeButSettingTheTextDoesNot() throws {
    var changes: [String] = []
    let bar = TermSearchBar()
    bar.onTextChange = { changes.append($0) }
    try withSearchBar(bar) { h in
      h.type("ab")
      h.keys(KeyEvent(.backspace))
      #expect(h.recorder.log == ["text 'a'", "text 'ab'", "text 'a'"])
      #expect(changes == ["a", "ab", "a"])
      // Keys that arrive in one read are one change.
      h.typeAtOnce("cd")
      #expect(changes.last == "acd")
      h.bar.text = "from code"
      #expect(h.recorder.log.count == 4)
      #expect(h.bar.searchTextField.text == "from code")
      h.app.handle([.paste("x\ny")])
      #expect(h.recorder.log.last == "text 'from codex y'")
    }
  }

  @Test func controlUClearsTheWholeQueryAsAChange() throws {
    let board = TermPasteboard()
    let bar = TermSearchBar()
    bar.searchTextField.pasteboard = board
    try withSearchBar(bar) { h in
      h.type("charlie")
      h.keys(.control("a"), KeyEvent(.right), KeyEvent(.right))
      h.recorder.log.removeAll()
      h.keys(.control("u"))
      #expect(h.bar.text == "")
      #expect(h.recorder.log == ["text ''"])
      #expect(board.string == "charlie")
      h.keys(.control("u"))
      #expect(h.recorder.log == ["text ''"])
      h.keys(.control("_"))
      #expect(h.bar.text == "charlie")
      #expect(h.recorder.log == ["text ''", "text 'charlie'"])
    }
  }

  @Test func enterSearchesAndEscapeCancelsWhenTheButtonShows() throws {
    var searches = 0
    var cancels = 0
    let bar = TermSearchBar()
    bar.onSearch = { _ in searches += 1 }
    bar.onCancel = { _ in cancels += 1 }
    try withSearchBar(bar) { h in
      h.type("q")
      h.keys(KeyEvent(.enter))
      #expect(h.recorder.log == ["text 'q'", "search"])
      #expect(searches == 1)
      h.keys(KeyEvent(.escape))
      #expect(cancels == 0)
      #expect(h.unhandled == [KeyEvent(.escape)])
      h.bar.showsCancelButton = true
      h.keys(KeyEvent(.escape))
      #expect(h.recorder.log == ["text 'q'", "search", "cancel"])
      #expect(cancels == 1)
      #expect(h.unhandled == [KeyEvent(.escape)])
      #expect(h.bar.text == "q")
    }
  }

  @Test func cancelButtonClick() throws {
    let bar = TermSearchBar()
    bar.showsCancelButton = true
    try withSearchBar(bar) { h in
      let button = h.bar.cancelButton.frameInWindow
      let point = Point(x: button.minX + 2, y: button.minY)
      h.app.handle([.mouse(MouseEvent(kind: .press(.left), location: point))])
      h.app.handle([.mouse(MouseEvent(kind: .release(.left), location: point))])
      #expect(h.recorder.log == ["cancel"])
    }
  }

  @Test func listKeysTravelUpWhileTheQueryKeepsFocus() throws {
    try withSearchBar { h in
      h.type("abc")
      h.keys(KeyEvent(.down), KeyEvent(.down), KeyEvent(.up), KeyEvent(.pageDown), KeyEvent(.pageUp))
      #expect(
        h.container.keys == [
          KeyEvent(.down), KeyEvent(.down), KeyEvent(.up), KeyEvent(.pageDown), KeyEvent(.pageUp),
        ])
      #expect(h.bar.searchTextField.isFirstResponder)
      // Home and End edit the query by default …
      h.keys(KeyEvent(.home))
      #expect(h.bar.searchTextField.cursorOffset == 0)
      h.keys(KeyEvent(.end))
      #expect(h.bar.searchTextField.cursorOffset == 3)
      #expect(h.container.keys.count == 5)
      // … or go to the list when asked; Ctrl-A and Ctrl-E still move the cursor.
      h.bar.forwardsHomeAndEndKeys = true
      h.keys(KeyEvent(.home), KeyEvent(.end))
      #expect(h.container.keys.suffix(2) == [KeyEvent(.home), KeyEvent(.end)])
      #expect(h.bar.searchTextField.cursorOffset == 3)
      h.keys(.control("a"))
      #expect(h.bar.searchTextField.cursorOffset == 0)
      h.bar.forwardsHomeAndEndKeys = false
      h.keys(KeyEvent(.end))
      #expect(h.bar.searchTextField.cursorOffset == 3)
      #expect(h.container.keys.count == 7)
      #expect(h.recorder.log == ["text 'a'", "text 'ab'", "text 'abc'"])
    }
  }

  @Test func focusingTheBarFocusesItsField() throws {
    try withSearchBar { h in
      h.bar.searchTextField.resignFirstResponder()
      #expect(!h.bar.searchTextField.isFirstResponder)
      #expect(h.bar.becomeFirstResponder())
      #expect(h.bar.searchTextField.isFirstResponder)
      h.bar.resignFirstResponder()
      #expect(!h.bar.searchTextField.isFirstResponder)
      h.bar.text = "xyz"
      // A click on the prompt focuses the field with the cursor at the start.
      h.app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 1)))])
      #expect(h.bar.searchTextField.isFirstResponder)
      #expect(h.bar.searchTextField.cursorOffset == 0)
      #expect(h.screen.renderedCursor == Point(x: 3, y: 1))
    }
  }

  @Test func customPromptGlyph() throws {
    let bar = TermSearchBar(placeholder: "grep")
    bar.promptGlyph = "/"
    bar.promptStyle = TermStyle(foreground: .yellow, attributes: .bold)
    try withSearchBar(bar, width: 12) { h in
      h.verifySnapshot("searchbar-slash-prompt")
      #expect(h.bar.intrinsicContentSize == Size(width: 7, height: 1))
    }
  }
}
