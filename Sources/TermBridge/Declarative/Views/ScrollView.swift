import TermBridgeTerminal
import TermBridgeWidgets

/// Content taller than its space, scrolled vertically, like SwiftUI's
/// `ScrollView`: a ``TermScrollView`` whose content is the views inside.
/// The wheel scrolls it, and so do the arrow and page keys while it is
/// focused.
public struct ScrollView<Content: View>: View, WidgetContainerView, SelfContainedWidgetView {
  public typealias Body = Never
  let wrapped: Content
  let showsIndicators: Bool

  public init(showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    wrapped = content()
    self.showsIndicators = showsIndicators
  }

  package var content: [any View] { [wrapped] }

  public func makeWidget(context: Context) -> TermScrollView { TermScrollView() }

  public func updateWidget(_ widget: TermScrollView, context: Context) {
    if widget.showsVerticalScrollIndicator != showsIndicators {
      widget.showsVerticalScrollIndicator = showsIndicators
      widget.setNeedsLayout()
    }
  }

  package func contentContainer(of widget: TermScrollView) -> TermView { widget.contentView }

  package func makeLayout(for widget: TermScrollView) -> any LayoutBehavior {
    ScrollLayout(scrollView: widget)
  }
}

/// Takes the space offered; the content gets the width (less the scroll
/// bar's column) and its ideal height, which becomes the content size.
@MainActor
final class ScrollLayout: LayoutBehavior {
  private unowned let scrollView: TermScrollView

  init(scrollView: TermScrollView) { self.scrollView = scrollView }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    var ideal = Size.zero
    for child in children {
      let size = child.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
      ideal = Size(width: max(ideal.width, size.width), height: ideal.height + size.height)
    }
    return Size(
      width: min(proposal.width ?? ideal.width, .infinity),
      height: min(proposal.height ?? ideal.height, .infinity))
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    let width = scrollView.showsVerticalScrollIndicator ? max(0, bounds.width - 1) : bounds.width
    var height = 0
    for child in children {
      let size = child.sizeThatFits(ProposedViewSize(width: width, height: nil))
      child.place(in: Rect(x: 0, y: height, width: size.width, height: size.height))
      height += size.height
    }
    scrollView.contentSize = Size(width: width, height: height)
  }
}
