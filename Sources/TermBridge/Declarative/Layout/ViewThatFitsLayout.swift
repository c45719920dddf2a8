import TermBridgeTerminal
import TermBridgeWidgets

/// `ViewThatFits`'s rule: the first child whose ideal size fits the
/// proposal along `axes` (measured unconstrained along them, with the
/// proposal across), else the last; only that child is shown.
@MainActor
final class ViewThatFitsLayout: LayoutBehavior {
  var axes: Axis.Set

  init(axes: Axis.Set) { self.axes = axes }

  /// The index of the child shown for `proposal`.
  private func choice(for proposal: ProposedViewSize, children: [any LayoutItem]) -> Int? {
    guard !children.isEmpty else { return nil }
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let probe = ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    for (index, child) in children.enumerated().dropLast() {
      let ideal = child.sizeThatFits(probe)
      let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return children.count - 1
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    guard let index = choice(for: proposal, children: children) else { return .zero }
    return children[index].sizeThatFits(proposal)
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    guard let chosen = choice(for: ProposedViewSize(bounds.size), children: children) else { return }
    for (index, child) in children.enumerated() {
      child.setHidden(index != chosen)
      guard index == chosen else { continue }
      let size = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(in: Alignment.center.rect(for: size, in: bounds))
    }
  }
}
