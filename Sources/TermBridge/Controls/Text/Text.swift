import TermBridgeTerminal
import TermBridgeWidgets

/// Read-only text, like SwiftUI's `Text`: wraps by display width when its
/// space is narrower than the text, and truncates with an ellipsis when the
/// lines do not fit.
public struct Text: View, Equatable {
  /// Text is a leaf view: a `TermLabel` draws it.
  public typealias Body = Never
  package let content: String
  var attributes: TextAttributes = []
  var foreground: Color?
  var background: Color?
  var font: Font?
  var weight: Font.Weight?
  var isStrikethrough: Bool?

  /// Text shown as it is (no localization in the terminal).
  public nonisolated init(_ content: String) { self.content = content }

  /// Text showing a string or substring as it is.
  public nonisolated init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Text showing a value's description: `Text(verbatim: "\(count)")`.
  public nonisolated init(verbatim content: String) { self.content = content }

  /// Bold text; `false` removes the bold this text was given (not a
  /// bold font's).
  public func bold(_ isActive: Bool = true) -> Text { with(.bold, isActive) }
  /// Italic text, where the terminal shows italics.
  public func italic(_ isActive: Bool = true) -> Text { with(.italic, isActive) }
  /// Underlined text (the line takes the text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { with(.underline, isActive) }
  /// Dimmed (faint) text.
  public func dim(_ isActive: Bool = true) -> Text { with(.dim, isActive) }
  /// Foreground and background swapped.
  public func reversed(_ isActive: Bool = true) -> Text { with(.reverse, isActive) }

  /// Text in `color`; nil takes the environment's foreground colour.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.foreground = color
    return copy
  }

  /// Text in `color`, like SwiftUI's `foregroundStyle(_:)`.
  public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

  /// A background colour behind the characters only.
  public func textBackground(_ color: Color?) -> Text {
    var copy = self
    copy.background = color
    return copy
  }

  private func with(_ attribute: TextAttributes, _ isActive: Bool) -> Text {
    var copy = self
    if isActive { copy.attributes.insert(attribute) } else { copy.attributes.remove(attribute) }
    return copy
  }

  /// Concatenates two texts (styles are kept per run only in the first).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var copy = lhs
    copy = Text(lhs.content + rhs.content)
    copy.attributes = lhs.attributes
    copy.foreground = lhs.foreground
    copy.background = lhs.background
    copy.font = lhs.font
    copy.weight = lhs.weight
    copy.isStrikethrough = lhs.isStrikethrough
    return copy
  }
}

extension Text: SelfContainedWidgetView {
  /// Makes the `TermLabel` that draws the text.
  package func makeWidget(context: Context) -> TermLabel { TermLabel() }

  /// Brings the label up to date: the string (struck through if asked), its
  /// colours and attributes, and the environment's alignment and line limit.
  package func updateWidget(_ label: TermLabel, context: Context) {
    let environment = context.environment
    label.text = resolvedContent(in: environment)
    label.style = TermStyle(
      foreground: (foreground ?? environment.foregroundColor)?.termColor ?? .default,
      background: background?.termColor ?? .default,
      attributes: resolvedAttributes(in: environment))
    label.alignment = environment.multilineTextAlignment
    label.numberOfLines = environment.lineLimit ?? 0
  }

  /// The label's size for the proposal, its ideal size where a dimension
  /// is unspecified.
  package func sizeThatFits(_ proposal: ProposedViewSize, widget label: TermLabel, context: Context) -> Size?
  {
    let ideal = label.intrinsicContentSize
    return label.sizeThatFits(
      Size(width: proposal.width ?? ideal?.width ?? 10, height: proposal.height ?? ideal?.height ?? 10))
  }
}
