import TermBridgeTerminal

/// A view that shows part of content taller than itself, like
/// `UIScrollView`: add the scrolled views to ``contentView`` and set
/// ``contentSize``. The wheel scrolls it, and so do the arrow, page, Home
/// and End keys while it is focused (it takes focus only when there is
/// something to scroll).
@MainActor
open class TermScrollView: TermView {
  /// The view holding the scrolled content, moved up as the view scrolls.
  public let contentView = TermView()

  /// The size of the scrolled content.
  open var contentSize: Size = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      clampOffset()
      setNeedsDisplay()
    }
  }

  /// How far the content is scrolled: the content point shown at the top left.
  public private(set) var contentOffset: Point = .zero

  /// Whether a scroll bar is drawn in the last column while there is more
  /// content than fits.
  open var showsVerticalScrollIndicator = true {
    didSet { if showsVerticalScrollIndicator != oldValue { setNeedsDisplay() } }
  }

  /// An empty scroll view; add the scrolled views to ``contentView``.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// The furthest the content can scroll down.
  public var maximumOffset: Int { max(0, contentSize.height - frame.size.height) }

  /// Scrolls so that content row `y` is at the top (clamped to the content).
  public func setContentOffset(_ offset: Point) {
    let clamped = Point(x: 0, y: min(max(0, offset.y), maximumOffset))
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    placeContent()
    setNeedsDisplay()
  }

  /// Scrolls by `rows` (negative: up).
  public func scroll(by rows: Int) {
    setContentOffset(Point(x: 0, y: contentOffset.y + rows))
  }

  private func clampOffset() {
    let clamped = min(max(0, contentOffset.y), maximumOffset)
    if clamped != contentOffset.y { contentOffset = Point(x: 0, y: clamped) }
    placeContent()
  }

  private func placeContent() {
    contentView.frame = Rect(
      origin: Point(x: -contentOffset.x, y: -contentOffset.y), size: contentSize)
  }

  open override func didChangeSize(from oldSize: Size) { clampOffset() }

  open override var canBecomeFirstResponder: Bool { maximumOffset > 0 }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    let page = max(1, frame.size.height - 1)
    switch event.key {
    case .up: scroll(by: -1)
    case .down: scroll(by: 1)
    case .pageUp: scroll(by: -page)
    case .pageDown: scroll(by: page)
    case .home: setContentOffset(.zero)
    case .end: setContentOffset(Point(x: 0, y: maximumOffset))
    default: return super.keyDown(event)
    }
    return true
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    default: return super.mouseEvent(event, at: point)
    }
    return true
  }

  open override func draw(in canvas: TermCanvas) {
    guard showsVerticalScrollIndicator, maximumOffset > 0, canvas.size.height > 0 else { return }
    let height = canvas.size.height
    let thumb = max(1, height * height / max(1, contentSize.height))
    let top = (height - thumb) * contentOffset.y / max(1, maximumOffset)
    let x = canvas.size.width - 1
    canvas.drawVerticalLine(x: x, from: 0, to: height, character: "│", style: .attributes(.dim))
    canvas.drawVerticalLine(x: x, from: top, to: top + thumb, character: "┃")
  }
}
