import TermBridgeTerminal

/// A view that shows part of content larger than itself, like
/// `UIScrollView`: add the scrolled views to ``contentView`` and set
/// ``contentSize``. It scrolls vertically, horizontally or both, as far as
/// the content exceeds it. The wheel scrolls it (Shift+wheel, or a wheel
/// tilted left or right, sideways), and so do the arrow, page, Home and
/// End keys while it is focused (it takes focus only when there is
/// something to scroll).
@MainActor
open class TermScrollView: TermView {
  /// The view holding the scrolled content, moved up and left as the view scrolls.
  public let contentView = TermView()
  /// The scroll bars, above the content.
  private let verticalBar = ScrollBarView(axis: .vertical)
  private let horizontalBar = ScrollBarView(axis: .horizontal)

  /// The size of the scrolled content.
  open var contentSize: Size = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      clampOffset()
    }
  }

  /// How far the content is scrolled: the content point shown at the top left.
  public private(set) var contentOffset: Point = .zero

  /// Whether a scroll bar is drawn in the last column while there is more
  /// content than fits vertically.
  open var showsVerticalScrollIndicator = true {
    didSet { if showsVerticalScrollIndicator != oldValue { clampOffset() } }
  }

  /// Whether a scroll bar is drawn in the bottom row while the content is
  /// wider than the view (the row is then not used to show content).
  open var showsHorizontalScrollIndicator = true {
    didSet { if showsHorizontalScrollIndicator != oldValue { clampOffset() } }
  }

  /// Columns one step of a sideways wheel (or Shift+wheel) scrolls.
  open var horizontalWheelScrollColumns = 6

  /// An empty scroll view; add the scrolled views to ``contentView``.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    addSubview(contentView)
    for bar in [verticalBar, horizontalBar] {
      bar.scrollView = self
      bar.isHidden = true
      addSubview(bar)
    }
  }

  /// Whether the bottom row shows the horizontal scroll bar.
  var showsHorizontalBar: Bool { showsHorizontalScrollIndicator && contentSize.width > frame.size.width }

  /// Whether the last column shows the vertical scroll bar.
  var showsVerticalBar: Bool { showsVerticalScrollIndicator && maximumOffset > 0 }

  /// The part of the view that shows content: the bounds less the bottom
  /// row while the horizontal bar is shown, and less the last column while
  /// both bars are (alone, the vertical bar sits over content laid out one
  /// column narrower, as `ScrollView` does).
  public var visibleContentSize: Size {
    let height = max(0, frame.size.height - (showsHorizontalBar ? 1 : 0))
    let verticalOverflow = contentSize.height > height && showsVerticalScrollIndicator
    let width = max(0, frame.size.width - (showsHorizontalBar && verticalOverflow ? 1 : 0))
    return Size(width: width, height: height)
  }

  /// The furthest the content can scroll down.
  public var maximumOffset: Int {
    max(0, contentSize.height - max(0, frame.size.height - (showsHorizontalBar ? 1 : 0)))
  }

  /// The furthest the content can scroll right.
  public var maximumHorizontalOffset: Int { max(0, contentSize.width - visibleContentSize.width) }

  /// Scrolls so that content point `offset` is at the top left (clamped to the content).
  public func setContentOffset(_ offset: Point) {
    let clamped = Point(
      x: min(max(0, offset.x), maximumHorizontalOffset), y: min(max(0, offset.y), maximumOffset))
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    placeContent()
    placeBars()
    contentDidScroll()
  }

  /// Scrolls by `rows` (negative: up).
  public func scroll(by rows: Int) {
    setContentOffset(Point(x: contentOffset.x, y: contentOffset.y + rows))
  }

  /// Scrolls by `columns` (negative: left).
  public func scroll(byColumns columns: Int) {
    setContentOffset(Point(x: contentOffset.x + columns, y: contentOffset.y))
  }

  /// Where a rect ends up when it is scrolled to: the fraction of the rect
  /// that meets the same fraction of the visible area (0 top or leading,
  /// 1 bottom or trailing), like the anchors of SwiftUI's `scrollTo`.
  public struct ScrollAnchor: Hashable, Sendable {
    /// 0 aligns the left edges, 1 the right edges; nil scrolls as little
    /// as shows the rect's columns.
    public var x: Double?
    /// 0 aligns the top edges, 1 the bottom edges; nil scrolls as little
    /// as shows the rect's rows.
    public var y: Double?

    /// An anchor at fractions `x` and `y` (nil: scroll as little as needed).
    public init(x: Double?, y: Double?) {
      self.x = x
      self.y = y
    }
  }

  /// Scrolls so that `rect` (in the content's coordinates) shows, like
  /// `UIScrollView.scrollRectToVisible`: as little as needed, or with
  /// `anchor` placing it at a chosen fraction of the visible area.
  public func scrollRectToVisible(_ rect: Rect, anchor: ScrollAnchor? = nil) {
    let visible = visibleContentSize
    func offset(_ start: Int, _ length: Int, _ current: Int, _ space: Int, _ fraction: Double?) -> Int {
      if let fraction { return start - Int((Double(space - length) * fraction).rounded(.down)) }
      if start < current || length >= space { return start }
      if start + length > current + space { return start + length - space }
      return current
    }
    setContentOffset(
      Point(
        x: offset(rect.minX, rect.width, contentOffset.x, visible.width, anchor?.x),
        y: offset(rect.minY, rect.height, contentOffset.y, visible.height, anchor?.y)))
  }

  private func clampOffset() {
    let clamped = Point(
      x: min(max(0, contentOffset.x), maximumHorizontalOffset),
      y: min(max(0, contentOffset.y), maximumOffset))
    let moved = clamped != contentOffset
    contentOffset = clamped
    placeContent()
    placeBars()
    if moved { contentDidScroll() }
  }

  /// Shows the bars that are needed, over the last column and bottom row.
  private func placeBars() {
    let visible = visibleContentSize
    let size = frame.size
    verticalBar.isHidden = !showsVerticalBar
    verticalBar.frame = Rect(x: size.width - 1, y: 0, width: 1, height: visible.height)
    horizontalBar.isHidden = !showsHorizontalBar
    horizontalBar.frame = Rect(x: 0, y: size.height - 1, width: visible.width, height: 1)
    verticalBar.setNeedsDisplay()
    horizontalBar.setNeedsDisplay()
  }

  private func placeContent() {
    contentView.frame = Rect(
      origin: Point(x: -contentOffset.x, y: -contentOffset.y), size: contentSize)
  }

  // MARK: Content that follows the offset

  private var scrollObservers: [WeakScrollObserver] = []

  /// Tells `observer` after every change of the offset or the visible
  /// area (a lazy stack inside makes the rows that came into view).
  func addScrollObserver(_ observer: any TermScrollViewObserver) {
    scrollObservers.removeAll { $0.value == nil || $0.value === observer }
    scrollObservers.append(WeakScrollObserver(value: observer))
  }

  func removeScrollObserver(_ observer: any TermScrollViewObserver) {
    scrollObservers.removeAll { $0.value == nil || $0.value === observer }
  }

  private func contentDidScroll() {
    for observer in scrollObservers { observer.value?.scrollViewDidScroll(self) }
  }

  open override func didChangeSize(from oldSize: Size) {
    clampOffset()
    contentDidScroll()
  }

  open override var canBecomeFirstResponder: Bool { maximumOffset > 0 || maximumHorizontalOffset > 0 }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    let page = max(1, visibleContentSize.height - 1)
    let vertical = maximumOffset > 0
    let horizontal = maximumHorizontalOffset > 0
    switch event.key {
    case .up where vertical: scroll(by: -1)
    case .down where vertical: scroll(by: 1)
    case .pageUp where vertical: scroll(by: -page)
    case .pageDown where vertical: scroll(by: page)
    case .left where horizontal: scroll(byColumns: -1)
    case .right where horizontal: scroll(byColumns: 1)
    case .home where vertical: setContentOffset(Point(x: contentOffset.x, y: 0))
    case .end where vertical: setContentOffset(Point(x: contentOffset.x, y: maximumOffset))
    case .home where horizontal: setContentOffset(Point(x: 0, y: contentOffset.y))
    case .end where horizontal: setContentOffset(Point(x: maximumHorizontalOffset, y: contentOffset.y))
    default: return super.keyDown(event)
    }
    return true
  }

  /// The content, without the scroll bars: a selection stays inside it.
  open override var textSelectionBounds: Rect? {
    Rect(
      x: 0, y: 0, width: max(0, bounds.width - (showsVerticalBar ? 1 : 0)),
      height: max(0, bounds.height - (showsHorizontalBar ? 1 : 0)))
  }

  /// Scrolls by `rows` for a selection dragged past an edge.
  open override func autoscroll(byRows rows: Int) -> Int {
    let before = contentOffset.y
    scroll(by: rows)
    return contentOffset.y - before
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    let sideways = event.modifiers.contains(.shift) || maximumOffset == 0
    switch event.kind {
    case .wheelUp where sideways: scroll(byColumns: -horizontalWheelScrollColumns)
    case .wheelDown where sideways: scroll(byColumns: horizontalWheelScrollColumns)
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    case .wheelLeft: scroll(byColumns: -horizontalWheelScrollColumns)
    case .wheelRight: scroll(byColumns: horizontalWheelScrollColumns)
    default: return super.mouseEvent(event, at: point)
    }
    return true
  }
}

