/// Shows progress, like SwiftUI's `ProgressView`: a bar for a value, or a
/// spinner when there is none.
public struct ProgressView: View, SelfContainedWidgetView {
  public typealias Body = Never
  let value: Double?
  let label: String

  /// A spinner.
  public init(_ label: String = "") {
    value = nil
    self.label = label
  }

  /// A bar showing `value` out of `total`.
  public init(_ label: String = "", value: Double?, total: Double = 1) {
    self.value = value.map { total > 0 ? $0 / total : 0 }
    self.label = label
  }

  func makeWidget(context: WidgetContext) -> TermView { TermProgressView() }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? TermProgressView else { return }
    widget.isIndeterminate = value == nil
    widget.progress = value ?? 0
    widget.label = label
    widget.barStyle = TermStyle(foreground: context.environment.palette.accent.termColor)
  }

  func makeLayout() -> any LayoutBehavior { ProgressLayout() }
}

@MainActor
final class ProgressLayout: LayoutBehavior {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [WidgetNode], widget: TermView) -> Size {
    let ideal = widget.intrinsicContentSize ?? Size(width: 20, height: 1)
    let isBar = (widget as? TermProgressView)?.isIndeterminate == false
    let width = isBar ? min(proposal.width ?? ideal.width, .infinity) : ideal.width
    return Size(width: width, height: 1)
  }

  func placeChildren(in size: Size, children: [WidgetNode], widget: TermView) {}
}
