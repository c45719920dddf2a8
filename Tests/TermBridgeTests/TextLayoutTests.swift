import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

struct TextLayoutTests {
  @Test func truncateTail() {
    #expect(TextLayout.truncate("Hello, world", toWidth: 20) == "Hello, world")
    #expect(TextLayout.truncate("Hello, world", toWidth: 6) == "Hello…")
    #expect(TextLayout.truncate("日本語です", toWidth: 5) == "日本…")
    #expect(TextLayout.truncate("日本語です", toWidth: 4) == "日…")  // 3 columns: 本 does not fit
    #expect(TextLayout.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
    #expect(TextLayout.truncate("abc", toWidth: 0) == "")
    #expect(TextLayout.truncate("abcdef", toWidth: 2, ellipsis: "...") == "ab")
  }

  @Test func truncateHeadAndMiddle() {
    #expect(TextLayout.truncate("abcdefgh", toWidth: 5, mode: .head) == "…efgh")
    #expect(TextLayout.truncate("abcdefgh", toWidth: 5, mode: .middle) == "ab…gh")
    #expect(TextLayout.truncate("abcdefgh", toWidth: 6, mode: .middle) == "abc…gh")
    #expect(TextLayout.truncate("日本語テキスト", toWidth: 7, mode: .middle) == "日…スト")
    #expect(TextLayout.truncate("abcdefgh", toWidth: 2, mode: .head, ellipsis: "...") == "gh")
    for mode in [TextLayout.TruncationMode.head, .middle, .tail] {
      for width in 1...9 {
        let result = TextLayout.truncate("日本語🇺🇸abc", toWidth: width, mode: mode)
        #expect(DisplayWidth.of(result) <= width)
      }
    }
  }

  @Test func wrapAtSpaces() {
    #expect(TextLayout.wrap("hello world", toWidth: 5) == ["hello", "world"])
    #expect(TextLayout.wrap("hello world", toWidth: 11) == ["hello world"])
    #expect(TextLayout.wrap("hello   world", toWidth: 5) == ["hello", "world"])
    #expect(TextLayout.wrap("the quick brown fox", toWidth: 10) == ["the quick", "brown fox"])
    #expect(TextLayout.wrap("a verylongword", toWidth: 4) == ["a", "very", "long", "word"])
    #expect(TextLayout.wrap("well-known fact", toWidth: 6) == ["well-", "known", "fact"])
    #expect(TextLayout.wrap("-5 degrees", toWidth: 3) == ["-5", "deg", "ree", "s"])
  }

  @Test func wrapKeepsParagraphsAndTrailingSpaces() {
    #expect(TextLayout.wrap("", toWidth: 5) == [""])
    #expect(TextLayout.wrap("a\n\nb", toWidth: 5) == ["a", "", "b"])
    #expect(TextLayout.wrap("a\r\nb\rc", toWidth: 5) == ["a", "b", "c"])
    #expect(TextLayout.wrap("ab  ", toWidth: 10) == ["ab  "])
    #expect(TextLayout.wrap("ab  ", toWidth: 3) == ["ab "])
    #expect(TextLayout.wrap("ab\n", toWidth: 3) == ["ab", ""])
  }

  @Test func wrapNeverSplitsAGrapheme() {
    #expect(TextLayout.wrap("日本語のテキスト", toWidth: 5) == ["日本", "語の", "テキ", "スト"])
    #expect(TextLayout.wrap("日本", toWidth: 1) == ["日", "本"])  // wider than the line: a line each
    let accents = String(repeating: "e\u{301}", count: 5)
    #expect(TextLayout.wrap(accents, toWidth: 2) == ["e\u{301}e\u{301}", "e\u{301}e\u{301}", "e\u{301}"])
    #expect(TextLayout.wrap("🇺🇸🇺🇸🇺🇸", toWidth: 3) == ["🇺🇸", "🇺🇸", "🇺🇸"])
    #expect(TextLayout.wrap("👨‍👩‍👧👨‍👩‍👧", toWidth: 3) == ["👨‍👩‍👧", "👨‍👩‍👧"])
  }

  @Test func wrapRangesCoverTheParagraph() {
    let text = "hello   world, a verylongword 日本語 e\u{301}"
    for width in 1...20 {
      let ranges = TextLayout.wrapRanges(of: text, toWidth: width)
      #expect(ranges.first?.lowerBound == text.startIndex)
      #expect(ranges.last?.upperBound == text.endIndex)
      for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
      #expect(ranges.map { String(text[$0]) }.joined() == text)
      for range in ranges {
        let line = text[range]
        // Only hanging spaces or a lone over-wide grapheme may exceed the width.
        let trimmed = String(line).trimmingTrailingSpaces()
        let visible = trimmed.count == 1 ? 0 : DisplayWidth.of(trimmed)
        #expect(visible <= width, "width \(width): \(line)")
        #expect(!(range.lowerBound > text.startIndex && line.first == " "), "width \(width): \(line)")
      }
    }
    #expect(
      TextLayout.wrapRanges(of: "hello   world", toWidth: 5).map { "hello   world"[$0] } == [
        "hello   ", "world",
      ])
    #expect(TextLayout.wrapRanges(of: "", toWidth: 5).count == 1)
  }

  /// Breaking after spaces must not leave a line too wide when a wide glyph
  /// follows.
  @Test func wrapAfterSpaceBeforeWideGlyph() {
    #expect(TextLayout.wrap(" ab日", toWidth: 3) == ["", "ab", "日"])
    #expect(TextLayout.wrap("x ab日本", toWidth: 3) == ["x", "ab", "日", "本"])
  }

  @Test func wrappedLinesFitForGeneratedText() {
    let words = ["a", "bb", "ccc", "日本", "e\u{301}", "🇺🇸", "-", "well-known", "  ", "👨‍👩‍👧", "x\u{1B}y"]
    var random = SplitMix64(state: 7)
    for _ in 0..<300 {
      let text = (0..<Int(random.next() % 10)).map { _ in words[Int(random.next() % UInt64(words.count))] }
        .joined(separator: " ")
      let width = Int(random.next() % 8) + 1
      for line in TextLayout.wrap(text, toWidth: width) {
        #expect(DisplayWidth.of(line) <= max(width, 2), "\(text) @\(width): \(line)")
      }
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
