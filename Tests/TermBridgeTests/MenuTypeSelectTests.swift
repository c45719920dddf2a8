import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A clock the tests move by hand, in nanoseconds.
@MainActor
final class ManualClock {
  var now: UInt64 = 1_000_000_000
  func advance(seconds: Double) { now += UInt64(seconds * 1e9) }
}

/// Type-select's prefix rules alone.
@MainActor
@Suite struct TypeSelectTests {
  private let titles: [String?] = ["Copy", "Cut", nil, "Close", "  Paste", "copy all"]

  @Test func aLetterGoesToTheNextMatchAndAgainToTheOneAfter() {
    let clock = ManualClock()
    var select = TermTypeSelect()
    select.clock = { clock.now }
    #expect(select.type("c", titles: titles, current: 0) == 1)  // the next one after Copy
    clock.advance(seconds: 0.2)
    #expect(select.type("c", titles: titles, current: 1) == 3)  // `cc`: none, so the next `c`
    clock.advance(seconds: 2)
    #expect(select.type("p", titles: titles, current: 3) == 4)  // leading spaces ignored
    clock.advance(seconds: 2)
    #expect(select.type("z", titles: titles, current: 4) == nil)
  }

  @Test func quickLettersExtendThePrefixAndAPauseStartsAgain() {
    let clock = ManualClock()
    var select = TermTypeSelect()
    select.clock = { clock.now }
    #expect(select.type("C", titles: titles, current: nil) == 0)
    clock.advance(seconds: 0.3)
    #expect(select.type("l", titles: titles, current: 0) == 3)
    #expect(select.prefix == "Cl")
    clock.advance(seconds: 1.5)
    #expect(select.type("c", titles: titles, current: 3) == 5)  // a new prefix, after Close
    #expect(select.prefix == "c")
    // A space counts while a prefix is under way, not otherwise.
    clock.advance(seconds: 0.1)
    #expect(select.isTyping(KeyEvent(.character(" "))))
    #expect(select.type("o", titles: titles, current: 5) == 5)  // `co`: copy all still matches
    clock.advance(seconds: 2)
    #expect(!select.isTyping(KeyEvent(.character(" "))))
    #expect(!select.isTyping(KeyEvent(.character("k"), modifiers: .control)))
    #expect(select.isTyping(KeyEvent(.character("K"), modifiers: .shift)))
  }
}

/// Typing to jump in open menus (kit, `Menu`, a `.menu` picker and
/// `.contextMenu`), in the picker wheel, and the kitty keyboard
/// protocol's Menu key.
@MainActor
@Suite struct MenuTypeSelectTests {
  private func text(_ screen: TermScreen) -> String { screen.rows().joined(separator: "\n") }

