import TermBridgeTerminal

/// A box drawn around its content, one cell on each side, with an optional
/// title in the top edge. Lay subviews out inside ``contentRect``.
@MainActor
open class TermBorderView: TermView {
  /// The line style of the box.
  open var borderStyle: BorderStyle = .single {
    didSet { if borderStyle != oldValue { setNeedsDisplay() } }
  }
  /// The colour and attributes of the lines; the title is drawn bold on top.
  open var lineStyle: TermStyle = .plain {
    didSet { if lineStyle != oldValue { setNeedsDisplay() } }
  }
  /// Text in the top edge, or nil.
  open var title: String? {
    didSet { if title != oldValue { setNeedsDisplay() } }
  }

  /// A border of `borderStyle` lines with `title` in its top edge.
  public init(borderStyle: BorderStyle = .single, title: String? = nil) {
    self.borderStyle = borderStyle
    self.title = title
    super.init(frame: .zero)
  }

  /// The space inside the border.
  public var contentRect: Rect { bounds.inset(by: EdgeInsets(1)) }

  open override func draw(in canvas: TermCanvas) {
    canvas.drawBorder(
      canvas.bounds, style: borderStyle, lineStyle: lineStyle, title: title,
      titleStyle: lineStyle.merging(.attributes(.bold)))
  }
}
