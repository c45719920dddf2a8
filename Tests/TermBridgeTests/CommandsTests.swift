import TermBridgeTesting
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

// The shape of Apple's Garden sample: a command acting on the garden the
// scene publishes, disabled while there is none.

struct CommandsGarden {
  var name: String
  var plants: [String] = []
}

struct CommandsGardenKey: FocusedValueKey {
  typealias Value = Binding<CommandsGarden>
}

extension FocusedValues {
  var commandsGarden: Binding<CommandsGarden>? {
    get { self[CommandsGardenKey.self] }
    set { self[CommandsGardenKey.self] = newValue }
  }
}

struct PlantCommands: Commands {
  @FocusedBinding(\.commandsGarden) var garden: CommandsGarden?

  var body: some Commands {
    CommandGroup(before: .newItem) {
      Button("Add Plant") { garden?.plants.append("Fern") }
        .keyboardShortcut("N", modifiers: [.command, .shift])
        .disabled(garden == nil)
    }
  }
}

struct GardenContent: View {
  @State var garden = CommandsGarden(name: "Backyard")
  @State var publishes = true
  @State var note = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("\(garden.name): \(garden.plants.count) plants")
      TextField("Note", text: $note)
      Toggle("Publish", isOn: $publishes)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .focusedSceneValue(\.commandsGarden, publishes ? $garden : nil)
  }
}

struct GardenScenes: Scene {
  var body: some Scene {
    WindowGroup { GardenContent() }
      .commands {
        SidebarCommands()
        PlantCommands()
        CommandMenu("Plants") {
          Button("Water All") {}.keyboardShortcut("w")
          Divider()
          Button("Prune") {}.disabled(true)
        }
      }
    Settings { Text("Garden settings") }
  }
}

@MainActor
@Suite struct CommandsTests {
  private func withScene(
    _ scene: some Scene, width: Int = 80, height: Int = 24,
    _ body: (TermApplication, TermWindow, TermScreen) throws -> Void
  ) throws {
    try withSceneWindow(scene, appName: "Garden", width: width, height: height, body)
  }

  @Test func aSceneWithCommandsHasAMenuBarInTheStandardOrder() throws {
    try withScene(GardenScenes()) { _, window, screen in
      let bar = try #require(window.menuBar)
      #expect(bar.menus.map(\.title) == ["Garden", "File", "Edit", "View", "Plants"])
      #expect(screen.rows()[0].hasPrefix("  Garden  File  Edit  View  Plants "))
      #expect(screen.rows()[1].hasPrefix("Backyard: 0 plants"))
    }
  }

  @Test func withoutCommandsNothingChanges() throws {
    struct Plain: Scene {
      var body: some Scene {
        WindowGroup { Text("plain").frame(maxHeight: .infinity, alignment: .top) }
      }
    }
    try withScene(Plain()) { _, window, screen in
      #expect(window.menuBar == nil)
      #expect(screen.rows()[0].contains("plain"))
    }
  }

  @Test func theFocusedSceneValueEnablesTheCommandAndItActsOnIt() throws {
    try withScene(GardenScenes()) { app, window, screen in
      press(app, KeyEvent(.function(10)), KeyEvent(.right))
      expectSnapshot(screen, named: "commands-file-80x24")
      press(app, KeyEvent(.enter))
      #expect(screen.rows()[1].hasPrefix("Backyard: 1 plants"))
      // The shortcut: Ctrl-Shift-N (as a terminal with the kitty keyboard protocol sends it).
      press(app, KeyEvent(.character("n"), modifiers: [.control, .shift]))
      #expect(screen.rows()[1].hasPrefix("Backyard: 2 plants"))
    }
  }

  @Test func theCommandIsDisabledWhileNothingIsPublishedAndFollowsTheValue() throws {
    try withScene(GardenScenes(), width: 40, height: 12) { app, window, screen in
      // Tab to the toggle and turn publishing off.
      press(app, KeyEvent(.tab), KeyEvent(.character(" ")))
      press(app, KeyEvent(.function(10)), KeyEvent(.right))
      expectSnapshot(screen, named: "commands-file-disabled-40x12")
      press(app, KeyEvent(.enter), KeyEvent(.escape))
      press(app, KeyEvent(.character("n"), modifiers: [.control, .shift]))
      #expect(screen.rows()[1].hasPrefix("Backyard: 0 plants"))
      press(app, KeyEvent(.character(" ")))
      press(app, KeyEvent(.character("n"), modifiers: [.control, .shift]))
      #expect(screen.rows()[1].hasPrefix("Backyard: 1 plants"))
    }
  }

