/// Read-only text, like SwiftUI's `Text`: wraps by display width when its
/// space is narrower than the text, and truncates with an ellipsis when the
/// lines do not fit.
public struct Text: View, Equatable {
  public typealias Body = Never
  let content: String
  var attributes: TextAttributes = []
  var foreground: Color?
  var background: Color?

  /// Text shown as it is (no localization in the terminal).
  public init(_ content: String) { self.content = content }

  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Text showing a value's description: `Text(verbatim: "\(count)")`.
  public init(verbatim content: String) { self.content = content }

  public func bold(_ isActive: Bool = true) -> Text { with(.bold, isActive) }
  public func italic(_ isActive: Bool = true) -> Text { with(.italic, isActive) }
  public func underline(_ isActive: Bool = true) -> Text { with(.underline, isActive) }
  /// Dimmed (faint) text.
  public func dim(_ isActive: Bool = true) -> Text { with(.dim, isActive) }
  /// Foreground and background swapped.
  public func reversed(_ isActive: Bool = true) -> Text { with(.reverse, isActive) }

  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.foreground = color
    return copy
  }

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
    return copy
  }
}

extension Text: SelfContainedWidgetView {
  func makeWidget(context: WidgetContext) -> TermView { TextWidget() }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? TextWidget else { return }
    let environment = context.environment
    let style = TermStyle(
      foreground: (foreground ?? environment.foregroundColor)?.termColor ?? .default,
      background: background?.termColor ?? .default,
      attributes: attributes.union(environment.textAttributes))
    widget.configure(
      text: content, style: style, alignment: environment.multilineTextAlignment,
      lineLimit: environment.lineLimit)
  }

  func makeLayout() -> any LayoutBehavior { WidgetSizedLayout() }
}

/// The widget behind `Text`.
@MainActor
final class TextWidget: TermView {
  private(set) var text = ""
  private var style = TermStyle.plain
  private var alignment = TextAlignment.leading
  private var lineLimit: Int?
  private var paragraphs: [Substring] = [""]
  private var naturalWidth = 0
  private var wrapCache: (width: Int, lines: [String])?

  func configure(text: String, style: TermStyle, alignment: TextAlignment, lineLimit: Int?) {
    if text != self.text {
      self.text = text
      paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
      naturalWidth = paragraphs.map { DisplayWidth.of($0) }.max() ?? 0
      wrapCache = nil
      setNeedsDisplay()
    }
    if style != self.style || alignment != self.alignment || lineLimit != self.lineLimit {
      self.style = style
      self.alignment = alignment
      self.lineLimit = lineLimit
      setNeedsDisplay()
    }
  }

  override var intrinsicContentSize: Size? {
    Size(width: naturalWidth, height: min(paragraphs.count, lineLimit ?? .infinity))
  }

  override func sizeThatFits(_ size: Size) -> Size {
    if text.isEmpty || size.width <= 0 { return .zero }
    let lines = visibleLines(width: size.width, height: max(1, size.height))
    let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
    return Size(width: min(width, size.width), height: lines.count)
  }

  /// The lines drawn in `width` x `height`: wrapped, limited, and the last
  /// one truncated with an ellipsis when more text follows.
  private func visibleLines(width: Int, height: Int) -> [String] {
    let limit = min(height, lineLimit ?? .infinity)
    var lines = wrapped(toWidth: max(1, width))
    if lines.count > limit {
      let last = max(0, limit - 1)
      let rest = lines[last...].joined(separator: " ")
      lines = Array(lines[..<last]) + [TextLayout.truncate(rest, toWidth: width)]
    }
    return lines.map { DisplayWidth.of($0) > width ? TextLayout.truncate($0, toWidth: width) : $0 }
  }

  private func wrapped(toWidth width: Int) -> [String] {
    if width >= naturalWidth { return paragraphs.map(String.init) }
    if let cache = wrapCache, cache.width == width { return cache.lines }
    let lines = TextLayout.wrap(text, toWidth: max(1, width))
    wrapCache = (width, lines)
    return lines
  }

  override func draw(in canvas: TermCanvas) {
    let width = canvas.size.width
    guard width > 0, canvas.size.height > 0 else { return }
    for (row, shown) in visibleLines(width: width, height: canvas.size.height).enumerated() {
      let lineWidth = DisplayWidth.of(shown)
      let x: Int
      switch alignment {
      case .leading: x = 0
      case .center: x = (width - lineWidth) / 2
      case .trailing: x = width - lineWidth
      }
      canvas.draw(shown, at: Point(x: x, y: row), style: style)
    }
  }
}
