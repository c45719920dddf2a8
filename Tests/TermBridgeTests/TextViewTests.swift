import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@MainActor
@Suite struct TextViewEditingTests {
  @Test func typingEnterBackspaceAndDelete() throws {
    try withTextView { h in
      h.type("ab")
      h.press(KeyEvent(.enter))
      h.type("cd")
      #expect(h.view.text == "ab\ncd")
      #expect(h.view.insertionPosition == textPos(1, 2))
      h.press(KeyEvent(.left), KeyEvent(.left), KeyEvent(.backspace))
      #expect(h.view.text == "abcd")
      #expect(h.view.insertionPosition == textPos(0, 2))
      h.press(KeyEvent(.left), KeyEvent(.delete))
      #expect(h.view.text == "acd")
      h.press(.control("e"), KeyEvent(.enter), KeyEvent(.left), KeyEvent(.delete))
      #expect(h.view.text == "acd")
      #expect(h.view.lineCount == 1)
      // Ctrl-D deletes forward too; at the very end nothing happens.
      h.press(.control("a"), .control("d"), .control("e"), KeyEvent(.delete))
      #expect(h.view.text == "cd")
    }
  }

  @Test func leftAndRightMoveByGraphemeAcrossLineEnds() throws {
    try withTextView(text: "e\u{301}👍🏽\nx") { h in
      #expect(h.view.insertionPosition == .zero)
      h.press(KeyEvent(.right))
      #expect(h.view.insertionPosition == textPos(0, 3))
      h.press(KeyEvent(.right))
      #expect(h.view.insertionPosition == textPos(0, 11))
      h.press(KeyEvent(.right))
      #expect(h.view.insertionPosition == textPos(1, 0))
      h.press(KeyEvent(.left), KeyEvent(.left))
      #expect(h.view.insertionPosition == textPos(0, 3))
      // Backspace removes the whole cluster.
      h.press(KeyEvent(.backspace))
      #expect(h.view.text == "👍🏽\nx")
    }
  }

  @Test func typingACombiningMarkJoinsTheCluster() throws {
    try withTextView(text: "ab") { h in
      h.press(KeyEvent(.right))
      h.type("\u{301}")
      #expect(h.view.text == "a\u{301}b")
      #expect(h.view.insertionPosition == textPos(0, 3))
    }
  }

  @Test func wordMoves() throws {
    try withTextView(text: "one two_2, three\nfour") { h in
      h.press(.alt("f"))
      #expect(h.view.insertionPosition == textPos(0, 3))
      h.press(KeyEvent(.right, modifiers: .control))
      #expect(h.view.insertionPosition == textPos(0, 9))
      h.press(.alt("f"), .alt("f"))
      #expect(h.view.insertionPosition == textPos(1, 0))
      h.press(.alt("b"))
      #expect(h.view.insertionPosition == textPos(0, 16))
      h.press(KeyEvent(.left, modifiers: .control), .alt("b"))
      #expect(h.view.insertionPosition == textPos(0, 4))
    }
  }

  @Test func homeEndLineAndDocumentMoves() throws {
    // Width 10: "aaaa bbbb cccc" wraps as "aaaa bbbb " / "cccc".
    try withTextView(width: 10, height: 4, text: "aaaa bbbb cccc\nxyz") { h in
      h.press(KeyEvent(.end))
      #expect(h.view.insertionPosition == textPos(0, 9))
      h.press(KeyEvent(.down), KeyEvent(.home))
      #expect(h.view.insertionPosition == textPos(0, 10))
      h.press(KeyEvent(.end))
      #expect(h.view.insertionPosition == textPos(0, 14))
      h.press(.control("a"))
      #expect(h.view.insertionPosition == textPos(0, 0))
      h.press(.control("e"))
      #expect(h.view.insertionPosition == textPos(0, 14))
      h.press(KeyEvent(.end, modifiers: .control))
      #expect(h.view.insertionPosition == textPos(1, 3))
      h.press(KeyEvent(.home, modifiers: .control))
      #expect(h.view.insertionPosition == .zero)
    }
  }

