import TermBridgeTerminal
import TermBridgeWidgets

/// A thin line across the stack it is in, like SwiftUI's `Divider`: a
/// ``TermDivider`` running across the stack's axis.
public struct Divider: View, SelfContainedWidgetView, Equatable {
  /// A divider is a leaf view: a `TermDivider` draws it.
  public typealias Body = Never

  /// A divider, horizontal in a `VStack` or outside stacks, vertical in an
  /// `HStack`.
  public nonisolated init() {}

  /// Makes the `TermDivider` that draws the line.
  package func makeWidget(context: Context) -> TermDivider { TermDivider() }

  /// Turns the line across the stack's axis and colours it with the
  /// palette's border colour.
  package func updateWidget(_ widget: TermDivider, context: Context) {
    widget.axis = context.environment.stackAxis == .horizontal ? .vertical : .horizontal
    widget.lineStyle = TermStyle(foreground: context.environment.palette.border.termColor)
  }

  /// One cell thick and as long as the space offered (1 cell for an
  /// unspecified proposal).
  package func sizeThatFits(_ proposal: ProposedViewSize, widget: TermDivider, context: Context) -> Size? {
    if widget.axis == .vertical { return Size(width: 1, height: min(proposal.height ?? 1, .infinity)) }
    return Size(width: min(proposal.width ?? 1, .infinity), height: 1)
  }
}
