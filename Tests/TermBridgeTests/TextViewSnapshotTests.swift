import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@MainActor
@Suite struct TextViewSnapshotTests {
  @Test func wrapsWordsAtSpaces() throws {
    let text = "The quick brown fox jumps over the lazy dog.\n\nEnd"
    try withTextView(width: 16, height: 7, text: text, frame: Rect(x: 1, y: 1, width: 12, height: 5)) {
      h in
      h.press(.control("e"))
      #expect(h.cursor == Point(x: 4, y: 4))
      expectSnapshot(h.screen, named: "textview-wrap-words")
    }
  }

  /// A line of wide glyphs wrapped at an odd width (the last cell of each row
  /// stays blank rather than splitting a glyph), walked through with Up and
  /// Down: the goal column survives wide glyphs and a short last row.
  @Test func wrapsWideGlyphsAndMovesThroughThem() throws {
    let text = "日本語のテキストを折り返す\nabcdefgh"
    try withTextView(width: 11, height: 7, text: text, frame: Rect(x: 1, y: 1, width: 9, height: 6)) {
      h in
      h.press(KeyEvent(.end, modifiers: .control))
      #expect(h.cursor == Point(x: 8, y: 4))
      expectSnapshot(h.screen, named: "textview-wide-wrap")
      h.press(KeyEvent(.left), KeyEvent(.left), KeyEvent(.left), KeyEvent(.left), KeyEvent(.left))
      #expect(h.cursor == Point(x: 3, y: 4))
      let upSteps: [(Point, TermTextView.Position)] = [
        (Point(x: 2, y: 3), textPos(0, 39)),  // after す (the short last row)
        (Point(x: 2, y: 2), textPos(0, 27)),  // before 折 (goal 3 is its right half)
        (Point(x: 2, y: 1), textPos(0, 15)),  // before キ
        (Point(x: 2, y: 0), textPos(0, 3)),  // before 本
        (Point(x: 0, y: 0), textPos(0, 0)),  // past the top: the start
      ]
      for (cursor, position) in upSteps {
        h.press(KeyEvent(.up))
        #expect(h.cursor == cursor)
        #expect(h.view.insertionPosition == position)
      }
      let downSteps: [(Point, TermTextView.Position)] = [
        (Point(x: 2, y: 1), textPos(0, 15)),
        (Point(x: 2, y: 2), textPos(0, 27)),
        (Point(x: 2, y: 3), textPos(0, 39)),
        (Point(x: 3, y: 4), textPos(1, 3)),  // the goal column again
        (Point(x: 8, y: 4), textPos(1, 8)),  // past the bottom: the end
      ]
      for (cursor, position) in downSteps {
        h.press(KeyEvent(.down))
        #expect(h.cursor == cursor)
        #expect(h.view.insertionPosition == position)
      }
      // Select from the middle of the second row into the third.
      h.view.selectedRange = textPos(0, 18)..<textPos(0, 18)
      h.press(KeyEvent(.down, modifiers: .shift))
      #expect(h.view.selectedText == "ストを折")
      #expect(h.cursor == Point(x: 4, y: 2))
      expectSnapshot(h.screen, named: "textview-wide-wrap-selection")
    }
  }

  @Test func selectionShowsReversedWithLineBreaks() throws {
    try withTextView(width: 14, height: 4, text: "first line\nsecond\nthird line") { h in
      h.view.selectedRange = textPos(0, 6)..<textPos(2, 5)
      h.app.render()
      expectSnapshot(h.screen, named: "textview-selection")
    }
  }

