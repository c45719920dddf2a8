import TermBridgeTerminal

/// Inline Markdown as SwiftUI's `Text` draws it: the characters shown and
/// the stretches with attributes or links.
///
/// The parser reads characters (a special followed by a combining mark is
/// another character, shown as it is), but works on the source's UTF-8
/// bytes: each character is a range of them and one byte says which
/// special it is, or 0. ASCII text, most of what an app writes, is one byte
/// a character and is never broken into characters at all; other text is
/// broken once. A status line rebuilt on every key
/// (`"[\(mode)] \(count) matches"`) is parsed on every key: no step
/// compares two characters or makes an array of them.
enum MarkdownText {
  /// The characters Markdown gives a meaning to.
  static let specials: Set<Character> = ["\\", "*", "_", "~", "`", "[", "]", "(", ")"]

  /// ``specials`` as a bit per ASCII byte (every special is ASCII).
  private static let specialBytes: (low: UInt64, high: UInt64) = {
    var mask: (low: UInt64, high: UInt64) = (0, 0)
    for special in specials {
      guard let byte = special.asciiValue else { preconditionFailure("a Markdown special is ASCII") }
      if byte < 64 { mask.low |= 1 << byte } else { mask.high |= 1 << (byte - 64) }
    }
    return mask
  }()

  /// Whether `byte` is the ASCII byte of one of ``specials``.
  private static func isSpecial(_ byte: UInt8) -> Bool {
    guard byte < 128 else { return false }
    let mask = specialBytes
    let bits = byte < 64 ? mask.low >> byte : mask.high >> (byte - 64)
    return bits & 1 == 1
  }

  /// The special `character` is (its byte), or 0 for any other character,
  /// a special with a combining mark included.
  private static func special(_ character: Character) -> UInt8 {
    let utf8 = character.utf8
    guard utf8.count == 1, let byte = utf8.first, isSpecial(byte) else { return 0 }
    return byte
  }

  /// Whether `text` may hold a Markdown character: false when none of its
  /// bytes is one, which is most text, found without breaking it into
  /// characters.
  static func mayHaveSpecials(_ text: String) -> Bool {
    text.utf8.contains(where: isSpecial)
  }

  /// Whether `text` holds a Markdown character: the bytes are looked at
  /// first, the characters only when a byte is one.
  static func hasSpecials(_ text: String) -> Bool {
    mayHaveSpecials(text) && text.contains { special($0) != 0 }
  }