  @Test func upAndDownKeepTheGoalColumn() throws {
    try withTextView(text: "abcdef\nab\n\nabcdefgh") { h in
      h.press(.control("e"))
      h.press(KeyEvent(.down))
      #expect(h.view.insertionPosition == textPos(1, 2))
      h.press(KeyEvent(.down))
      #expect(h.view.insertionPosition == textPos(2, 0))
      h.press(KeyEvent(.down))
      #expect(h.view.insertionPosition == textPos(3, 6))
      h.press(KeyEvent(.down))
      #expect(h.view.insertionPosition == textPos(3, 8))
      h.press(KeyEvent(.up), KeyEvent(.up), KeyEvent(.up), KeyEvent(.up))
      #expect(h.view.insertionPosition == textPos(0, 0))
      // A horizontal move sets a new goal.
      h.press(KeyEvent(.right), KeyEvent(.down), KeyEvent(.down), KeyEvent(.down))
      #expect(h.view.insertionPosition == textPos(3, 1))
    }
  }

  @Test func tabTravelsUnlessTabsAreInserted() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let first = TermTextView()
      let second = TermTextView()
      window.addSubview(first)
      window.addSubview(second)
      first.frame = Rect(x: 0, y: 0, width: 20, height: 3)
      second.frame = Rect(x: 0, y: 3, width: 20, height: 3)
      window.makeKeyAndVisible(in: app)
      #expect(window.firstResponder === first)
      app.handle([.key(KeyEvent(.tab))])
      #expect(window.firstResponder === second)
      #expect(first.text.isEmpty)
      second.insertsTabs = true
      app.handle([.key(KeyEvent(.tab))])
      #expect(window.firstResponder === second)
      #expect(second.text == "\t")
      app.handle([.key(KeyEvent(.tab, modifiers: .shift))])
      #expect(window.firstResponder === first)
    }
  }

  @Test func unusedKeysTravelUpTheResponderChain() throws {
    try withTextView(text: "abc") { h in
      var unhandled: [KeyEvent] = []
      h.app.unhandledKeyHandler = { key in
        unhandled.append(key)
        return true
      }
      let keys: [KeyEvent] = [
        KeyEvent(.escape), KeyEvent(.function(1)), .control("q"), .control("c"), .control("x"),
        .control("z"), KeyEvent(.enter, modifiers: .alt), .alt("q"),
      ]
      for key in keys { h.press(key) }
      #expect(unhandled == keys)
      #expect(h.view.text == "abc")
    }
  }

  @Test func killKeysFillThePasteboard() throws {
    try withTextView(text: "hello big world\nnext") { h in
      h.press(.alt("f"), .alt("f"), .control("k"))
      #expect(h.view.text == "hello big\nnext")
      #expect(TermPasteboard.general.string == " world")
      // At a line end Ctrl-K takes the line break; kills in a row collect.
      h.press(.control("k"))
      #expect(h.view.text == "hello bignext")
      #expect(TermPasteboard.general.string == " world\n")
      // Backward kills collect in front.
      h.press(.control("w"))
      #expect(h.view.text == "hello next")
      #expect(TermPasteboard.general.string == "big world\n")
      // Anything else in between starts afresh.
      h.press(.control("f"), .control("b"), .control("u"))
      #expect(h.view.text == "next")
      #expect(TermPasteboard.general.string == "hello ")
      h.press(.control("y"), .control("y"))
      #expect(h.view.text == "hello hello next")
      h.press(.control("a"), .alt("d"))
      #expect(h.view.text == " hello next")
      #expect(TermPasteboard.general.string == "hello")
    }
  }

  @Test func wordKillsAndRedoKeys() throws {
    try withTextView(text: "a.b c.d") { h in
      h.press(.control("e"), .control("w"))
      #expect(h.view.text == "a.b ")
      #expect(TermPasteboard.general.string == "c.d")
      h.press(KeyEvent(.left), KeyEvent(.right), KeyEvent(.backspace, modifiers: .alt))
      #expect(h.view.text == "a.")
      #expect(TermPasteboard.general.string == "b ")
      h.press(.control("_"))
      #expect(h.view.text == "a.b ")
      h.press(.control("^"))
      #expect(h.view.text == "a.")
      h.press(.control("_"), .alt("_"))
      #expect(h.view.text == "a.")
      h.press(.control("a"), KeyEvent(.delete, modifiers: .control))
      #expect(h.view.text == ".")
    }
  }
}

