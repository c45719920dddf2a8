import TermBridgeTerminal
import TermBridgeWidgets

struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}

struct FontWeightKey: EnvironmentKey {
  static let defaultValue: Font.Weight? = nil
}

struct StrikethroughKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// The font of text below (nil: the body font), from `.font(_:)`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The weight text below is drawn with, from `.fontWeight(_:)`.
  var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  /// Whether text below is struck through, from `.strikethrough(_:)`.
  var isStrikethrough: Bool {
    get { self[StrikethroughKey.self] }
    set { self[StrikethroughKey.self] = newValue }
  }
}

extension View {
  /// The font of text inside, like SwiftUI's `font(_:)`: mapped to
  /// attributes as ``Font`` says (titles bold, captions dim).
  public func font(_ font: Font?) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.font = font }
  }

  /// The weight of text inside: bold from `.semibold` on, dim up to
  /// `.light`.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.fontWeight = weight }
  }

  /// Underlined text inside, like SwiftUI's `underline(_:color:)` (the
  /// line takes the text's colour: terminals have one colour per cell).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    EnvironmentModifierView(wrapped: self) { if isActive { $0.textAttributes.insert(.underline) } }
  }

  /// Struck-through text inside, like SwiftUI's `strikethrough(_:color:)`:
  /// a combining long stroke (U+0336) over each character, since curses
  /// has no strikethrough attribute (the terminal's colour, no cells).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    EnvironmentModifierView(wrapped: self) { if isActive { $0.isStrikethrough = true } }
  }
}

extension Text {
  /// This text in `font` (see ``Font`` for what a terminal shows).
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// This text in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This text struck through: a combining long stroke over each
  /// character.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var copy = self
    copy.isStrikethrough = isActive
    return copy
  }

  /// The attributes the text is drawn with in the environment `resolution`
  /// read: its own, its font's (its own or the environment's) with the
  /// weight applied, and the environment's.
  func resolvedAttributes(in resolution: TextResolution) -> TextAttributes {
    var fontAttributes = (font ?? resolution.font)?.attributes ?? []
    if let weight = weight ?? resolution.fontWeight {
      fontAttributes.subtract([.bold, .dim])
      fontAttributes.formUnion(weight.attributes)
    }
    return attributes.union(fontAttributes).union(resolution.textAttributes)
  }

  /// The string drawn in the environment `resolution` read: in its case,
  /// struck through with U+0336 after each character that is not a space,
  /// and as blocks when redacted.
  func resolvedContent(in resolution: TextResolution) -> String {
    var shown = content
    switch resolution.textCase {
    case .uppercase?: shown = shown.uppercased()
    case .lowercase?: shown = shown.lowercased()
    case nil: break
    }
    if resolution.isRedacted { return Text.redacted(shown) }
    guard isStrikethrough ?? resolution.isStrikethrough else { return shown }
    return Text.struck(shown)
  }

  /// `text` with U+0336 after each character that is not a space.
  static func struck(_ text: String) -> String {
    var struck = ""
    struck.reserveCapacity(text.utf8.count * 3)
    for character in text {
      struck.append(character)
      if !character.isWhitespace { struck.unicodeScalars.append("\u{0336}") }
    }
    return struck
  }

  /// `text` with a block in place of each character that is not a space,
  /// as `.redacted(reason: .placeholder)` draws it.
  static func redacted(_ text: String) -> String {
    var blocks = ""
    for character in text { blocks.append(character.isWhitespace ? character : "\u{2591}") }
    return blocks
  }

  /// The label's runs for the spans.
  func resolvedRuns(in resolution: TextResolution) -> [TermLabel.Run] {
    guard !spans.isEmpty, !resolution.isRedacted else { return [] }
    let environment = resolution.environment
    var runs: [TermLabel.Run] = []
    runs.reserveCapacity(spans.count)
    for span in spans {
      runs.append(
        TermLabel.Run(
          range: span.range,
          style: TermStyle(
            foreground: span.foreground?.resolve(in: environment).termColor ?? .default,
            background: span.background?.resolve(in: environment).termColor ?? .default,
            attributes: span.attributes),
          link: span.link))
    }
    return runs
  }
}

struct TintKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}

extension EnvironmentValues {
  /// The accent of controls below (a toggle's mark, a progress bar), from
  /// `.tint(_:)`; nil is the app's accent.
  package var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

extension View {
  /// The accent colour of the controls inside, like SwiftUI's `tint(_:)`.
  public func tint(_ tint: Color?) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.tint = tint?.resolve(in: $0) }
  }

  /// The accent colour of the controls inside, like SwiftUI's older
  /// `accentColor(_:)`.
  public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}
