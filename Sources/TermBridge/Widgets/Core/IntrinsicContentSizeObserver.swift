/// What is told when a view's ``TermView/intrinsicContentSize`` changed
/// before the view's superview is: the declarative graph's node for a
/// widget it made. A widget that changes its own size outside the graph (a
/// date text on its timer, an app's view inside a representable) is then
/// measured and laid out again, as SwiftUI does when a `UIView` it hosts
/// invalidates its intrinsic content size.
@MainActor
package protocol IntrinsicContentSizeObserver: AnyObject {
  /// `view`'s intrinsic content size may be different now.
  func intrinsicContentSizeDidChange(of view: TermView)
}
