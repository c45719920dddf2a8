import Testing

@testable import TermBridge

/// Long-run checks of the text field: its cached cursor offset and scroll
/// position stay true under random editing, and typing at the end of a long
/// line costs what it costs on a short one.
@MainActor
@Suite(.serialized)
struct TextFieldConsistencyTests {
  @Test func cachedCursorOffsetStaysTrueUnderRandomEditing() throws {
    var generator = TextFieldRandom(seed: 7)
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

  @Test func typingAtTheEndOfALongLineCostsNoMoreThanInAShortOne() throws {
    let keystrokes = Array(String(repeating: "the quick brown fox jumps over the lazy dog ", count: 10))
    /// The time to type `keystrokes` at the end of `initial`, reading the
    /// cursor offset after each key as a binding would, and drawing.
    @MainActor func timeTyping(after initial: String) throws -> Duration {
      var elapsed = Duration.zero
      try withField(TermTextField(text: initial), width: 60, screenWidth: 64) { h in
        _ = h.field.cursorOffset
        h.type("x")  // the first edit copies the shared initial text
        elapsed = ContinuousClock().measure {
          for character in keystrokes {
            _ = h.field.keyDown(.character(character))
            _ = h.field.cursorOffset
          }
          h.app.render()
        }
        #expect(h.field.text.count == initial.count + 1 + keystrokes.count)
        #expect(h.field.cursorOffset == initial.count + 1 + keystrokes.count)
      }
      return elapsed
    }
    let long = String(repeating: "lorem ipsum 日本 ", count: 100_000 / 14)
    _ = try timeTyping(after: "warm-up")
    // The best of three runs each, so a busy machine does not decide.
    let short = try (0..<3).map { _ in try timeTyping(after: "lorem ipsum 日本 ") }.min()!
    let longLine = try (0..<3).map { _ in try timeTyping(after: long) }.min()!
    // Work in proportion to the line's length (say, counting its graphemes
    // once per key) makes the long line take tens of times longer; allow
    // noise, not that.
    #expect(longLine < short * 3 + .milliseconds(20), "short line \(short), 100,000 characters \(longLine)")
  }
}

extension String {
  fileprivate func repeated(_ count: Int) -> String { String(repeating: self, count: count) }
}

/// A small deterministic random generator for reproducible tests.
struct TextFieldRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
