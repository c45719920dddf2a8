import TermBridgeTerminal

/// A font, like SwiftUI's `Font`, as a terminal can show one: one size and
/// one face, so a font becomes text attributes.
///
/// The terminal mapping: `.largeTitle`, `.title`, `.title2`, `.title3`
/// and `.headline` are bold; `.body`, `.callout` and `.subheadline` plain;
/// `.caption`, `.caption2` and `.footnote` dim. A weight of `.semibold`
/// or heavier is bold, `.light` or lighter dim; `.italic()` is italic;
/// sizes and designs (`.monospaced()`) change nothing, since every cell
/// is one size in one monospaced face.
public struct Font: Hashable, Sendable {
  /// The attributes the font adds to text.
  public internal(set) var attributes: TextAttributes

  init(_ attributes: TextAttributes) { self.attributes = attributes }

  /// A weight of a font, like SwiftUI's `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    let attributes: TextAttributes
    /// The thinnest weight: dim.
    public static let ultraLight = Weight(attributes: .dim)
    /// A very light weight: dim.
    public static let thin = Weight(attributes: .dim)
    /// A light weight: dim.
    public static let light = Weight(attributes: .dim)
    /// The normal weight: plain.
    public static let regular = Weight(attributes: [])
    /// A little heavier than regular: plain, since a terminal has no step
    /// between plain and bold.
    public static let medium = Weight(attributes: [])
    /// Between medium and bold: bold.
    public static let semibold = Weight(attributes: .bold)
    /// Bold: the terminal's bold attribute.
    public static let bold = Weight(attributes: .bold)
    /// Heavier than bold: bold.
    public static let heavy = Weight(attributes: .bold)
    /// The heaviest weight: bold.
    public static let black = Weight(attributes: .bold)
  }

  /// A font's role in the text, like SwiftUI's `Font.TextStyle`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// SwiftUI's text styles: the titles and `headline` are
    /// bold, `subheadline`, `body` and `callout` plain, the rest dim.
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    var attributes: TextAttributes {
      switch self {
      case .largeTitle, .title, .title2, .title3, .headline: return .bold
      case .subheadline, .body, .callout: return []
      case .footnote, .caption, .caption2: return .dim
      }
    }
  }

  /// A family of faces, like SwiftUI's `Font.Design`; all one face here.
  public enum Design: Hashable, Sendable {
    /// SwiftUI's font designs; every terminal cell is in the terminal's one
    /// monospaced face, so they all look the same.
    case `default`, serif, rounded, monospaced
  }

  /// The largest title: bold.
  public static let largeTitle = Font(TextStyle.largeTitle.attributes)
  /// A title: bold.
  public static let title = Font(TextStyle.title.attributes)
  /// A second-level title: bold.
  public static let title2 = Font(TextStyle.title2.attributes)
  /// A third-level title: bold.
  public static let title3 = Font(TextStyle.title3.attributes)
  /// A heading: bold.
  public static let headline = Font(TextStyle.headline.attributes)
  /// A subheading: plain.
  public static let subheadline = Font(TextStyle.subheadline.attributes)
  /// Body text, the default: plain.
  public static let body = Font(TextStyle.body.attributes)
  /// Callout text: plain.
  public static let callout = Font(TextStyle.callout.attributes)
  /// Footnote text: dim.
  public static let footnote = Font(TextStyle.footnote.attributes)
  /// Caption text: dim.
  public static let caption = Font(TextStyle.caption.attributes)
  /// Smaller caption text: dim.
  public static let caption2 = Font(TextStyle.caption2.attributes)

  /// The font of a text style, with a design and a weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(style.attributes).weight(weight)
  }

  /// A font of a size (which the terminal cannot show) and a weight.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font([]).weight(weight)
  }

  /// This font with `weight`: bold, dim or plain in place of its own.
  public func weight(_ weight: Weight?) -> Font {
    guard let weight else { return self }
    var copy = self
    copy.attributes.subtract([.bold, .dim])
    copy.attributes.formUnion(weight.attributes)
    return copy
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in italic.
  public func italic() -> Font {
    var copy = self
    copy.attributes.insert(.italic)
    return copy
  }

  /// This font in a monospaced face: every terminal font is one already.
  public func monospaced() -> Font { self }

  /// This font with monospaced digits: they are already.
  public func monospacedDigit() -> Font { self }
}