  @Test func scrollsToKeepTheCursorVisible() throws {
    let text = (1...20).map { "line \($0)" }.joined(separator: "\n")
    try withTextView(width: 12, height: 4, text: text) { h in
      h.press(KeyEvent(.end, modifiers: .control))
      #expect(h.cursor == Point(x: 7, y: 3))
      #expect(h.view.firstVisibleLine == 16)
      expectSnapshot(h.screen, named: "textview-scroll-end")
      h.press(KeyEvent(.pageUp))
      #expect(h.view.firstVisibleLine == 12)
      #expect(h.view.insertionPosition == textPos(15, 7))
      #expect(h.cursor == Point(x: 7, y: 3))
      h.press(KeyEvent(.up), KeyEvent(.up), KeyEvent(.up), KeyEvent(.up))
      #expect(h.view.firstVisibleLine == 11)
      #expect(h.cursor == Point(x: 7, y: 0))
      expectSnapshot(h.screen, named: "textview-scroll-up")
      // The wheel scrolls without moving the cursor, which then hides.
      let wheelDown = InputEvent.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 1, y: 1)))
      h.app.handle([wheelDown])
      #expect(h.view.firstVisibleLine == 14)
      #expect(h.cursor == nil)
      // It stops with the last line at the bottom.
      h.app.handle([wheelDown, wheelDown])
      #expect(h.view.firstVisibleLine == 16)
      h.app.handle([.mouse(MouseEvent(kind: .wheelUp, location: Point(x: 1, y: 1)))])
      #expect(h.view.firstVisibleLine == 13)
      // Typing brings the cursor back into view.
      h.type("x")
      #expect(h.view.firstVisibleLine == 11)
      #expect(h.cursor == Point(x: 8, y: 0))
    }
  }

  @Test func tabsAndControlCharacters() throws {
    try withTextView(width: 16, height: 3, text: "a\tb\tc\nab\u{7}\tx", configure: { $0.tabWidth = 4 }) {
      h in
      h.view.selectedRange = textPos(0, 1)..<textPos(0, 3)
      h.app.render()
      expectSnapshot(h.screen, named: "textview-tabs")
    }
  }

  @Test func placeholderWhileEmpty() throws {
    try withTextView(
      width: 16, height: 3,
      configure: {
        $0.placeholder = "Write something here"
      }
    ) { h in
      #expect(h.cursor == Point(x: 0, y: 0))
      expectSnapshot(h.screen, named: "textview-placeholder")
      h.type("Hi")
      #expect(h.rows[0] == "Hi              ")
      #expect(h.rows[1] == "                ")
    }
  }

  @Test func unwrappedLinesScrollSideways() throws {
    let text = "0123456789abcdefghij\nshort\n世界世界世界世界世界"
    try withTextView(width: 8, height: 3, text: text, configure: { $0.wrapsLines = false }) { h in
      h.press(.control("e"))
      #expect(h.cursor == Point(x: 7, y: 0))
      expectSnapshot(h.screen, named: "textview-nowrap-end")
      h.press(KeyEvent(.down), KeyEvent(.down))
      #expect(h.view.insertionPosition == textPos(2, 30))
      #expect(h.cursor == Point(x: 7, y: 2))
      h.press(.control("a"))
      #expect(h.cursor == Point(x: 0, y: 2))
      expectSnapshot(h.screen, named: "textview-nowrap-start")
    }
  }

  @Test func exactlyFullLineGetsARowForTheCursor() throws {
    try withTextView(width: 6, height: 3, text: "abcdef\nx") { h in
      h.press(.control("e"))
      #expect(h.cursor == Point(x: 0, y: 1))
      #expect(h.rows == ["abcdef", "      ", "x     "])
      h.press(KeyEvent(.down))
      #expect(h.cursor == Point(x: 0, y: 2))
    }
  }

  @Test func resizingRewrapsAndKeepsTheCursorVisible() throws {
    let text = "alpha beta gamma delta epsilon zeta eta theta"
    try withTextView(width: 20, height: 4, text: text, frame: Rect(x: 0, y: 0, width: 20, height: 3)) {
      h in
      h.press(.control("e"))
      #expect(h.rows.prefix(3) == ["alpha beta gamma    ", "delta epsilon zeta  ", "eta theta           "])
      h.view.frame = Rect(x: 0, y: 0, width: 10, height: 3)
      h.app.render()
      #expect(h.cursor == Point(x: 5, y: 2))
      expectSnapshot(h.screen, named: "textview-resized")
    }
  }
}
