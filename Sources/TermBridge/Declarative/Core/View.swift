/// A piece of declarative UI, like SwiftUI's `View`: a value that describes
/// what to show through its ``body``. Views are rebuilt on every state
/// change; the widgets they stand for live on in the view graph.
@MainActor
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// Views built into TermBridge have no body of their own: the graph knows
/// how to turn them into nodes.
extension View where Body == Never {
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; its body is never evaluated")
  }
}

/// A view that stands for zero or more child views with identities (a
/// tuple, a conditional, `ForEach`, `Group`, …). It makes no widget itself.
@MainActor
protocol MultiView {
  /// The children, each with an identity within this view.
  func children() -> [ViewChild]
  /// Changes the environment seen by the children.
  func transformEnvironment(_ environment: inout EnvironmentValues)
  /// Lifecycle hooks for modifiers such as `onAppear` and `task`.
  func makeLifecycle() -> NodeLifecycle?
}

extension MultiView {
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  func makeLifecycle() -> NodeLifecycle? { nil }
}

/// One child of a ``MultiView``: a view and its identity.
struct ViewChild {
  var id: AnyHashable
  var view: any View
}

/// A view that TermBridge draws with a widget of its own, laid out by a
/// ``LayoutBehavior``, with the views in ``content`` as its children.
@MainActor
protocol WidgetView {
  /// The child views laid out inside this view's widget.
  var content: [any View] { get }
  /// Makes the widget; called once per identity.
  func makeWidget(context: WidgetContext) -> TermView
  /// Brings the widget up to date with this value; called after make and on
  /// every later update of the view.
  func updateWidget(_ widget: TermView, context: WidgetContext)
  /// Called when the view leaves the tree, before the widget is dropped.
  func dismantleWidget(_ widget: TermView, context: WidgetContext)
  /// How the widget sizes itself and places its children.
  func makeLayout() -> any LayoutBehavior
  /// Refreshes `layout` with this value; returns whether sizes may change.
  func updateLayout(_ layout: any LayoutBehavior) -> Bool
  /// Changes the environment the content sees.
  func transformChildEnvironment(_ environment: inout EnvironmentValues)
  /// Whether making or updating the widget may read state or observable
  /// models (bindings, user code), so the graph must track the reads.
  /// Views that only use their own stored values say false.
  var readsExternalState: Bool { get }
}

extension WidgetView {
  var content: [any View] { [] }
  func dismantleWidget(_ widget: TermView, context: WidgetContext) {}
  func updateLayout(_ layout: any LayoutBehavior) -> Bool { false }
  func transformChildEnvironment(_ environment: inout EnvironmentValues) {}
  var readsExternalState: Bool { true }
}

/// Built-in widget views that show only their own stored values.
@MainActor
protocol SelfContainedWidgetView: WidgetView {}

extension SelfContainedWidgetView {
  var readsExternalState: Bool { false }
}

/// What a widget view sees while it makes or updates its widget.
@MainActor
struct WidgetContext {
  let node: WidgetNode
  var environment: EnvironmentValues { node.environment }
  var transaction: Transaction { node.graph.transaction }
}

/// Views that can tell whether a new value differs from an old one without
/// re-evaluating anything.
func viewsAreEqual(_ a: any View, _ b: any View) -> Bool {
  func open<A: View>(_ a: A) -> Bool {
    guard let b = b as? A else { return false }
    if let ea = a as? any Equatable {
      return equals(ea, b)
    }
    if _isPOD(A.self) {
      return withUnsafeBytes(of: a) { pa in
        withUnsafeBytes(of: b) { pb in pa.elementsEqual(pb) }
      }
    }
    return fieldsAreEqual(a, b, depth: 0)
  }
  return open(a)
}

/// Field-by-field equality, as SwiftUI compares view values: `Equatable`
/// fields by `==`, objects by identity, plain structs field by field, and
/// the graph's own property wrappers (state, environment, focus state) as
/// equal, since their values live in the graph and changes to them are
/// tracked there. Closures and anything else count as different.
private func fieldsAreEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
  guard depth < 4 else { return false }
  let left = Mirror(reflecting: a)
  let right = Mirror(reflecting: b)
  guard left.displayStyle == .struct || left.displayStyle == .tuple,
    left.children.count == right.children.count
  else { return false }
  for (l, r) in zip(left.children, right.children) {
    let lv = l.value
    let rv = r.value
    if lv is any LinkableWrapper { continue }
    if let equatable = lv as? any Equatable {
      guard equals(equatable, rv) else { return false }
      continue
    }
    switch Mirror(reflecting: lv).displayStyle {
    case .class:
      guard (lv as AnyObject) === (rv as AnyObject) else { return false }
    case .struct, .tuple:
      guard fieldsAreEqual(lv, rv, depth: depth + 1) else { return false }
    default:
      return false
    }
  }
  return true
}

private func equals<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  guard let b = b as? E else { return false }
  return a == b
}
