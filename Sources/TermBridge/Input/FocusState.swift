import TermBridgeTerminal
import TermBridgeWidgets

/// Which view has keyboard focus, like SwiftUI's `@FocusState`: bind it to
/// views with `.focused(_:)` or `.focused(_:equals:)`; setting it moves
/// focus, and focus moved by the user (Tab, a click) updates it.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// Which view has the keys (set it to move them).
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `.focused(_:)` and `.focused(_:equals:)`.
  public var projectedValue: Binding<Value> { state.projectedValue }

  // Both initializers are in the type's own declaration: only there does
  // Swift use them to default-initialize `@FocusState private var field:
  // Field?`, so that the view keeps its memberwise `init()` (in an
  // extension, the private property becomes an initializer parameter).

  /// Not focused: `@FocusState var isFocused: Bool`.
  public init() where Value == Bool { state = State(wrappedValue: false) }

  /// No view focused: `@FocusState var field: Field?`.
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }
}

extension FocusState: LinkableWrapper {
  var linkable: GraphLinkable { state.location }
}

/// Ties a focus binding to the first focusable widget inside the content.
/// A property of the content's node: it watches the window's first
/// responder and adds no widget of its own.
struct FocusedView<Content: View, Value: Hashable>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let binding: Binding<Value>
  let focusedValue: Value
  let unfocusedValue: Value?

  var attachedContent: any View { wrapped }
  func makeAttachment(context: WidgetAttachmentContext) -> FocusAttachment {
    FocusAttachment(context: context)
  }

  func updateAttachment(_ attachment: FocusAttachment, environment: EnvironmentValues) {
    let binding = self.binding
    let focused = focusedValue
    let unfocused = unfocusedValue
    attachment.focusDidChange = { hasFocus in
      if hasFocus {
        if binding.wrappedValue != focused { binding.wrappedValue = focused }
      } else if binding.wrappedValue == focused, let unfocused {
        binding.wrappedValue = unfocused
      }
    }
    attachment.wantsFocus = binding.wrappedValue == focused
  }
}

/// Follows focus in and out of the content's widgets, and moves focus into
/// them when the binding asks for it (after layout, when they are in a
/// window).
@MainActor
final class FocusAttachment: WidgetAttachment {
  var focusDidChange: ((Bool) -> Void)?
  var wantsFocus = false {
    didSet { if wantsFocus && !oldValue { context.setNeedsLayout() } }
  }
  private weak var observedWindow: TermWindow?
  private var hadFocus = false
  private let context: WidgetAttachmentContext

  init(context: WidgetAttachmentContext) { self.context = context }

  private var widgets: [TermView] { context.widgets }

  func didLayOut() {
    guard let window = context.window else { return }
    if observedWindow !== window {
      observedWindow = window
      window.addFirstResponderObserver(self) { [weak self] responder in self?.firstResponderChanged(responder)
      }
      // Focus the window gave the content before it was watched counts too.
      firstResponderChanged(window.firstResponder)
    }
    guard wantsFocus else { return }
    if let responder = window.firstResponder, contains(responder) { return }
    for widget in widgets {
      if let target = firstFocusable(in: widget) {
        window.makeFirstResponder(target)
        return
      }
    }
  }

  private func contains(_ view: TermView) -> Bool {
    widgets.contains { view.isDescendant(of: $0) }
  }

  private func firstFocusable(in view: TermView) -> TermView? {
    if !view.isHidden && view.canBecomeFirstResponder { return view }
    for subview in view.subviews where !subview.isHidden {
      if let found = firstFocusable(in: subview) { return found }
    }
    return nil
  }

  private func firstResponderChanged(_ responder: TermView?) {
    let hasFocus = responder.map(contains) ?? false
    guard hasFocus != hadFocus else { return }
    hadFocus = hasFocus
    focusDidChange?(hasFocus)
  }
}

extension View {
  /// Focus follows `condition`: true focuses the first focusable view
  /// inside; focus leaving sets it to false. `\.isFocused` reads the
  /// condition inside.
  public func focused(_ condition: Binding<Bool>) -> some View {
    FocusedView(
      wrapped: environment(\.isFocused, condition.wrappedValue), binding: condition, focusedValue: true,
      unfocusedValue: false)
  }

  /// Focus follows `binding == value`; focus leaving sets it to nil.
  /// `\.isFocused` reads whether it is `value` inside.
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
    // The binding's value type is `Value?`: losing focus writes `.some(nil)`.
    FocusedView(
      wrapped: environment(\.isFocused, binding.wrappedValue == value), binding: binding, focusedValue: value,
      unfocusedValue: .some(nil))
  }
}
