import TermBridgeTesting
import Testing

@testable import TermBridge
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// `TermFuzzyMatch`, `TermCommandPalette`, `TermKeyHintsBar` and the keys
/// widgets declare, without the declarative layer.
@MainActor
@Suite struct CommandPaletteKitTests {
  // MARK: Fuzzy matching

  @Test func aSubsequenceMatchesAndOthersDoNot() throws {
    #expect(TermFuzzyMatch("nf", in: "New File") != nil)
    #expect(TermFuzzyMatch("NEWF", in: "New File") != nil)
    #expect(TermFuzzyMatch("fn", in: "New File") == nil)
    #expect(TermFuzzyMatch("newfiles", in: "New File") == nil)
    #expect(TermFuzzyMatch("", in: "Anything")?.score == 0)
    let match = try #require(TermFuzzyMatch("nf", in: "New File"))
    #expect(match.positions == [0, 4])
  }

  @Test func prefixesAndWordStartsScoreHigherThanLettersInside() throws {
    let prefix = try #require(TermFuzzyMatch("sa", in: "Save"))
    let wordStart = try #require(TermFuzzyMatch("sa", in: "Quick Save"))
    let inside = try #require(TermFuzzyMatch("sa", in: "Thousand"))
    #expect(prefix.score > wordStart.score)
    #expect(wordStart.score > inside.score)
    // The best placement, not the first: "s" of "Save", not of "Status".
    let placed = try #require(TermFuzzyMatch("ab", in: "xa yab"))
    #expect(placed.positions == [4, 5])
    // Consecutive letters beat scattered ones.
    let together = try #require(TermFuzzyMatch("cop", in: "Copy"))
    let apart = try #require(TermFuzzyMatch("cop", in: "Close Other Panes"))
    #expect(together.score > apart.score)
    // camelCase humps are word starts.
    let hump = try #require(TermFuzzyMatch("ts", in: "toggleSidebar"))
    #expect(hump.positions == [0, 6])
  }

  // MARK: The palette

  private func mainMenu(_ log: @escaping @MainActor (String) -> Void) -> TermMenu {
    TermMenu(children: [
      TermMenu(
        title: "File",
        children: [
          TermAction(title: "New File", keyboardShortcut: .control("n")) { _ in log("new") },
          TermAction(title: "Save", keyboardShortcut: .control("s")) { _ in log("save") },
          TermAction(title: "Close", attributes: .disabled, keyboardShortcut: .control("w")) { _ in
            log("close")
          },
        ]),
      TermMenu(
        title: "Edit",
        children: [
          TermAction(title: "Copy") { _ in log("copy") },
          TermMenu(title: "Find", children: [TermAction(title: "Find Next") { _ in log("next") }]),
        ]),
    ])
  }

  @Test func thePaletteListsEveryActionWithItsSectionAndFiltersByScore() {
    var log: [String] = []
    let palette = TermCommandPalette(menu: mainMenu { log.append($0) })
    #expect(palette.entries.map(\.action.title) == ["New File", "Save", "Close", "Copy", "Find Next"])
    #expect(palette.entries.map(\.section) == ["File", "File", "File", "Edit", "Edit › Find"])
    #expect(palette.results.count == 5)
    palette.query = "s"
    // Save (a prefix) first; Close's "s" is inside a word.
    #expect(palette.results.first?.entry.action.title == "Save")
    #expect(palette.results.map(\.entry.action.title).contains("Close"))
    #expect(!palette.results.map(\.entry.action.title).contains("Copy"))
    palette.query = "fn"
    // Find Next by its title first; New File through its section (File › New File).
    #expect(palette.results.map(\.entry.action.title) == ["Find Next", "New File"])
    // The section counts too, a little less than the title.
    palette.query = "edit copy"
    #expect(palette.results.map(\.entry.action.title) == ["Copy"])
    palette.query = "zzz"
    #expect(palette.results.isEmpty)
    #expect(palette.highlightedIndex == nil)
  }

