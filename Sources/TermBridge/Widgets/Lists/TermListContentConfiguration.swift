import TermBridgeTerminal

/// The built-in content of a list row, like `UIListContentConfiguration`:
/// a primary text and an optional secondary text, either at the trailing
/// edge of the first line or on the lines below.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = file.name
/// content.secondaryText = file.sizeDescription
/// cell.contentConfiguration = content
/// ```
public struct TermListContentConfiguration: TermContentConfiguration, Hashable, Sendable {
  /// Where the secondary text goes.
  public enum SecondaryTextPlacement: Hashable, Sendable {
    /// Right-aligned on the first line, like a value cell.
    case trailing
    /// On the lines below the text, like a subtitle cell.
    case below
  }

  /// The primary text.
  public var text: String?
  /// The secondary (detail) text.
  public var secondaryText: String?
  /// The style of ``text``.
  public var textStyle: TermStyle
  /// The style of ``secondaryText``.
  public var secondaryTextStyle: TermStyle
  /// Whether ``secondaryText`` follows the text on its line or goes below.
  public var secondaryTextPlacement: SecondaryTextPlacement
  /// The most lines each text may wrap to; 0 means as many as it needs
  /// (useful with self-sizing rows). 1, the default, truncates with "…".
  public var numberOfLines: Int
  /// Space between the cell's edges and the texts.
  public var insets: EdgeInsets

  /// A configuration with the default look: plain text, grey secondary
  /// text at the trailing edge, one column of inset on each side.
  public init(
    text: String? = nil, secondaryText: String? = nil, textStyle: TermStyle = .plain,
    secondaryTextStyle: TermStyle = TermStyle(foreground: .gray),
    secondaryTextPlacement: SecondaryTextPlacement = .trailing, numberOfLines: Int = 1,
    insets: EdgeInsets = EdgeInsets(leading: 1, trailing: 1)
  ) {
    self.text = text
    self.secondaryText = secondaryText
    self.textStyle = textStyle
    self.secondaryTextStyle = secondaryTextStyle
    self.secondaryTextPlacement = secondaryTextPlacement
    self.numberOfLines = numberOfLines
    self.insets = insets
  }

  /// The default look of a cell: secondary text at the trailing edge.
  public static func cell() -> TermListContentConfiguration { TermListContentConfiguration() }

  /// Secondary text below the text.
  public static func subtitleCell() -> TermListContentConfiguration {
    TermListContentConfiguration(secondaryTextPlacement: .below)
  }

  /// A ``TermListContentView`` showing this configuration.
  public func makeContentView() -> any TermView & TermContentView {
    TermListContentView(configuration: self)
  }

  // MARK: Layout

  /// One line of text to draw: where and in what style.
  struct Line: Equatable {
    var text: String
    var x: Int
    var y: Int
    var style: TermStyle
  }

  /// The lines drawn in a cell of `size`.
  func lines(in size: Size) -> [Line] {
    let room = size.width - insets.horizontal
    let rows = size.height - insets.vertical
    guard room > 0, rows > 0 else { return [] }
    let primary = text ?? ""
    let secondary = secondaryText ?? ""
    var out: [Line] = []
    switch secondaryTextPlacement {
    case .trailing:
      var textRoom = room
      if !secondary.isEmpty {
        let (secondaryRoom, primaryRoom) = Self.split(
          room: room, primary: DisplayWidth.of(primary), secondary: DisplayWidth.of(secondary))
        let shown = TextLayout.truncate(secondary, toWidth: secondaryRoom)
        let x = insets.leading + room - DisplayWidth.of(shown)
        out.append(Line(text: shown, x: x, y: insets.top, style: secondaryTextStyle))
        textRoom = primaryRoom
      }
      for (index, line) in Self.layout(primary, width: textRoom, lines: limit(rows)).enumerated() {
        out.append(Line(text: line, x: insets.leading, y: insets.top + index, style: textStyle))
      }
    case .below:
      let first = Self.layout(primary, width: room, lines: limit(rows))
      for (index, line) in first.enumerated() {
        out.append(Line(text: line, x: insets.leading, y: insets.top + index, style: textStyle))
      }
      let left = rows - first.count
      if !secondary.isEmpty, left > 0 {
        for (index, line) in Self.layout(secondary, width: room, lines: limit(left)).enumerated() {
          out.append(
            Line(
              text: line, x: insets.leading, y: insets.top + first.count + index,
              style: secondaryTextStyle))
        }
      }
    }
    return out
  }

