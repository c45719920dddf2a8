import TermBridgeTerminal
import TermBridgeWidgets

/// The environment's values that a `Text` is drawn with (its case,
/// redaction and strike-through, font and weight, attributes, colour,
/// alignment, line limit and truncation), read once: a table row's texts
/// share one environment, and each value read is a look-up in its storage.
@MainActor
struct TextResolution {
  /// The environment itself, which colours resolve in.
  let environment: EnvironmentValues
  let textCase: Text.Case?
  let isRedacted: Bool
  let isStrikethrough: Bool
  let font: Font?
  let fontWeight: Font.Weight?
  let textAttributes: TextAttributes
  let foregroundColor: Color?
  let alignment: TextAlignment
  let lineLimit: Int?
  let truncationMode: TextLayout.TruncationMode
  /// The lines a text keeps however short it is: n for
  /// `.lineLimit(n, reservesSpace: true)`, else 0.
  let reservedLines: Int

  init(_ environment: EnvironmentValues) {
    self.environment = environment
    textCase = environment.textCase
    isRedacted = environment.isRedacted
    isStrikethrough = environment.isStrikethrough
    font = environment.font
    fontWeight = environment.fontWeight
    textAttributes = environment.textAttributes
    foregroundColor = environment.foregroundColor
    alignment = environment.multilineTextAlignment
    lineLimit = environment.lineLimit
    truncationMode = environment.truncationMode
    reservedLines = Text.reservedLines(in: environment)
  }
}
