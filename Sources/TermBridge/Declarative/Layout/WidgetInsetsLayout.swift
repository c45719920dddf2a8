import TermBridgeTerminal

/// A control's content padded by insets its widget decides (a toggle's or
/// button's style), read again at each update so a style change re-lays
/// the label out.
@MainActor
final class WidgetInsetsLayout: LayoutBehavior {
  private let insets: @MainActor () -> EdgeInsets
  private let inner: RuleLayout
  private var current: EdgeInsets

  /// Pads by `insets()`, asked now and at each ``refresh()``.
  init(insets: @escaping @MainActor () -> EdgeInsets) {
    self.insets = insets
    current = insets()
    inner = RuleLayout(rule: .padding(current))
  }

  /// Takes the widget's current insets; returns whether they changed.
  func refresh() -> Bool {
    let new = insets()
    guard new != current else { return false }
    current = new
    inner.rule = .padding(new)
    return true
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    inner.sizeThatFits(proposal, children: children)
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    inner.placeChildren(in: bounds, children: children)
  }
}