  /// The size these texts need within `size`: all of the offered width, and
  /// as many lines as the texts take (at least one).
  func fittingSize(in size: Size) -> Size {
    let unlimited = Size(width: size.width, height: max(1, size.height))
    let used = lines(in: unlimited).map { $0.y + 1 }.max() ?? insets.top + 1
    return Size(width: size.width, height: min(max(1, used + insets.bottom), max(1, size.height)))
  }

  private func limit(_ rows: Int) -> Int { numberOfLines == 0 ? rows : min(numberOfLines, rows) }

  /// `text` in at most `lines` lines of `width` cells; the last line ends in
  /// "…" when text was left out. Empty text takes one (empty) line.
  static func layout(_ text: String, width: Int, lines: Int) -> [String] {
    guard width > 0, lines > 0 else { return [] }
    if lines == 1 {
      // One line: the first paragraph, marked with "…" when more follows.
      let paragraphs = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      let first = String(paragraphs.first ?? "")
      return [TextLayout.truncate(paragraphs.count > 1 ? first + "…" : first, toWidth: width)]
    }
    var wrapped = TextLayout.wrap(text, toWidth: width)
    if wrapped.count > lines {
      wrapped = Array(wrapped.prefix(lines))
      let last = wrapped[lines - 1]
      wrapped[lines - 1] =
        DisplayWidth.of(last) < width
        ? last + "…" : TextLayout.truncate(last + "…", toWidth: width)
    }
    return wrapped
  }

  /// Columns for the secondary and the primary text on one line of `room`
  /// cells, one blank between them: both whole when they fit, else the
  /// secondary keeps at most half (or what the primary leaves).
  static func split(room: Int, primary: Int, secondary: Int) -> (secondary: Int, primary: Int) {
    if primary + 1 + secondary <= room { return (secondary, room - secondary - 1) }
    let secondaryRoom = max(0, min(secondary, max(room / 2, room - primary - 1)))
    return (secondaryRoom, max(0, room - secondaryRoom - 1))
  }
}

/// The view that shows a ``TermListContentConfiguration``, like
/// `UIListContentView`. It draws its texts itself (no subviews), so a row
/// costs one view to draw.
@MainActor
open class TermListContentView: TermView, TermContentView {
  /// The configuration shown.
  open var listConfiguration: TermListContentConfiguration {
    didSet {
      guard listConfiguration != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// A view showing `configuration`.
  public init(configuration: TermListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
  }

  /// The configuration shown; only ``TermListContentConfiguration`` values
  /// are taken (others are ignored: see ``supports(_:)``).
  public var configuration: any TermContentConfiguration {
    get { listConfiguration }
    set {
      if let configuration = newValue as? TermListContentConfiguration {
        listConfiguration = configuration
      }
    }
  }

  /// Accepts ``TermListContentConfiguration`` values only.
  public func supports(_ configuration: any TermContentConfiguration) -> Bool {
    configuration is TermListContentConfiguration
  }

  open override func sizeThatFits(_ size: Size) -> Size { listConfiguration.fittingSize(in: size) }

  open override func draw(in canvas: TermCanvas) {
    for line in listConfiguration.lines(in: canvas.size) {
      canvas.draw(line.text, at: Point(x: line.x, y: line.y), style: line.style)
    }
  }
}
