import TermBridgeTerminal

/// Read-only text, like `UILabel`: wrapped by display width when it is
/// narrower than the text, and truncated with an ellipsis when the lines do
/// not fit. `Text` is drawn by one.
@MainActor
open class TermLabel: TermView {
  /// Horizontal placement of each line.
  public typealias Alignment = TextAlignment

  /// The text shown; `\n` starts a new line. Changing it redraws the label and invalidates its
  /// intrinsic content size.
  open var text: String {
    didSet { if text != oldValue { textDidChange() } }
  }
  /// The colours and attributes the text is drawn with.
  open var style: TermStyle {
    didSet { if style != oldValue { setNeedsDisplay() } }
  }
  /// How each line is placed across the label's width.
  open var alignment: Alignment = .leading {
    didSet { if alignment != oldValue { setNeedsDisplay() } }
  }
  /// The most lines to show; 0 means as many as fit.
  open var numberOfLines = 1 {
    didSet {
      guard numberOfLines != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  private var paragraphs: [Substring] = [""]
  /// The display width of each paragraph, measured once per text.
  private var paragraphWidths: [Int] = [0]
  private var naturalWidth = 0
  private var wrapCache: (width: Int, lines: [String])?

  /// Makes a label showing `text` in `style`, on one line (set `numberOfLines` for more).
  public init(text: String = "", style: TermStyle = .plain) {
    self.text = text
    self.style = style
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

  open override func draw(in canvas: TermCanvas) {
    let width = canvas.size.width
    guard width > 0, canvas.size.height > 0 else { return }
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

  private func draw<S: StringProtocol>(_ line: S, width lineWidth: Int, row: Int, in canvas: TermCanvas) {
    let x: Int
    switch alignment {
    case .leading: x = 0
    case .center: x = max(0, (canvas.size.width - lineWidth) / 2)
    case .trailing: x = max(0, canvas.size.width - lineWidth)
    }
    canvas.draw(line, at: Point(x: x, y: row), style: style)
  }
}
