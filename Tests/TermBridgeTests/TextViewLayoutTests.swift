import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Soft wrap rules and line storage, without a screen.
@MainActor
@Suite struct TextViewLayoutTests {
  /// The rows `text` wraps into at `width`.
  func rows(_ text: String, width: Int, tabWidth: Int = 4) -> [String] {
    let wrap = TextViewWrap.make(for: text, width: width, tabWidth: tabWidth)
    let utf8 = Array(text.utf8)
    return (0..<wrap.rowCount).map { row in
      let columns = wrap.columns(ofRow: row, lineLength: utf8.count)
      return String(decoding: utf8[columns], as: UTF8.self)
    }
  }

  @Test func breaksAfterSpacesElseMidWord() {
    #expect(rows("hello world", width: 20) == ["hello world"])
    #expect(rows("hello world", width: 8) == ["hello ", "world"])
    #expect(rows("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(rows("a bcdefghij", width: 4) == ["a ", "bcde", "fghi", "j"])
    // A word ending right at the edge keeps the space that follows it on its
    // row only if it fits: every character stays reachable.
    #expect(rows("abc def", width: 3) == ["abc", " ", "def", ""])
    #expect(rows("      ", width: 4) == ["    ", "  "])
  }

  @Test func exactlyFullLastRowGetsAnEmptyRow() {
    #expect(rows("abcd", width: 4) == ["abcd", ""])
    #expect(rows("abc", width: 4) == ["abc"])
    #expect(rows("", width: 4) == [""])
  }

  @Test func wideGlyphsAndClustersAreNeverSplit() {
    #expect(rows("日本語", width: 5) == ["日本", "語"])
    #expect(rows("a日本", width: 4) == ["a日", "本"])
    #expect(rows("🇯🇵🇺🇸x", width: 4) == ["🇯🇵🇺🇸", "x"])
    #expect(rows("👨‍👩‍👧e\u{301}e\u{301}", width: 3) == ["👨‍👩‍👧e\u{301}", "e\u{301}"])
    // A glyph wider than the row gets a row of its own.
    #expect(rows("日本", width: 1) == ["日", "本", ""])
  }

  @Test func tabsReachTheNextStop() {
    #expect(rows("a\tb", width: 8) == ["a\tb"])
    // A tab is cut at the edge and is a place to break.
    #expect(rows("abcdef\tgh", width: 8) == ["abcdef\t", "gh"])
    #expect(TextViewWrap.cellWidth(of: "\t", atX: 1, wrapWidth: nil, tabWidth: 4) == 3)
    #expect(TextViewWrap.cellWidth(of: "\t", atX: 6, wrapWidth: 8, tabWidth: 4) == 2)
  }

  /// A line of printable ASCII and tabs is wrapped byte by byte: the rows
  /// are those of the character-by-character reading, at every width.
  @Test func printableASCIILinesWrapAsCharactersDo() {
    var generator = SplitMix64(state: 29)
    let pieces = ["a", "word", " ", "  ", "\t", "longerword", "x!", "~", "ab cd"]
    for _ in 0..<400 {
      var line = ""
      for _ in 0..<Int.random(in: 0...14, using: &generator) {
        line += pieces.randomElement(using: &generator)!
      }
      for width in [1, 2, 3, 4, 7, 8, 13, 40] {
        for tabWidth in [1, 4, 8] {
          let bytewise = TextViewWrap.make(for: line, width: width, tabWidth: tabWidth)
          let byCharacter = TextViewWrap.makeByCharacter(for: line, width: width, tabWidth: tabWidth)
          let context = "\(line.debugDescription) at \(width), tab \(tabWidth)"
          #expect(bytewise.rowStarts == byCharacter.rowStarts, "\(context)")
        }
      }
    }
  }

  @Test func storageEditsAndLineEnds() {
    #expect(TextViewStorage.normalizingLineEnds("a\r\nb\rc\n\r\n") == "a\nb\nc\n\n")
    var storage = TextViewStorage(normalizedText: "one\ntwo\nthree")
    #expect(storage.lineCount == 3)
    let end = storage.replace(textPos(0, 1)..<textPos(2, 2), with: "X\nY")
    #expect(storage.text == "oX\nYree")
    #expect(end == textPos(1, 1))
    #expect(TextViewStorage.end(ofInserting: "X\nY", at: textPos(0, 1)) == end)
    #expect(storage.string(in: textPos(0, 1)..<textPos(1, 2)) == "X\nYr")
    // Positions are clamped and rounded down to a grapheme boundary.
    storage = TextViewStorage(normalizedText: "e\u{301}x")
    #expect(storage.clamp(textPos(0, 2)) == textPos(0, 0))
    #expect(storage.roundUp(2, onLine: 0) == 3)
    #expect(storage.clamp(textPos(5, 9)) == textPos(0, 4))
  }
}