@MainActor
@Suite struct TextViewSelectionTests {
  @Test func shiftArrowsSelectAndTypingReplaces() throws {
    try withTextView(text: "hello world") { h in
      h.press(KeyEvent(.right, modifiers: .shift), KeyEvent(.right, modifiers: .shift))
      #expect(h.view.selectedRange == textPos(0, 0)..<textPos(0, 2))
      #expect(h.view.selectedText == "he")
      h.press(KeyEvent(.left, modifiers: .shift))
      #expect(h.view.selectedText == "h")
      h.type("J")
      #expect(h.view.text == "Jello world")
      #expect(!h.view.hasSelection)
      h.press(KeyEvent(.end, modifiers: .shift))
      #expect(h.view.selectedText == "ello world")
      // Left collapses to the start, Right to the end.
      h.press(KeyEvent(.left))
      #expect(h.view.insertionPosition == textPos(0, 1))
      h.press(KeyEvent(.right, modifiers: [.shift, .control]), KeyEvent(.right))
      #expect(h.view.insertionPosition == textPos(0, 5))
      #expect(!h.view.hasSelection)
      h.press(KeyEvent(.home, modifiers: .shift))
      #expect(h.view.selectedText == "Jello")
      h.press(KeyEvent(.backspace))
      #expect(h.view.text == " world")
    }
  }

  @Test func selectionAcrossLinesAndAlt() throws {
    try withTextView(text: "one\ntwo\nthree") { h in
      h.press(KeyEvent(.right), KeyEvent(.down, modifiers: .shift), KeyEvent(.down, modifiers: .shift))
      #expect(h.view.selectedText == "ne\ntwo\nt")
      h.press(KeyEvent(.up, modifiers: .shift))
      #expect(h.view.selectedText == "ne\nt")
      h.press(.alt("F"))
      #expect(h.view.selectedText == "ne\ntwo")
      h.press(KeyEvent(.end, modifiers: [.control, .shift]))
      #expect(h.view.selectedText == "ne\ntwo\nthree")
      h.view.selectAll()
      #expect(h.view.selectedText == "one\ntwo\nthree")
    }
  }

  @Test func selectedRangeFromCodeIsClamped() throws {
    try withTextView(text: "ab\ncd") { h in
      h.view.selectedRange = textPos(0, 1)..<textPos(7, 9)
      #expect(h.view.selectedText == "b\ncd")
      h.view.selectedRange = textPos(1, 1)..<textPos(1, 1)
      #expect(!h.view.hasSelection)
      #expect(h.view.insertionPosition == textPos(1, 1))
    }
  }

  @Test func clickPlacesTheCursorAndShiftClickExtends() throws {
    try withTextView(
      width: 20, height: 5, text: "ab世界cd\nxy", frame: Rect(x: 2, y: 1, width: 10, height: 3)
    ) { h in
      h.click(Point(x: 4, y: 0))
      #expect(h.view.insertionPosition == textPos(0, 5))
      #expect(h.cursor == Point(x: 4, y: 0))
      // The right half of a wide glyph is the glyph.
      h.click(Point(x: 3, y: 0))
      #expect(h.view.insertionPosition == textPos(0, 2))
      h.click(Point(x: 9, y: 1), modifiers: .shift)
      #expect(h.view.selectedText == "世界cd\nxy")
      h.click(Point(x: 1, y: 2))
      #expect(h.view.insertionPosition == textPos(1, 2))
    }
  }

  @Test func pageDownAndUpMoveAScreenful() throws {
    let text = (0..<30).map { "row \($0)" }.joined(separator: "\n")
    try withTextView(width: 10, height: 5, text: text) { h in
      h.press(KeyEvent(.right), KeyEvent(.right), KeyEvent(.right), KeyEvent(.right))
      h.press(KeyEvent(.pageDown))
      #expect(h.view.insertionPosition == textPos(5, 4))
      #expect(h.view.firstVisibleLine == 5)
      #expect(h.cursor == Point(x: 4, y: 0))
      h.press(KeyEvent(.pageDown, modifiers: .shift))
      #expect(h.view.selectedText == "5\nrow 6\nrow 7\nrow 8\nrow 9\nrow ")
      h.press(KeyEvent(.pageDown), KeyEvent(.pageDown), KeyEvent(.pageDown), KeyEvent(.pageDown))
      #expect(h.view.insertionPosition == textPos(29, 6))
      #expect(h.view.firstVisibleLine == 25)
      h.press(KeyEvent(.pageUp))
      #expect(h.view.insertionPosition == textPos(24, 4))
      #expect(h.view.firstVisibleLine == 20)
      h.press(KeyEvent(.pageUp), KeyEvent(.pageUp), KeyEvent(.pageUp), KeyEvent(.pageUp), KeyEvent(.pageUp))
      #expect(h.view.insertionPosition == .zero)
      #expect(h.view.firstVisibleLine == 0)
    }
  }

