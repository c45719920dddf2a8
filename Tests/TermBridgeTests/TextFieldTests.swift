import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@MainActor
@Suite struct TextFieldTests {
  // MARK: Typing and moving

  @Test func typingInsertsAtTheCursor() throws {
    try withField { h in
      h.type("helo")
      h.keys(KeyEvent(.left))
      h.type("l")
      #expect(h.field.text == "hello")
      #expect(h.field.cursorOffset == 4)
      #expect(h.fieldRow == "hello")
      #expect(h.cursorInField == Point(x: 4, y: 0))
      h.keys(KeyEvent(.character("!"), modifiers: .shift))
      #expect(h.field.text == "hell!o")
    }
  }

  @Test func controlCharactersAndModifiedKeysAreNotInserted() throws {
    try withField { h in
      h.type("a")
      h.keys(.alt("x"), .control("q"), KeyEvent(.character("\u{7}")), KeyEvent(.function(1)))
      #expect(h.field.text == "a")
      #expect(h.unhandled.count == 4)
    }
  }

  @Test func leftAndRightMoveByGrapheme() throws {
    let text = "e\u{301}日🇯🇵👨‍👩‍👧x"
    try withField(TermTextField(text: text)) { h in
      #expect(h.field.cursorOffset == 5)
      var offsets: [Int] = []
      for _ in 0..<6 {
        h.keys(KeyEvent(.left))
        offsets.append(h.field.cursorOffset)
      }
      #expect(offsets == [4, 3, 2, 1, 0, 0])
      h.keys(.control("f"), .control("f"))
      #expect(h.field.cursorOffset == 2)
      #expect(h.field.text[h.field.cursorIndex...].first == "🇯🇵")
      h.keys(.control("b"))
      #expect(h.field.text[h.field.cursorIndex...].first == "日")
      h.keys(KeyEvent(.right), KeyEvent(.right), KeyEvent(.right), KeyEvent(.right), KeyEvent(.right))
      #expect(h.field.cursorIndex == h.field.text.endIndex)
      #expect(h.unhandled.isEmpty)
    }
  }

  @Test func wordMotion() throws {
    try withField(TermTextField(text: "foo bar_baz, qux"), width: 20) { h in
      h.keys(.alt("b"))
      #expect(h.field.cursorOffset == 13)
      h.keys(KeyEvent(.left, modifiers: .control))
      #expect(h.field.cursorOffset == 4)
      h.keys(KeyEvent(.left, modifiers: .alt))
      #expect(h.field.cursorOffset == 0)
      h.keys(.alt("f"))
      #expect(h.field.cursorOffset == 3)
      h.keys(KeyEvent(.right, modifiers: .control))
      #expect(h.field.cursorOffset == 11)
      h.keys(KeyEvent(.right, modifiers: .alt), .alt("f"))
      #expect(h.field.cursorOffset == 16)
    }
  }

  @Test func homeEndAndControlAE() throws {
    try withField(TermTextField(text: "hello")) { h in
      h.keys(KeyEvent(.home))
      #expect(h.field.cursorOffset == 0)
      h.keys(KeyEvent(.end))
      #expect(h.field.cursorOffset == 5)
      h.keys(.control("a"))
      #expect(h.field.cursorOffset == 0)
      h.keys(.control("e"))
      #expect(h.field.cursorOffset == 5)
    }
  }

  // MARK: Deleting

  @Test func backspaceDeleteAndControlD() throws {
    try withField(TermTextField(text: "ab日e\u{301}cd")) { h in
      h.keys(KeyEvent(.backspace))
      #expect(h.field.text == "ab日e\u{301}c")
      h.keys(KeyEvent(.left), KeyEvent(.backspace))
      #expect(h.field.text == "ab日c")
      h.keys(KeyEvent(.home), KeyEvent(.delete))
      #expect(h.field.text == "b日c")
      h.keys(.control("d"), .control("d"))
      #expect(h.field.text == "c")
      h.keys(.control("h"))
      #expect(h.field.text == "c")
      h.keys(KeyEvent(.end), .control("h"))
      #expect(h.field.text == "")
      h.keys(KeyEvent(.backspace), KeyEvent(.delete), .control("d"))
      #expect(h.field.text == "")
      #expect(h.unhandled.isEmpty)
    }
  }

