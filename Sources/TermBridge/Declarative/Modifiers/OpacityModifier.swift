import TermBridgeTerminal
import TermBridgeWidgets

/// Hides the content's widgets while keeping their space, like SwiftUI's
/// `.hidden()` and `.opacity(0)`: they are not drawn and take no focus. A
/// property of the content's node; no widget of its own.
struct HiddenView<Content: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let isHidden: Bool

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> HiddenAttachment {
    HiddenAttachment(context: context)
  }
  func updateAttachment(_ attachment: HiddenAttachment, environment: EnvironmentValues) {
    attachment.hides = isHidden
  }
}

/// Keeps the content's widgets hidden as they come and go.
@MainActor
final class HiddenAttachment: WidgetAttachment {
  private let context: WidgetAttachmentContext
  var hides = false {
    didSet {
      guard hides != oldValue else { return }
      for widget in context.widgets { widget.isHidden = hides }
    }
  }

  init(context: WidgetAttachmentContext) { self.context = context }

  func widgetsDidChange(from old: [TermView]) {
    let current = Set(context.widgets.map(ObjectIdentifier.init))
    if hides {
      for widget in old where !current.contains(ObjectIdentifier(widget)) { widget.isHidden = false }
    }
    for widget in context.widgets where widget.isHidden != hides { widget.isHidden = hides }
  }

  func willDetach() {
    guard hides else { return }
    for widget in context.widgets { widget.isHidden = false }
  }
}

extension View {
  /// The content's opacity, like SwiftUI's `opacity(_:)`, as a terminal can
  /// show it: at 0 the content is hidden (its space kept), below 0.5 its
  /// text is dim, from 0.5 it is drawn as it is.
  public func opacity(_ opacity: Double) -> some View {
    HiddenView(
      wrapped: EnvironmentModifierView(wrapped: self) { if opacity < 0.5 { $0.textAttributes.insert(.dim) } },
      isHidden: opacity <= 0)
  }

  /// Hides the content and keeps its space, like SwiftUI's `hidden()`.
  public func hidden() -> some View { HiddenView(wrapped: self, isHidden: true) }
}
