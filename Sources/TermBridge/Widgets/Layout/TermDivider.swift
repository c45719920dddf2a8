import TermBridgeTerminal

/// A thin line across a row or a column, separating what is on either
/// side: horizontal (one row high, as wide as it is made) or vertical (one
/// column wide).
@MainActor
open class TermDivider: TermView {
  /// Which way the line runs.
  open var axis: Axis {
    didSet {
      guard axis != oldValue else { return }
      setNeedsDisplay()
      invalidateIntrinsicContentSize()
    }
  }

  /// The style of the line.
  open var lineStyle: TermStyle {
    get { lineStyleOverride ?? theme.faint }
    set {
      let oldValue = lineStyle
      lineStyleOverride = newValue
      if lineStyle != oldValue { setNeedsDisplay() }
    }
  }
  /// What was set for ``lineStyle``; nil follows the theme.
  private var lineStyleOverride: TermStyle?

  /// A divider whose line runs along `axis`.
  public init(axis: Axis = .horizontal) {
    self.axis = axis
    super.init(frame: .zero)
  }

  /// One cell thick; no preference along the line.
  open override var intrinsicContentSize: Size? {
    axis == .horizontal
      ? Size(width: TermView.noIntrinsicMetric, height: 1)
      : Size(width: 1, height: TermView.noIntrinsicMetric)
  }

  open override func draw(in canvas: TermCanvas) {
    if axis == .vertical {
      canvas.drawVerticalLine(x: 0, from: 0, to: canvas.size.height, style: lineStyle)
    } else {
      canvas.drawHorizontalLine(y: 0, from: 0, to: canvas.size.width, style: lineStyle)
    }
  }
}
