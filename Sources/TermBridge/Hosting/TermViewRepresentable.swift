import TermBridgeTerminal
import TermBridgeWidgets

/// Wraps an imperative widget for use in declarative views, like SwiftUI's
/// `UIViewRepresentable`.
///
/// The graph calls ``makeCoordinator()`` first, then ``makeTermView(context:)``
/// once for the view's identity, ``updateTermView(_:context:)`` right after
/// and whenever anything it read changes (a binding, state, environment
/// value or observed property), and ``dismantleTermView(_:coordinator:)``
/// when the view leaves the tree. The coordinator turns the widget's
/// delegate callbacks into binding writes.
///
/// This and ``TermViewControllerRepresentable`` are the public way to put
/// a widget in declarative views; the built-in controls are made through
/// the same machinery.
@MainActor
public protocol TermViewRepresentable: View where Body == Never {
  /// The widget the view makes and updates.
  associatedtype TermViewType: TermView
  /// The object that acts for the view (delegates, target-action); `Void` when there is none.
  associatedtype Coordinator = Void
  /// What the representable's methods see: the coordinator, environment and transaction.
  typealias Context = TermViewRepresentableContext<Self>

  /// Creates the widget; called once per identity.
  func makeTermView(context: Context) -> TermViewType
  /// Brings the widget up to date with this value and the context.
  func updateTermView(_ termView: TermViewType, context: Context)
  /// Cleans up when the view leaves the tree; nothing retains the widget after.
  static func dismantleTermView(_ termView: TermViewType, coordinator: Coordinator)
  /// Creates the object that acts for the view (delegates, target-action).
  func makeCoordinator() -> Coordinator
  /// The size for `proposal`, or nil to use the widget's own sizing.
  func sizeThatFits(_ proposal: ProposedViewSize, termView: TermViewType, context: Context) -> Size?
}

/// What a representable sees while making, updating and sizing its widget,
/// like SwiftUI's `UIViewRepresentableContext`.
@MainActor
public struct TermViewRepresentableContext<Representable: TermViewRepresentable> {
  /// The context the graph made for the representable's adapter.
  let base: WidgetViewContext<RepresentableWidget<Representable>>

  /// The coordinator made by `makeCoordinator()`, the same for the view's lifetime.
  public var coordinator: Representable.Coordinator { base.coordinator }
  /// The environment at this point of the tree.
  public var environment: EnvironmentValues { base.environment }
  /// The transaction of the current update.
  public var transaction: Transaction { base.transaction }

  /// Tells the measuring layout that the size came from the widget alone.
  package func noteDefaultSizing() { base.noteDefaultSizing() }

  /// Runs `work` after this update under a tracking of its own (see
  /// ``WidgetViewContext/readApart(_:)``).
  func readApart(_ work: @escaping @MainActor () -> Void) { base.readApart(work) }
}

extension TermViewRepresentable {
  /// Does nothing; implement it to stop work the widget started (a timer, an observation).
  public static func dismantleTermView(_ termView: TermViewType, coordinator: Coordinator) {}

  /// Returns nil: the widget's own sizing, its `intrinsicContentSize` taken the way SwiftUI takes a
  /// `UIView`'s.
  public func sizeThatFits(_ proposal: ProposedViewSize, termView: TermViewType, context: Context) -> Size? {
    context.noteDefaultSizing()
    return nil
  }
}

extension TermViewRepresentable where Coordinator == Void {
  /// Makes no coordinator, for a representable that needs none.
  public func makeCoordinator() {}
}

/// A ``TermViewRepresentable`` as the graph's primitive: each requirement
/// answered by the representable's own. The node's value stays the
/// representable (its bindings and state are linked there); this wraps a
/// copy of it for each new value.
nonisolated package struct RepresentableWidget<Representable: TermViewRepresentable>: WidgetView {
  package typealias Body = Never
  package typealias Coordinator = Representable.Coordinator
  let representable: Representable

  /// True: the coordinator is the app's.
  package static var hasAppCoordinator: Bool { true }

  @MainActor package func makeCoordinator() -> Coordinator { representable.makeCoordinator() }

  @MainActor package func makeWidget(context: Context) -> Representable.TermViewType {
    representable.makeTermView(context: TermViewRepresentableContext(base: context))
  }

  @MainActor package func updateWidget(_ widget: Representable.TermViewType, context: Context) {
    representable.updateTermView(widget, context: TermViewRepresentableContext(base: context))
  }

  @MainActor package static func dismantleWidget(
    _ widget: Representable.TermViewType, coordinator: Coordinator
  ) {
    Representable.dismantleTermView(widget, coordinator: coordinator)
  }

  @MainActor package func sizeThatFits(
    _ proposal: ProposedViewSize, widget: Representable.TermViewType, context: Context
  )
    -> Size?
  {
    representable.sizeThatFits(
      proposal, termView: widget, context: TermViewRepresentableContext(base: context))
  }
}
