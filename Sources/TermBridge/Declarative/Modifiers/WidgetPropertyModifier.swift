import TermBridgeTerminal
import TermBridgeWidgets

/// Sets one property of the content's widgets while the modifier is there
/// (`.help` the tool tip, `.hidden` `isHidden`, `.accessibilityIdentifier`
/// the identifier). A property of the content's node; no widget of its own.
/// A widget keeps a value set by a modifier closer to it: the innermost
/// wins, as in SwiftUI.
struct WidgetPropertyView<Content: View, Value: Equatable>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let property: ReferenceWritableKeyPath<TermView, Value>
  /// The property's value when no modifier sets it.
  let unset: Value
  let value: Value

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> WidgetPropertyAttachment<Value> {
    WidgetPropertyAttachment(context: context, property: property, unset: unset)
  }
  func updateAttachment(_ attachment: WidgetPropertyAttachment<Value>, environment: EnvironmentValues) {
    attachment.value = value
  }
}

/// Keeps the property on the content's widgets as they come and go.
@MainActor
final class WidgetPropertyAttachment<Value: Equatable>: WidgetAttachment {
  private let context: WidgetAttachmentContext
  private let property: ReferenceWritableKeyPath<TermView, Value>
  private let unset: Value

  var value: Value {
    didSet {
      guard value != oldValue else { return }
      for widget in context.widgets
      where widget[keyPath: property] == unset || widget[keyPath: property] == oldValue {
        widget[keyPath: property] = value
      }
    }
  }

  init(context: WidgetAttachmentContext, property: ReferenceWritableKeyPath<TermView, Value>, unset: Value) {
    self.context = context
    self.property = property
    self.unset = unset
    value = unset
  }

  func widgetsDidChange(from old: [TermView]) {
    let current = Set(context.widgets.map(ObjectIdentifier.init))
    for widget in old where !current.contains(ObjectIdentifier(widget)) && widget[keyPath: property] == value
    {
      widget[keyPath: property] = unset
    }
    for widget in context.widgets where widget[keyPath: property] == unset {
      widget[keyPath: property] = value
    }
  }

  func willDetach() {
    for widget in context.widgets where widget[keyPath: property] == value {
      widget[keyPath: property] = unset
    }
  }
}