  /// Runs `body` with `view` focused in a window on a 40x12 screen.
  private func withFocused(
    _ view: TermView, frame: Rect, _ body: (TermApplication, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: 40, height: 12) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      view.frame = frame
      window.addSubview(view)
      window.makeKeyAndVisible(in: app)
      window.makeFirstResponder(view)
      app.render()
      try body(app, screen)
    }
  }

  private func type(_ app: TermApplication, _ letters: String) {
    app.handle(letters.map { .key(KeyEvent(.character($0))) })
  }

  @Test func typingInAnOpenMenuHighlightsTheNextEnabledEntryAndEnterChoosesIt() throws {
    var log: [String] = []
    let menu = TermMenu(children: [
      TermAction(title: "Copy") { _ in log.append("copy") },
      TermAction(title: "Cut", attributes: .disabled) { _ in log.append("cut") },
      TermAction(title: "Close") { _ in log.append("close") },
      TermAction(title: "Paste", keyboardShortcut: KeyEvent(.character("p"))) { _ in log.append("paste") },
      TermMenu(title: "Print", children: [TermAction(title: "Now") { _ in log.append("now") }]),
    ])
    let button = TermMenuButton(title: "Go", menu: menu)
    try withFocused(button, frame: Rect(x: 2, y: 1, width: 6, height: 1)) { app, screen in
      app.handle([.key(KeyEvent(.enter))])
      let controller = try #require(button.presentedMenu)
      let clock = ManualClock()
      controller.typeSelect.clock = { clock.now }
      #expect(controller.highlightedRow == 0)
      type(app, "c")
      #expect(controller.highlightedRow == 2)  // Cut is disabled: Close
      clock.advance(seconds: 2)
      // `p` is Paste's shortcut, but a plain letter in an open menu is type-select.
      type(app, "p")
      #expect(controller.highlightedRow == 3)
      #expect(log.isEmpty)
      clock.advance(seconds: 0.2)
      type(app, "r")  // `pr`: the Print submenu, highlighted, not opened
      #expect(controller.highlightedRow == 4)
      #expect(controller.presentedViewController == nil)
      app.render()
      #expect(screen.rows()[7].contains("Print"))
      #expect(screen.cell(at: Point(x: 6, y: 7)).style.attributes.contains(.reverse))
      clock.advance(seconds: 2)
      type(app, "x")  // nothing starts with x: the highlight stays
      #expect(controller.highlightedRow == 4)
      clock.advance(seconds: 2)
      type(app, "C")
      app.handle([.key(KeyEvent(.enter))])
      #expect(log == ["copy"])
      #expect(button.presentedMenu == nil)
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func typingInADeclarativeMenuAndAMenuPicker(width: Int, height: Int) throws {
    let model = MenuModel()
    try withHostedView(MenuScreen(model: model), width: width, height: height) { app, host, screen in
      app.handle([.key(KeyEvent(.enter))])
      let button = try #require(findView(TermMenuButton.self, in: host))
      let controller = try #require(button.presentedMenu)
      let clock = ManualClock()
      controller.typeSelect.clock = { clock.now }
      type(app, "ch")
      expectSnapshot(screen, named: "menu-type-select-\(width)x\(height)")
      let row = try #require(screen.rows().firstIndex { $0.contains("Chocolate") })
      let column = try #require(screen.rows()[row].firstIndex(of: "C")).utf16Offset(in: screen.rows()[row])
      #expect(screen.cell(at: Point(x: column, y: row)).style.attributes.contains(.reverse))
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.flavor == .chocolate)
      #expect(model.log.isEmpty)
    }
  }

  @Test func typingInAContextMenu() throws {
    let model = MenuModel()
    try withHostedView(MenuTests.ContextScreen(model: model), width: 80, height: 24) { app, _, screen in
      app.handle([
        .mouse(MouseEvent(kind: .press(.right), location: Point(x: 4, y: 1))),
        .mouse(MouseEvent(kind: .release(.right), location: Point(x: 4, y: 1))),
      ])
      #expect(text(screen).contains("Rename"))
      // On Rename, `r` goes on to Remove; `r` again at once (no entry
      // starts with `rr`) goes on round to Rename.
      type(app, "r")
      type(app, "r")
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.log == ["rename"])
    }
  }

  @Test func thePickerWheelChoosesByTypedLetters() throws {
    let wheel = TermPickerView(titles: ["Vanilla", "Chocolate", "Cherry", "Mint"])
    var chosen: [Int] = []
    wheel.onValueChange = { chosen.append($0) }
    let clock = ManualClock()
    wheel.typeSelect.clock = { clock.now }
    try withFocused(wheel, frame: Rect(x: 0, y: 0, width: 20, height: 1)) { app, screen in
      type(app, "c")
      #expect(wheel.selectedRow == 1)
      clock.advance(seconds: 0.1)
      type(app, "he")
      #expect(wheel.selectedRow == 2)
      clock.advance(seconds: 2)
      type(app, "m")
      #expect(wheel.selectedRow == 3)
      #expect(chosen == [1, 2, 3])
      app.render()
      #expect(screen.rows()[0].hasPrefix("Mint"))
      // A letter no option starts with is not the wheel's.
      clock.advance(seconds: 2)
      #expect(!wheel.keyDown(KeyEvent(.character("z"))))
      #expect(wheel.selectedRow == 3)
    }
  }

  @Test func theKittyMenuKeyDecodesAsTheLegacyMenuKey() {
    var decoder = InputDecoder()
    // kitty's functional key MENU is code point 57363: `CSI 57363 u`.
    #expect(decoder.feed(Array("\u{1B}[57363u".utf8)) == [.key(KeyEvent(.function(16)))])
    #expect(decoder.feed(Array("\u{1B}[29~".utf8)) == [.key(KeyEvent(.function(16)))])
    #expect(
      decoder.feed(Array("\u{1B}[57363;2u".utf8)) == [.key(KeyEvent(.function(16), modifiers: .shift))])
  }

  @Test func theKittyMenuKeyOpensTheFocusedViewsContextMenu() throws {
    let model = MenuModel()
    try withHostedView(MenuTests.ContextScreen(model: model), width: 80, height: 24) { app, _, screen in
      var decoder = InputDecoder()
      app.handle([.key(KeyEvent(.tab))])  // onto Inside, in the view with the context menu
      app.handle(decoder.feed(Array("\u{1B}[57363u".utf8)))
      #expect(text(screen).contains("Inspect"))
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.log == ["inspect"])
    }
  }
}
