/// A switch bound to a Boolean, like SwiftUI's `Toggle`, drawn as a check
/// box `[x]` before its label. Space, Enter or a click flips it.
public struct Toggle<Label: View>: View, WidgetView {
  public typealias Body = Never
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  var content: [any View] { [label] }

  func makeWidget(context: WidgetContext) -> TermView { ToggleWidget() }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? ToggleWidget else { return }
    widget.isOn = isOn.wrappedValue
    let binding = isOn
    widget.onToggle = { binding.wrappedValue.toggle() }
  }

  func makeLayout() -> any LayoutBehavior { RuleLayout(rule: .padding(EdgeInsets(leading: 4))) }
}

extension Toggle where Label == Text {
  /// A toggle with a text label: `Toggle("Wrap lines", isOn: $wraps)`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

@MainActor
final class ToggleWidget: TermView {
  var isOn = false {
    didSet { if isOn != oldValue { setNeedsDisplay() } }
  }
  var onToggle: (() -> Void)?

  override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }
  override var cursorPosition: Point? { Point(x: 1, y: 0) }

  override func keyDown(_ event: KeyEvent) -> Bool {
    if event.modifiers.isEmpty && (event.key == .enter || event.key == .character(" ")) {
      if isEffectivelyEnabled { onToggle?() }
      return true
    }
    return super.keyDown(event)
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    if case .release(.left) = event.kind {
      if isEffectivelyEnabled { onToggle?() }
      return true
    }
    return super.mouseEvent(event, at: point)
  }

  override func didBecomeFirstResponder() { setNeedsDisplay() }
  override func didResignFirstResponder() { setNeedsDisplay() }

  override func draw(in canvas: TermCanvas) {
    let style: TermStyle = isFocused ? .attributes(.bold) : .plain
    canvas.draw(isOn ? "[x]" : "[ ]", at: .zero, style: style)
  }
}
