import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Long-run checks of the text field: its cached cursor offset and scroll
/// position stay true under random editing, and typing at the end of a long
/// line costs what it costs on a short one.
@MainActor
@Suite struct TextFieldConsistencyTests {
  @Test func cachedCursorOffsetStaysTrueUnderRandomEditing() throws {
    var generator = SplitMix64(state: 7)
    let pieces = ["a", " ", "日", "e\u{301}", "\u{301}", "🇯", "🇵", "👍", "\u{1F3FD}", "_", "x y"]
    let keys: [KeyEvent] = [
      KeyEvent(.left), KeyEvent(.right), KeyEvent(.home), KeyEvent(.end), KeyEvent(.backspace),
      KeyEvent(.delete), .alt("b"), .alt("f"), .control("w"), .control("k"),
      .control("u"), .control("y"), .control("t"), .control("_"), .control("^"), .alt("d"),
      KeyEvent(.backspace, modifiers: .alt),
    ]
    let field = TermTextField()
    field.pasteboard = TermPasteboard()
    try withField(field, width: 7) { h in
      for step in 0..<1500 {
        if generator.next() % 3 == 0 {
          h.paste(pieces[Int(generator.next() % UInt64(pieces.count))])
        } else {
          h.keys(keys[Int(generator.next() % UInt64(keys.count))])
        }
        let f = h.field
        let truth = f.text[..<f.cursorIndex].count
        if let cached = f.cachedCursorOffset, cached != truth {
          Issue.record("step \(step): cached offset \(cached), true \(truth) in \(f.text.debugDescription)")
          return
        }
        #expect(f.isBoundary(f.cursorUTF8))
        #expect(f.isBoundary(f.scrollUTF8))
        #expect(f.scrollUTF8 <= f.cursorUTF8)
        if let cursor = h.cursorInField { #expect(cursor.x < 7) }
      }
    }
  }
}

extension String {
  fileprivate func repeated(_ count: Int) -> String { String(repeating: self, count: count) }
}
