import TermBridgeTerminal
import TermBridgeWidgets

/// Whether a key handler used the key, like SwiftUI's `KeyPress.Result`.
public enum KeyPressResult: Sendable {
  /// `handled` stops the key there; `ignored` passes it on to the views
  /// around.
  case handled, ignored
}

/// Handles keys that reach the content unhandled (from a focused view
/// inside it), like SwiftUI's `.onKeyPress`. A property of the content's
/// node: the handler is added to the content's widgets
/// (``TermView/addKeyHandler(owner:_:)``); no widget of its own.
struct KeyPressView<Content: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let keys: Set<KeyEvent>?
  let action: @MainActor (KeyEvent) -> KeyPressResult

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> KeyPressAttachment {
    KeyPressAttachment(context: context)
  }
  func updateAttachment(_ attachment: KeyPressAttachment, environment: EnvironmentValues) {
    attachment.keys = keys
    attachment.action = action
  }
}

/// Keeps the handler on the content's widgets as they come and go.
@MainActor
final class KeyPressAttachment: WidgetAttachment {
  var keys: Set<KeyEvent>?
  var action: (@MainActor (KeyEvent) -> KeyPressResult)?
  private let context: WidgetAttachmentContext

  init(context: WidgetAttachmentContext) { self.context = context }

  private func handle(_ event: KeyEvent) -> Bool {
    if let keys, !keys.contains(event) { return false }
    return action?(event) == .handled
  }

  func widgetsDidChange(from old: [TermView]) {
    for widget in old { widget.removeKeyHandlers(owner: self) }
    for widget in context.widgets {
      widget.addKeyHandler(owner: self) { [weak self] event in self?.handle(event) ?? false }
    }
  }

  func willDetach() {
    for widget in context.widgets { widget.removeKeyHandlers(owner: self) }
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

  /// Handles every key event that reaches this view unhandled, function
  /// keys included (`onKeyPress(phases:action:)` hands SwiftUI's `KeyPress`).
  public func onKeyEvent(action: @escaping @MainActor (KeyEvent) -> KeyPressResult) -> some View {
    KeyPressView(wrapped: self, keys: nil, action: action)
  }
}
