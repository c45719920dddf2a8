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
    increment = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
    decrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
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
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
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