  @Test func dragSelects() throws {
    try withTextView(text: "first\nsecond\nthird") { h in
      h.app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 2, y: 0))),
        .mouse(MouseEvent(kind: .drag(.left), location: Point(x: 3, y: 1))),
        .mouse(MouseEvent(kind: .drag(.left), location: Point(x: 1, y: 2))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: 2))),
      ])
      #expect(h.view.selectedText == "rst\nsecond\nt")
      #expect(h.cursor == Point(x: 1, y: 2))
    }
  }
}

@MainActor
@Suite struct TextViewPasteboardAndUndoTests {
  @Test func cutCopyPasteKeys() throws {
    try withTextView(text: "alpha beta") { h in
      TermPasteboard.general.string = nil
      h.press(KeyEvent(.right, modifiers: [.shift, .control]), .control("c"))
      #expect(TermPasteboard.general.string == "alpha")
      #expect(h.view.text == "alpha beta")
      h.press(.control("x"))
      #expect(h.view.text == " beta")
      h.press(.control("e"), .control("v"))
      #expect(h.view.text == " betaalpha")
      h.view.selectAll()
      h.view.copy()
      #expect(TermPasteboard.general.string == " betaalpha")
      h.view.cut()
      #expect(h.view.text == "")
      h.view.pasteFromPasteboard()
      h.view.pasteFromPasteboard()
      #expect(h.view.text == " betaalpha betaalpha")
    }
  }

  @Test func bracketedPasteIsExactAndOneUndoStep() throws {
    try withTextView(text: "[]") { h in
      h.press(KeyEvent(.right))
      h.paste("a\r\nb\rc\n\td  ")
      #expect(h.view.text == "[a\nb\nc\n\td  ]")
      #expect(h.view.insertionPosition == textPos(3, 4))
      h.press(.control("_"))
      #expect(h.view.text == "[]")
      #expect(h.view.insertionPosition == textPos(0, 1))
      h.press(.alt("e"))
      #expect(h.view.text == "[a\nb\nc\n\td  ]")
      #expect(h.view.insertionPosition == textPos(3, 4))
    }
  }

  @Test func aRunOfTypingIsOneUndoStep() throws {
    try withTextView { h in
      h.type("hello world")
      h.press(KeyEvent(.enter))
      h.type("again")
      h.press(KeyEvent(.left))
      h.type("X")
      #expect(h.view.text == "hello world\nagaiXn")
      h.press(.alt("u"))
      #expect(h.view.text == "hello world\nagain")
      #expect(h.view.insertionPosition == textPos(1, 4))
      h.press(.alt("u"))
      #expect(h.view.text == "")
      #expect(!h.view.canUndo)
      h.press(.alt("e"))
      #expect(h.view.text == "hello world\nagain")
      h.press(.alt("e"))
      #expect(h.view.text == "hello world\nagaiXn")
      #expect(!h.view.canRedo)
    }
  }

  @Test func deletesGroupByKindAndPasteIsItsOwnStep() throws {
    try withTextView { h in
      h.type("abcdef")
      h.press(KeyEvent(.backspace), KeyEvent(.backspace))
      h.paste("XY")
      h.type("z")
      #expect(h.view.text == "abcdXYz")
      h.view.undo()
      #expect(h.view.text == "abcdXY")
      h.view.undo()
      #expect(h.view.text == "abcd")
      h.view.undo()
      #expect(h.view.text == "abcdef")
      h.view.undo()
      #expect(h.view.text == "")
      // A new edit after undo drops the redo history.
      h.type("q")
      #expect(!h.view.canRedo)
    }
  }

  @Test func undoRestoresTheSelectionOfACut() throws {
    try withTextView(text: "one two three") { h in
      h.view.selectedRange = textPos(0, 4)..<textPos(0, 8)
      h.press(.control("x"))
      #expect(h.view.text == "one three")
      h.press(.control("_"))
      #expect(h.view.text == "one two three")
      #expect(h.view.selectedRange == textPos(0, 4)..<textPos(0, 8))
    }
  }
}

