import Glibc
import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The key of a localized string, like SwiftUI's `LocalizedStringKey`: a
/// string literal given to ``Text`` is one, and its inline Markdown is
/// drawn (`**bold**`, `*italic*` or `_italic_`, `~~struck~~`, code in backquotes
/// as it is, `[a link](https://…)` as a hyperlink), as in SwiftUI.
/// `Text(verbatim:)` and `Text(someString)` show their string as it is.
///
/// A terminal app has no string tables: the key is the text shown. Values
/// interpolated into it (`"Hello \(name)"`) are shown as they are, never
/// read as Markdown, as SwiftUI inserts them as arguments.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The key: the text with its Markdown, interpolated values escaped.
  let key: String

  /// The key `value`; its Markdown is drawn.
  public init(_ value: String) { key = value }

  /// The key a string literal spells.
  public init(stringLiteral value: String) { key = value }

  /// The key an interpolated literal makes.
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

  /// Builds a key from an interpolated literal, like SwiftUI's
  /// `LocalizedStringKey.StringInterpolation`.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var output = ""

    /// Room for `literalCapacity` characters of literal.
    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    /// Literal text, Markdown included.
    public mutating func appendLiteral(_ literal: String) { output += literal }

    /// A string, shown as it is.
    public mutating func appendInterpolation(_ string: String) { output += MarkdownText.escaped(string) }

    /// An integer's digits (`"Row \(index)"`): what the generic form shows,
    /// without asking the value at run time how it describes itself.
    public mutating func appendInterpolation(_ value: Int) { output += String(value) }

    /// A value's description, shown as it is.
    public mutating func appendInterpolation<T>(_ value: T) {
      output += MarkdownText.escaped(String(describing: value))
    }

    /// A value formatted by `format`: `"\(price, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      output += MarkdownText.escaped(format.format(input))
    }

    /// A number formatted by a `printf` specifier, like SwiftUI's
    /// `"\(value, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      output += MarkdownText.escaped(formatted(value, specifier: specifier))
    }

    /// A text's characters (its styles are not carried into the key).
    @MainActor
    public mutating func appendInterpolation(_ text: Text) { output += MarkdownText.escaped(text.content) }
  }
}

