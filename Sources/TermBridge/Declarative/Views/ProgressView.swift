import TermBridgeTerminal
import TermBridgeWidgets

/// Shows progress, like SwiftUI's `ProgressView`: a ``TermProgressView``.
/// With a value it is a bar on one row, `label ████░░░░ 50%`, across the
/// width offered, ending with the current value label (the percentage
/// without one); with no value it is a spinner, `⠋ label`, animated on
/// the app's timers while on screen. Labels are shown as their text.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, SelfContainedWidgetView {
  public typealias Body = Never
  let fraction: Double?
  let label: String
  let currentValue: String?

  init(fraction: Double?, label: String, currentValue: String?) {
    self.fraction = fraction
    self.label = label
    self.currentValue = currentValue
  }

  /// A bar for `value` out of `total` (a spinner when `value` is nil), with
  /// a label and a current value label: `ProgressView(value: done, total: all) { Text("Copying") } currentValueLabel: { Text("\(done) files") }`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, total), label: labelParts(of: label()).title,
      currentValue: labelParts(of: currentValueLabel()).title)
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    value.map { total > 0 ? Double($0) / Double(total) : 0 }
  }

  public func makeWidget(context: Context) -> TermProgressView { TermProgressView() }

  public func updateWidget(_ widget: TermProgressView, context: Context) {
    widget.isIndeterminate = fraction == nil
    widget.progress = fraction ?? 0
    widget.label = label
    widget.currentValueText = currentValue
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

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label: `ProgressView { Text("Loading") }`.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: labelParts(of: label()).title, currentValue: nil)
  }

  /// A bar for `value` out of `total` with a label (a spinner when nil).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, total), label: labelParts(of: label()).title, currentValue: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner: `ProgressView()`.
  public init() {
    self.init(fraction: nil, label: "", currentValue: nil)
  }

  /// A bar for `value` out of `total` (a spinner when nil): `ProgressView(value: 0.5)`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.init(fraction: Self.fraction(value, total), label: "", currentValue: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner titled `title`: `ProgressView("Loading")`.
  public init(_ title: String) {
    self.init(fraction: nil, label: title, currentValue: nil)
  }

  /// A bar titled `title`: `ProgressView("Copying", value: 3, total: 10)`.
  public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1) {
    self.init(fraction: Self.fraction(value, total), label: title, currentValue: nil)
  }
}
