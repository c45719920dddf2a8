import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Text fields drawn by ncurses on a headless screen, compared with the
/// snapshots in `__Snapshots__` (re-record with `TERMBRIDGE_RECORD=1`).
@MainActor
@Suite struct TextFieldSnapshotTests {
  @Test func placeholderIsDimmedUntilThereIsText() throws {
    try withField(TermTextField(placeholder: "Your name")) { h in
      h.verifySnapshot("textfield-placeholder")
      #expect(h.cursorInField == Point(x: 0, y: 0))
      h.type("Ann")
      h.verifySnapshot("textfield-placeholder-replaced")
    }
  }

  @Test func secureEntryDrawsOneBulletPerGrapheme() throws {
    let field = TermTextField(text: "pa\u{308}ss日🇯🇵👨‍👩‍👧")
    field.isSecureTextEntry = true
    try withField(field) { h in
      h.verifySnapshot("textfield-secure")
      #expect(h.fieldRow == "•••••••")
      #expect(h.cursorInField == Point(x: 7, y: 0))
      // Longer than the field: scrolls one cell per grapheme.
      h.type("abc")
      #expect(h.fieldRow == "•••••••••")
      #expect(h.cursorInField == Point(x: 9, y: 0))
      h.keys(.control("a"))
      #expect(h.cursorInField == Point(x: 0, y: 0))
      h.field.isSecureTextEntry = false
      h.app.render()
      #expect(h.fieldRow.hasPrefix("pa\u{308}ss日🇯🇵"))
    }
  }

  @Test func fieldsInEveryState() throws {
    TermScreen.withInMemory(width: 24, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let placeholder = TermTextField(placeholder: "Search files")
      let plain = TermTextField(text: "plain text")
      let styled = TermTextField(text: "bold", textStyle: .attributes(.bold))
      styled.backgroundStyle = TermStyle(background: .blue)
      let disabled = TermTextField(text: "disabled")
      disabled.isEnabled = false
      let long = TermTextField(text: "a long line that scrolls 日本語 to its end")
      for (row, field) in [placeholder, plain, styled, disabled, long].enumerated() {
        field.frame = Rect(x: 2, y: row, width: 16, height: 1)
        window.addSubview(field)
      }
      window.makeKeyAndVisible(in: app)
      long.becomeFirstResponder()
      app.render()
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "textfield-states") {
        Issue.record(Comment(rawValue: message))
      }
      #expect(screen.renderedCursor == Point(x: 17, y: 4))
    }
  }

  /// CJK, emoji, a flag and a combining mark in a field narrower than the
  /// text: the cursor visits every grapheme going right, then going left.
  /// Each time the terminal cursor must sit on the first cell of the
  /// grapheme after it, that grapheme must be wholly visible, and the row
  /// must show whole graphemes only (a wide glyph that does not fit at the
  /// right edge is left blank, never halved).
  @Test func wideTextScrollsWithTheCursorOnEachGrapheme() throws {
    let text = "ab日本語😀e\u{301}🇯🇵x中文🎉z"
    let graphemes = Array(text)
    try withField(TermTextField(text: text), width: 8, screenWidth: 10) { h in
      h.keys(KeyEvent(.home))
      var rightward = ""
      for step in 0...graphemes.count {
        if step > 0 { h.keys(KeyEvent(.right)) }
        rightward += "after Right x\(step):\n" + h.snapshot
        check(h, graphemes: graphemes, cursorAt: step)
      }
      var leftward = ""
      for step in 0...graphemes.count {
        if step > 0 { h.keys(KeyEvent(.left)) }
        leftward += "after Left x\(step):\n" + h.snapshot
        check(h, graphemes: graphemes, cursorAt: graphemes.count - step)
      }
      let store = SnapshotStore(testFile: #filePath)
      if let message = store.verify(rightward, named: "textfield-wide-scroll-right") {
        Issue.record(Comment(rawValue: message))
      }
      if let message = store.verify(leftward, named: "textfield-wide-scroll-left") {
        Issue.record(Comment(rawValue: message))
      }
    }
  }

  @Test func clickingAWideGlyphInAScrolledFieldPutsTheCursorOnIt() throws {
    let text = "0123456789日本語"
    try withField(TermTextField(text: text), width: 8, screenWidth: 10) { h in
      #expect(h.fieldRow == "9日本語")
      // Column 2 is the right half of 日.
      h.app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 1 + 2, y: 1)))])
      #expect(h.field.cursorOffset == 10)
      #expect(h.cursorInField == Point(x: 1, y: 0))
      h.verifySnapshot("textfield-click-wide")
    }
  }

  @Test func shrinkingTheFieldKeepsTheCursorVisible() throws {
    try withField(TermTextField(text: "日本語のテキスト"), width: 10, screenWidth: 14) { h in
      h.keys(.control("a"), KeyEvent(.right), KeyEvent(.right), KeyEvent(.right), KeyEvent(.right))
      #expect(h.cursorInField == Point(x: 8, y: 0))
      h.field.frame.size.width = 5
      h.app.render()
      // The least scroll that shows テ whole: の before it, キ left blank.
      #expect(h.cursorInField == Point(x: 2, y: 0))
      #expect(h.fieldRow == "のテ")
      // Wider again: the rest of the text shows; no scrolling back is needed.
      h.field.frame.size.width = 12
      h.app.render()
      #expect(h.fieldRow == "のテキスト")
      #expect(h.cursorInField == Point(x: 2, y: 0))
    }
  }

  /// Checks the cursor and the row for the cursor before `graphemes[index]`.
  private func check(_ h: FieldHarness, graphemes: [Character], cursorAt index: Int) {
    #expect(h.field.cursorOffset == index)
    guard let cursor = h.screen.renderedCursor else {
      Issue.record("no cursor at grapheme \(index)")
      return
    }
    let frame = h.field.frameInWindow
    #expect(frame.contains(cursor), "cursor \(cursor) outside the field at grapheme \(index)")
    let cells = h.screen.cells(inRow: cursor.y)
    let cell = cells[cursor.x]
    if index < graphemes.count {
      let expected = graphemes[index]
      #expect(cell.text == String(expected), "cursor on \(cell.text.debugDescription), not \(expected)")
      #expect(cell.width == DisplayWidth.of(expected))
      #expect(cursor.x + DisplayWidth.of(expected) <= frame.maxX, "grapheme \(index) cut at the edge")
    } else {
      #expect(cell.text == " ")
    }
    // The row is a run of whole graphemes from the text, then blanks.
    let row = h.fieldRow
    let windows = (0...graphemes.count).map { start in
      (start...graphemes.count).map { String(graphemes[start..<$0]) }
    }
    #expect(windows.contains { $0.contains(row) }, "row \(row.debugDescription) is not whole graphemes")
  }
}
