import Testing

@testable import TermBridge
@testable import TermBridgeWidgets

/// The kit widgets behind the built-in declarative controls, used on their
/// own as an imperative program would: each draws, takes keys and the
/// mouse, and reports through its closure without any declarative view.
@MainActor @Suite struct KitWidgetTests {
  /// A window with `views` at their frames, shown on a headless screen.
  private func show(
    _ views: [TermView], width: Int = 30, height: Int = 6,
    _ body: (TermApplication, TermWindow, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      for view in views { window.addSubview(view) }
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, window, screen)
    }
  }

  @Test func aSwitchFlipsWithSpaceEnterAndAClickAndReportsOnlyUserChanges() throws {
    var reported: [Bool] = []
    let toggle = TermSwitch(title: "Wrap lines") { reported.append($0) }
    toggle.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    try show([toggle]) { app, window, screen in
      #expect(screen.rows()[0].hasPrefix("[ ] Wrap lines"))
      #expect(window.firstResponder === toggle)
      app.handle([.key(KeyEvent(.character(" ")))])
      #expect(screen.rows()[0].hasPrefix("[x] Wrap lines"))
      app.handle([.key(KeyEvent(.enter))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: 0)))])
      #expect(reported == [true, false, true])
      toggle.isOn = false
      app.render()
      #expect(reported == [true, false, true], "setting isOn from code reports nothing")
      #expect(screen.rows()[0].hasPrefix("[ ]"))
      toggle.isEnabled = false
      app.handle([.key(KeyEvent(.character(" ")))])
      #expect(!toggle.isOn, "a disabled switch does not flip")
    }
  }

  @Test func aButtonWithSubviewsShowsThemAsItsLabelAndPressesFromItsShortcut() throws {
    var presses = 0
    let button = TermButton { presses += 1 }
    button.frame = Rect(x: 0, y: 1, width: 8, height: 1)
    let label = TermLabel(text: "Save")
    label.frame = Rect(x: 1, y: 0, width: 4, height: 1)
    button.addSubview(label)
    button.keyboardShortcut = .control("s")
    let other = TermSwitch(title: "x")
    other.frame = Rect(x: 0, y: 3, width: 6, height: 1)
    try show([button, other]) { app, window, screen in
      #expect(screen.rows()[1].hasPrefix(" Save "))
      #expect(
        screen.cell(at: Point(x: 1, y: 1)).style.attributes.contains(.reverse), "focused: reverse video")
      window.makeFirstResponder(other)
      app.render()
      #expect(!screen.cell(at: Point(x: 1, y: 1)).style.attributes.contains(.reverse))
      app.handle([.key(.control("s"))])
      #expect(presses == 1, "the shortcut presses it from anywhere in the window")
      button.keyboardShortcut = nil
      app.handle([.key(.control("s"))])
      #expect(presses == 1, "a removed shortcut no longer does")
    }
  }

  @Test func aTitledButtonDrawsItsTitleInBrackets() throws {
    let button = TermButton(title: "OK")
    button.frame = Rect(x: 0, y: 0, width: 8, height: 1)
    try show([button]) { _, _, screen in
      #expect(screen.rows()[0].hasPrefix(" [ OK ] "), "centred in its frame")
    }
  }

  @Test func aScrollViewMovesItsContentViewAndClampsTheOffset() throws {
    let scroll = TermScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
    for row in 0..<6 {
      let line = TermLabel(text: "line \(row)")
      line.frame = Rect(x: 0, y: row, width: 9, height: 1)
      scroll.contentView.addSubview(line)
    }
    scroll.contentSize = Size(width: 9, height: 6)
    try show([scroll], width: 10, height: 3) { app, window, screen in
      #expect(screen.rows().map { String($0.prefix(6)) } == ["line 0", "line 1", "line 2"])
      #expect(window.firstResponder === scroll, "something to scroll: it takes focus")
      app.handle([.key(KeyEvent(.down))])
      #expect(scroll.contentOffset == Point(x: 0, y: 1))
      #expect(screen.rows()[0].hasPrefix("line 1"))
      app.handle([.key(KeyEvent(.end))])
      #expect(scroll.contentOffset.y == 3)
      #expect(screen.rows()[2].hasPrefix("line 5"))
      app.handle([.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 2, y: 1)))])
      #expect(scroll.contentOffset.y == 3, "clamped at the bottom")
      app.handle([.key(KeyEvent(.home))])
      #expect(scroll.contentOffset == .zero)
      scroll.contentSize = Size(width: 9, height: 2)
      #expect(!scroll.canBecomeFirstResponder, "nothing to scroll: no focus")
    }
  }

  @Test func aBorderViewDrawsItsBoxAndTitleAroundItsContentRect() throws {
    let box = TermBorderView(borderStyle: .rounded, title: "Notes")
    box.frame = Rect(x: 0, y: 0, width: 12, height: 4)
    let inside = TermLabel(text: "hello")
    inside.frame = box.contentRect
    box.addSubview(inside)
    try show([box], width: 12, height: 4) { _, _, screen in
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("╭") && rows[0].contains("Notes"))
      #expect(rows[1] == "│hello     │")
      #expect(rows[3].hasPrefix("╰"))
      #expect(box.contentRect == Rect(x: 1, y: 1, width: 10, height: 2))
    }
  }

  @Test func aDividerRunsAlongItsAxis() throws {
    let across = TermDivider()
    across.frame = Rect(x: 0, y: 0, width: 5, height: 1)
    let down = TermDivider(axis: .vertical)
    down.frame = Rect(x: 7, y: 0, width: 1, height: 3)
    try show([across, down], width: 10, height: 3) { _, _, screen in
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("─────"))
      #expect(rows.allSatisfy { Array($0)[7] == "│" })
    }
    #expect(across.intrinsicContentSize == Size(width: TermView.noIntrinsicMetric, height: 1))
  }

  @Test func aLabelWrapsByWidthAndEndsWithAnEllipsisWhenTheLinesRunOut() throws {
    let label = TermLabel(text: "one two three four")
    label.numberOfLines = 0
    // "one two" / "three" / "four"
    #expect(label.sizeThatFits(Size(width: 9, height: 10)) == Size(width: 7, height: 3))
    #expect(label.visibleLines(width: 9, height: 1) == ["one two …"])
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize == Size(width: 18, height: 1))
    label.text = ""
    #expect(label.sizeThatFits(Size(width: 9, height: 3)) == .zero)
  }

  @Test func keyHandlersSeeKeysTheViewAndItsSubviewsLeaveAndAreRemovedByOwner() throws {
    let outer = TermView(frame: Rect(x: 0, y: 0, width: 10, height: 2))
    let field = TermTextField()
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    outer.addSubview(field)
    final class Owner {}
    let owner = Owner()
    var seen: [KeyEvent] = []
    outer.addKeyHandler(owner: owner) { event in
      seen.append(event)
      return event == KeyEvent(.up)
    }
    try show([outer]) { app, _, _ in
      app.handle([.key(KeyEvent(.character("a"))), .key(KeyEvent(.up)), .key(KeyEvent(.function(5)))])
      #expect(field.text == "a", "the field handles its own keys first")
      #expect(seen == [KeyEvent(.up), KeyEvent(.function(5))])
      outer.removeKeyHandlers(owner: owner)
      app.handle([.key(KeyEvent(.up))])
      #expect(seen.count == 2)
    }
  }
}
