import TermBridgeTesting
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// `.keyHints()` and the command palette of a scene's `.commands`.
@MainActor
@Suite struct KeyHintsTests {
  final class Log {
    var entries: [String] = []
  }

  struct Content: View {
    let log: Log
    @State var fruits = ["Apple", "Banana"]
    @State var name = ""
    @State var volume = 0.5

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        List {
          ForEach(fruits, id: \.self) { Text($0) }
            .onDelete { fruits.remove(atOffsets: $0) }
        }
        .frame(height: 4)
        TextField("Name", text: $name).onSubmit {}
        Slider(value: $volume)
        Button("Refresh") { log.entries.append("refresh") }.keyboardShortcut("r")
      }
      .keyHints()
    }
  }

  struct Scenes: Scene {
    let log: Log
    var body: some Scene {
      WindowGroup { Content(log: log) }
        .commands {
          CommandMenu("Fruit") {
            Button("Add Fruit") { log.entries.append("add") }.keyboardShortcut("n")
            Button("Peel") { log.entries.append("peel") }.disabled(true)
          }
        }
    }
  }

  private func withScene(
    width: Int = 80, height: Int = 24, _ body: (TermApplication, TermWindow, TermScreen, Log) throws -> Void
  ) throws {
    let log = Log()
    try withSceneWindow(Scenes(log: log), appName: "Fruits", width: width, height: height) {
      try body($0, $1, $2, log)
    }
  }

  @Test func theFooterListsTheFocusedControlsKeysAndFollowsFocus() throws {
    try withScene { app, window, screen, _ in
      let bar = try #require(window.keyHintsBar)
      #expect(window.firstResponder is TermListView)
      #expect(bar.hints.prefix(2) == ["↑↓ Move", "Del Delete"])
      #expect(bar.hints.contains("Ctrl-R Refresh"))
      #expect(bar.hints.contains("Ctrl-N Add Fruit"))
      #expect(!bar.hints.contains { $0.contains("Peel") })
      #expect(bar.hints.contains("Ctrl-P Commands"))
      #expect(screen.rows()[23].hasPrefix(" ↑↓ Move · Del Delete · "))
      expectSnapshot(screen, named: "keyhints-list-80x24")
      press(app, KeyEvent(.tab))
      #expect(window.firstResponder is TermTextField)
      #expect(bar.hints.first == "Enter Submit")
      #expect(screen.rows()[23].hasPrefix(" Enter Submit · "))
      press(app, KeyEvent(.tab))
      #expect(window.firstResponder is TermSlider)
      #expect(bar.hints.first == "←→ Adjust")
    }
  }

  @Test func aNarrowScreenDropsWholeHints() throws {
    try withScene(width: 40, height: 12) { _, window, screen, _ in
      let bar = try #require(window.keyHintsBar)
      #expect(screen.rows()[11].hasSuffix("…") || screen.rows()[11].hasSuffix("… "))
      #expect(bar.line(forWidth: 40).hasPrefix(" ↑↓ Move · Del Delete"))
      expectSnapshot(screen, named: "keyhints-list-40x12")
    }
  }

  @Test func keyHintsHiddenRemovesTheBar() throws {
    struct Hidden: Scene {
      var body: some Scene {
        WindowGroup { Text("Plain").keyHints(.visible).keyHints(.hidden) }
      }
    }
    TermScreen.withInMemory(width: 40, height: 12) { screen in
      let app = TermApplication(screen: screen)
      let window = makeSceneWindow(Hidden())
      window.makeKeyAndVisible(in: app)
      app.render()
      app.render()
      #expect(window.keyHintsBar == nil)
    }
  }

  @Test func thePaletteListsTheCommandsAndRunsOne() throws {
    try withScene { app, window, screen, log in
      #expect(window.commandPaletteKey == .control("p"))
      press(app, .control("p"))
      let palette = try #require(app.keyWindow?.rootViewController as? TermCommandPalette)
      let titles = palette.entries.map(\.action.title)
      #expect(titles.contains("Add Fruit"))
      #expect(titles.contains("Peel"))
      #expect(titles.contains("Quit Fruits"))
      // The button's shortcut is there, under Shortcuts.
      #expect(palette.entries.contains { $0.section == "Shortcuts" && $0.action.title == "Refresh" })
      #expect(palette.entries.first { $0.action.title == "Peel" }?.isEnabled == false)
      for character in "add" { press(app, .character(character)) }
      #expect(palette.results.first?.entry.action.title == "Add Fruit")
      expectSnapshot(screen, named: "palette-commands-80x24")
      press(app, KeyEvent(.enter))
      #expect(log.entries == ["add"])
      #expect(app.keyWindow === window)
      // A shortcut button runs from the palette too.
      press(app, .control("p"))
      for character in "refresh" { press(app, .character(character)) }
      press(app, KeyEvent(.enter))
      #expect(log.entries == ["add", "refresh"])
    }
  }

  @Test func thePaletteAt40x12() throws {
    try withScene(width: 40, height: 12) { app, _, screen, _ in
      press(app, .control("p"), .character("f"))
      expectSnapshot(screen, named: "palette-commands-40x12")
    }
  }

  @Test func commandPaletteNilTurnsItOffAndAnotherKeyOpensIt() throws {
    struct Off: Scene {
      let key: KeyboardShortcut?
      var body: some Scene {
        WindowGroup { Text("Plain").commandPalette(key) }
      }
    }
    TermScreen.withInMemory(width: 40, height: 12) { screen in
      let app = TermApplication(screen: screen)
      let window = makeSceneWindow(Off(key: nil))
      window.makeKeyAndVisible(in: app)
      app.render()
      app.render()
      #expect(window.commandPaletteKey == nil)
      app.handle([.key(.control("p"))])
      app.render()
      #expect(app.keyWindow === window)
    }
    TermScreen.withInMemory(width: 40, height: 12) { screen in
      let app = TermApplication(screen: screen)
      let window = makeSceneWindow(Off(key: KeyboardShortcut("k", modifiers: .control)))
      window.makeKeyAndVisible(in: app)
      app.render()
      app.render()
      app.handle([.key(.control("k"))])
      app.render()
      #expect(app.keyWindow?.rootViewController is TermCommandPalette)
    }
  }
}