  @Test func aDisabledEntryIsListedButNotRunOrHighlighted() {
    var log: [String] = []
    let palette = TermCommandPalette(menu: mainMenu { log.append($0) })
    palette.query = "clo"
    #expect(palette.results.map(\.entry.action.title) == ["Close"])
    #expect(palette.results.first?.entry.isEnabled == false)
    #expect(palette.highlightedIndex == nil)
    palette.runResult(at: 0)
    #expect(log.isEmpty)
  }

  /// Runs `body` with a window over a button, a palette of `mainMenu`
  /// presented over it.
  private func withPalette(
    width: Int = 80, height: Int = 24,
    _ body: (TermApplication, TermCommandPalette, TermScreen, () -> [String]) throws -> Void
  ) throws {
    var log: [String] = []
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let controller = TermViewController()
      let button = TermButton(title: "Below")
      button.frame = Rect(x: 1, y: 1, width: 10, height: 1)
      controller.view.addSubview(button)
      window.rootViewController = controller
      window.makeKeyAndVisible(in: app)
      app.render()
      let palette = TermCommandPalette(menu: mainMenu { log.append($0) })
      #expect(palette.present(from: button))
      app.render()
      try body(app, palette, screen) { log }
    }
  }

  @Test func typingArrowsAndEnterRunTheChosenEntryAndClose() throws {
    try withPalette { app, palette, screen, log in
      #expect(app.keyWindow?.rootViewController === palette)
      press(app, .character("f"))
      #expect(palette.query == "f")
      #expect(palette.results.first?.entry.action.title == "Find Next")
      press(app, KeyEvent(.backspace), .character("s"), .character("a"))
      #expect(palette.query == "sa")
      #expect(palette.results.first?.entry.action.title == "Save")
      press(app, KeyEvent(.backspace), KeyEvent(.backspace))
      #expect(palette.results.count == 5)
      #expect(palette.highlightedIndex == 0)
      press(app, KeyEvent(.down), KeyEvent(.down))
      // Close (disabled) is skipped: New File, Save, Copy.
      #expect(palette.highlightedIndex == 3)
      press(app, KeyEvent(.up), KeyEvent(.enter))
      #expect(log() == ["save"])
      #expect(app.keyWindow?.rootViewController !== palette)
      #expect(!screen.rows().joined().contains("Type a command"))
    }
  }

  @Test func escClosesWithoutRunningAnything() throws {
    try withPalette { app, palette, _, log in
      press(app, .character("c"), KeyEvent(.escape))
      #expect(log().isEmpty)
      #expect(app.keyWindow?.rootViewController !== palette)
    }
  }

  @Test func aClickOnAnEntryRunsIt() throws {
    try withPalette { app, palette, screen, log in
      let row = try #require(screen.rows().firstIndex { $0.contains("Copy") })
      let column = try #require(screen.rows()[row].range(of: "Copy")).lowerBound.utf16Offset(
        in: screen.rows()[row])
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: column, y: row)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: column, y: row)))])
      app.render()
      #expect(log() == ["copy"])
      #expect(app.keyWindow?.rootViewController !== palette)
    }
  }

  @Test func snapshotsAt80x24And40x12() throws {
    try withPalette { app, _, screen, _ in
      press(app, .character("e"))
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "palette-kit-80x24") {
        Issue.record(Comment(rawValue: message))
      }
    }
    try withPalette(width: 40, height: 12) { app, _, screen, _ in
      press(app, .character("e"))
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "palette-kit-40x12") {
        Issue.record(Comment(rawValue: message))
      }
    }
  }

  // MARK: Keys widgets declare, and the hints bar

  @Test func aKeyCommandWithAnActionRunsWhenItsKeyReachesTheResponder() throws {
    final class Pane: TermView {
      var runs = 0
      override var canBecomeFirstResponder: Bool { true }
      override var keyCommands: [TermKeyCommand] {
        [
          TermKeyCommand(title: "Refresh", input: .control("r")) { [weak self] in self?.runs += 1 },
          TermKeyCommand(title: "Off", input: .control("o"), attributes: .disabled) { [weak self] in
            self?.runs += 10
          },
        ]
      }
    }
    let pane = Pane()
    #expect(pane.keyDown(.control("r")))
    #expect(pane.runs == 1)
    #expect(!pane.keyDown(.control("o")))
    #expect(pane.runs == 1)
  }

  @Test func theHintsBarFollowsFocusAndDropsWhatDoesNotFit() throws {
    TermScreen.withInMemory(width: 80, height: 24) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let controller = TermViewController()
      let slider = TermSlider()
      slider.frame = Rect(x: 1, y: 1, width: 20, height: 1)
      let toggle = TermSwitch(title: "Wi-Fi")
      toggle.frame = Rect(x: 1, y: 2, width: 20, height: 1)
      let save = TermButton(title: "Save")
      save.keyboardShortcut = .control("s")
      save.frame = Rect(x: 1, y: 3, width: 10, height: 1)
      for view in [slider, toggle, save] { controller.view.addSubview(view) }
      window.rootViewController = controller
      window.menuBar = TermMenuBar(menu: mainMenu { _ in })
      let bar = TermKeyHintsBar()
      window.keyHintsBar = bar
      window.commandPaletteKey = .control("p")
      window.makeKeyAndVisible(in: app)
      window.makeFirstResponder(slider)
      app.render()
      #expect(bar.frame == Rect(x: 0, y: 23, width: 80, height: 1))
      #expect(controller.view.frame == Rect(x: 0, y: 1, width: 80, height: 22))
      #expect(!bar.canBecomeFirstResponder)
      #expect(bar.hints.first == "←→ Adjust")
      #expect(bar.hints.contains("Ctrl-S Save"))
      #expect(bar.hints.contains("F10 Menu"))
      #expect(bar.hints.contains("Ctrl-N New File"))
      // A disabled menu item is left out.
      #expect(!bar.hints.contains { $0.contains("Close") })
      #expect(bar.hints.last == "Ctrl-Q Quit")
      // The palette's key comes before the menu bar's.
      #expect(
        (bar.hints.firstIndex(of: "Ctrl-P Commands") ?? 99) < (bar.hints.firstIndex(of: "F10 Menu") ?? 0))
      #expect(screen.rows()[23].hasPrefix(" ←→ Adjust · "))
      window.makeFirstResponder(toggle)
      app.render()
      #expect(bar.hints.first == "Space Toggle")
      #expect(screen.rows()[23].hasPrefix(" Space Toggle · "))
      window.makeFirstResponder(save)
      app.render()
      #expect(bar.hints.first == "Enter Press")
      // Narrow: whole hints, then an ellipsis.
      let line = bar.line(forWidth: 30)
      #expect(line.hasSuffix(" …"))
      #expect(DisplayWidth.of(line) <= 30)
      #expect(line == " Enter Press · Ctrl-S Save …")
    }
  }

  @Test func theWindowsPaletteHoldsItsMenusShortcutsAndTabs() throws {
    try TermScreen.withInMemory(width: 80, height: 24) { screen in
      var log: [String] = []
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let tabs = TermTabBarController()
      let first = TermViewController()
      first.title = "Inbox"
      let second = TermViewController()
      second.title = "Archive"
      let save = TermButton(title: "Save") { log.append("save button") }
      save.keyboardShortcut = .control("s")
      save.frame = Rect(x: 1, y: 1, width: 10, height: 1)
      first.view.addSubview(save)
      tabs.setViewControllers([first, second])
      window.rootViewController = tabs
      window.menuBar = TermMenuBar(menu: mainMenu { log.append($0) })
      window.commandPaletteKey = .control("p")
      window.makeKeyAndVisible(in: app)
      app.render()
      let menu = window.commandPaletteMenu()
      let palette = TermCommandPalette(menu: menu)
      #expect(
        palette.entries.map { "\($0.section): \($0.action.title)" } == [
          "File: New File", "File: Save", "File: Close", "Edit: Copy", "Edit › Find: Find Next",
          "Go to: Inbox", "Go to: Archive",
        ])
      // The button's Save is the menu's Save by title: listed once.
      app.handle([.key(.control("p"))])
      app.render()
      let shown = try #require(app.keyWindow?.rootViewController as? TermCommandPalette)
      for character in "archive" { app.handle([.key(.character(character))]) }
      app.handle([.key(KeyEvent(.enter))])
      app.render()
      #expect(app.keyWindow?.rootViewController !== shown)
      #expect(tabs.selectedIndex == 1)
      #expect(log.isEmpty)
    }
  }
}
