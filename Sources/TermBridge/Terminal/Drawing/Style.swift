/// A terminal colour. Colours a terminal cannot show are mapped down to the
/// nearest one it can (true colour → 256 → 16 → 8); `NO_COLOR` turns all off.
public enum TermColor: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case `default`
  /// One of the 256 palette entries; 0–15 are the classic ANSI colours.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// ANSI colour 0, black, in the shade the terminal's theme gives it.
  public static let black = TermColor.indexed(0)
  /// ANSI colour 1, red.
  public static let red = TermColor.indexed(1)
  /// ANSI colour 2, green.
  public static let green = TermColor.indexed(2)
  /// ANSI colour 3, yellow.
  public static let yellow = TermColor.indexed(3)
  /// ANSI colour 4, blue.
  public static let blue = TermColor.indexed(4)
  /// ANSI colour 5, magenta.
  public static let magenta = TermColor.indexed(5)
  /// ANSI colour 6, cyan.
  public static let cyan = TermColor.indexed(6)
  /// ANSI colour 7, white (often light grey).
  public static let white = TermColor.indexed(7)
  /// ANSI colour 8, bright black (dark grey); an 8-colour terminal shows the nearest of its 8.
  public static let brightBlack = TermColor.indexed(8)
  /// ANSI colour 9, bright red; an 8-colour terminal shows the nearest of its 8.
  public static let brightRed = TermColor.indexed(9)
  /// ANSI colour 10, bright green; an 8-colour terminal shows the nearest of its 8.
  public static let brightGreen = TermColor.indexed(10)
  /// ANSI colour 11, bright yellow; an 8-colour terminal shows the nearest of its 8.
  public static let brightYellow = TermColor.indexed(11)
  /// ANSI colour 12, bright blue; an 8-colour terminal shows the nearest of its 8.
  public static let brightBlue = TermColor.indexed(12)
  /// ANSI colour 13, bright magenta; an 8-colour terminal shows the nearest of its 8.
  public static let brightMagenta = TermColor.indexed(13)
  /// ANSI colour 14, bright cyan; an 8-colour terminal shows the nearest of its 8.
  public static let brightCyan = TermColor.indexed(14)
  /// ANSI colour 15, bright white; an 8-colour terminal shows the nearest of its 8.
  public static let brightWhite = TermColor.indexed(15)
  /// Bright black: the usual "secondary text" grey.
  public static let gray = TermColor.indexed(8)
}

/// Text attributes a terminal can show on a cell.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The attribute bits, one per attribute.
  public let rawValue: UInt8
  /// Makes the set whose bits are `rawValue`, as `OptionSet` requires.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold text; many terminals also brighten the foreground colour.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Faint text, drawn dimmer than normal.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic text, where the terminal's font has it.
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped: the toolkit's usual look for a focused or selected cell.
  public static let reverse = TextAttributes(rawValue: 1 << 4)
  /// Blinking text; many terminals ignore it.
  public static let blink = TextAttributes(rawValue: 1 << 5)
}

/// How a cell looks: colours and attributes.
public struct TermStyle: Hashable, Sendable {
  /// The text colour.
  public var foreground: TermColor
  /// The cell's fill colour behind the text.
  public var background: TermColor
  /// Bold, underline, reverse and the other attributes shown on the cell.
  public var attributes: TextAttributes

  /// A style; everything defaults to the terminal's own look.
  public init(
    foreground: TermColor = .default, background: TermColor = .default,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look.
  public static let plain = TermStyle()

  /// The default colours with `attributes`.
  public static func attributes(_ attributes: TextAttributes) -> TermStyle {
    TermStyle(attributes: attributes)
  }

  /// This style with `other` laid on top: its non-default colours win and its
  /// attributes are added.
  public func merging(_ other: TermStyle) -> TermStyle {
    TermStyle(
      foreground: other.foreground == .default ? foreground : other.foreground,
      background: other.background == .default ? background : other.background,
      attributes: attributes.union(other.attributes))
  }

  /// This style with `extra` attributes added.
  public func adding(_ extra: TextAttributes) -> TermStyle {
    var copy = self
    copy.attributes.formUnion(extra)
    return copy
  }
}
