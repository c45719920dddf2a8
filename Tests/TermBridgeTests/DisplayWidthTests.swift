import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

struct DisplayWidthTests {
  @Test func measuresByCluster() {
    #expect(DisplayWidth.of("Hello") == 5)
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("e\u{301}t\u{E9}") == 3)
    #expect(DisplayWidth.of("a\u{1B}b") == 3)  // ESC draws as ␛
    #expect(DisplayWidth.of("ab日e\u{301}😀🇺🇸👨‍👩‍👧") == 11)
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of(Character("🇺🇸")) == 2)
    #expect(DisplayWidth.of(Character("\r\n")) == 2)
    #expect(DisplayWidth.of(Character("x")) == 1)
  }

  @Test func measuresSubstrings() {
    let text = "abc日本"
    #expect(DisplayWidth.of(text.dropFirst(2)) == 5)
  }

  @Test func prefixAndSuffixNeverSplitAGlyph() {
    let text = "a日b"
    #expect(DisplayWidth.prefix(of: text, fitting: 2) == (text.index(after: text.startIndex), 1))
    #expect(DisplayWidth.prefix(of: text, fitting: 3).width == 3)
    #expect(DisplayWidth.prefix(of: text, fitting: 0).width == 0)
    let suffix = DisplayWidth.suffix(of: text, fitting: 2)
    #expect(text[suffix.start...] == "b" && suffix.width == 1)
    #expect(DisplayWidth.suffix(of: text, fitting: 3).width == 3)
    let flags = "🇺🇸🇫🇷"
    #expect(flags[..<DisplayWidth.prefix(of: flags, fitting: 3).end] == "🇺🇸")
  }

  /// The glyph walk (with its ASCII and simple-code-point fast paths) must cut
  /// text exactly where Swift's grapheme segmentation does.
  @Test func glyphBoundariesAreGraphemeBoundaries() {
    let alphabet: [String] = [
      "a", "Z", " ", "#", "\r", "\n", "\r\n", "\u{1B}", "é", "e", "\u{301}", "日", "本", "ア", "ー", "한",
      "\u{1100}", "\u{1161}", "\u{11A8}", "🇺", "🇸", "👍", "\u{1F3FD}", "\u{200D}", "👨", "\u{FE0F}", "❤",
      "\u{0915}", "\u{094D}", "\u{0937}", "\u{093F}", "\u{200B}", "\u{0600}", "\u{AD}", "—", "│", "\u{3099}",
      "\u{302A}", "\u{FF9E}", "ｱ", "©", "Ω", "ж", "\u{483}", "→", "★", "😀", "\u{E0067}",
    ]
    var random = SplitMix64(state: 42)
    for _ in 0..<2000 {
      let length = Int(random.next() % 12) + 1
      let text = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }.joined()
      let expected =
        text.indices.dropFirst().map { text.utf8.distance(from: text.startIndex, to: $0) }
        + [text.utf8.count]
      let widths = text.map { CellGlyph($0).width }
      let walked = GlyphCursor.withGlyphs(in: text) { glyphs -> [(Int, Int)] in
        var result: [(Int, Int)] = []
        while let glyph = glyphs.next() { result.append((glyphs.offset, glyph.width)) }
        return result
      }
      #expect(walked.map(\.0) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      #expect(walked.map(\.1) == widths, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
