import TermBridgeTerminal
import TermBridgeWidgets

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
/// A property of the content's node: it watches the window's first
/// responder and makes no widget of its own.
struct FocusedView<Content: View, Value: Hashable>: View, MultiView {
  typealias Body = Never
  let wrapped: Content
  let binding: Binding<Value>
  let focusedValue: Value
  let unfocusedValue: Value?

  func children() -> [ViewChild] { [ViewChild(id: 0, view: wrapped)] }
  func makeLifecycle() -> NodeLifecycle? { FocusLifecycle(self) }
}

extension FocusedView: LifecycleCarrier {
  var lifecycleTemplate: NodeLifecycle? { makeLifecycle() }
}

/// Follows focus in and out of the content's widgets, and moves focus into
/// them when the binding asks for it.
@MainActor
final class FocusLifecycle: NodeLifecycle, FocusClient {
  private var isFocusTarget: () -> Bool
  private var focusDidChange: (Bool) -> Void
  private weak var node: ViewNode?
  private weak var observedWindow: TermWindow?
  private var wantsFocus = false
  private var hadFocus = false

  init<Content: View, Value: Hashable>(_ view: FocusedView<Content, Value>) {
    let binding = view.binding
    let focused = view.focusedValue
    let unfocused = view.unfocusedValue
    isFocusTarget = { binding.wrappedValue == focused }
    focusDidChange = { hasFocus in
      if hasFocus {
        if binding.wrappedValue != focused { binding.wrappedValue = focused }
      } else if binding.wrappedValue == focused, let unfocused {
        binding.wrappedValue = unfocused
      }
    }
  }

  override func didMount(node: ViewNode) {
    self.node = node
    node.graph.addFocusClient(self)
    readBinding(node: node)
  }

  override func didUpdate(node: ViewNode, view: any View) {
    if let template = (view as? any LifecycleCarrier)?.lifecycleTemplate as? FocusLifecycle {
      isFocusTarget = template.isFocusTarget
      focusDidChange = template.focusDidChange
    }
    readBinding(node: node)
  }

  /// Reads the binding as the node's own dependency: a change re-runs it.
  private func readBinding(node: ViewNode) {
    let wanted = node.trackingReads { isFocusTarget() }
    if wanted && !wantsFocus { node.graph.layoutDidInvalidate() }
    wantsFocus = wanted
  }

  override func willUnmount(node: ViewNode) {
    node.graph.removeFocusClient(self)
  }

  private var widgets: [TermView] { node?.widgetNodes.map(\.widget) ?? [] }

  /// After layout: watch the window, and move focus in when asked to.
  func syncFocus() {
    let widgets = self.widgets
    guard let window = widgets.lazy.compactMap(\.window).first else { return }
    if observedWindow !== window {
      observedWindow = window
      window.addFirstResponderObserver(self) { [weak self] responder in self?.firstResponderChanged(responder) }
    }
    guard wantsFocus else { return }
    if let responder = window.firstResponder, widgets.contains(where: { responder.isDescendant(of: $0) }) {
      return
    }
    for widget in widgets {
      if let target = firstFocusable(in: widget) {
        window.makeFirstResponder(target)
        return
      }
    }
  }

  private func firstFocusable(in view: TermView) -> TermView? {
    if !view.isHidden && view.canBecomeFirstResponder { return view }
    for subview in view.subviews where !subview.isHidden {
      if let found = firstFocusable(in: subview) { return found }
    }
    return nil
  }

  private func firstResponderChanged(_ responder: TermView?) {
    let hasFocus = responder.map { responder in widgets.contains { responder.isDescendant(of: $0) } } ?? false
    guard hasFocus != hadFocus else { return }
    hadFocus = hasFocus
    focusDidChange(hasFocus)
  }
}

/// Something that follows the window's focus once the graph is laid out.
@MainActor
protocol FocusClient: AnyObject {
  func syncFocus()
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