  /// `text` with every Markdown character escaped, to show as it is.
  static func escaped(_ text: String) -> String {
    guard hasSpecials(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for character in text {
      if special(character) != 0 { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// The text `source` shows and its styled stretches.
  static func parse(_ source: String) -> (content: String, spans: [TextSpan]) {
    guard mayHaveSpecials(source) else { return (source, []) }
    let parser = Parser(source)
    guard parser.marks.contains(where: { $0 != 0 }) else { return (source, []) }
    var shown = Shown(capacity: parser.bytes.count)
    parser.parse(0, parser.marks.count, Style(), into: &shown)
    return (String(decoding: shown.bytes, as: UTF8.self), shown.spans)
  }

  /// What Markdown makes of the characters inside a delimiter.
  private struct Style {
    var attributes: TextAttributes = []
    var link: String?
    /// Inside `~~`: each character but a space is struck through.
    var isStruck = false
  }

  /// The characters shown so far (their UTF-8 bytes), and the stretches
  /// with attributes or a link among them.
  private struct Shown {
    var bytes: [UInt8] = []
    var spans: [TextSpan] = []
    var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Shows the character `index` of `parser`'s source, in `style`.
    mutating func append(_ index: Int, of parser: Parser, _ style: Style) {
      bytes.append(contentsOf: parser.bytes[parser.byteRange(of: index)])
      // U+0336 COMBINING LONG STROKE OVERLAY.
      if style.isStruck, !parser.isWhitespace(index) { bytes.append(contentsOf: [0xCC, 0xB6]) }
      let offset = count
      count += 1
      guard !style.attributes.isEmpty || style.link != nil else { return }
      if let last = spans.last, last.range.upperBound == offset, last.attributes == style.attributes,
        last.link == style.link
      {
        spans[spans.count - 1].range = last.range.lowerBound..<offset + 1
      } else {
        spans.append(TextSpan(range: offset..<offset + 1, attributes: style.attributes, link: style.link))
      }
    }
  }

  /// A delimiter: one special, one to three times (`` ` ``, `**`, `~~`).
  private struct Delimiter {
    var byte: UInt8
    var count: Int

    init(_ byte: UInt8, count: Int = 1) {
      self.byte = byte
      self.count = count
    }
  }

  /// A source's characters, as ranges of its UTF-8 bytes, and the special
  /// each is.
  private struct Parser {
    let bytes: [UInt8]
    /// Where each character starts in ``bytes``; nil when each is one byte
    /// (ASCII without a carriage return, which joins a line feed).
    let starts: [Int]?
    /// The special each character is, or 0.
    let marks: [UInt8]

    init(_ source: String) {
      bytes = Array(source.utf8)
      if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
        starts = nil
        marks = bytes.map { MarkdownText.isSpecial($0) ? $0 : 0 }
      } else {
        var starts: [Int] = []
        var marks: [UInt8] = []
        var offset = 0
        for character in source {
          starts.append(offset)
          marks.append(MarkdownText.special(character))
          offset += character.utf8.count
        }
        self.starts = starts
        self.marks = marks
      }
    }

    /// The bytes of character `index`.
    func byteRange(of index: Int) -> Range<Int> {
      guard let starts else { return index..<index + 1 }
      return starts[index]..<(index + 1 < starts.count ? starts[index + 1] : bytes.count)
    }

    /// Character `index`'s byte when it is one ASCII byte, which answers
    /// the questions below without making the character.
    private func asciiByte(_ index: Int) -> UInt8? {
      let range = byteRange(of: index)
      guard range.count == 1, bytes[range.lowerBound] < 0x80 else { return nil }
      return bytes[range.lowerBound]
    }

    /// Character `index`, for the questions its bytes cannot answer.
    private func character(_ index: Int) -> Character {
      Character(String(decoding: bytes[byteRange(of: index)], as: UTF8.self))
    }

    /// Whether character `index` is white space (a struck-through text
    /// leaves it as it is; emphasis does not open before it or close after it).
    func isWhitespace(_ index: Int) -> Bool {
      guard let byte = asciiByte(index) else { return character(index).isWhitespace }
      return byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte)
    }

    /// Whether character `index` is a letter or a number (part of a word,
    /// which `_` does not open or close emphasis in).
    private func isWordPart(_ index: Int) -> Bool {
      guard let byte = asciiByte(index) else {
        let character = character(index)
        return character.isLetter || character.isNumber
      }
      return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)  // either case
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    func parse(_ lower: Int, _ upper: Int, _ style: Style, into shown: inout Shown) {
      var i = lower
      while i < upper {
        let mark = marks[i]
        if mark == UInt8(ascii: "\\"), i + 1 < upper, marks[i + 1] != 0 {
          shown.append(i + 1, of: self, style)
          i += 2
          continue
        }
        if mark == UInt8(ascii: "`"), let close = find(Delimiter(mark), from: i + 1, to: upper) {
          for inner in (i + 1)..<close { shown.append(inner, of: self, style) }
          i = close + 1
          continue
        }
        if mark == UInt8(ascii: "*") || mark == UInt8(ascii: "_"),
          let (length, close) = emphasis(at: i, upper: upper)
        {
          var inner = style
          if length >= 2 { inner.attributes.insert(.bold) }
          if length != 2 { inner.attributes.insert(.italic) }
          parse(i + length, close, inner, into: &shown)
          i = close + length
          continue
        }
        if mark == UInt8(ascii: "~"), i + 1 < upper, marks[i + 1] == mark,
          let close = find(Delimiter(mark, count: 2), from: i + 2, to: upper),
          close > i + 2
        {
          var struck = style
          struck.isStruck = true
          parse(i + 2, close, struck, into: &shown)
          i = close + 2
          continue
        }
        // A link's text ends at the first `]`, which `(` must follow, as
        // in CommonMark: `[x] [docs](u)` links "docs" alone.
        if mark == UInt8(ascii: "["),
          let middle = find(Delimiter(UInt8(ascii: "]")), from: i + 1, to: upper),
          middle + 1 < upper, marks[middle + 1] == UInt8(ascii: "("),
          let close = find(Delimiter(UInt8(ascii: ")")), from: middle + 2, to: upper)
        {
          var inner = style
          inner.attributes.insert(.underline)
          let url = byteRange(of: middle + 2).lowerBound..<byteRange(of: close).lowerBound
          inner.link = String(decoding: bytes[url], as: UTF8.self)
          parse(i + 1, middle, inner, into: &shown)
          i = close + 1
          continue
        }
        shown.append(i, of: self, style)
        i += 1
      }
    }

    /// Where `delimiter` next starts in `from..<upper`, skipping what a
    /// backslash escapes.
    private func find(_ delimiter: Delimiter, from: Int, to upper: Int) -> Int? {
      var index = from
      while index + delimiter.count <= upper {
        if marks[index] == UInt8(ascii: "\\") {
          index += 2
          continue
        }
        if starts(with: delimiter, at: index) { return index }
        index += 1
      }
      return nil
    }

    private func starts(with delimiter: Delimiter, at index: Int) -> Bool {
      for offset in 0..<delimiter.count where marks[index + offset] != delimiter.byte { return false }
      return true
    }

    /// An emphasis opened at `i`: the delimiter's length (1 italic, 2 bold,
    /// 3 both) and where it closes. `_` does not open or close inside a word.
    private func emphasis(at i: Int, upper: Int) -> (Int, Int)? {
      let delimiter = marks[i]
      var run = 0
      while i + run < upper, marks[i + run] == delimiter, run < 3 { run += 1 }
      if delimiter == UInt8(ascii: "_"), i > 0, isWordPart(i - 1) { return nil }
      guard i + run < upper, !isWhitespace(i + run) else { return nil }
      for length in stride(from: run, through: 1, by: -1) {
        var from = i + length
        while let close = find(Delimiter(delimiter, count: length), from: from, to: upper) {
          let after = close + length
          let closesWord = delimiter != UInt8(ascii: "_") || after >= upper || !isWordPart(after)
          if close > i + length, !isWhitespace(close - 1), closesWord,
            after >= upper || marks[after] != delimiter || length == 3
          {
            return (length, close)
          }
          from = close + 1
        }
      }
      return nil
    }
  }
}
