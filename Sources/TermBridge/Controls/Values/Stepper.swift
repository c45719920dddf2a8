import TermBridgeTerminal
import TermBridgeWidgets

/// A control that steps a value down and up, like SwiftUI's `Stepper`: a
/// ``TermStepper`` showing the label and then `[-|+]`. While focused, Left
/// or `-` steps down and Right or `+` steps up; a click on `-` or `+` does
/// the same. A side that cannot step (a bound reached, no action) is dim.
public struct Stepper<Label: View>: View, WidgetContainerView {
  /// It has no body: a `TermStepper` draws it, after its label.
  public typealias Body = Never
  let label: Label
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?
  let canIncrement: @MainActor () -> Bool
  let canDecrement: @MainActor () -> Bool
  let onEditingChanged: @MainActor (Bool) -> Void

  /// A stepper that calls `onIncrement` for `+` and `onDecrement` for `-`;
  /// a nil action turns its side off.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
    canIncrement = { onIncrement != nil }
    canDecrement = { onDecrement != nil }
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper over `value` within `bounds`, `step` at a time: a step past
  /// a bound stops at it.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = stepped(value.wrappedValue, by: step, up: true, within: bounds) }
    decrement = { value.wrappedValue = stepped(value.wrappedValue, by: step, up: false, within: bounds) }
    canIncrement = { value.wrappedValue < bounds.upperBound }
    canDecrement = { value.wrappedValue > bounds.lowerBound }
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper over `value` with no bounds, `step` at a time.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = stepped(value.wrappedValue, by: step, up: true, within: nil) }
    decrement = { value.wrappedValue = stepped(value.wrappedValue, by: step, up: false, within: nil) }
    canIncrement = { true }
    canDecrement = { true }
    self.onEditingChanged = onEditingChanged
  }

  package var content: [any View] { [label] }

  /// Makes the `TermStepper` that draws the `[-|+]` and hosts the label.
  package func makeWidget(context: Context) -> TermStepper { TermStepper() }

  /// Hands the stepper the step actions and dims a side that cannot step.
  package func updateWidget(_ stepper: TermStepper, context: Context) {
    stepper.onIncrement = increment ?? {}
    stepper.onDecrement = decrement ?? {}
    stepper.isIncrementEnabled = increment != nil && canIncrement()
    stepper.isDecrementEnabled = decrement != nil && canDecrement()
    stepper.onEditingChanged = onEditingChanged
  }

  /// The label, then a space and the five columns of `[-|+]`.
  package func makeLayout(for widget: TermStepper) -> any LayoutBehavior {
    RuleLayout(rule: .padding(EdgeInsets(trailing: 6)))
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` over `value` within `bounds`:
  /// `Stepper("Quantity: \(n)", value: $n, in: 1...9)`.
  public init<V: Strideable>(
    _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// A stepper titled `title` over `value` with no bounds.
  public init<V: Strideable>(
    _ title: String, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
  public init(
    _ title: String, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

/// `value` one `step` up or down, stopping at `bounds` and, for an integer
/// type, at the type's own limits: a step that would overflow (`Int8` at
/// 120 stepped by 10, `Int.max` stepped up) lands on the limit instead of
/// trapping, as SwiftUI's stepper stops there.
func stepped<V: Strideable>(_ value: V, by step: V.Stride, up: Bool, within bounds: ClosedRange<V>?) -> V {
  var result: V
  if let integer = value as? any FixedWidthInteger, let saturated = saturatedStep(integer, by: step, up: up) {
    result = saturated as! V
  } else {
    result = value.advanced(by: up ? step : 0 - step)
  }
  if let bounds { result = min(max(result, bounds.lowerBound), bounds.upperBound) }
  return result
}

/// An integer stepped in its own type with overflow reported: the limit
/// the step ran past, or nil when the step is not a whole number of the
/// integer's own stride (then the generic step applies).
private func saturatedStep<I: FixedWidthInteger, S>(_ value: I, by step: S, up: Bool) -> I? {
  guard let step = step as? any BinaryInteger else { return nil }
  return saturatedStep(value, byInteger: step, up: up)
}

private func saturatedStep<I: FixedWidthInteger, S: BinaryInteger>(_ value: I, byInteger step: S, up: Bool)
  -> I
{
  // A negative step steps the other way.
  let upward = up == (step.signum() >= 0)
  guard let amount = I(exactly: step.magnitude) else { return upward ? I.max : I.min }
  let (next, overflow) =
    upward ? value.addingReportingOverflow(amount) : value.subtractingReportingOverflow(amount)
  if overflow { return upward ? I.max : I.min }
  return next
}
