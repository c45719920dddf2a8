import TermBridgeTerminal
import TermBridgeWidgets

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

  public func makeWidget(context: Context) -> TermProgressView { TermProgressView() }

  public func updateWidget(_ widget: TermProgressView, context: Context) {
    widget.isIndeterminate = value == nil
    widget.progress = value ?? 0
    widget.label = label
    widget.barStyle = TermStyle(foreground: context.environment.palette.accent.termColor)
  }

  /// One row: a bar takes the width offered, a spinner its own width.
  public func sizeThatFits(_ proposal: ProposedViewSize, widget: TermProgressView, context: Context) -> Size?
  {
    let ideal = widget.intrinsicContentSize ?? Size(width: 20, height: 1)
    let width = widget.isIndeterminate ? ideal.width : min(proposal.width ?? ideal.width, .infinity)
    return Size(width: width, height: 1)
  }
}
