/// Content taller than its space, scrolled vertically, like SwiftUI's
/// `ScrollView`: the wheel scrolls it, and so do the arrow and page keys
/// while it is focused.
public struct ScrollView<Content: View>: View, SelfContainedWidgetView {
  public typealias Body = Never
  let wrapped: Content
  let showsIndicators: Bool

  public init(showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    wrapped = content()
    self.showsIndicators = showsIndicators
  }

  var content: [any View] { [wrapped] }

  func makeWidget(context: WidgetContext) -> TermView { ScrollWidget() }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    (widget as? ScrollWidget)?.showsIndicator = showsIndicators
  }

  func makeLayout() -> any LayoutBehavior { ScrollLayout() }
}

@MainActor
final class ScrollLayout: LayoutBehavior {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [WidgetNode], widget: TermView) -> Size {
    let ideal = children.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
    return Size(
      width: min(proposal.width ?? ideal.width, .infinity),
      height: min(proposal.height ?? ideal.height, .infinity))
  }

  func placeChildren(in size: Size, children: [WidgetNode], widget: TermView) {
    guard let child = children.first, let scroll = widget as? ScrollWidget else { return }
    let width = scroll.showsIndicator ? max(0, size.width - 1) : size.width
    let content = child.sizeThatFits(ProposedViewSize(width: width, height: nil))
    scroll.contentHeight = content.height
    scroll.clampOffset()
    child.place(in: Rect(x: 0, y: -scroll.offset, width: content.width, height: content.height))
  }
}

/// The widget behind `ScrollView`.
@MainActor
final class ScrollWidget: TermView {
  var offset = 0
  var contentHeight = 0
  var showsIndicator = true {
    didSet { if showsIndicator != oldValue { setNeedsLayout() } }
  }

  var maxOffset: Int { max(0, contentHeight - frame.size.height) }

  func clampOffset() { offset = min(max(0, offset), maxOffset) }

  func scroll(by rows: Int) {
    let old = offset
    offset += rows
    clampOffset()
    guard offset != old, let content = subviews.first else { return }
    content.frame.origin.y = -offset
    setNeedsDisplay()
  }

  override var canBecomeFirstResponder: Bool { maxOffset > 0 }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return super.keyDown(event) }
    let page = max(1, frame.size.height - 1)
    switch event.key {
    case .up: scroll(by: -1)
    case .down: scroll(by: 1)
    case .pageUp: scroll(by: -page)
    case .pageDown: scroll(by: page)
    case .home: scroll(by: -offset)
    case .end: scroll(by: maxOffset)
    default: return super.keyDown(event)
    }
    return true
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .wheelUp: scroll(by: -3)
    case .wheelDown: scroll(by: 3)
    default: return super.mouseEvent(event, at: point)
    }
    return true
  }

  override func draw(in canvas: TermCanvas) {
    guard showsIndicator, maxOffset > 0, canvas.size.height > 0 else { return }
    let height = canvas.size.height
    let thumb = max(1, height * height / max(1, contentHeight))
    let top = (height - thumb) * offset / max(1, maxOffset)
    let x = canvas.size.width - 1
    canvas.drawVerticalLine(x: x, from: 0, to: height, character: "│", style: .attributes(.dim))
    canvas.drawVerticalLine(x: x, from: top, to: top + thumb, character: "┃")
  }
}
