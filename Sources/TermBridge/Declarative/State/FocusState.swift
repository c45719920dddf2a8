/// Which view has keyboard focus, like SwiftUI's `@FocusState`: bind it to
/// views with `.focused(_:)` or `.focused(_:equals:)`; setting it moves
/// focus, and focus moved by the user (Tab, a click) updates it.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension FocusState where Value == Bool {
  public init() { state = State(wrappedValue: false) }
}

extension FocusState where Value: ExpressibleByNilLiteral {
  /// No view focused: `@FocusState var field: Field?`.
  public init() { state = State(wrappedValue: Value(nilLiteral: ())) }
}

extension FocusState: LinkableWrapper {
  var linkable: GraphLinkable { state.location }
}

/// Ties a focus binding to the first focusable widget inside the content.
struct FocusedView<Content: View, Value: Hashable>: View, WidgetView {
  typealias Body = Never
  let wrapped: Content
  let binding: Binding<Value>
  let focusedValue: Value
  let unfocusedValue: Value?

  var content: [any View] { [wrapped] }

  func makeWidget(context: WidgetContext) -> TermView { FocusWidget() }

  func updateWidget(_ widget: TermView, context: WidgetContext) {
    guard let widget = widget as? FocusWidget else { return }
    let binding = self.binding
    let focused = focusedValue
    let unfocused = unfocusedValue
    widget.onFocusChange = { hasFocus in
      if hasFocus {
        if binding.wrappedValue != focused { binding.wrappedValue = focused }
      } else if binding.wrappedValue == focused, let unfocused {
        binding.wrappedValue = unfocused
      }
    }
    widget.wantsFocus = binding.wrappedValue == focused
  }

  func makeLayout() -> any LayoutBehavior { RuleLayout(rule: .priority(0)) }
}

/// Watches focus inside itself and moves it when its binding asks to.
@MainActor
final class FocusWidget: TermView {
  var onFocusChange: ((Bool) -> Void)?
  var wantsFocus = false {
    didSet { if wantsFocus && !oldValue { setNeedsLayout() } }
  }
  private var hadFocus = false

  override func didMoveToWindow() {
    window?.addFirstResponderObserver(self) { [weak self] responder in
      self?.firstResponderChanged(responder)
    }
    setNeedsLayout()
  }

  override func layoutSubviews() {
    guard wantsFocus, let window else { return }
    if let responder = window.firstResponder, responder.isDescendant(of: self) { return }
    if let target = firstFocusableDescendant(of: self) { window.makeFirstResponder(target) }
  }

  private func firstFocusableDescendant(of view: TermView) -> TermView? {
    for subview in view.subviews where !subview.isHidden {
      if subview.canBecomeFirstResponder { return subview }
      if let found = firstFocusableDescendant(of: subview) { return found }
    }
    return nil
  }

  private func firstResponderChanged(_ responder: TermView?) {
    let hasFocus = responder?.isDescendant(of: self) ?? false
    guard hasFocus != hadFocus else { return }
    hadFocus = hasFocus
    onFocusChange?(hasFocus)
  }
}

extension View {
  /// Focus follows `condition`: true focuses the first focusable view
  /// inside; focus leaving sets it to false.
  public func focused(_ condition: Binding<Bool>) -> some View {
    FocusedView(wrapped: self, binding: condition, focusedValue: true, unfocusedValue: false)
  }

  /// Focus follows `binding == value`; focus leaving sets it to nil.
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
    // The binding's value type is `Value?`: losing focus writes `.some(nil)`.
    FocusedView(wrapped: self, binding: binding, focusedValue: value, unfocusedValue: .some(nil))
  }
}
