/// A terminal colour. Colours a terminal cannot show are mapped down to the
/// nearest one it can (true colour → 256 → 16 → 8); `NO_COLOR` turns all off.
public enum TermColor: Hashable, Sendable {
  /// The terminal's own foreground or background.
  case `default`
  /// One of the 256 palette entries; 0–15 are the classic ANSI colours.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  public static let black = TermColor.indexed(0)
  public static let red = TermColor.indexed(1)
  public static let green = TermColor.indexed(2)
  public static let yellow = TermColor.indexed(3)
  public static let blue = TermColor.indexed(4)
  public static let magenta = TermColor.indexed(5)
  public static let cyan = TermColor.indexed(6)
  public static let white = TermColor.indexed(7)
  public static let brightBlack = TermColor.indexed(8)
  public static let brightRed = TermColor.indexed(9)
  public static let brightGreen = TermColor.indexed(10)
  public static let brightYellow = TermColor.indexed(11)
  public static let brightBlue = TermColor.indexed(12)
  public static let brightMagenta = TermColor.indexed(13)
  public static let brightCyan = TermColor.indexed(14)
  public static let brightWhite = TermColor.indexed(15)
  /// Bright black: the usual "secondary text" grey.
  public static let gray = TermColor.indexed(8)
}

/// Text attributes a terminal can show on a cell.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let italic = TextAttributes(rawValue: 1 << 2)
  public static let underline = TextAttributes(rawValue: 1 << 3)
  public static let reverse = TextAttributes(rawValue: 1 << 4)
  public static let blink = TextAttributes(rawValue: 1 << 5)
}

/// How a cell looks: colours and attributes.
public struct TermStyle: Hashable, Sendable {
  public var foreground: TermColor
  public var background: TermColor
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
