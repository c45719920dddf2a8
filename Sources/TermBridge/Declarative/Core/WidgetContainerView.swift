import TermBridgeTerminal
import TermBridgeWidgets

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
  /// An identity the content's children are identified by, with their
  /// positions (nil: by position alone): when it changes, the content is
  /// new views, not the old ones updated.
  var contentIdentity: AnyHashable? { get }
}

extension WidgetContainerView {
  package func contentContainer(of widget: Widget) -> TermView { widget }
  package func updateLayout(_ layout: any LayoutBehavior) -> Bool { false }
  package func transformChildEnvironment(_ environment: inout EnvironmentValues) {}
  /// None: the content is identified by position.
  package var contentIdentity: AnyHashable? { nil }
  /// The value itself.
  package var widgetContainer: (any WidgetContainerView)? { self }
}

/// Built-in widget views whose make and update read only their own stored
/// values and the environment (no bindings, no user code), so the graph
/// need not track what they read.
@MainActor
package protocol SelfContainedWidgetView: WidgetView {}

extension SelfContainedWidgetView {
  /// True: the graph need not track what the widget reads.
  package static var isSelfContained: Bool { true }
}
