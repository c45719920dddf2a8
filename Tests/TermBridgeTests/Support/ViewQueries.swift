@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// The first view of type `T` in `view`'s tree (depth first), if any.
@MainActor
func findView<T: TermView>(_ type: T.Type, in view: TermView) -> T? {
  if let match = view as? T { return match }
  for subview in view.subviews {
    if let match = findView(type, in: subview) { return match }
  }
  return nil
}

/// Every view of type `T` in `view`'s tree, depth first.
@MainActor
func allViews<T: TermView>(_ type: T.Type, in view: TermView) -> [T] {
  var found: [T] = []
  func visit(_ v: TermView) {
    if let match = v as? T { found.append(match) }
    for subview in v.subviews { visit(subview) }
  }
  visit(view)
  return found
}

/// What a control says: a button's or a switch's title, else the text of
/// the labels inside it, joined.
@MainActor
func controlText(_ view: TermView) -> String {
  if let button = view as? TermButton, !button.title.isEmpty { return button.title }
  if let toggle = view as? TermSwitch, !toggle.title.isEmpty { return toggle.title }
  var parts: [String] = []
  func visit(_ view: TermView) {
    if let label = view as? TermLabel { parts.append(label.text) }
    for subview in view.subviews { visit(subview) }
  }
  visit(view)
  return parts.joined(separator: " ")
}
