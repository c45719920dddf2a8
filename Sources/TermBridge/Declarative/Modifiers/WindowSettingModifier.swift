import TermBridgeTerminal
import TermBridgeWidgets

/// Sets something on the window the content is in (its key hints bar, the
/// key of its command palette) once the content is laid out in one, and
/// puts back what was there when the modifier leaves. No widget of its own.
struct WindowSettingView<Content: View, Value: Equatable>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let value: Value
  /// Reads the window's setting.
  let read: @MainActor (TermWindow) -> Value
  /// Sets the window's setting.
  let write: @MainActor (TermWindow, Value) -> Void

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> WindowSettingAttachment<Value> {
    WindowSettingAttachment(context: context, value: value, read: read, write: write)
  }
  func updateAttachment(_ attachment: WindowSettingAttachment<Value>, environment: EnvironmentValues) {
    if attachment.value != value {
      attachment.value = value
      attachment.context.setNeedsLayout()
    }
  }
}

/// Keeps the setting on the content's window.
@MainActor
final class WindowSettingAttachment<Value: Equatable>: WidgetAttachment {
  let context: WidgetAttachmentContext
  var value: Value
  private let read: @MainActor (TermWindow) -> Value
  private let write: @MainActor (TermWindow, Value) -> Void
  /// The window set, and what it held before.
  private var applied: (window: TermWindow, previous: Value)?

  init(
    context: WidgetAttachmentContext, value: Value, read: @escaping @MainActor (TermWindow) -> Value,
    write: @escaping @MainActor (TermWindow, Value) -> Void
  ) {
    self.context = context
    self.value = value
    self.read = read
    self.write = write
  }

  func didLayOut() {
    guard let window = context.window else { return }
    if let applied, applied.window !== window { restore() }
    if applied == nil { applied = (window, read(window)) }
    if read(window) != value { write(window, value) }
  }

  func willDetach() { restore() }

  private func restore() {
    guard let applied else { return }
    self.applied = nil
    write(applied.window, applied.previous)
  }
}