  // MARK: Kills and yank

  @Test func killsFillThePasteboardAndYankBringsItBack() throws {
    let board = TermPasteboard()
    let field = TermTextField(text: "one two three")
    field.pasteboard = board
    try withField(field, width: 20) { h in
      h.keys(.alt("b"), .control("k"))
      #expect(h.field.text == "one two ")
      #expect(board.string == "three")
      h.keys(.control("a"), .alt("d"))
      #expect(h.field.text == " two ")
      #expect(board.string == "one")
      h.keys(.control("e"), .control("w"))
      #expect(h.field.text == " ")
      #expect(board.string == "two ")
      h.keys(.control("y"))
      #expect(h.field.text == " two ")
      #expect(h.field.cursorOffset == 5)
      h.keys(.control("u"))
      #expect(h.field.text == "")
      #expect(board.string == " two ")
    }
  }

  @Test func consecutiveKillsAccumulate() throws {
    let board = TermPasteboard()
    let field = TermTextField(text: "alpha beta gamma")
    field.pasteboard = board
    try withField(field, width: 20) { h in
      // Backward kills in a row go in front.
      h.keys(KeyEvent(.backspace, modifiers: .alt), KeyEvent(.backspace, modifiers: .alt))
      #expect(h.field.text == "alpha ")
      #expect(board.string == "beta gamma")
      // Any other key starts afresh; forward kills in a row go behind.
      h.keys(KeyEvent(.home), .alt("d"), .control("k"))
      #expect(h.field.text == "")
      #expect(board.string == "alpha ")
      h.keys(.control("y"), .control("y"))
      #expect(h.field.text == "alpha alpha ")
    }
  }

  @Test func altBackspaceStopsAtPunctuationButControlWDoesNot() throws {
    let board = TermPasteboard()
    let field = TermTextField(text: "path/to/file")
    field.pasteboard = board
    try withField(field, width: 20) { h in
      h.keys(KeyEvent(.backspace, modifiers: .alt))
      #expect(h.field.text == "path/to/")
      h.keys(KeyEvent(.right), .control("w"))
      #expect(h.field.text == "")
      #expect(board.string == "path/to/")
    }
  }

  @Test func transposeSwapsGraphemes() throws {
    try withField(TermTextField(text: "ab日")) { h in
      h.keys(.control("t"))
      #expect(h.field.text == "a日b")
      h.keys(KeyEvent(.home), KeyEvent(.right), .control("t"))
      #expect(h.field.text == "日ab")
      #expect(h.field.cursorOffset == 2)
      h.keys(KeyEvent(.home), .control("t"))
      #expect(h.field.text == "日ab")
    }
  }

  // MARK: Undo

  @Test func undoAndRedoByStep() throws {
    try withField(width: 20) { h in
      h.type("hello world")
      h.keys(KeyEvent(.backspace), KeyEvent(.backspace), KeyEvent(.backspace))
      h.keys(KeyEvent(.home))
      h.type(">> ")
      #expect(h.field.text == ">> hello wo")
      h.keys(.control("_"))
      #expect(h.field.text == "hello wo")
      #expect(h.field.cursorOffset == 0)
      h.keys(.control("/"))
      #expect(h.field.text == "hello world")
      #expect(h.field.cursorOffset == 11)
      h.keys(.control("_"))
      #expect(h.field.text == "")
      #expect(!h.field.canUndo)
      h.keys(.control("_"))
      #expect(h.field.text == "")
      h.keys(.control("^"))
      #expect(h.field.text == "hello world")
      h.keys(.alt("_"))
      #expect(h.field.text == "hello wo")
      #expect(h.field.cursorOffset == 8)
      #expect(h.field.redo())
      #expect(h.field.text == ">> hello wo")
      #expect(h.field.cursorOffset == 3)
      #expect(!h.field.redo())
      #expect(h.field.undo())
      #expect(h.field.text == "hello wo")
      // A new edit drops what could be redone.
      h.type("X")
      #expect(!h.field.canRedo)
      #expect(h.unhandled.isEmpty)
    }
  }

  @Test func cursorMovementEndsATypingRun() throws {
    try withField(width: 20) { h in
      h.type("ab")
      h.keys(KeyEvent(.left), KeyEvent(.right))
      h.type("cd")
      h.field.undo()
      #expect(h.field.text == "ab")
      h.field.undo()
      #expect(h.field.text == "")
    }
  }

