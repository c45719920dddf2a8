import TermBridgeTerminal
import TermBridgeWidgets

/// Whether a key handler used the key, like SwiftUI's `KeyPress.Result`.
public enum KeyPressResult: Sendable {
  case handled, ignored
}

/// Handles keys that reach the content unhandled (from a focused view
/// inside it), like SwiftUI's `.onKeyPress`. A property of the content's
/// node: the handler is added to the content's widgets and makes no
/// widget of its own.
struct KeyPressView<Content: View>: View, MultiView {
  typealias Body = Never
  let wrapped: Content
  let keys: Set<KeyEvent>?
  let action: @MainActor (KeyEvent) -> KeyPressResult

  func children() -> [ViewChild] { [ViewChild(id: 0, view: wrapped)] }
  func makeLifecycle() -> NodeLifecycle? { KeyPressLifecycle(keys: keys, action: action) }
}

extension KeyPressView: LifecycleCarrier {
  var lifecycleTemplate: NodeLifecycle? { makeLifecycle() }
}

/// Keeps the handler on the content's widgets as they come and go.
@MainActor
final class KeyPressLifecycle: NodeLifecycle {
  private var keys: Set<KeyEvent>?
  private var action: @MainActor (KeyEvent) -> KeyPressResult
  private var attached: [Weak<TermView>] = []

  init(keys: Set<KeyEvent>?, action: @escaping @MainActor (KeyEvent) -> KeyPressResult) {
    self.keys = keys
    self.action = action
  }

  private func handle(_ event: KeyEvent) -> Bool {
    if let keys, !keys.contains(event) { return false }
    return action(event) == .handled
  }

  override func didMount(node: ViewNode) { attach(to: node) }

  override func didUpdate(node: ViewNode, view: any View) {
    guard let template = (view as? any LifecycleCarrier)?.lifecycleTemplate as? KeyPressLifecycle else {
      return
    }
    keys = template.keys
    action = template.action
  }

  override func widgetsDidChange(node: ViewNode) { attach(to: node) }

  override func willUnmount(node: ViewNode) { detach() }

  private func attach(to node: ViewNode) {
    let widgets = node.widgetNodes.map(\.widget)
    if widgets.count == attached.count && zip(widgets, attached).allSatisfy({ $0 === $1.value }) { return }
    detach()
    for widget in widgets {
      widget.addKeyHandler(owner: self) { [unowned self] event in self.handle(event) }
    }
    attached = widgets.map(Weak.init)
  }

  private func detach() {
    for entry in attached { entry.value?.removeKeyHandlers(owner: self) }
    attached.removeAll()
  }
}

/// A weak reference, for lists of objects not kept alive by the list.
@MainActor
struct Weak<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
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

  /// Handles every key that reaches this view unhandled.
  public func onKeyPress(action: @escaping @MainActor (KeyEvent) -> KeyPressResult) -> some View {
    KeyPressView(wrapped: self, keys: nil, action: action)
  }
}
