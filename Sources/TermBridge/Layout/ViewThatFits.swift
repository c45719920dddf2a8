import TermBridgeTerminal
import TermBridgeWidgets

/// The first of its views that fits, like SwiftUI's `ViewThatFits`: each
/// child's ideal size is compared with the space offered along `axes`;
/// the first that fits is shown, else the last. The others keep their
/// state but are hidden (not drawn, no focus). Layout only, no widget.
///
/// ```swift
/// ViewThatFits {
///   Text("Connected to build-server-01")
///   Text("Connected")
/// }
/// ```
public struct ViewThatFits<Content: View>: View, StructuralView {
  /// It has no body: it is a layout rule.
  public typealias Body = Never
  let axes: Axis.Set
  let body_: Content

  /// Chooses among `content`'s views by their fit along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    body_ = content()
  }

  package var content: [any View] {
    [
      IdentifiedViews(
        views: viewListItems(of: body_).map { ViewChild(id: $0.id, view: LayoutCell(wrapped: $0.view)) })
    ]
  }
  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    ViewThatFitsLayout(axes: axes)
  }
  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let fits = layout as? ViewThatFitsLayout, fits.axes != axes else { return false }
    fits.axes = axes
    return true
  }
}
