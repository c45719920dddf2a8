import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A deterministic document of about `bytes` UTF-8 bytes: prose lines of
/// varying length, some long enough to wrap, some with wide glyphs and tabs.
func largeTextViewDocument(bytes: Int = 1 << 20) -> String {
  let words = ["alpha", "beta", "gamma", "delta", "日本語", "テキスト", "emoji👍🏽", "x", "lorem", "ipsum"]
  var lines: [String] = []
  var size = 0
  var seed: UInt64 = 42
  while size < bytes {
    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let count = Int(seed >> 60) * 2 + 2
    var line = lines.count % 50 == 0 ? "\t" : ""
    for i in 0..<count {
      if i > 0 { line += " " }
      line += words[Int((seed >> UInt64(i % 40)) % UInt64(words.count))]
    }
    lines.append(line)
    size += line.utf8.count + 1
  }
  return lines.joined(separator: "\n")
}

/// The work a keystroke costs in a megabyte document, counted rather than
/// timed: lines re-wrapped, views drawn, rows drawn.
@MainActor
@Suite struct TextViewLargeDocumentTests {
  struct Cost: CustomStringConvertible {
    var linesWrapped: Int
    var viewsDrawn: Int
    var rowsDrawn: Int
    var description: String {
      "wrapped \(linesWrapped) lines, drew \(viewsDrawn) views / \(rowsDrawn) rows"
    }
  }

  func cost(_ h: TextViewHarness, _ action: () -> Void) -> Cost {
    let stats = h.view.statistics
    let drawn = h.app.drawnViewCount
    action()
    return Cost(
      linesWrapped: h.view.statistics.linesWrapped - stats.linesWrapped,
      viewsDrawn: h.app.drawnViewCount - drawn,
      rowsDrawn: h.view.statistics.rowsDrawn - stats.rowsDrawn)
  }

  @Test func keystrokeWorkIsBoundedInAMegabyteDocument() throws {
    let document = largeTextViewDocument()
    #expect(document.utf8.count >= 1 << 20)
    try withTextView(width: 80, height: 24, text: document) { h in
      let view = h.view
      let lines = view.lineCount
      #expect(lines > 5_000)
      // Showing the document wraps only what is on screen.
      #expect(view.statistics.linesWrapped <= 24)
      #expect(view.statistics.rowsDrawn == 24)

      // Typing: one line re-wrapped, one view drawn, one screenful of rows.
      h.press(KeyEvent(.down), KeyEvent(.down), .control("e"))
      for character in "typed" {
        let c = cost(h) { h.type(String(character)) }
        #expect(c.linesWrapped == 1, "\(c)")
        #expect(c.viewsDrawn == 1, "\(c)")
        #expect(c.rowsDrawn <= 24, "\(c)")
      }
      // Moving the cursor within the screen re-wraps nothing and draws no rows.
      let move = cost(h) { h.press(KeyEvent(.up), KeyEvent(.left), KeyEvent(.down)) }
      #expect(move.linesWrapped == 0, "\(move)")
      #expect(move.rowsDrawn == 0, "\(move)")

      // Jumping to the middle wraps about a screenful of lines, no more.
      let middle = cost(h) {
        view.selectedRange = textPos(lines / 2, 0)..<textPos(lines / 2, 0)
        h.app.render()
      }
      #expect(middle.linesWrapped <= 25, "\(middle)")
      #expect(view.firstVisibleLine > lines / 2 - 24)

      // Enter splits a line: the two halves are wrapped, nothing else.
      let enter = cost(h) { h.press(.control("e"), KeyEvent(.enter)) }
      #expect(enter.linesWrapped <= 2, "\(enter)")
      #expect(view.lineCount == lines + 1)
      // Joining them back re-wraps the joined line (and the line that comes
      // into view at the bottom, if one does).
      let join = cost(h) { h.press(KeyEvent(.backspace)) }
      #expect(join.linesWrapped <= 2, "\(join)")
      #expect(view.lineCount == lines)

      // A paste of a few lines wraps those lines.
      let paste = cost(h) { h.paste("one\ntwo\nthree") }
      #expect(paste.linesWrapped <= 3, "\(paste)")
      #expect(paste.viewsDrawn == 1, "\(paste)")

      // Paging and jumping to the end cost a screenful each.
      let page = cost(h) { h.press(KeyEvent(.pageDown)) }
      #expect(page.linesWrapped <= 25, "\(page)")
      #expect(page.rowsDrawn <= 24, "\(page)")
      let end = cost(h) { h.press(KeyEvent(.end, modifiers: .control)) }
      #expect(end.linesWrapped <= 25, "\(end)")
      let typeAtEnd = cost(h) { h.type("!") }
      #expect(typeAtEnd.linesWrapped == 1, "\(typeAtEnd)")

      // Undo of a step re-wraps only the lines it touches.
      let undo = cost(h) { h.press(.control("_")) }
      #expect(undo.linesWrapped <= 1, "\(undo)")

      // Altogether only a small part of the document was ever wrapped.
      #expect(view.statistics.linesWrapped < 200)
      #expect(h.cursor != nil)
    }
  }

  @Test func largeDocumentRoundTrips() throws {
    let document = largeTextViewDocument(bytes: 200_000)
    try withTextView(width: 40, height: 10, text: document) { h in
      #expect(h.view.text == document)
      h.press(KeyEvent(.end, modifiers: .control))
      h.type("tail")
      #expect(h.view.text == document + "tail")
      h.view.undo()
      #expect(h.view.text == document)
    }
  }
}
