import TermBridgeTerminal
import TermBridgeWidgets

/// A piece of declarative UI, like SwiftUI's `View`: a value that describes
/// what to show through its ``body``. Views are rebuilt on every state
/// change; the widgets they stand for live on in the view graph.
@MainActor
public protocol View {
  /// The type of view the body is.
  associatedtype Body: View
  /// The view's content, rebuilt whenever state it reads changes.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// `Never` is its own body, so primitive views can name it as theirs.
  public typealias Body = Never
  /// Never called: `Never` has no values.
  public var body: Never { fatalError("Never has no body") }
}

/// Views built into TermBridge have no body of their own: the graph knows
/// how to turn them into nodes.
extension View where Body == Never {
  /// Never called: the graph makes a primitive view's node from the view
  /// itself, so reading this traps.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; its body is never evaluated")
  }
}

/// A view that stands for zero or more child views with identities (a
/// tuple, a conditional, `ForEach`, `Group`, …). It makes no widget itself,
/// and has no body (so a view with a body is known not to be one without
/// asking the runtime).
@MainActor
protocol MultiView: View where Body == Never {
  /// The children, each with an identity within this view.
  func children() -> [ViewChild]
  /// Changes the environment seen by the children.
  func transformEnvironment(_ environment: inout EnvironmentValues)
  /// Lifecycle hooks for modifiers such as `onAppear` and `task`.
  func makeLifecycle() -> NodeLifecycle?
  /// Whether ``children()`` only hands out views the value holds, running
  /// no code of the app (a tuple, a conditional): then nothing it reads
  /// needs tracking. A `ForEach` makes its children with the app's closure.
  var childrenAreStored: Bool { get }
}

extension MultiView {
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  func makeLifecycle() -> NodeLifecycle? { nil }
  var childrenAreStored: Bool { false }
}

/// One child of a ``MultiView``: a view and its identity.
struct ViewChild {
  var id: AnyHashable
  var view: any View
  /// The child's position when `id` is that position and nothing else (a
  /// container's fixed content), else -1: such ids compare as integers,
  /// not through `AnyHashable`.
  var position = -1

  /// `views` identified by their position (a container's fixed content).
  static func byPosition(_ views: [any View]) -> [ViewChild] {
    // A loop, not `map`: a main-actor closure handed to the standard
    // library checks the executor each time it runs.
    var children: [ViewChild] = []
    children.reserveCapacity(views.count)
    for (index, view) in views.enumerated() {
      children.append(ViewChild(id: index, view: view, position: index))
    }
    return children
  }
}

/// A view drawn by a widget of its own: the one primitive the view graph
/// turns into widgets. The graph makes the widget once for the view's
/// identity, updates it with every new value, measures it, and dismantles
/// it when the view leaves the tree.
///
/// `TermViewRepresentable` and `TermViewControllerRepresentable` are built
/// on it, and so is every built-in control (`Text` is a ``TermLabel``,
/// `Button` a ``TermButton``, …): each exists as a kit widget an imperative
/// program uses on its own and as the declarative view that stands for it.
@MainActor
public protocol WidgetView: View where Body == Never {
  /// The widget that draws the view.
  associatedtype Widget: TermView
  /// An object kept for the view's identity (delegates, target-action).
  associatedtype Coordinator = Void
  /// What the view's methods see: the coordinator, environment and transaction.
  typealias Context = WidgetViewContext<Self>

  /// Creates the coordinator, before the widget; once per identity.
  func makeCoordinator() -> Coordinator
  /// Creates the widget; called once per identity.
  func makeWidget(context: Context) -> Widget
  /// Brings the widget up to date with this value; called right after
  /// ``makeWidget(context:)`` and on every later update of the view.
  func updateWidget(_ widget: Widget, context: Context)
  /// Cleans up when the view leaves the tree; nothing retains the widget after.
  static func dismantleWidget(_ widget: Widget, coordinator: Coordinator)
  /// The size the view takes for `proposal`, or nil for the widget's own
  /// sizing: its ``TermView/intrinsicContentSize`` taken the way SwiftUI
  /// takes a `UIView`'s (it stretches to the width offered, keeps its
  /// intrinsic height, and takes what it is offered in a dimension with no
  /// intrinsic size). Measuring has no side effects.
  func sizeThatFits(_ proposal: ProposedViewSize, widget: Widget, context: Context) -> Size?
}

extension WidgetView {
  /// Does nothing by default: the graph drops the widget, and nothing else
  /// holds it.
  public static func dismantleWidget(_ widget: Widget, coordinator: Coordinator) {}

  /// Nil by default: the widget's own sizing (see the requirement).
  public func sizeThatFits(_ proposal: ProposedViewSize, widget: Widget, context: Context) -> Size? {
    context.noteDefaultSizing()
    return nil
  }
}

extension WidgetView where Coordinator == Void {
  /// No coordinator: views without one need not write this.
  public func makeCoordinator() {}
}