/// Inline Markdown as SwiftUI's `Text` draws it: the characters shown and
/// the stretches with attributes or links.
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

  /// Whether `text` may hold a Markdown character: false when none of its
  /// bytes is one, which is most text, found without breaking it into
  /// characters.
  static func mayHaveSpecials(_ text: String) -> Bool {
    let mask = specialBytes
    for byte in text.utf8 where byte < 128 {
      let bits = byte < 64 ? mask.low >> byte : mask.high >> (byte - 64)
      if bits & 1 == 1 { return true }
    }
    return false
  }

  /// Whether `text` holds a Markdown character: the bytes are looked at
  /// first, the characters only when a byte is one (a special followed by
  /// a combining mark is another character).
  static func hasSpecials(_ text: String) -> Bool {
    mayHaveSpecials(text) && text.contains(where: { specials.contains($0) })
  }

  /// `text` with every Markdown character escaped, to show as it is.
  static func escaped(_ text: String) -> String {
    guard hasSpecials(text) else { return text }
    var result = ""
    for character in text {
      if specials.contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// One character shown, with what Markdown made of it.
  private struct Shown {
    var character: Character
    var attributes: TextAttributes
    var link: String?
  }

  /// The text `source` shows and its styled stretches.
  static func parse(_ source: String) -> (content: String, spans: [TextSpan]) {
    guard hasSpecials(source) else { return (source, []) }
    let characters = Array(source)
    var shown: [Shown] = []
    parse(characters, 0, characters.count, [], nil, into: &shown)
    var content = ""
    var spans: [TextSpan] = []
    for (offset, item) in shown.enumerated() {
      content.append(item.character)
      guard !item.attributes.isEmpty || item.link != nil else { continue }
      if var last = spans.last, last.range.upperBound == offset, last.attributes == item.attributes,
        last.link == item.link
      {
        last.range = last.range.lowerBound..<offset + 1
        spans[spans.count - 1] = last
      } else {
        spans.append(TextSpan(range: offset..<offset + 1, attributes: item.attributes, link: item.link))
      }
    }
    return (content, spans)
  }

  private static func parse(
    _ c: [Character], _ lower: Int, _ upper: Int, _ attributes: TextAttributes, _ link: String?,
    into shown: inout [Shown]
  ) {
    var i = lower
    while i < upper {
      let character = c[i]
      if character == "\\", i + 1 < upper, specials.contains(c[i + 1]) {
        shown.append(Shown(character: c[i + 1], attributes: attributes, link: link))
        i += 2
        continue
      }
      if character == "`", let close = find(["`"], in: c, from: i + 1, to: upper) {
        for inner in c[(i + 1)..<close] {
          shown.append(Shown(character: inner, attributes: attributes, link: link))
        }
        i = close + 1
        continue
      }
      if character == "*" || character == "_", let found = emphasis(c, at: i, upper: upper) {
        let (length, close) = found
        var inner = attributes
        if length >= 2 { inner.insert(.bold) }
        if length != 2 { inner.insert(.italic) }
        parse(c, i + length, close, inner, link, into: &shown)
        i = close + length
        continue
      }
      if character == "~", i + 1 < upper, c[i + 1] == "~",
        let close = find(["~", "~"], in: c, from: i + 2, to: upper),
        close > i + 2
      {
        var struck: [Shown] = []
        parse(c, i + 2, close, attributes, link, into: &struck)
        for var item in struck {
          if !item.character.isWhitespace {
            var scalars = item.character.unicodeScalars.map { $0 }
            scalars.append("\u{0336}")
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars)
            item.character = Character(string)
          }
          shown.append(item)
        }
        i = close + 2
        continue
      }
      if character == "[", let middle = find(["]", "("], in: c, from: i + 1, to: upper),
        let close = find([")"], in: c, from: middle + 2, to: upper)
      {
        let url = String(c[(middle + 2)..<close])
        var inner = attributes
        inner.insert(.underline)
        parse(c, i + 1, middle, inner, url, into: &shown)
        i = close + 1
        continue
      }
      shown.append(Shown(character: character, attributes: attributes, link: link))
      i += 1
    }
  }

  /// Where `pattern` next starts in `c[from..<to]`.
  private static func find(_ pattern: [Character], in c: [Character], from: Int, to upper: Int) -> Int? {
    guard from + pattern.count <= upper else { return nil }
    var index = from
    while index + pattern.count <= upper {
      if c[index] == "\\" {
        index += 2
        continue
      }
      if Array(c[index..<(index + pattern.count)]) == pattern { return index }
      index += 1
    }
    return nil
  }

  /// An emphasis opened at `i`: the delimiter's length (1 italic, 2 bold,
  /// 3 both) and where it closes. `_` does not open or close inside a word.
  private static func emphasis(_ c: [Character], at i: Int, upper: Int) -> (Int, Int)? {
    let delimiter = c[i]
    var run = 0
    while i + run < upper, c[i + run] == delimiter, run < 3 { run += 1 }
    if delimiter == "_", i > 0, c[i - 1].isLetter || c[i - 1].isNumber { return nil }
    guard i + run < upper, !c[i + run].isWhitespace else { return nil }
    for length in stride(from: run, through: 1, by: -1) {
      let pattern = [Character](repeating: delimiter, count: length)
      var from = i + length
      while let close = find(pattern, in: c, from: from, to: upper) {
        let after = close + length
        let closesWord = delimiter != "_" || after >= upper || !(c[after].isLetter || c[after].isNumber)
        if close > i + length, !c[close - 1].isWhitespace, closesWord,
          after >= upper || c[after] != delimiter || length == 3
        {
          return (length, close)
        }
        from = close + 1
      }
    }
    return nil
  }
}

/// A stretch of a ``Text`` with attributes, a colour or a link of its own
/// (from Markdown, or kept from each side of `Text + Text`).
struct TextSpan: Hashable, Sendable {
  var range: Range<Int>
  var attributes: TextAttributes = []
  var foreground: Color?
  var background: Color?
  var link: String?
}

/// `value` written by the C `printf` specifier `specifier` (`"%.1f"`, `"%d"`, `"%x"`).
func formatted(_ value: some CVarArg, specifier: String) -> String {
  var buffer = [CChar](repeating: 0, count: 128)
  let count = withVaList([value]) { arguments in
    buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, specifier, arguments) }
  }
  guard count >= 0 else { return specifier }
  if Int(count) >= buffer.count {
    buffer = [CChar](repeating: 0, count: Int(count) + 1)
    _ = withVaList([value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, specifier, arguments) }
    }
  }
  return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