/// Content of a ``TermScrollView`` that follows its offset.
@MainActor
protocol TermScrollViewObserver: AnyObject {
  func scrollViewDidScroll(_ scrollView: TermScrollView)
}

@MainActor
private struct WeakScrollObserver {
  weak var value: (any TermScrollViewObserver)?
}

/// A scroll bar, drawn above the content (a subview after the content
/// view); the mouse goes through it to the scroll view.
@MainActor
private final class ScrollBarView: TermView {
  let axis: Axis
  weak var scrollView: TermScrollView?

  init(axis: Axis) {
    self.axis = axis
    super.init(frame: .zero)
  }

  override func draw(in canvas: TermCanvas) {
    guard let scrollView else { return }
    let content = scrollView.contentSize
    let offset = scrollView.contentOffset
    if axis == .vertical {
      let height = canvas.size.height
      guard height > 0 else { return }
      let thumb = max(1, height * height / max(1, content.height))
      let top = (height - thumb) * offset.y / max(1, scrollView.maximumOffset)
      canvas.drawVerticalLine(x: 0, from: 0, to: height, character: "│", style: theme.faint)
      canvas.drawVerticalLine(x: 0, from: top, to: top + thumb, character: "┃")
    } else {
      let width = canvas.size.width
      guard width > 0 else { return }
      let thumb = max(1, width * width / max(1, content.width))
      let left = (width - thumb) * offset.x / max(1, scrollView.maximumHorizontalOffset)
      canvas.drawHorizontalLine(y: 0, from: 0, to: width, character: "─", style: theme.faint)
      canvas.drawHorizontalLine(y: 0, from: left, to: left + thumb, character: "━")
    }
  }
}

extension TermView {
  /// The nearest view above this one that `matches`, if any.
  package func nearestSuperview(where matches: (TermView) -> Bool) -> TermView? {
    var current = superview
    while let view = current {
      if matches(view) { return view }
      current = view.superview
    }
    return nil
  }

  /// The scroll view this view is in (the nearest above), if any, like
  /// AppKit's `NSView.enclosingScrollView`.
  public var enclosingScrollView: TermScrollView? {
    nearestSuperview { $0 is TermScrollView } as? TermScrollView
  }
}
