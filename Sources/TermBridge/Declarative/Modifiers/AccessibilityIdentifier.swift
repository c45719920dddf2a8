import TermBridgeTerminal
import TermBridgeWidgets

/// Names the content's widgets for tests and tools, like SwiftUI's
/// `.accessibilityIdentifier`: sets their
/// ``TermView/accessibilityIdentifier``. No widget of its own.
struct AccessibilityIdentifierView<Content: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let identifier: String

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> AccessibilityIdentifierAttachment {
    AccessibilityIdentifierAttachment(context: context)
  }
  func updateAttachment(_ attachment: AccessibilityIdentifierAttachment, environment: EnvironmentValues) {
    attachment.identifier = identifier
  }
}

/// Keeps the identifier on the content's widgets as they come and go.
@MainActor
final class AccessibilityIdentifierAttachment: WidgetAttachment {
  private let context: WidgetAttachmentContext
  var identifier = "" {
    didSet {
      if identifier != oldValue {
        for widget in context.widgets { widget.accessibilityIdentifier = identifier }
      }
    }
  }

  init(context: WidgetAttachmentContext) { self.context = context }

  func widgetsDidChange(from old: [TermView]) {
    for widget in old where widget.accessibilityIdentifier == identifier {
      widget.accessibilityIdentifier = nil
    }
    for widget in context.widgets { widget.accessibilityIdentifier = identifier }
  }

  func willDetach() {
    for widget in context.widgets where widget.accessibilityIdentifier == identifier {
      widget.accessibilityIdentifier = nil
    }
  }
}

extension View {
  /// Names this view for tests and tools (`TermPilot.click(id:)`).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    AccessibilityIdentifierView(wrapped: self, identifier: identifier)
  }
}
