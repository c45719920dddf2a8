import TermBridgeTerminal
import TermBridgeWidgets

/// Content larger than its space, scrolled vertically, horizontally or
/// both, like SwiftUI's `ScrollView`: a ``TermScrollView`` whose content is
/// the views inside, stacked vertically. The content is offered its ideal
/// size along the scrolled axes and the visible space across them. The
/// wheel scrolls it (Shift+wheel sideways), and so do the arrow, page,
/// Home and End keys while it is focused.
public struct ScrollView<Content: View>: View, WidgetContainerView, SelfContainedWidgetView {
  /// It has no body: a `TermScrollView` draws it and hosts the content.
  public typealias Body = Never
  let wrapped: Content
  let axes: Axis.Set
  let showsIndicators: Bool

  /// Content scrolled along `axes` (vertically by default), with scroll
  /// bars while there is more than fits unless `showsIndicators` is false.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    wrapped = content()
    self.axes = axes
    self.showsIndicators = showsIndicators
  }

  package var content: [any View] { [wrapped] }

  /// Makes the `TermScrollView` that scrolls the content.
  package func makeWidget(context: Context) -> TermScrollView { TermScrollView() }

  /// Shows or hides the scroll bars for `axes` and `showsIndicators`.
  package func updateWidget(_ widget: TermScrollView, context: Context) {
    let vertical = showsIndicators && axes.contains(.vertical)
    let horizontal = showsIndicators && axes.contains(.horizontal)
    if widget.showsVerticalScrollIndicator != vertical || widget.showsHorizontalScrollIndicator != horizontal
    {
      widget.showsVerticalScrollIndicator = vertical
      widget.showsHorizontalScrollIndicator = horizontal
      widget.setNeedsLayout()
    }
  }

  package func contentContainer(of widget: TermScrollView) -> TermView { widget.contentView }

  package func makeLayout(for widget: TermScrollView) -> any LayoutBehavior {
    ScrollLayout(scrollView: widget, axes: axes)
  }

  package func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    guard let scroll = layout as? ScrollLayout, scroll.axes != axes else { return false }
    scroll.axes = axes
    return true
  }
}

/// Takes the space offered; the content gets its ideal size along the
/// scrolled axes and the visible space across them (less the scroll bar's
/// column or row), which becomes the content size.
@MainActor
final class ScrollLayout: LayoutBehavior {
  private unowned let scrollView: TermScrollView
  var axes: Axis.Set

  init(scrollView: TermScrollView, axes: Axis.Set) {
    self.scrollView = scrollView
    self.axes = axes
  }

  /// What the content is offered in a scroll view of `size` (nil: its ideal).
  private func contentProposal(width: Int?, height: Int?) -> ProposedViewSize {
    switch (axes.contains(.horizontal), axes.contains(.vertical)) {
    case (true, true): return .unspecified
    case (true, false):
      let bar = scrollView.showsHorizontalScrollIndicator ? 1 : 0
      return ProposedViewSize(width: nil, height: height.map { max(0, $0 - bar) })
    case (false, _):
      let bar = scrollView.showsVerticalScrollIndicator ? 1 : 0
      return ProposedViewSize(width: width.map { max(0, $0 - bar) }, height: nil)
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    var ideal = Size.zero
    let offer = contentProposal(width: proposal.width, height: proposal.height)
    for child in children {
      let size = child.sizeThatFits(offer)
      ideal = Size(width: max(ideal.width, size.width), height: ideal.height + size.height)
    }
    return Size(
      width: min(proposal.width ?? ideal.width, .infinity),
      height: min(proposal.height ?? ideal.height, .infinity))
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    let offer = contentProposal(width: bounds.width, height: bounds.height)
    var width = offer.width ?? 0
    var height = 0
    for child in children {
      let size = child.sizeThatFits(offer)
      child.place(in: Rect(x: 0, y: height, width: size.width, height: size.height))
      height += size.height
      width = max(width, size.width)
    }
    scrollView.contentSize = Size(width: width, height: height)
  }
}
