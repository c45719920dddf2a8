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
  /// Stretches with styles of their own (Markdown, `Text + Text`).
  var spans: [TextSpan] = []
  /// A date shown relative to now, which the label updates each second.
  var liveDate: LiveDateText?

  /// Text showing a string or substring as it is (no Markdown), like
  /// SwiftUI's `Text(_:)` given a string that is not a literal.
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Text showing `key`, like SwiftUI's `Text(_:tableName:bundle:comment:)`:
  /// a string literal is a key, and its inline Markdown is drawn (see
  /// ``LocalizedStringKey``). There are no string tables: the key is the text.
  public nonisolated init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Never? = nil, comment: StaticString? = nil
  ) {
    let parsed = MarkdownText.parse(key.key)
    content = parsed.content
    spans = parsed.spans
  }

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

  /// Concatenates two texts, each part keeping its own style (colour,
  /// attributes, font, weight, strikethrough) as in SwiftUI; a modifier
  /// applied to the sum applies to both.
  public static func + (lhs: Text, rhs: Text) -> Text {
    let left = lhs.flattened()
    let right = rhs.flattened()
    var sum = Text(verbatim: left.content + right.content)
    let shift = left.content.count
    sum.spans = left.spans
    for var span in right.spans {
      span.range = (span.range.lowerBound + shift)..<(span.range.upperBound + shift)
      sum.spans.append(span)
    }
    return sum
  }

  /// This text with its own style moved into spans over its characters
  /// (strikethrough into the characters), for concatenation.
  private func flattened() -> Text {
    var fontAttributes = font?.attributes ?? []
    if let weight {
      fontAttributes.subtract([.bold, .dim])
      fontAttributes.formUnion(weight.attributes)
    }
    let own = attributes.union(fontAttributes)
    var flat = Text(verbatim: isStrikethrough == true ? Text.struck(content) : content)
    let count = flat.content.count
    var covered = [Bool](repeating: false, count: count)
    for var span in spans {
      span.range = span.range.clamped(to: 0..<count)
      span.attributes.formUnion(own)
      span.foreground = span.foreground ?? foreground
      span.background = span.background ?? background
      for offset in span.range { covered[offset] = true }
      flat.spans.append(span)
    }
    guard !own.isEmpty || foreground != nil || background != nil else { return flat }
    var start: Int?
    for offset in 0...count {
      if offset < count, !covered[offset] {
        if start == nil { start = offset }
      } else if let first = start {
        flat.spans.append(
          TextSpan(range: first..<offset, attributes: own, foreground: foreground, background: background))
        start = nil
      }
    }
    flat.spans.sort { $0.range.lowerBound < $1.range.lowerBound }
    return flat
  }
}

extension Text: SelfContainedWidgetView {
  /// Makes the `TermLabel` that draws the text.
  package func makeWidget(context: Context) -> TermLabel { liveDate == nil ? TermLabel() : LiveDateLabel() }

  /// Brings the label up to date (``labelContent(in:)``).
  package func updateWidget(_ label: TermLabel, context: Context) {
    let environment = context.environment
    label.updateContent(labelContent(in: environment))
    (label as? LiveDateLabel)?.liveDate = liveDate
  }

  /// The label's size for the proposal, its ideal size where a dimension
  /// is unspecified.
  package func sizeThatFits(_ proposal: ProposedViewSize, widget label: TermLabel, context: Context) -> Size?
  {
    let ideal = label.intrinsicContentSize
    let size = label.sizeThatFits(
      Size(width: proposal.width ?? ideal?.width ?? 10, height: proposal.height ?? ideal?.height ?? 10))
    let reserved = Text.reservedLines(in: context.environment)
    return size.height < reserved ? Size(width: size.width, height: reserved) : size
  }
}

extension Text {
  /// What a label shows for this text in `environment`: the string
  /// (cased, redacted or struck through as asked), its colours, attributes
  /// and styled stretches, and the environment's alignment, line limit and
  /// truncation. A label showing a `Text` and a table row's text cell
  /// (``TableTextRow``) both show it.
  func labelContent(in environment: EnvironmentValues) -> LabelText.Content {
    labelContent(with: TextResolution(environment))
  }

  /// What a label shows for this text in the environment `resolution`
  /// read (texts that share an environment share its reading).
  func labelContent(with resolution: TextResolution) -> LabelText.Content {
    LabelText.Content(
      text: resolvedContent(in: resolution), style: resolvedStyle(in: resolution),
      runs: resolvedRuns(in: resolution), alignment: resolution.alignment,
      numberOfLines: resolution.lineLimit ?? 0, truncationMode: resolution.truncationMode)
  }

  private func resolvedStyle(in resolution: TextResolution) -> TermStyle {
    let environment = resolution.environment
    return TermStyle(
      foreground: (foreground ?? resolution.foregroundColor)?.resolve(in: environment).termColor ?? .default,
      background: background?.resolve(in: environment).termColor ?? .default,
      attributes: resolvedAttributes(in: resolution))
  }

  /// The lines a text keeps however short it is: n for
  /// `.lineLimit(n, reservesSpace: true)`, else 0.
  static func reservedLines(in environment: EnvironmentValues) -> Int {
    guard environment.reservesLineSpace, let limit = environment.lineLimit else { return 0 }
    return limit
  }
}
