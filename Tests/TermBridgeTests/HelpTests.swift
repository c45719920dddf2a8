import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Tool tips: `TermView.toolTip` in the kit, `.help` in views; shown on
/// the window's last line while focus is in a view that has one.
@MainActor
@Suite struct HelpTests {
  private func lastLine(_ screen: TermScreen) -> String { screen.rows()[screen.size.height - 1] }

  @Test func aKitViewsToolTipShowsDimmedOnTheLastLineWhileItIsFocused() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      // A filled background, so the line under a tip shows what it covers.
      let sentinel = SentinelView(frame: Rect(x: 0, y: 0, width: 30, height: 6))
      window.addSubview(sentinel)
      let save = TermButton(title: "Save")
      save.frame = Rect(x: 1, y: 1, width: 8, height: 1)
      save.toolTip = "Writes the file"
      let quit = TermButton(title: "Quit")
      quit.frame = Rect(x: 1, y: 2, width: 8, height: 1)
      sentinel.addSubview(save)
      sentinel.addSubview(quit)
      window.makeKeyAndVisible(in: app)
      window.makeFirstResponder(save)
      app.render()
      #expect(lastLine(screen) == " Writes the file" + String(repeating: " ", count: 14))
      let tipCells = screen.cells(inRow: 5)[1..<16]
      #expect(tipCells.allSatisfy { $0.style.attributes.contains(.dim) })

      app.handle([.key(KeyEvent(.tab))])
      #expect(window.firstResponder === quit)
      #expect(lastLine(screen) == String(repeating: "#", count: 30))

      // A tool tip on a view the focused one is inside counts too.
      sentinel.toolTip = "Main screen"
      app.render()
      #expect(lastLine(screen).hasPrefix(" Main screen "))
    }
  }

  @Test func helpSetsTheToolTipOfItsContentAndGoesWhenFocusMoves() throws {
    struct Toolbar: View {
      var body: some View {
        VStack {
          Button("Save") {}.help("Writes the file")
          Button("Quit") {}.help(Text("Leaves the app"))
          Button("Undo") {}
        }
      }
    }
    try withHostedView(Toolbar(), width: 30, height: 6) { app, host, screen in
      let buttons = allViews(TermButton.self, in: host)
      #expect(buttons.map(\.toolTip) == ["Writes the file", "Leaves the app", nil])
      #expect(host.window?.firstResponder === buttons[0])
      #expect(lastLine(screen).hasPrefix(" Writes the file "))
      app.handle([.key(KeyEvent(.tab))])
      #expect(lastLine(screen).hasPrefix(" Leaves the app "))
      app.handle([.key(KeyEvent(.tab))])
      #expect(host.window?.firstResponder === buttons[2])
      #expect(lastLine(screen).trimmingCharacters(in: .whitespaces).isEmpty)
    }
  }

  @Test func theInnermostHelpWins() throws {
    struct Nested: View {
      var body: some View {
        VStack {
          Button("Save") {}.help("Writes the file")
          Button("Quit") {}
        }
        .help("Toolbar")
      }
    }
    try withHostedView(Nested(), width: 30, height: 4) { _, host, _ in
      let buttons = allViews(TermButton.self, in: host)
      #expect(buttons.map(\.toolTip) == ["Writes the file", "Toolbar"])
    }
  }
}
