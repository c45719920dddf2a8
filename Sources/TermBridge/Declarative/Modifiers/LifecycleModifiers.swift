import TermBridgeTerminal
import TermBridgeWidgets

/// Content with lifecycle hooks (appear, disappear, task, change), or with
/// an explicit identity. Makes no widget.
struct LifecycleView<Content: View>: View, MultiView, ExplicitlyIdentified {
  typealias Body = Never
  let wrapped: Content
  let make: @MainActor () -> NodeLifecycle?
  var identity: AnyHashable = 0
  /// The id given with `.id(_:)`.
  var explicitIdentity: AnyHashable?

  func children() -> [ViewChild] { [ViewChild(id: identity, view: wrapped)] }
  func makeLifecycle() -> NodeLifecycle? { make() }
}

/// Calls closures when the view enters and leaves the tree.
@MainActor
final class AppearLifecycle: NodeLifecycle {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?

  override func didMount(node: ViewNode) {
    // After this update: the view's widgets exist by then.
    if let onAppear { node.graph.afterUpdate(onAppear) }
  }

  override func didUpdate(node: ViewNode, view: any View) {
    guard let lifecycle = (view as? any LifecycleCarrier)?.lifecycleTemplate as? AppearLifecycle else {
      return
    }
    onAppear = lifecycle.onAppear
    onDisappear = lifecycle.onDisappear
  }

  override func willUnmount(node: ViewNode) { onDisappear?() }
}

/// Runs async work while the view is in the tree, cancelled when it leaves
/// (or restarted when its id changes).
@MainActor
final class TaskLifecycle: NodeLifecycle {
  var action: @MainActor () async -> Void
  var id: AnyHashable
  private var task: Task<Void, Never>?

  init(id: AnyHashable, action: @escaping @MainActor () async -> Void) {
    self.id = id
    self.action = action
  }

  override func didMount(node: ViewNode) { start() }

  override func didUpdate(node: ViewNode, view: any View) {
    guard let template = (view as? any LifecycleCarrier)?.lifecycleTemplate as? TaskLifecycle else { return }
    action = template.action
    if template.id != id {
      id = template.id
      task?.cancel()
      start()
    }
  }

  override func willUnmount(node: ViewNode) {
    task?.cancel()
    task = nil
  }

  private func start() {
    let action = self.action
    task = Task { @MainActor in await action() }
  }
}

/// Calls a closure when a value changes between updates.
@MainActor
final class ChangeLifecycle<Value: Equatable>: NodeLifecycle {
  var value: Value
  var action: (Value, Value) -> Void
  /// Whether the action also runs when the view appears (`initial:`).
  let initial: Bool

  init(value: Value, initial: Bool = false, action: @escaping (Value, Value) -> Void) {
    self.value = value
    self.initial = initial
    self.action = action
  }

  override func didMount(node: ViewNode) {
    guard initial else { return }
    let action = self.action
    let value = self.value
    node.graph.afterUpdate { action(value, value) }
  }

  override func didUpdate(node: ViewNode, view: any View) {
    guard let template = (view as? any LifecycleCarrier)?.lifecycleTemplate as? ChangeLifecycle<Value>
    else { return }
    action = template.action
    guard template.value != value else { return }
    let old = value
    value = template.value
    let action = self.action
    let new = value
    node.graph.afterUpdate { action(old, new) }
  }
}

/// A view that carries a fresh lifecycle object with its newest closures.
@MainActor
protocol LifecycleCarrier {
  var lifecycleTemplate: NodeLifecycle? { get }
}

extension LifecycleView: LifecycleCarrier {
  var lifecycleTemplate: NodeLifecycle? { make() }
}

extension View {
  /// Runs `action` when the view appears in the tree.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    LifecycleView(wrapped: self) {
      let lifecycle = AppearLifecycle()
      lifecycle.onAppear = action
      return lifecycle
    }
  }

  /// Runs `action` when the view leaves the tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    LifecycleView(wrapped: self) {
      let lifecycle = AppearLifecycle()
      lifecycle.onDisappear = action
      return lifecycle
    }
  }

  /// Starts `action` when the view appears and cancels it when the view
  /// goes away, like SwiftUI's `.task`.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void)
    -> some View
  {
    LifecycleView(wrapped: self) { TaskLifecycle(id: 0, action: action) }
  }

  /// Like ``task(priority:_:)``, restarted whenever `id` changes.
  public func task<ID: Hashable>(
    id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    LifecycleView(wrapped: self) { TaskLifecycle(id: AnyHashable(id), action: action) }
  }

  /// Runs `action` with the old and new value when `value` changes, like
  /// SwiftUI's; with `initial`, also when the view appears (with the value
  /// as both). Runs after the update that saw the change, so the action
  /// may change state.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    LifecycleView(wrapped: self) { ChangeLifecycle(value: value, initial: initial, action: action) }
  }

  /// Runs `action` when `value` changes (and, with `initial`, when the view
  /// appears), like SwiftUI's zero-argument form.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value when `value` changes, like SwiftUI's
  /// older `onChange(of:perform:)`.
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping (_ newValue: Value) -> Void
  )
    -> some View
  {
    onChange(of: value) { _, new in action(new) }
  }

  /// Gives the view an explicit identity: a new id makes new widgets and
  /// new state, as in SwiftUI; `ScrollViewProxy.scrollTo(_:anchor:)`
  /// finds the view by it.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    let identity = AnyHashable(id)
    return LifecycleView(
      wrapped: self, make: { ScrollTargetLifecycle(id: identity) }, identity: identity,
      explicitIdentity: identity)
  }
}
