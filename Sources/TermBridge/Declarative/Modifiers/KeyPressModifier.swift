/// Whether a key handler used the key, like SwiftUI's `KeyPress.Result`.
public enum KeyPressResult: Sendable {
  case handled, ignored
}

/// Handles keys that reach the content unhandled (from a focused view
/// inside it), like SwiftUI's `.onKeyPress`.
struct KeyPressView<Content: View>: View, WidgetView {
  typealias Body = Never
  let wrapped: Content
  let keys: Set<KeyEvent>?
  let action: @MainActor (KeyEvent) -> KeyPressResult

  var content: [any View] { [wrapped] }
  func makeWidget(context: WidgetContext) -> TermView { KeyPressWidget() }
  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? KeyPressWidget else { return }
    let keys = self.keys
    let action = self.action
    widget.handler = { event in
      if let keys, !keys.contains(event) { return false }
      return action(event) == .handled
    }
  }
  func makeLayout() -> any LayoutBehavior { RuleLayout(rule: .priority(0)) }
}

@MainActor
final class KeyPressWidget: TermView {
  var handler: ((KeyEvent) -> Bool)?

  override func keyDown(_ event: KeyEvent) -> Bool {
    if handler?(event) == true { return true }
    return super.keyDown(event)
  }
}

extension View {
  /// Handles `key` when it reaches this view unhandled.
  public func onKeyPress(_ key: KeyEvent, action: @escaping @MainActor () -> KeyPressResult) -> some View {
    KeyPressView(wrapped: self, keys: [key]) { _ in action() }
  }

  /// Handles any of `keys` when they reach this view unhandled.
  public func onKeyPress(keys: Set<KeyEvent>, action: @escaping @MainActor (KeyEvent) -> KeyPressResult)
    -> some View
  {
    KeyPressView(wrapped: self, keys: keys, action: action)
  }

  /// Handles every key that reaches this view unhandled.
  public func onKeyPress(action: @escaping @MainActor (KeyEvent) -> KeyPressResult) -> some View {
    KeyPressView(wrapped: self, keys: nil, action: action)
  }
}