/// What a ``WidgetView`` sees while it makes, updates and sizes its widget.
@MainActor
public struct WidgetViewContext<Content: WidgetView> {
  /// The coordinator made by `makeCoordinator()`, the same for the view's lifetime.
  public var coordinator: Content.Coordinator {
    unsafeDowncast(coordinatorBox, to: CoordinatorBox<Content.Coordinator>.self).value
  }
  /// The coordinator in the node's box: stored type-erased, so that the
  /// context's layout does not depend on `Content` and the graph makes
  /// one without looking up its generic metadata (it makes one for every
  /// update and measure of every widget view).
  private let coordinatorBox: AnyObject
  /// The environment at this point of the tree.
  public internal(set) var environment: EnvironmentValues
  /// The transaction of the current update.
  public internal(set) var transaction: Transaction
  /// Set when the protocol's default sizing answered (only while measuring).
  let sizingRecord: DefaultSizingRecord?
  /// The node of the view, for ``layoutInvalidation``: read only while the
  /// graph's call that made this context runs, when the node is alive (an
  /// unowned reference costs nothing on the measuring path).
  private unowned(unsafe) let node: WidgetNode?

  /// A context whose coordinator is in `coordinatorBox`, a
  /// `CoordinatorBox<Content.Coordinator>`.
  init(
    coordinatorBox: AnyObject, environment: EnvironmentValues, transaction: Transaction,
    sizingRecord: DefaultSizingRecord? = nil, node: WidgetNode? = nil
  ) {
    self.coordinatorBox = coordinatorBox
    self.environment = environment
    self.transaction = transaction
    self.sizingRecord = sizingRecord
    self.node = node
  }

  /// Tells the graph, later, that the widget's size changed on its own
  /// (outside an update: a lazy stack that measured new rows), so the
  /// views around it are measured and placed again.
  var layoutInvalidation: LayoutInvalidation { LayoutInvalidation(node: node) }

  /// Tells the measuring layout that the size came from the widget alone
  /// (the view has no sizing of its own), so it need not measure again
  /// while the widget's intrinsic size holds. The representable protocols
  /// call it from their own default `sizeThatFits`.
  package func noteDefaultSizing() { sizingRecord?.usedDefault = true }
}

/// A widget view's coordinator, kept by its node for the view's lifetime.
final class CoordinatorBox<Coordinator> {
  let value: Coordinator
  init(_ value: Coordinator) { self.value = value }
}

/// A way back to a widget view's node, to measure it again.
@MainActor
struct LayoutInvalidation {
  weak var node: WidgetNode?

  /// Drops the node's measured sizes (and its ancestors') if they changed.
  func callAsFunction() { node?.invalidateLayout() }
}

/// Whether a measurement fell back on the widget's own sizing.
@MainActor
final class DefaultSizingRecord {
  var usedDefault = false
}

/// The built-in facet of a ``WidgetView`` whose widget contains declarative
/// children (a button's label, a scroll view's content): the views laid
/// out inside the widget, and how.
@MainActor
package protocol WidgetContainerView: WidgetView {
  /// The child views laid out inside this view's widget.
  var content: [any View] { get }
  /// How the widget sizes itself and places its children.
  func makeLayout(for widget: Widget) -> any LayoutBehavior
  /// Refreshes `layout` with this value; returns whether sizes may change.
  func updateLayout(_ layout: any LayoutBehavior) -> Bool
  /// Changes the environment the content sees.
  func transformChildEnvironment(_ environment: inout EnvironmentValues)
  /// The view the content's widgets go into (the widget itself, or a
  /// content view of its own, as a scroll view's); the layout places them
  /// in its coordinates.
  func contentContainer(of widget: Widget) -> TermView
}

extension WidgetContainerView {
  package func contentContainer(of widget: Widget) -> TermView { widget }
  package func updateLayout(_ layout: any LayoutBehavior) -> Bool { false }
  package func transformChildEnvironment(_ environment: inout EnvironmentValues) {}
}

/// Built-in widget views whose make and update read only their own stored
/// values and the environment (no bindings, no user code), so the graph
/// need not track what they read.
@MainActor
package protocol SelfContainedWidgetView: WidgetView {}

/// A structural view: it sizes and places its content (stacks, padding,
/// frames, spacers, overlays) and adds no widget. Its content's widgets
/// join the nearest widget above, at the places its layout gives them.
@MainActor
package protocol StructuralView: View where Body == Never {
  /// The child views it lays out.
  var content: [any View] { get }
  /// How it sizes itself and places its content.
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior
  /// Refreshes `layout` with this value; returns whether sizes may change.
  func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool
  /// Changes the environment the content sees.
  func transformChildEnvironment(_ environment: inout EnvironmentValues)
  /// Whether it applies to each view of its content separately, as a
  /// modifier does (`Group { a; b }.padding()` pads each), rather than
  /// laying them out together, as a stack does.
  var appliesToEachChild: Bool { get }
}

extension StructuralView {
  package var content: [any View] { [] }
  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool { false }
  package func transformChildEnvironment(_ environment: inout EnvironmentValues) {}
  package var appliesToEachChild: Bool { false }
}
