import TermBridgeTerminal
import TermBridgeWidgets

/// A value chosen along a track, like SwiftUI's `Slider`: a ``TermSlider``
/// drawn `label min ━━━━●──── max` across the width it is offered. While
/// focused, Left/Down and Right/Up move it a step (a twentieth of the range
/// without one), Home and End go to the bounds; a click or drag on the
/// track sets it. The labels are shown as their text.
public struct Slider<Label: View, ValueLabel: View>: View, WidgetView {
  /// A slider is a leaf view: a `TermSlider` draws it.
  public typealias Body = Never
  let read: @MainActor () -> Double
  let write: @MainActor (Double) -> Void
  let bounds: ClosedRange<Double>
  let step: Double?
  let title: String
  let minimumText: String
  let maximumText: String
  let onEditingChanged: @MainActor (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel?,
    maximumValueLabel: ValueLabel?, onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    read = { Double(value.wrappedValue) }
    write = { value.wrappedValue = V($0) }
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    title = labelParts(of: label).title
    minimumText = minimumValueLabel.map { labelParts(of: $0).title } ?? ""
    maximumText = maximumValueLabel.map { labelParts(of: $0).title } ?? ""
    self.onEditingChanged = onEditingChanged
  }

  /// Makes the `TermSlider` that draws the track.
  package func makeWidget(context: Context) -> TermSlider { TermSlider() }

  /// Brings the slider up to date with the bounds, step, value and labels,
  /// its track in the palette's accent colour; a move writes the binding,
  /// then shows the value the binding holds.
  package func updateWidget(_ slider: TermSlider, context: Context) {
    slider.minimumValue = bounds.lowerBound
    slider.maximumValue = bounds.upperBound
    slider.stepValue = step
    slider.value = read()
    slider.title = title
    slider.minimumValueText = minimumText
    slider.maximumValueText = maximumText
    slider.trackStyle = TermStyle(foreground: context.environment.palette.accent.termColor)
    let (read, write) = (read, write)
    // The binding is the truth: a write it refuses (a constant) moves back.
    slider.onValueChange = { [weak slider] value in
      write(value)
      slider?.value = read()
    }
    slider.onEditingChanged = onEditingChanged
  }

  /// One row across the width offered (20 columns of track when unbounded).
  package func sizeThatFits(_ proposal: ProposedViewSize, widget: TermSlider, context: Context) -> Size? {
    let ideal = widget.intrinsicContentSize ?? Size(width: 20, height: 1)
    return Size(width: proposal.width ?? ideal.width, height: 1)
  }
}

extension Slider {
  /// A slider with a label and labels at both ends:
  /// `Slider(value: $v, in: 0...10, step: 1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }

  /// A continuous slider with a label and labels at both ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider with labels at both ends, in the order SwiftUI's first
  /// form took them: `Slider(value: $v, in: 0...100, minimumValueLabel:
  /// Text("0"), maximumValueLabel: Text("100"), label: { Text("Volume") })`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }

  /// A stepped slider with labels at both ends, in the order of SwiftUI's
  /// first form.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A continuous slider with a label: `Slider(value: $v) { Text("Volume") }`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
      onEditingChanged: onEditingChanged)
  }

  /// A slider moving `step` at a time, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil,
      maximumValueLabel: nil,
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A continuous slider with no label: `Slider(value: $volume)`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider moving `step` at a time, with no label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == Text, ValueLabel == EmptyView {
  /// A slider titled `title`: `Slider("Volume", value: $v, in: 0...10)`.
  public init<V: BinaryFloatingPoint>(
    _ title: String, value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: Text(title), minimumValueLabel: nil,
      maximumValueLabel: nil, onEditingChanged: onEditingChanged)
  }
}
