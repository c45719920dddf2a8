import Foundation
import TermBridgeTesting
import Testing

@testable import TermBridge
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// `TermMenuBar` and `TermWindow.menuBar` alone, without the declarative layer.
@MainActor
@Suite struct MenuBarKitTests {
  /// A main menu of File (New, Open… in a submenu, a disabled Close) and
  /// Edit (Undo, Copy), logging what runs.
  private func mainMenu(_ log: @escaping @MainActor (String) -> Void) -> TermMenu {
    TermMenu(children: [
      TermMenu(
        title: "File",
        children: [
          TermAction(title: "New", keyboardShortcut: .control("n")) { _ in log("new") },
          TermMenu(title: "Open Recent", children: [TermAction(title: "notes.txt") { _ in log("recent") }]),
          TermAction(title: "Close", attributes: .disabled, keyboardShortcut: .control("w")) { _ in
            log("close")
          },
        ]),
      TermMenu(title: "Empty", children: []),
      TermMenu(
        title: "Edit",
        children: [
          TermAction(title: "Undo") { _ in log("undo") },
          TermAction(title: "Copy", keyboardShortcut: .control("c")) { _ in log("copy") },
        ]),
      TermMenu(title: "Format", children: [TermAction(title: "Bold") { _ in log("bold") }]),
    ])
  }

  /// Runs `body` with a window whose menu bar shows `mainMenu`, over a text field.
  private func withBar(
    width: Int = 40, height: Int = 12,
    _ body: (TermApplication, TermWindow, TermMenuBar, TermScreen, () -> [String]) throws -> Void
  ) throws {
    var log: [String] = []
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let controller = TermViewController()
      let field = TermTextField()
      field.frame = Rect(x: 1, y: 1, width: 20, height: 1)
      controller.view.addSubview(field)
      window.rootViewController = controller
      let bar = TermMenuBar(menu: mainMenu { log.append($0) })
      window.menuBar = bar
      window.makeKeyAndVisible(in: app)
      window.makeFirstResponder(field)
      app.render()
      try body(app, window, bar, screen) { log }
    }
  }

  private func press(_ app: TermApplication, _ events: KeyEvent...) {
    for event in events { app.handle([.key(event)]) }
  }

  @Test func theBarTakesTheTopLineAndHidesEmptyMenus() throws {
    try withBar { app, window, bar, screen, _ in
      #expect(bar.frame == Rect(x: 0, y: 0, width: 40, height: 1))
      #expect(window.rootViewController?.view.frame == Rect(x: 0, y: 1, width: 40, height: 11))
      #expect(bar.menus.map(\.title) == ["File", "Edit", "Format"])
      #expect(bar.mnemonics == ["f", "e", "o"])
      #expect(bar.titleRanges == [1..<7, 7..<13, 13..<21])
      #expect(screen.rows()[0].hasPrefix("  File  Edit  Format "))
      window.menuBar = nil
      app.render()
      #expect(window.rootViewController?.view.frame == Rect(x: 0, y: 0, width: 40, height: 12))
    }
  }

  @Test func f10OpensTheFirstMenuAndArrowsMoveBetweenMenus() throws {
    try withBar { app, window, bar, screen, log in
      press(app, KeyEvent(.function(10)))
      #expect(bar.highlightedIndex == 0)
      #expect(bar.openController?.menu.title == "File")
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "menubar-kit-file-40x12") {
        Issue.record(Comment(rawValue: message))
      }
      press(app, KeyEvent(.right))
      #expect(bar.openController?.menu.title == "Edit")
      press(app, KeyEvent(.right))
      #expect(bar.openController?.menu.title == "Format")
      press(app, KeyEvent(.right))
      #expect(bar.openController?.menu.title == "File")
      press(app, KeyEvent(.left))
      #expect(bar.openController?.menu.title == "Format")
      press(app, KeyEvent(.escape))
      #expect(bar.openController == nil)
      #expect(bar.highlightedIndex == nil)
      #expect(app.keyWindow === window)
      #expect(window.firstResponder is TermTextField)
      #expect(log().isEmpty)
    }
  }

  @Test func enterRunsTheHighlightedActionAndClosesTheMenu() throws {
    try withBar { app, window, bar, _, log in
      press(app, .alt("e"), KeyEvent(.down), KeyEvent(.enter))
      #expect(log() == ["copy"])
      #expect(bar.openController == nil)
      #expect(app.keyWindow === window)
    }
  }

  @Test func typeSelectAndSubmenusInsideAMenu() throws {
    try withBar { app, _, bar, _, log in
      // Alt-F is the focused field's (a word forward): F10 opens File.
      press(app, .alt("f"))
      #expect(bar.openController == nil)
      press(app, KeyEvent(.function(10)), .character("o"))
      #expect(bar.openController?.highlightedRow == 1)
      press(app, KeyEvent(.right))
      // A submenu opened: Right did not move to the next menu of the bar.
      #expect(bar.openController?.menu.title == "File")
      press(app, KeyEvent(.enter))
      #expect(log() == ["recent"])
    }
  }

  @Test func shortcutsRunFromTheWindowAndDisabledOnesDoNot() throws {
    try withBar { app, _, bar, _, log in
      press(app, .control("n"), .control("w"), .control("c"))
      #expect(log() == ["new", "copy"])
      #expect(bar.openController == nil)
    }
  }

  @Test func aClickOnATitleOpensItsMenuAndAClickOutsideClosesIt() throws {
    try withBar { app, _, bar, screen, log in
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 9, y: 0)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 9, y: 0)))])
      #expect(bar.openController?.menu.title == "Edit")
      app.render()
      #expect(screen.rows()[2].contains("Undo"))
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 30, y: 10)))])
      #expect(bar.openController == nil)
      #expect(log().isEmpty)
    }
  }

  @Test func theMnemonicIsUnderlinedAndTheOpenTitleIsNotReversed() throws {
    try withBar(width: 80, height: 24) { app, _, _, screen, _ in
      press(app, .alt("o"))
      app.render()
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "menubar-kit-format-80x24") {
        Issue.record(Comment(rawValue: message))
      }
    }
  }

  @Test func editActionsGoToTheFocusedField() throws {
    try withBar { app, window, _, _, _ in
      let field = try #require(window.firstResponder as? TermTextField)
      let pasteboard = TermPasteboard()
      pasteboard.systemClipboardWriter = { _ in false }
      field.pasteboard = pasteboard
      for character in "hello" { app.handle([.key(.character(character))]) }
      #expect(window.sendEditAction(.copy))
      #expect(pasteboard.string == "hello")
      #expect(window.sendEditAction(.cut))
      #expect(field.text == "")
      #expect(window.sendEditAction(.undo))
      #expect(field.text == "hello")
      #expect(window.sendEditAction(.paste))
      #expect(field.text == "hellohello")
      #expect(!window.sendEditAction(.selectAll))
      window.makeFirstResponder(nil)
      #expect(!window.sendEditAction(.copy))
    }
  }
}
