import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// `setNeedsDisplay(_:)` redraws part of a view, and a text view redraws
/// only the rows an edit changed, leaving the screen as a full redraw would.
@MainActor
@Suite struct PartialRedrawTests {
  @Test func aViewRedrawsOnlyTheInvalidatedPartAndWhatLiesOnIt() throws {
    TermScreen.withInMemory(width: 6, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let stamp = StampView()
      stamp.frame = Rect(x: 0, y: 0, width: 6, height: 4)
      let label = TermLabel(text: "XY")
      label.frame = Rect(x: 2, y: 2, width: 2, height: 1)
      stamp.addSubview(label)
      window.addSubview(stamp)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows() == ["aaaaaa", "aaaaaa", "aaXYaa", "aaaaaa"])

      stamp.stamp = "b"
      stamp.drawnParts.removeAll()
      stamp.setNeedsDisplay(Rect(x: 0, y: 1, width: 6, height: 2))
      app.render()
      #expect(stamp.drawnParts == [Rect(x: 0, y: 1, width: 6, height: 2)])
      // The label lay on the redrawn part: it is drawn again on top.
      #expect(screen.rows() == ["aaaaaa", "bbbbbb", "bbXYbb", "aaaaaa"])

      // Parts add up until the frame; a part outside the view is ignored.
      stamp.drawnParts.removeAll()
      stamp.setNeedsDisplay(Rect(x: 0, y: 0, width: 1, height: 1))
      stamp.setNeedsDisplay(Rect(x: 5, y: 3, width: 1, height: 1))
      stamp.setNeedsDisplay(Rect(x: 0, y: 9, width: 6, height: 1))
      app.render()
      #expect(stamp.drawnParts == [Rect(x: 0, y: 0, width: 6, height: 4)])
      #expect(screen.rows() == ["bbbbbb", "bbbbbb", "bbXYbb", "bbbbbb"])

      stamp.drawnParts.removeAll()
      stamp.setNeedsDisplay(Rect(x: 0, y: 9, width: 6, height: 1))
      app.render()
      #expect(stamp.drawnParts.isEmpty)

      // A whole-view request wins over a part.
      stamp.stamp = "c"
      stamp.setNeedsDisplay(Rect(x: 0, y: 0, width: 1, height: 1))
      stamp.setNeedsDisplay()
      stamp.setNeedsDisplay(Rect(x: 0, y: 0, width: 1, height: 1))
      app.render()
      #expect(stamp.drawnParts == [Rect(x: 0, y: 0, width: 6, height: 4)])
      #expect(screen.rows() == ["cccccc", "cccccc", "ccXYcc", "cccccc"])
    }
  }

  /// The rows on screen now, then after the whole view is redrawn: equal
  /// when the partial redraw left nothing stale.
  func rowsNowAndRedrawn(_ h: TextViewHarness) -> (now: [String], redrawn: [String]) {
    func trimmed(_ rows: [String]) -> [String] {
      rows.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    }
    let now = trimmed(h.rows)
    h.view.setNeedsDisplay()
    h.app.render()
    return (now, trimmed(h.rows))
  }

  @Test func typingRedrawsTheRowsOfItsLineUntilTheLineWrapsDifferently() throws {
    let text = "one\ntwo\nthree\nfour\nfive"
    try withTextView(width: 10, height: 6, text: text) { h in
      h.press(KeyEvent(.down), .control("e"))
      var before = h.view.statistics.rowsDrawn
      h.type("!")
      // One row: the line typed in.
      #expect(h.view.statistics.rowsDrawn - before == 1)
      var screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now[1] == "two!")

      // The line wraps onto a second row: it and every row below redraw.
      before = h.view.statistics.rowsDrawn
      h.typeAtOnce(" and more")
      #expect(h.view.statistics.rowsDrawn - before == 5)
      screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now.prefix(4) == ["one", "two! and", "more", "three"])

      // Back to one row.
      h.press(KeyEvent(.backspace), KeyEvent(.backspace), KeyEvent(.backspace), KeyEvent(.backspace))
      screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now.prefix(3) == ["one", "two! and", "three"])

      // New lines and a multi-line paste move the rows below.
      h.type("\nnew")
      screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now.prefix(4) == ["one", "two! and", "new", "three"])
      h.paste("p1\np2")
      screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now == ["one", "two! and", "newp1", "p2", "three", "four"])

      // Deleting a line break pulls the rows below up.
      h.press(.control("a"), KeyEvent(.backspace))
      screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now == ["one", "two! and", "newp1p2", "three", "four", "five"])
    }
  }

  @Test func editsThatScrollOrEmptyTheTextRedrawEverything() throws {
    try withTextView(width: 10, height: 3, text: "a\nb\nc") { h in
      h.press(.control("e"))
      // Typing at the bottom row scrolls: every row moves.
      h.press(KeyEvent(.down), KeyEvent(.down), .control("e"))
      h.type("\nd")
      var screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now == ["b", "c", "d"])
      // Emptying the text shows the placeholder everywhere.
      h.view.placeholder = "empty"
      h.app.render()
      h.view.selectedRange = textPos(0, 0)..<h.view.endPosition
      h.press(KeyEvent(.backspace))
      screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now == ["empty", "", ""])
      h.type("x")
      screens = rowsNowAndRedrawn(h)
      #expect(screens.now == screens.redrawn)
      #expect(screens.now == ["x", "", ""])
    }
  }

  /// Rows of printable ASCII are drawn in runs without walking graphemes:
  /// cell for cell and style for style what the grapheme walk draws (a
  /// row with one non-ASCII character takes that walk), with a selection,
  /// a selected line break and a horizontal scroll.
  @Test func printableASCIIRowsDrawLikeTheGraphemeWalk() throws {
    func cells(_ text: String, wraps: Bool, selection: Range<TermTextView.Position>) throws
      -> [[ScreenCell]]
    {
      var result: [[ScreenCell]] = []
      try withTextView(width: 12, height: 3, text: text, configure: { $0.wrapsLines = wraps }) { h in
        h.view.selectedRange = selection
        h.app.render()
        result = (0..<3).map { Array(h.screen.cells(inRow: $0).prefix(10)) }
      }
      return result
    }
    // The same text but for a character past the cells compared.
    let ascii = "0123456789abcdefghij\nklmnopqrstuvwxyz012345\nend"
    let other = "0123456789abcdefghij\nklmnopqrstuvwxyz012345\u{E9}\nend"
    for wraps in [true, false] {
      for selection in [
        textPos(0, 3)..<textPos(0, 7), textPos(0, 15)..<textPos(1, 4), textPos(1, 2)..<textPos(2, 1),
        textPos(2, 3)..<textPos(2, 3),
      ] {
        #expect(
          try cells(ascii, wraps: wraps, selection: selection)
            == cells(other, wraps: wraps, selection: selection),
          "wraps \(wraps), selection \(selection)")
      }
    }
  }
}
