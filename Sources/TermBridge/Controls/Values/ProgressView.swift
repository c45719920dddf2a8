import TermBridgeTerminal
import TermBridgeWidgets

/// Shows progress, like SwiftUI's `ProgressView`: a ``TermProgressView``.
/// With a value it is a bar on one row, `label ████░░░░ 50%`, across the
/// width offered, ending with the current value label (the percentage
/// without one); with no value it is a spinner, `⠋ label`, animated on
/// the app's timers while on screen. Labels are shown as their text. A
/// ``ProgressViewStyle`` of the app's own draws it instead.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyles) private var styles

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// A bar for `value` out of `total` (a spinner when `value` is nil), with
  /// a label and a current value label: `ProgressView(value: done, total: all) { Text("Copying") } currentValueLabel: { Text("\(done) files") }`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    value.map { total > 0 ? Double($0) / Double(total) : 0 }
  }

  /// The kit's bar or spinner for a built-in style, or the body of the app's own style.
  public var body: some View {
    if let style = styles.appStyle(as: (any ProgressViewStyle).self) {
      StyleBodyView(
        content: style.makeBody(
          configuration: ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(erased: $0) },
            currentValueLabel: currentValueLabel.map { .init(erased: $0) })),
        key: \.progressViewStyles, outer: styles.outer)
    } else {
      ProgressWidget(
        fraction: fraction, label: label.map { labelParts(of: $0).title } ?? "",
        currentValue: currentValueLabel.map { labelParts(of: $0).title })
    }
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a ``ProgressViewStyle`` is given, in the style set
  /// outside that one, like SwiftUI's `ProgressView(_:)`.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      fraction: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }
}

/// The kit's progress view, with its labels as text.
struct ProgressWidget: View, SelfContainedWidgetView {
  typealias Body = Never
  let fraction: Double?
  let label: String
  let currentValue: String?

  func makeWidget(context: Context) -> TermProgressView { TermProgressView() }

  func updateWidget(_ widget: TermProgressView, context: Context) {
    widget.isIndeterminate = fraction == nil
    widget.progress = fraction ?? 0
    widget.label = label
    widget.currentValueText = currentValue
    widget.barStyle = TermStyle(foreground: context.environment.palette.accent.termColor)
  }

  /// One row: a bar takes the width offered, a spinner its own width.
  func sizeThatFits(_ proposal: ProposedViewSize, widget: TermProgressView, context: Context) -> Size? {
    let ideal = widget.intrinsicContentSize ?? Size(width: 20, height: 1)
    let width = widget.isIndeterminate ? ideal.width : min(proposal.width ?? ideal.width, .infinity)
    return Size(width: width, height: 1)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label: `ProgressView { Text("Loading") }`.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// A bar for `value` out of `total` with a label (a spinner when nil).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner: `ProgressView()`.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A bar for `value` out of `total` (a spinner when nil): `ProgressView(value: 0.5)`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner titled `title`: `ProgressView("Loading")`.
  public init(_ title: String) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// A bar titled `title`: `ProgressView("Copying", value: 3, total: 10)`.
  public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1) {
    self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}
