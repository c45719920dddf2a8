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
