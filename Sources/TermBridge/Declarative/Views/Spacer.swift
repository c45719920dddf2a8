/// Flexible empty space along the axis of the stack it is in, like
/// SwiftUI's `Spacer`; outside a stack it grows both ways.
public struct Spacer: View, SelfContainedWidgetView, Equatable {
  public typealias Body = Never
  let minLength: Int

  public init(minLength: Int? = nil) { self.minLength = minLength ?? 0 }

  func makeWidget(context: WidgetContext) -> TermView { AxisWidget() }
  func updateWidget(_ widget: TermView, context: WidgetContext) {
    (widget as? AxisWidget)?.stackAxis = context.environment.stackAxis
  }
  func makeLayout() -> any LayoutBehavior { SpacerLayout(minLength: minLength) }
  func updateLayout(_ layout: any LayoutBehavior) -> Bool {
    guard let spacer = layout as? SpacerLayout, spacer.minLength != minLength else { return false }
    spacer.minLength = minLength
    return true
  }
}

@MainActor
final class SpacerLayout: LayoutBehavior {
  var minLength: Int
  var isSpacer: Bool { true }

  init(minLength: Int) { self.minLength = minLength }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [WidgetNode], widget: TermView) -> Size {
    let axis = (widget as? AxisAware)?.stackAxis
    let width = max(minLength, min(proposal.width ?? minLength, .infinity))
    let height = max(minLength, min(proposal.height ?? minLength, .infinity))
    switch axis {
    case .horizontal: return Size(width: width, height: 0)
    case .vertical: return Size(width: 0, height: height)
    case nil: return Size(width: width, height: height)
    }
  }

  func placeChildren(in size: Size, children: [WidgetNode], widget: TermView) {}
}

/// A widget that knows the axis of the stack around it.
@MainActor
protocol AxisAware: AnyObject {
  var stackAxis: Axis? { get }
}

/// The widget of spacers and dividers: remembers the stack axis and, for a
/// divider, draws the line across it.
@MainActor
final class AxisWidget: TermView, AxisAware {
  var stackAxis: Axis?
  var drawsLine = false
  var lineStyle = TermStyle.attributes(.dim)

  override func draw(in canvas: TermCanvas) {
    guard drawsLine else { return }
    if stackAxis == .horizontal {
      canvas.drawVerticalLine(x: 0, from: 0, to: canvas.size.height, style: lineStyle)
    } else {
      canvas.drawHorizontalLine(y: 0, from: 0, to: canvas.size.width, style: lineStyle)
    }
  }
}

/// A thin line across the stack it is in, like SwiftUI's `Divider`.
public struct Divider: View, SelfContainedWidgetView, Equatable {
  public typealias Body = Never

  public init() {}

  func makeWidget(context: WidgetContext) -> TermView {
    let widget = AxisWidget()
    widget.drawsLine = true
    return widget
  }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? AxisWidget else { return }
    if widget.stackAxis != context.environment.stackAxis {
      widget.stackAxis = context.environment.stackAxis
      widget.setNeedsDisplay()
    }
    let style = TermStyle(foreground: context.environment.palette.border.termColor)
    if widget.lineStyle != style {
      widget.lineStyle = style
      widget.setNeedsDisplay()
    }
  }

  func makeLayout() -> any LayoutBehavior { DividerLayout() }
}

@MainActor
final class DividerLayout: LayoutBehavior {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [WidgetNode], widget: TermView) -> Size {
    if (widget as? AxisWidget)?.stackAxis == .horizontal {
      return Size(width: 1, height: min(proposal.height ?? 1, .infinity))
    }
    return Size(width: min(proposal.width ?? 1, .infinity), height: 1)
  }

  func placeChildren(in size: Size, children: [WidgetNode], widget: TermView) {}
}