  @Test func killsAndYanksAreUndoSteps() throws {
    try withField(TermTextField(text: "one two"), width: 20) { h in
      h.keys(.control("w"), .control("u"))
      #expect(h.field.text == "")
      h.keys(.control("_"))
      #expect(h.field.text == "one ")
      h.keys(.control("_"))
      #expect(h.field.text == "one two")
      #expect(!h.field.canUndo)
    }
  }

  // MARK: Paste

  @Test func pasteIsOneStepWithNewlinesAsSpaces() throws {
    let recorder = FieldDelegateRecorder()
    let field = TermTextField(text: "[]")
    field.delegate = recorder
    try withField(field, width: 30, screenWidth: 32) { h in
      h.keys(KeyEvent(.left))
      recorder.log.removeAll()
      h.paste("line one\nline two\r\nthree\tfour\u{1B}!")
      #expect(h.field.text == "[line one line two three four!]")
      #expect(h.field.cursorOffset == 30)
      #expect(
        recorder.log == [
          "should ''->'line one line two three four!'", "change '[line one line two three four!]'",
        ])
      h.keys(.control("_"))
      #expect(h.field.text == "[]")
      #expect(h.field.cursorOffset == 1)
    }
  }

  @Test func pasteInAReadOnlyFieldTravelsUp() throws {
    let field = TermTextField(text: "x")
    field.isEditable = false
    try withField(field) { h in
      #expect(!h.field.paste("y"))
      #expect(h.field.text == "x")
    }
  }

  // MARK: Enter and unhandled keys

  @Test func enterAsksTheDelegate() throws {
    let recorder = FieldDelegateRecorder()
    let field = TermTextField(text: "go")
    field.delegate = recorder
    var returned = 0
    field.onReturn = { _ in returned += 1 }
    try withField(field) { h in
      recorder.log.removeAll()
      h.keys(KeyEvent(.enter))
      #expect(recorder.log == ["return"])
      #expect(returned == 1)
      #expect(h.unhandled.isEmpty)
      recorder.shouldReturn = false
      h.keys(KeyEvent(.enter))
      #expect(returned == 1)
      #expect(h.unhandled == [KeyEvent(.enter)])
    }
  }

  @Test func keysTheFieldDoesNotUseTravelUpTheChain() throws {
    try withField(TermTextField(text: "abc")) { h in
      let keys: [KeyEvent] = [
        KeyEvent(.up), KeyEvent(.down), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.escape),
        KeyEvent(.function(5)),
        KeyEvent(.insert), .alt("x"), KeyEvent(.up, modifiers: .shift),
      ]
      h.app.handle(keys.map { .key($0) })
      #expect(h.unhandled == keys)
      #expect(h.field.text == "abc")
      #expect(h.field.cursorOffset == 3)
    }
  }

  @Test func tabMovesFocusAndCallsBeginAndEnd() throws {
    let recorder = FieldDelegateRecorder()
    let first = TermTextField()
    first.delegate = recorder
    try withField(first) { h in
      let second = TermTextField()
      second.frame = Rect(x: 1, y: 2, width: 10, height: 1)
      h.window.addSubview(second)
      #expect(recorder.log == ["begin"])
      h.keys(KeyEvent(.tab))
      #expect(second.isFirstResponder)
      #expect(recorder.log == ["begin", "end"])
      h.type("z")
      #expect(second.text == "z")
      #expect(first.text == "")
      h.keys(KeyEvent(.tab, modifiers: .shift))
      #expect(recorder.log == ["begin", "end", "begin"])
    }
  }

  // MARK: Delegate

  @Test func delegateCallOrderAndCounts() throws {
    let recorder = FieldDelegateRecorder()
    let field = TermTextField()
    field.delegate = recorder
    var changes: [String] = []
    field.onChange = { changes.append($0.text) }
    try withField(field) { h in
      h.type("ab")
      h.keys(KeyEvent(.left), KeyEvent(.backspace), KeyEvent(.backspace), .control("k"))
      #expect(
        recorder.log == [
          "begin", "should ''->'a'", "change 'a'", "should ''->'b'", "change 'ab'", "should 'a'->''",
          "change 'b'", "should 'b'->''", "change ''",
        ])
      #expect(changes == ["a", "ab", "b", ""])
      h.field.resignFirstResponder()
      #expect(recorder.log.last == "end")
    }
  }

  /// Keys that arrive in one read are one edit for the binding (one
  /// change report), but the delegate still vets each character.
  @Test func keysTypedAtOnceAreVettedOneByOneAndReportedOnce() throws {
    let recorder = FieldDelegateRecorder()
    recorder.allowsChange = { string in string.allSatisfy(\.isNumber) }
    let field = TermTextField()
    field.delegate = recorder
    try withField(field) { h in
      h.typeAtOnce("1a2b3")
      #expect(h.field.text == "123")
      #expect(recorder.log.filter { $0.hasPrefix("should") }.count == 5)
      #expect(recorder.log.filter { $0.hasPrefix("change") } == ["change '123'"])
      h.keys(.control("_"))
      #expect(h.field.text == "", "the run undoes as one step")
    }
  }

  @Test func delegateCanRefuseEdits() throws {
    let recorder = FieldDelegateRecorder()
    recorder.allowsChange = { string in string.allSatisfy(\.isNumber) }
    let field = TermTextField()
    field.delegate = recorder
    try withField(field) { h in
      h.type("1a2")
      #expect(h.field.text == "12")
      #expect(h.field.cursorOffset == 2)
      #expect(recorder.log.filter { $0.hasPrefix("change") } == ["change '1'", "change '12'"])
      h.paste("34x")
      #expect(h.field.text == "12")
    }
  }

  @Test func delegateThatRewritesTheTextWins() throws {
    final class Upper: TermTextFieldDelegate {
      func textField(
        _ textField: TermTextField, shouldChangeCharactersIn range: Range<String.Index>,
        replacementString string: String
      ) -> Bool {
        textField.text.replaceSubrange(range, with: string.uppercased())
        return false
      }
    }
    let upper = Upper()
    let field = TermTextField()
    field.delegate = upper
    try withField(field) { h in
      h.type("ab")
      #expect(h.field.text == "AB")
      #expect(h.field.cursorOffset == 2)
    }
  }

  // MARK: Setting the text from code

  @Test func settingTheTextFromCodeCallsNoDelegateAndKeepsTheCursor() throws {
    let recorder = FieldDelegateRecorder()
    let field = TermTextField(text: "hello world")
    field.delegate = recorder
    var changes = 0
    field.onChange = { _ in changes += 1 }
    try withField(field, width: 20) { h in
      h.keys(.alt("b"), KeyEvent(.left))
      #expect(h.field.cursorOffset == 5)
      recorder.log.removeAll()
      h.field.text = "hello world"
      #expect(h.field.cursorOffset == 5)
      // Changed after the cursor: the cursor stays.
      h.field.text = "hello there"
      #expect(h.field.cursorOffset == 5)
      // Changed before it: it keeps its place in the text after it.
      h.field.text = "oh, hello there"
      #expect(h.field.cursorOffset == 9)
      // The cursor inside the change goes to the end of the new part.
      h.field.text = "oh, HELLO WORLD there"
      #expect(h.field.cursorOffset == 15)
      // Shorter text clamps.
      h.field.text = "oh"
      #expect(h.field.cursorOffset == 2)
      h.field.text = ""
      #expect(h.field.cursorOffset == 0)
      #expect(recorder.log.isEmpty)
      #expect(changes == 0)
      h.app.render()
      #expect(h.cursorInField == Point(x: 0, y: 0))
    }
  }

  @Test func settingTheTextFromCodeClearsUndo() throws {
    try withField { h in
      h.type("abc")
      h.field.text = "xyz"
      #expect(!h.field.canUndo)
      #expect(!h.field.undo())
      #expect(h.field.text == "xyz")
    }
  }

  @Test func echoedTextDoesNotRedraw() throws {
    try withField(TermTextField(text: "hello")) { h in
      let drawn = h.app.drawnViewCount
      h.field.text = String("hello")
      h.app.render()
      #expect(h.app.drawnViewCount == drawn)
      #expect(!h.field.needsDisplay)
    }
  }

  @Test func cursorSetters() throws {
    try withField(TermTextField(text: "a日b")) { h in
      h.field.cursorOffset = 1
      #expect(h.field.text[h.field.cursorIndex...] == "日b")
      h.field.cursorOffset = 99
      #expect(h.field.cursorOffset == 3)
      h.field.cursorIndex = h.field.text.startIndex
      #expect(h.field.cursorOffset == 0)
      // An index inside a grapheme rounds down to its start.
      let inside = h.field.text.utf8.index(h.field.text.startIndex, offsetBy: 2)
      h.field.cursorIndex = inside
      #expect(h.field.cursorOffset == 1)
    }
  }

  // MARK: Editable and enabled

  @Test func readOnlyFieldMovesButDoesNotEdit() throws {
    let recorder = FieldDelegateRecorder()
    let field = TermTextField(text: "fixed")
    field.isEditable = false
    field.delegate = recorder
    try withField(field) { h in
      h.type("x")
      h.keys(KeyEvent(.backspace), .control("u"), .control("y"), KeyEvent(.left), KeyEvent(.left))
      #expect(h.field.text == "fixed")
      #expect(h.field.cursorOffset == 3)
      #expect(recorder.log == ["begin"])
      #expect(h.unhandled.isEmpty)
    }
  }

  @Test func disabledFieldTakesNoFocus() throws {
    let field = TermTextField(text: "off")
    field.isEnabled = false
    try withField(field) { h in
      #expect(!h.field.isFirstResponder)
      #expect(!h.field.becomeFirstResponder())
      #expect(h.screen.renderedCursor == nil)
    }
  }

  // MARK: Mouse

  @Test func clickMovesTheCursorToTheClickedGrapheme() throws {
    try withField(TermTextField(text: "a日本b")) { h in
      @MainActor func click(_ x: Int) {
        h.app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 1 + x, y: 1)))])
        h.app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 1 + x, y: 1)))])
      }
      click(0)
      #expect(h.field.cursorOffset == 0)
      click(1)
      #expect(h.field.cursorOffset == 1)
      click(2)  // the right half of 日
      #expect(h.field.cursorOffset == 1)
      click(4)  // the right half of 本
      #expect(h.field.cursorOffset == 2)
      click(5)
      #expect(h.field.cursorOffset == 3)
      click(9)
      #expect(h.field.cursorOffset == 4)
      #expect(h.cursorInField == Point(x: 6, y: 0))
    }
  }

  // MARK: Redrawing

  @Test func onlyTheFieldRedrawsAndOnlyWhenItsLookChanges() throws {
    try withField(TermTextField(text: "abc")) { h in
      let start = h.app.drawnViewCount
      h.keys(KeyEvent(.left), KeyEvent(.left), KeyEvent(.home))
      #expect(h.app.drawnViewCount == start)
      #expect(h.cursorInField == Point(x: 0, y: 0))
      h.type("x")
      #expect(h.app.drawnViewCount == start + 1)
      h.keys(KeyEvent(.right), KeyEvent(.up))
      #expect(h.app.drawnViewCount == start + 1)
      h.field.placeholder = "ignored while there is text"
      h.app.render()
      #expect(h.app.drawnViewCount == start + 1)
    }
  }

  // MARK: More keys and commands

  @Test func controlBackspaceAndWordDeletesForward() throws {
    let board = TermPasteboard()
    let field = TermTextField(text: "one two three four")
    field.pasteboard = board
    try withField(field, width: 20) { h in
      h.keys(KeyEvent(.backspace, modifiers: .control))
      #expect(h.field.text == "one two three ")
      h.keys(.control("a"), KeyEvent(.delete, modifiers: .control))
      #expect(h.field.text == " two three ")
      h.keys(KeyEvent(.delete, modifiers: .alt))
      #expect(h.field.text == " three ")
      #expect(board.string == "one two")
    }
  }

  @Test func keyBindingsCanBeChangedAndCommandsRunFromCode() throws {
    let field = TermTextField(text: "abc")
    field.keyBindings[.control("k")] = nil
    field.keyBindings[.control("o")] = .moveToStart
    try withField(field) { h in
      h.keys(.control("k"), .control("o"))
      #expect(h.unhandled == [.control("k")])
      #expect(h.field.cursorOffset == 0)
      h.field.perform(.killLine)
      #expect(h.field.text == "")
      #expect(h.field.perform(.undo))
      #expect(h.field.text == "abc")
    }
  }
}
