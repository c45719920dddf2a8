import TermBridgeTerminal
import TermBridgeWidgets

/// A view drawn by a widget of its own: the one primitive the view graph
/// turns into widgets. The graph makes the widget once for the view's
/// identity, updates it with every new value, measures it, and dismantles
/// it when the view leaves the tree.
///
/// Every built-in control is one (`Text` is a ``TermLabel``, `Button` a
/// ``TermButton``, …): each exists as a kit widget an imperative program
/// uses on its own and as the declarative view that stands for it. Apps
/// wrap their widgets with the public representables instead, which the
/// graph adapts to this primitive (``RepresentableWidget``,
/// ``ControllerRepresentableWidget``): one public way to wrap a widget.
@MainActor
package protocol WidgetView: View where Body == Never {
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
  /// The value as a container of declarative children, or nil for a leaf
  /// (said by the type: ``WidgetContainerView`` answers itself).
  var widgetContainer: (any WidgetContainerView)? { get }
  /// Whether making and updating the widget reads only the value's own
  /// stored values and the environment (``SelfContainedWidgetView``).
  static var isSelfContained: Bool { get }
  /// Whether the coordinator is the app's (a representable's): the app can
  /// then tell a new widget from one updated for other content.
  static var hasAppCoordinator: Bool { get }

  /// The graph's update of the widget: ``updateWidget(_:context:)`` with a
  /// context made of `inputs`. A requirement with one implementation (in
  /// the extension below), so that each view type's witness is compiled
  /// for that type: the graph, which holds the view as an existential,
  /// then makes the context without looking up its generic metadata at
  /// run time (it does for every update and measure of every widget view).
  func graphUpdateWidget(_ widget: TermView, inputs: WidgetViewInputs)
  /// The graph's measure: ``sizeThatFits(_:widget:context:)`` with a
  /// context made of `inputs` (see ``graphUpdateWidget(_:inputs:)``).
  func graphSizeThatFits(
    _ proposal: ProposedViewSize, widget: TermView, inputs: WidgetViewInputs, sizing: DefaultSizingRecord
  ) -> Size?
}

/// What a widget view's node gives each context it makes.
package struct WidgetViewInputs {
  /// The `CoordinatorBox` of the view's coordinator.
  let coordinatorBox: AnyObject
  let environment: EnvironmentValues
  let transaction: Transaction
}

extension WidgetView {
  /// Does nothing by default: the graph drops the widget, and nothing else
  /// holds it.
  package static func dismantleWidget(_ widget: Widget, coordinator: Coordinator) {}

  /// Nil by default: the widget's own sizing (see the requirement).
  package func sizeThatFits(_ proposal: ProposedViewSize, widget: Widget, context: Context) -> Size? {
    context.noteDefaultSizing()
    return nil
  }

  /// Nil: a leaf, unless the type is a ``WidgetContainerView``.
  package var widgetContainer: (any WidgetContainerView)? { nil }

  /// False: what the widget reads is tracked, unless the type is a
  /// ``SelfContainedWidgetView``.
  package static var isSelfContained: Bool { false }

  /// False: the toolkit's own coordinators.
  package static var hasAppCoordinator: Bool { false }

  /// The one implementation (see the requirement): nothing to write.
  package func graphUpdateWidget(_ widget: TermView, inputs: WidgetViewInputs) {
    updateWidget(widget as! Widget, context: Context(inputs))
  }

  /// The one implementation (see the requirement): nothing to write.
  package func graphSizeThatFits(
    _ proposal: ProposedViewSize, widget: TermView, inputs: WidgetViewInputs, sizing: DefaultSizingRecord
  ) -> Size? {
    sizeThatFits(proposal, widget: widget as! Widget, context: Context(inputs, sizing: sizing))
  }
}

extension WidgetView where Coordinator == Void {
  /// No coordinator: views without one need not write this.
  package func makeCoordinator() {}
}

/// What a ``WidgetView`` sees while it makes, updates and sizes its widget.
@MainActor
package struct WidgetViewContext<Content: WidgetView> {
  /// The coordinator made by `makeCoordinator()`, the same for the view's lifetime.
  package var coordinator: Content.Coordinator { box.value }
  /// The node's box, holding the coordinator: stored type-erased, so that
  /// the context's layout does not depend on `Content` and the graph makes
  /// one without looking up its generic metadata (it makes one for every
  /// update and measure of every widget view).
  private let coordinatorBox: AnyObject
  /// The environment at this point of the tree.
  package internal(set) var environment: EnvironmentValues
  /// The transaction of the current update.
  package internal(set) var transaction: Transaction
  /// Set when the protocol's default sizing answered (only while measuring).
  let sizingRecord: DefaultSizingRecord?

  /// A context whose coordinator is in `coordinatorBox`, a
  /// `CoordinatorBox<Content.Coordinator>`.
  init(
    coordinatorBox: AnyObject, environment: EnvironmentValues, transaction: Transaction,
    sizingRecord: DefaultSizingRecord? = nil
  ) {
    self.coordinatorBox = coordinatorBox
    self.environment = environment
    self.transaction = transaction
    self.sizingRecord = sizingRecord
  }

  /// A context made of a node's `inputs`.
  init(_ inputs: WidgetViewInputs, sizing: DefaultSizingRecord? = nil) {
    self.init(
      coordinatorBox: inputs.coordinatorBox, environment: inputs.environment, transaction: inputs.transaction,
      sizingRecord: sizing)
  }

  private var box: CoordinatorBox<Content.Coordinator> {
    coordinatorBox as! CoordinatorBox<Content.Coordinator>
  }

  /// Tells the graph, later, that the widget's size changed on its own
  /// (outside an update: a lazy stack that measured new rows), so the
  /// views around it are measured and placed again. It holds the node
  /// weakly, so it does nothing once the view has left the tree.
  var layoutInvalidation: LayoutInvalidation { LayoutInvalidation(node: box.node) }

  /// Runs `work` after this make or update, under a tracking of its own:
  /// what it reads then re-runs `work` alone, not the whole update (a
  /// list's selection binding, applied to the kit list). One piece of work
  /// per view: the newest replaces the one before.
  func readApart(_ work: @escaping @MainActor () -> Void) { box.node?.readApart(work) }

  /// Tells the measuring layout that the size came from the widget alone
  /// (the view has no sizing of its own), so it need not measure again
  /// while the widget's intrinsic size holds. The representable protocols
  /// call it from their own default `sizeThatFits`.
  package func noteDefaultSizing() { sizingRecord?.usedDefault = true }
}

/// A widget view's coordinator, kept by its node for the view's lifetime.
final class CoordinatorBox<Coordinator> {
  let value: Coordinator
  /// The view's node, for a ``LayoutInvalidation`` and work read apart;
  /// weak, as the context that reads it may outlive it.
  weak var node: WidgetNode?
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
package final class DefaultSizingRecord {
  var usedDefault = false
}
