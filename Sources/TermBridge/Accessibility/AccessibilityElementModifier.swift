import TermBridgeTerminal
import TermBridgeWidgets

/// `.accessibilityElement(children:)`: the content's widgets (one, or the
/// several a stack of views makes) become one element for assistive tools.
/// They share one ``TermAccessibilityGrouping`` while the modifier is there,
/// which the tree walk (``TermView/accessibilityElements``) reads as one
/// element; the widgets also keep the behaviour in
/// ``TermAccessibility/children``. A modifier closer to a widget wins, as
/// for the other accessibility modifiers.
struct AccessibilityElementView<Content: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let behavior: TermAccessibilityChildren

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> AccessibilityGroupingAttachment {
    AccessibilityGroupingAttachment(context: context)
  }
  func updateAttachment(_ attachment: AccessibilityGroupingAttachment, environment: EnvironmentValues) {
    attachment.update(behavior)
  }
}

/// Keeps one grouping object, and the behaviour, on the content's widgets.
@MainActor
final class AccessibilityGroupingAttachment: WidgetAttachment {
  private let grouping: WidgetPropertyAttachment<TermAccessibilityGrouping?>
  private let children: WidgetPropertyAttachment<TermAccessibilityChildren?>
  private var group: TermAccessibilityGrouping?

  init(context: WidgetAttachmentContext) {
    grouping = WidgetPropertyAttachment(context: context, property: \.accessibility.grouping, unset: nil)
    children = WidgetPropertyAttachment(context: context, property: \.accessibility.children, unset: nil)
  }

  func update(_ behavior: TermAccessibilityChildren) {
    if let group {
      group.children = behavior
    } else {
      let made = TermAccessibilityGrouping(children: behavior)
      group = made
      grouping.value = made
    }
    children.value = behavior
  }

  func widgetsDidChange(from old: [TermView]) {
    grouping.widgetsDidChange(from: old)
    children.widgetsDidChange(from: old)
  }

  func willDetach() {
    grouping.willDetach()
    children.willDetach()
  }
}
