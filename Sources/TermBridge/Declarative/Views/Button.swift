/// A control that performs an action, like SwiftUI's `Button`: Enter or
/// Space while focused, or a click. Its label is any view.
public struct Button<Label: View>: View, WidgetView {
  public typealias Body = Never
  let action: @MainActor () -> Void
  let label: Label
  var shortcut: KeyEvent?

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  var content: [any View] { [label] }

  func makeWidget(context: WidgetContext) -> TermView { ButtonWidget() }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? ButtonWidget else { return }
    widget.action = action
    widget.shortcut = shortcut
  }

  func makeLayout() -> any LayoutBehavior { RuleLayout(rule: .padding(EdgeInsets(leading: 1, trailing: 1))) }

  /// Presses the button with `key` from anywhere in its window.
  public func keyboardShortcut(_ key: KeyEvent) -> Button {
    var copy = self
    copy.shortcut = key
    return copy
  }
}

extension Button where Label == Text {
  /// A button with a text label: `Button("Save") { save() }`.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

/// The focusable widget behind `Button`: shown reversed while focused.
@MainActor
final class ButtonWidget: TermView {
  var action: (@MainActor () -> Void)?
  var shortcut: KeyEvent? {
    didSet {
      guard shortcut != oldValue else { return }
      window?.removeKeyCommand(for: self)
      registerShortcut()
    }
  }

  override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  func press() {
    guard isEffectivelyEnabled else { return }
    action?()
  }

  override func didMoveToWindow() { registerShortcut() }

  private func registerShortcut() {
    guard let shortcut, let window else { return }
    window.addKeyCommand(shortcut, owner: self) { [weak self] in self?.press() }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    if event.modifiers.isEmpty && (event.key == .enter || event.key == .character(" ")) {
      press()
      return true
    }
    return super.keyDown(event)
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .press(.left): return true
    case .release(.left):
      if bounds.contains(point) { press() }
      return true
    default: return super.mouseEvent(event, at: point)
    }
  }

  override func didBecomeFirstResponder() { updateHighlight() }
  override func didResignFirstResponder() { updateHighlight() }

  private func updateHighlight() {
    let style: TermStyle? = isFirstResponder ? .attributes(.reverse) : nil
    if backgroundStyle != style {
      backgroundStyle = style
      setNeedsDisplayRecursively()
    }
  }
}
