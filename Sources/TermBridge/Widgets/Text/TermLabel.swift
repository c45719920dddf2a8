import TermBridgeTerminal

/// Read-only text, like `UILabel`: wrapped by display width when it is
/// narrower than the text, and truncated with an ellipsis when the lines do
/// not fit. `Text` is drawn by one.
@MainActor
open class TermLabel: TermView {
  open override var accessibilityRole: TermAccessibilityRole { text.isEmpty ? .none : .staticText }
  open override var accessibilityContentLabel: String? { text }

  /// Horizontal placement of each line.
  public typealias Alignment = TextAlignment

  /// The text shown; `\n` starts a new line. Changing it redraws the label and invalidates its
  /// intrinsic content size.
  open var text: String {
    get { _text }
    set {
      guard newValue != _text else { return }
      _text = newValue
      textDidChange()
    }
  }
  /// The colours and attributes the text is drawn with.
  open var style: TermStyle {
    get { _style }
    set {
      guard newValue != _style else { return }
      _style = newValue
      setNeedsDisplay()
    }
  }
  /// How each line is placed across the label's width.
  open var alignment: Alignment {
    get { _alignment }
    set {
      guard newValue != _alignment else { return }
      _alignment = newValue
      setNeedsDisplay()
    }
  }
  /// The most lines to show; 0 means as many as fit.
  open var numberOfLines: Int {
    get { _numberOfLines }
    set {
      guard newValue != _numberOfLines else { return }
      _numberOfLines = newValue
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// Where a line too long for the label loses characters (an ellipsis
  /// marks it): at the end by default.
  open var truncationMode: TextLayout.TruncationMode {
    get { _truncationMode }
    set {
      guard newValue != _truncationMode else { return }
      _truncationMode = newValue
      setNeedsDisplay()
    }
  }

  /// A stretch of the text drawn in a style of its own, laid over the
  /// label's ``style`` (a bold word, a coloured part of a concatenated
  /// `Text`), and as a hyperlink when it has a URL (see
  /// ``TermCanvas/drawLink(_:url:at:style:)``).
  public struct Run: Hashable, Sendable {
    /// The characters it covers, as offsets into the label's text.
    public var range: Range<Int>
    /// The style laid over the label's: its colours win, its attributes add.
    public var style: TermStyle
    /// The URL the stretch links to, if it is a link.
    public var link: String?

    /// A run over `range` in `style`, linking to `link` when given.
    public init(range: Range<Int>, style: TermStyle, link: String? = nil) {
      self.range = range
      self.style = style
      self.link = link
    }
  }

  /// Stretches of the text drawn in styles of their own; empty (the usual
  /// case) draws the whole text in ``style``.
  open var runs: [Run] {
    get { _runs }
    set {
      guard newValue != _runs else { return }
      _runs = newValue
      setNeedsDisplay()
    }
  }

  // The storage of what every frame reads: internal, so that a release
  // build drops its run-time exclusivity checks (see `TermView._frame`).
  var _text: String
  var _style: TermStyle
  var _numberOfLines = 1
  var _alignment: Alignment = .leading
  var _truncationMode = TextLayout.TruncationMode.tail
  var _runs: [Run] = []

  private var paragraphs: [Substring] = [""]
  /// The display width of each paragraph, measured once per text.
  private var paragraphWidths: [Int] = [0]
  private var naturalWidth = 0
  private var wrapCache: (width: Int, lines: [String])?

  /// Makes a label showing `text` in `style`, on one line (set `numberOfLines` for more).
  public init(text: String = "", style: TermStyle = .plain) {
    _text = text
    _style = style
    super.init(frame: .zero)
    measureParagraphs()
  }

  private func textDidChange() {
    measureParagraphs()
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  private func measureParagraphs() {
    // Most labels are one line: finding no newline byte is far cheaper
    // than splitting by characters.
    if text.utf8.contains(UInt8(ascii: "\n")) {
      paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    } else {
      paragraphs = [text[...]]
    }
    // Loops, not `map`: a main-actor closure handed to the standard
    // library checks the executor each time it runs.
    var widths: [Int] = []
    widths.reserveCapacity(paragraphs.count)
    var widest = 0
    for paragraph in paragraphs {
      let width = DisplayWidth.of(paragraph)
      widths.append(width)
      widest = max(widest, width)
    }
    paragraphWidths = widths
    naturalWidth = widest
    wrapCache = nil
  }

  private var lineLimit: Int { numberOfLines > 0 ? numberOfLines : Int.max }

  /// Whether the text shows as it is, one line per paragraph, in `width`
  /// by `height`: what a label mostly does, known without measuring.
  private func fitsUnwrapped(width: Int, height: Int) -> Bool {
    width >= naturalWidth && paragraphs.count <= min(height, lineLimit)
  }

  /// The widest line by the height of the text's lines (up to the limit).
  open override var intrinsicContentSize: Size? {
    Size(width: naturalWidth, height: min(paragraphs.count, lineLimit))
  }

  open override func sizeThatFits(_ size: Size) -> Size {
    if text.isEmpty || size.width <= 0 { return .zero }
    if fitsUnwrapped(width: size.width, height: max(1, size.height)) {
      return Size(width: naturalWidth, height: paragraphs.count)
    }
    let lines = visibleLines(width: size.width, height: max(1, size.height))
    let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
    return Size(width: min(width, size.width), height: lines.count)
  }

  /// The lines drawn in `width` x `height`: wrapped, limited, and the last
  /// one truncated with an ellipsis when more text follows.
  func visibleLines(width: Int, height: Int) -> [String] {
    if fitsUnwrapped(width: width, height: height) { return paragraphs.map(String.init) }
    let limit = min(height, lineLimit)
    var lines = wrapped(toWidth: max(1, width))
    if lines.count > limit {
      let last = max(0, limit - 1)
      // Cut at the head or in the middle, a one-line paragraph loses
      // characters from the text itself, not from its wrapped lines.
      let rest =
        truncationMode != .tail && last == 0 && paragraphs.count == 1
        ? text : lines[last...].joined(separator: " ")
      lines = Array(lines[..<last]) + [TextLayout.truncate(rest, toWidth: width, mode: truncationMode)]
    }
    return lines.map {
      DisplayWidth.of($0) > width ? TextLayout.truncate($0, toWidth: width, mode: truncationMode) : $0
    }
  }

  private func wrapped(toWidth width: Int) -> [String] {
    if width >= naturalWidth { return paragraphs.map(String.init) }
    if let cache = wrapCache, cache.width == width { return cache.lines }
    let lines = TextLayout.wrap(text, toWidth: max(1, width))
    wrapCache = (width, lines)
    return lines
  }

  open override func draw(in canvas: TermCanvas) {
    let width = canvas.size.width
    guard width > 0, canvas.size.height > 0 else { return }
    if !runs.isEmpty {
      drawRuns(in: canvas)
      return
    }
    if fitsUnwrapped(width: width, height: canvas.size.height) {
      for row in paragraphs.indices {
        draw(paragraphs[row], width: paragraphWidths[row], row: row, in: canvas)
      }
      return
    }
    for (row, shown) in visibleLines(width: width, height: canvas.size.height).enumerated() {
      draw(shown, width: DisplayWidth.of(shown), row: row, in: canvas)
    }
  }

  private func lineStart(width lineWidth: Int, in canvas: TermCanvas) -> Int {
    switch alignment {
    case .leading: return 0
    case .center: return max(0, (canvas.size.width - lineWidth) / 2)
    case .trailing: return max(0, canvas.size.width - lineWidth)
    }
  }

  private func draw<S: StringProtocol>(_ line: S, width lineWidth: Int, row: Int, in canvas: TermCanvas) {
    canvas.draw(line, at: Point(x: lineStart(width: lineWidth, in: canvas), y: row), style: style)
  }

  /// Draws the lines with the runs' styles: each line is found in the text
  /// from where the previous one ended (wrapping drops the spaces at a
  /// break; an ellipsis is not in the text and takes the label's style).
  private func drawRuns(in canvas: TermCanvas) {
    let characters = Array(text)
    var runOf = [Int](repeating: -1, count: characters.count)
    for (index, run) in runs.enumerated() {
      for offset in run.range.clamped(to: 0..<characters.count) { runOf[offset] = index }
    }
    var cursor = 0
    let lines = visibleLines(width: canvas.size.width, height: canvas.size.height)
    for (row, line) in lines.enumerated() {
      let lineCharacters = Array(line)
      while cursor < characters.count, characters[cursor] != lineCharacters.first,
        characters[cursor].isWhitespace || characters[cursor].isNewline
      {
        cursor += 1
      }
      var x = lineStart(width: DisplayWidth.of(line), in: canvas)
      var segment = ""
      var segmentRun = -2
      func flush() {
        guard !segment.isEmpty else { return }
        let point = Point(x: x, y: row)
        if segmentRun >= 0 {
          let run = runs[segmentRun]
          let runStyle = style.merging(run.style)
          if let link = run.link {
            x += canvas.drawLink(segment, url: link, at: point, style: runStyle)
          } else {
            x += canvas.draw(segment, at: point, style: runStyle)
          }
        } else {
          x += canvas.draw(segment, at: point, style: style)
        }
        segment = ""
      }
      for character in lineCharacters {
        var run = -1
        if cursor < characters.count, characters[cursor] == character {
          run = runOf[cursor]
          cursor += 1
        }
        if run != segmentRun { flush() }
        segmentRun = run
        segment.append(character)
      }
      flush()
    }
  }
}
