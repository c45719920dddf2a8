import TermBridgeTerminal
import TermBridgeWidgets

/// A value within a range, like SwiftUI's `Gauge`: a ``TermProgressView``
/// bar on one row, `label min ████░░░░ max current`, across the width
/// offered. The labels are shown as their text; the current value label
/// is left out when there is none (no percentage, unlike `ProgressView`).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, SelfContainedWidgetView {
  /// A gauge is a leaf view: a `TermProgressView` draws it.
  public typealias Body = Never
  let fraction: Double
  let label: String
  let currentValue: String
  let minimum: String
  let maximum: String

  /// A gauge of `value` within `bounds` with all its labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    self.label = labelParts(of: label()).title
    currentValue = labelParts(of: currentValueLabel()).title
    minimum = labelParts(of: minimumValueLabel()).title
    maximum = labelParts(of: maximumValueLabel()).title
  }

  /// Makes the `TermProgressView` that draws the bar.
  package func makeWidget(context: Context) -> TermProgressView { TermProgressView() }

  /// Brings the bar up to date with the fraction and the labels' text, in
  /// the palette's accent colour.
  package func updateWidget(_ widget: TermProgressView, context: Context) {
    widget.progress = fraction
    widget.label = label
    widget.currentValueText = currentValue
    widget.minimumValueText = minimum
    widget.maximumValueText = maximum
    widget.barStyle = TermStyle(foreground: context.environment.palette.accent.termColor)
  }

  /// One row across the width offered.
  package func sizeThatFits(_ proposal: ProposedViewSize, widget: TermProgressView, context: Context) -> Size?
  {
    Size(width: proposal.width ?? widget.intrinsicContentSize?.width ?? 20, height: 1)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  /// A gauge with a label: `Gauge(value: 0.4) { Text("Battery") }`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}
