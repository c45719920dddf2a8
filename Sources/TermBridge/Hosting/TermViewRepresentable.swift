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
/// A representable is a ``WidgetView`` whose widget is ``TermViewType``:
/// the same primitive every built-in control is made with.
@MainActor
public protocol TermViewRepresentable: WidgetView where Widget == TermViewType {
  associatedtype TermViewType: TermView
  associatedtype Coordinator = Void

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

/// What a representable sees while making, updating and sizing its widget.
public typealias TermViewRepresentableContext<Representable: TermViewRepresentable> =
  WidgetViewContext<Representable>

extension TermViewRepresentable {
  /// Does nothing; implement it to stop work the widget started (a timer, an observation).
  public static func dismantleTermView(_ termView: TermViewType, coordinator: Coordinator) {}

  /// Returns nil: the widget's own sizing, its `intrinsicContentSize` taken the way SwiftUI takes a
  /// `UIView`'s.
  public func sizeThatFits(_ proposal: ProposedViewSize, termView: TermViewType, context: Context) -> Size? {
    context.noteDefaultSizing()
    return nil
  }

  // The primitive's requirements, answered by the representable's.

  /// Answers `WidgetView`'s requirement with `makeTermView(context:)`.
  public func makeWidget(context: Context) -> TermViewType { makeTermView(context: context) }

  /// Answers `WidgetView`'s requirement with `updateTermView(_:context:)`.
  public func updateWidget(_ widget: TermViewType, context: Context) {
    updateTermView(widget, context: context)
  }

  /// Answers `WidgetView`'s requirement with `dismantleTermView(_:coordinator:)`.
  public static func dismantleWidget(_ widget: TermViewType, coordinator: Coordinator) {
    dismantleTermView(widget, coordinator: coordinator)
  }

  /// Answers `WidgetView`'s requirement with `sizeThatFits(_:termView:context:)`.
  public func sizeThatFits(_ proposal: ProposedViewSize, widget: TermViewType, context: Context) -> Size? {
    sizeThatFits(proposal, termView: widget, context: context)
  }
}

extension TermViewRepresentable where Coordinator == Void {
  /// Makes no coordinator, for a representable that needs none.
  public func makeCoordinator() {}
}