  @Test func editCommandsActOnTheFocusedField() throws {
    try withScene(GardenScenes()) { app, window, screen in
      let field = try #require(window.firstResponder as? TermTextField)
      let pasteboard = TermPasteboard()
      pasteboard.systemClipboardWriter = { _ in false }
      field.pasteboard = pasteboard
      for character in "moss" { app.handle([.key(.character(character))]) }
      press(app, .alt("e"))
      // Alt-E is not a field's key: the Edit menu opened.
      #expect(window.menuBar?.openController?.menu.title == "Edit")
      expectSnapshot(screen, named: "commands-edit-80x24")
      // Type-select: "c" is Cut, "co" Copy.
      press(app, .character("c"), .character("o"), KeyEvent(.enter))
      #expect(pasteboard.string == "moss")
      #expect(field.text == "moss")
      press(app, KeyEvent(.function(10)), KeyEvent(.right), KeyEvent(.right))
      #expect(window.menuBar?.openController?.menu.title == "Edit")
      press(app, .character("p"))
      #expect(window.menuBar?.openController?.highlightedRow == 5)
      press(app, KeyEvent(.enter))
      #expect(field.text == "mossmoss")
    }
  }

  @Test func customMenusRunTheirButtonsAndShowTheirShortcuts() throws {
    var watered = 0
    struct Watering: Scene {
      let water: @MainActor () -> Void
      var body: some Scene {
        WindowGroup { Text("garden") }
          .commands {
            CommandMenu("Plants") {
              Button("Water All", action: water).keyboardShortcut("w")
            }
          }
      }
    }
    try withScene(Watering { watered += 1 }, width: 40, height: 12) { app, window, screen in
      press(app, .control("w"))
      #expect(watered == 1)
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 18, y: 0)))])
      app.render()
      #expect(window.menuBar?.openController?.menu.title == "Plants")
      expectSnapshot(screen, named: "commands-plants-40x12")
      press(app, KeyEvent(.enter))
      #expect(watered == 2)
    }
  }

  @Test func settingsOpensTheSettingsSceneAsASheet() throws {
    try withScene(GardenScenes()) { app, window, screen in
      press(app, KeyEvent(.function(10)))
      press(app, KeyEvent(.enter))
      #expect(screen.rows().contains { $0.contains("Garden settings") })
      press(app, KeyEvent(.escape))
      #expect(!screen.rows().contains { $0.contains("Garden settings") })
      #expect(app.keyWindow === window)
    }
  }

  @Test func groupsCanBeReplacedAndCommandsBuiltConditionally() throws {
    struct Replaced: Scene {
      let flag: Bool
      var body: some Scene {
        WindowGroup { Text("x") }
          .commands {
            CommandGroup(replacing: .pasteboard) {}
            CommandGroup(after: .help) { Button("Guide") {} }
            if flag {
              CommandMenu("Extra") { Button("One") {} }
            } else {
              EmptyCommands()
            }
            ToolbarCommands()
            TextEditingCommands()
          }
      }
    }
    try withScene(Replaced(flag: true)) { _, window, _ in
      let bar = try #require(window.menuBar)
      #expect(bar.menus.map(\.title) == ["Garden", "Edit", "Extra", "Help"])
      let edit = bar.menus[1]
      let titles = edit.children.flatMap { ($0 as? TermMenu)?.children ?? [] }.map(\.title)
      #expect(titles == ["Undo", "Redo"])
    }
    try withScene(Replaced(flag: false)) { _, window, _ in
      #expect(window.menuBar?.menus.map(\.title) == ["Garden", "Edit", "Help"])
    }
  }

  @Test func toggleSidebarHidesTheSplitViewsSidebar() throws {
    struct Split: Scene {
      var body: some Scene {
        WindowGroup {
          NavigationSplitView {
            Text("Sidebar column")
          } detail: {
            Text("Detail column")
          }
        }
        .commands { SidebarCommands() }
      }
    }
    try withScene(Split(), width: 100, height: 10) { app, _, screen in
      #expect(screen.rows().contains { $0.contains("Sidebar column") })
      press(app, KeyEvent(.character("s"), modifiers: [.control, .alt]))
      #expect(!screen.rows().contains { $0.contains("Sidebar column") })
      #expect(screen.rows().contains { $0.contains("Detail column") })
      press(app, KeyEvent(.character("s"), modifiers: [.control, .alt]))
      #expect(screen.rows().contains { $0.contains("Sidebar column") })
    }
  }
}
