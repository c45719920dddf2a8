import TermBridgeTerminal
import TermBridgeWidgets

/// One layout item for whatever `wrapped` is (a `Group` of several views
/// too): a layout that tells its parts apart (the options of
/// `ViewThatFits`, the bar of `safeAreaInset`) wraps each part in one. Its
/// children fill it as a `ZStack`'s do; it adds no widget.
struct LayoutCell: View, StructuralView {
  typealias Body = Never
  let wrapped: any View

  var content: [any View] { [wrapped] }
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior { OverlayLayout(alignment: .center) }
}

/// Views with the identities a container gave them (the path of ids
/// ``viewListItems(of:)`` found), so that a view coming or going keeps the
/// state of the others.
struct IdentifiedViews: View, MultiView {
  typealias Body = Never
  let views: [ViewChild]

  func children() -> [ViewChild] { views }
}
