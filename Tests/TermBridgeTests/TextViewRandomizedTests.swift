import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Random key sequences against invariants: cached wraps match fresh ones,
/// the cursor is on a grapheme boundary and on screen, and undoing every
/// step gives back the original text (redoing them, the final one).
@MainActor
@Suite struct TextViewRandomizedTests {
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  static let keys: [KeyEvent] = [
    .character("a"), .character(" "), .character("日"), .character("👍🏽"), .character("\u{301}"),
    .character("x"), KeyEvent(.enter), KeyEvent(.backspace), KeyEvent(.delete), KeyEvent(.left),
    KeyEvent(.right), KeyEvent(.up), KeyEvent(.down), KeyEvent(.home), KeyEvent(.end),
    KeyEvent(.left, modifiers: .shift), KeyEvent(.down, modifiers: .shift),
    KeyEvent(.right, modifiers: .control),
    .alt("b"), .control("k"), .control("w"), .control("y"), KeyEvent(.pageDown), KeyEvent(.pageUp),
    KeyEvent(.end, modifiers: .control), KeyEvent(.home, modifiers: .control), .control("_"), .alt("e"),
  ]

  func checkInvariants(_ h: TextViewHarness, step: Int) {
    let view = h.view
    let head = view.insertionPosition
    let line = view.line(at: head.line)
    let index = line.utf8.index(line.utf8.startIndex, offsetBy: head.column)
    #expect(index.samePosition(in: line) != nil, "step \(step): cursor \(head) inside a grapheme")
    #expect(h.cursor != nil, "step \(step): cursor off screen")
    for number in 0..<view.storage.lineCount {
      guard let cached = view.storage.lines[number].wrap, cached.width == view.wrapWidth else { continue }
      let fresh = TextViewWrap.make(for: view.storage[number], width: cached.width, tabWidth: view.tabWidth)
      #expect(cached.rowStarts == fresh.rowStarts, "step \(step): stale wrap of line \(number)")
    }
  }

  @Test(arguments: [(1, 9), (2, 9), (3, 2), (4, 1), (5, 0)])
  func randomEditingKeepsInvariants(seed: UInt64, width: Int) throws {
    let original = "first line with words\n日本語のテキスト\n\tindented\nlast"
    // Width 0 stands for unwrapped lines in a 6-column view.
    try withTextView(
      width: 10, height: 4, text: original,
      frame: Rect(x: 0, y: 0, width: width > 0 ? width : 6, height: 4),
      configure: { $0.wrapsLines = width > 0 }
    ) { h in
      var random = Generator(state: seed)
      for step in 0..<400 {
        let key = TextViewRandomizedTests.keys[
          Int(random.next() % UInt64(TextViewRandomizedTests.keys.count))]
        if random.next() % 40 == 0 {
          h.paste("p\r\nq 世界")
        } else {
          h.press(key)
        }
        checkInvariants(h, step: step)
      }
      let final = h.view.text
      var undone = 0
      while h.view.canUndo {
        h.view.undo()
        undone += 1
      }
      // A long run may have pushed the oldest steps out of the history.
      if undone < 500 { #expect(h.view.text == original) }
      while h.view.canRedo { h.view.redo() }
      #expect(h.view.text == final)
    }
  }
}
