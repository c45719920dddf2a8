import TermBridgeTerminal
import TermBridgeWidgets

/// Help text for the content, like SwiftUI's `.help`: set as the
/// ``TermView/toolTip`` of the content's widgets, so the window shows it
/// on its last line while focus is in them. A property of the content's
/// node; no widget of its own.
struct HelpView<Content: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let text: String

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> HelpAttachment { HelpAttachment(context: context) }
  func updateAttachment(_ attachment: HelpAttachment, environment: EnvironmentValues) {
    attachment.text = text
  }
}

/// Keeps the tool tip on the content's widgets as they come and go.
@MainActor
final class HelpAttachment: WidgetAttachment {
  private let context: WidgetAttachmentContext
  /// The text; a widget keeps a tool tip set by another `.help` closer
  /// to it (the innermost wins, as in SwiftUI).
  var text = "" {
    didSet {
      guard text != oldValue else { return }
      for widget in context.widgets where widget.toolTip == nil || widget.toolTip == oldValue {
        widget.toolTip = text
      }
    }
  }

  init(context: WidgetAttachmentContext) { self.context = context }

  func widgetsDidChange(from old: [TermView]) {
    let current = Set(context.widgets.map(ObjectIdentifier.init))
    for widget in old where !current.contains(ObjectIdentifier(widget)) && widget.toolTip == text {
      widget.toolTip = nil
    }
    for widget in context.widgets where widget.toolTip == nil { widget.toolTip = text }
  }

  func willDetach() {
    for widget in context.widgets where widget.toolTip == text { widget.toolTip = nil }
  }
}

extension View {
  /// Help text shown on the window's last line while this view has focus.
  public func help(_ text: String) -> some View { HelpView(wrapped: self, text: text) }

  /// Help text, as a `Text`, shown on the window's last line while this
  /// view has focus (its string; styling is not shown).
  public func help(_ text: Text) -> some View { HelpView(wrapped: self, text: text.content) }
}
