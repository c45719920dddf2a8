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
    get { _content.text }
    set {
      guard _content.setText(newValue) else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }
  /// The colours and attributes the text is drawn with.
  open var style: TermStyle {
    get { _content.style }
    set {
      guard newValue != _content.style else { return }
      _content.style = newValue
      setNeedsDisplay()
    }
  }
  /// How each line is placed across the label's width.
  open var alignment: Alignment {
    get { _content.alignment }
    set {
      guard newValue != _content.alignment else { return }
      _content.alignment = newValue
      setNeedsDisplay()
    }
  }
  /// The most lines to show; 0 means as many as fit.
  open var numberOfLines: Int {
    get { _content.numberOfLines }
    set {
      guard newValue != _content.numberOfLines else { return }
      _content.numberOfLines = newValue
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// Where a line too long for the label loses characters (an ellipsis
  /// marks it): at the end by default.
  open var truncationMode: TextLayout.TruncationMode {
    get { _content.truncationMode }
    set {
      guard newValue != _content.truncationMode else { return }
      _content.truncationMode = newValue
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
    get { _content.runs }
    set {
      guard newValue != _content.runs else { return }
      _content.runs = newValue
      setNeedsDisplay()
    }
  }

  /// What the label shows, laid out: its storage is internal and each
  /// access a single read or write, so that a release build drops its
  /// run-time exclusivity checks (see `TermView._frame`).
  let _content: LabelText

  /// Makes a label showing `text` in `style`, on one line (set `numberOfLines` for more).
  public init(text: String = "", style: TermStyle = .plain) {
    _content = LabelText(text: text, style: style)
    super.init(frame: .zero)
  }

  /// Shows `content` (a `Text`'s), then redraws the label as far as that
  /// changed it. A new size asks nothing of the views above: the text's
  /// node measures the label again after every update and lays out again
  /// only when a size no longer holds.
  package func updateContent(_ content: LabelText.Content) {
    if _content.apply(content) != .none { setNeedsDisplay() }
  }

  /// The widest line by the height of the text's lines (up to the limit).
  open override var intrinsicContentSize: Size? { _content.intrinsicSize }

  open override func sizeThatFits(_ size: Size) -> Size { _content.sizeThatFits(size) }

  /// The lines drawn in `width` x `height`: wrapped, limited, and the last
  /// one truncated with an ellipsis when more text follows.
  func visibleLines(width: Int, height: Int) -> [String] {
    _content.visibleLines(width: width, height: height)
  }

  open override func draw(in canvas: TermCanvas) { _content.draw(in: canvas) }
}