@MainActor
@Suite struct TextViewModesAndDelegateTests {
  @Test func readOnlyNavigatesSelectsAndCopiesButDoesNotEdit() throws {
    try withTextView(text: "look\nonly", configure: { $0.isEditable = false }) { h in
      var unhandled: [KeyEvent] = []
      h.app.unhandledKeyHandler = { key in
        unhandled.append(key)
        return true
      }
      h.type("x")
      h.press(KeyEvent(.enter), KeyEvent(.backspace), .control("k"), .control("v"), .alt("u"))
      #expect(h.view.text == "look\nonly")
      #expect(unhandled.count == 6)
      h.press(KeyEvent(.down), KeyEvent(.end, modifiers: .shift), .control("c"))
      #expect(TermPasteboard.general.string == "only")
      h.press(.control("x"))
      #expect(h.view.text == "look\nonly")
      h.paste("pasted")
      #expect(h.view.text == "look\nonly")
      h.view.insertText("code")
      #expect(h.view.text == "look\nonly")
    }
  }

  /// Keys that arrive in one read are one edit: the delegate is asked
  /// once and hears one change; the run undoes as one step.
  @Test func keysTypedAtOnceAreOneEdit() throws {
    let recorder = TextViewDelegateRecorder()
    try withTextView(text: "abc", configure: { $0.delegate = recorder }) { h in
      h.typeAtOnce("xyz")
      #expect(h.view.text == "xyzabc")
      #expect(recorder.asked.count == 1)
      #expect(recorder.asked.first?.text == "xyz")
      #expect(recorder.changes == 1)
      h.view.undo()
      #expect(h.view.text == "abc")
    }
  }

  @Test func delegateHearsUserChangesOnly() throws {
    let recorder = TextViewDelegateRecorder()
    try withTextView(text: "abc", configure: { $0.delegate = recorder }) { h in
      #expect(recorder.began == 1)
      h.type("xy")
      #expect(recorder.changes == 2)
      #expect(recorder.selectionChanges == 2)
      #expect(recorder.asked.count == 2)
      #expect(recorder.asked[1].range == textPos(0, 1)..<textPos(0, 1))
      #expect(recorder.asked[1].text == "y")
      h.press(KeyEvent(.right))
      #expect(recorder.changes == 2)
      #expect(recorder.selectionChanges == 3)
      h.paste("p\r\nq")
      #expect(recorder.asked.last?.text == "p\nq")
      #expect(recorder.changes == 3)
      h.view.undo()
      #expect(recorder.changes == 4)
      // Code sets: not reported.
      h.view.text = "new"
      h.view.selectedRange = textPos(0, 1)..<textPos(0, 2)
      #expect(recorder.changes == 4)
      #expect(recorder.selectionChanges == 5)
      // A refused change changes nothing.
      recorder.allowsChanges = false
      h.type("z")
      #expect(h.view.text == "new")
      #expect(recorder.changes == 4)
      h.view.resignFirstResponder()
      #expect(recorder.ended == 1)
      h.view.becomeFirstResponder()
      #expect(recorder.began == 2)
      h.view.isEditable = false
      #expect(recorder.ended == 2)
      h.view.isEditable = true
      #expect(recorder.began == 3)
    }
  }

  @Test func settingTextFromCode() throws {
    try withTextView(text: "first line\nsecond") { h in
      h.press(KeyEvent(.down), .control("e"))
      h.type("!")
      #expect(h.view.canUndo)
      // The same text again: nothing at all happens.
      h.view.text = "first line\nsecond!"
      #expect(h.view.insertionPosition == textPos(1, 7))
      #expect(h.view.canUndo)
      // New text: the cursor stays put (clamped), the history is gone.
      h.view.text = "other\r\ntext"
      #expect(h.view.text == "other\ntext")
      #expect(h.view.insertionPosition == textPos(1, 4))
      #expect(!h.view.canUndo)
      h.view.text = "x"
      #expect(h.view.insertionPosition == textPos(0, 1))
      h.view.text = "é"
      h.view.selectedRange = textPos(0, 1)..<textPos(0, 1)
      #expect(h.view.insertionPosition == textPos(0, 0))
    }
  }
}
