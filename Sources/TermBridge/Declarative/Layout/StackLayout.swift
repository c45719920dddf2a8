import TermBridgeTerminal
import TermBridgeWidgets

/// SwiftUI's stack algorithm along one axis: children are offered the
/// remaining space in order of layout priority, then from least to most
/// flexible, so rigid views keep their size and flexible ones share the rest.
@MainActor
final class StackLayout: LayoutBehavior {
  let axis: Axis
  var alignment: Alignment
  var spacing: Int

  init(axis: Axis, alignment: Alignment, spacing: Int) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Takes a stack view's newest spacing and alignment; returns whether
  /// they changed (and sizes may have).
  func update(spacing: Int, alignment: Alignment) -> Bool {
    guard spacing != self.spacing || alignment != self.alignment else { return false }
    self.spacing = spacing
    self.alignment = alignment
    return true
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    let sizes = allocate(proposal, children: children)
    return total(sizes)
  }

  /// Places the children as a stack filling `bounds`.
  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    let size = bounds.size
    let sizes = allocate(ProposedViewSize(size), children: children)
    var position = axis == .horizontal ? bounds.minX : bounds.minY
    for (child, childSize) in zip(children, sizes) {
      let rect: Rect
      if axis == .horizontal {
        let y = bounds.minY + alignment.vertical.offset(for: childSize.height, in: size.height)
        rect = Rect(x: position, y: y, width: childSize.width, height: childSize.height)
        position += childSize.width + spacing
      } else {
        let x = bounds.minX + alignment.horizontal.offset(for: childSize.width, in: size.width)
        rect = Rect(x: x, y: position, width: childSize.width, height: childSize.height)
        position += childSize.height + spacing
      }
      child.place(in: rect)
    }
  }

  private func along(_ size: Size) -> Int { axis == .horizontal ? size.width : size.height }
  private func cross(_ size: Size) -> Int { axis == .horizontal ? size.height : size.width }

  private func proposal(along: Int?, cross: Int?) -> ProposedViewSize {
    axis == .horizontal
      ? ProposedViewSize(width: along, height: cross) : ProposedViewSize(width: cross, height: along)
  }

  private func total(_ sizes: [Size]) -> Size {
    let gaps = max(0, sizes.count - 1) * spacing
    let length = sizes.reduce(0) { clampedAdd($0, along($1)) } + gaps
    let thickness = sizes.map(cross).max() ?? 0
    return axis == .horizontal
      ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
  }

  /// The size each child gets for `proposal`.
  private func allocate(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> [Size] {
    let alongProposal = axis == .horizontal ? proposal.width : proposal.height
    let crossProposal = axis == .horizontal ? proposal.height : proposal.width
    guard let available = alongProposal else {
      return children.map { $0.sizeThatFits(self.proposal(along: nil, cross: crossProposal)) }
    }
    let n = children.count
    guard n > 0 else { return [] }
    var remaining = max(0, available - spacing * (n - 1))
    // One child gets all the room, spacer or not: its smallest and largest
    // lengths only order children against each other (a hosted row's root
    // holds one stack, and measuring it three times measures its children
    // three times more).
    if n == 1 {
      return [children[0].sizeThatFits(self.proposal(along: remaining, cross: crossProposal))]
    }
    // Each child's smallest and largest length along the axis.
    let minimum = children.map { along($0.sizeThatFits(self.proposal(along: 0, cross: crossProposal))) }
    let maximum = children.map {
      along($0.sizeThatFits(self.proposal(along: .infinity, cross: crossProposal)))
    }
    var sizes = [Size](repeating: .zero, count: n)
    let childPriorities = children.map(\.layoutPriority)
    let first = childPriorities[0]
    let priorities =
      childPriorities.allSatisfy { $0 == first } ? [first] : Set(childPriorities).sorted(by: >)
    for priority in priorities {
      let group = (0..<n).filter { childPriorities[$0] == priority }
      // Lower-priority children keep at least their minimum.
      let reserved = (0..<n).filter { childPriorities[$0] < priority }.reduce(0) {
        $0 + minimum[$1]
      }
      // Spacers take what is left once the other views have chosen, so
      // text next to a spacer is not cut while there is room (as SwiftUI).
      let spacers = group.filter { children[$0].isSpacer }
      let others = group.filter { !children[$0].isSpacer }
      let spacerMinimum = spacers.reduce(0) { $0 + minimum[$1] }
      var space = max(0, remaining - reserved - spacerMinimum)
      let ordered = others.sorted { (maximum[$0] - minimum[$0]) < (maximum[$1] - minimum[$1]) }
      for (offset, index) in ordered.enumerated() {
        let share = space / (ordered.count - offset)
        let size = children[index].sizeThatFits(self.proposal(along: share, cross: crossProposal))
        sizes[index] = size
        space = max(0, space - along(size))
      }
      space += spacerMinimum
      for (offset, index) in spacers.enumerated() {
        let share = space / (spacers.count - offset)
        let size = children[index].sizeThatFits(self.proposal(along: share, cross: crossProposal))
        sizes[index] = size
        space = max(0, space - along(size))
      }
      remaining = max(0, remaining - group.reduce(0) { $0 + along(sizes[$1]) })
    }
    return sizes
  }
}

/// Children stacked on top of each other, like SwiftUI's `ZStack`.
@MainActor
final class OverlayLayout: LayoutBehavior {
  var alignment: Alignment

  init(alignment: Alignment) { self.alignment = alignment }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    children.map { $0.sizeThatFits(proposal) }.reduce(Size.zero) {
      Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    for child in children {
      let chosen = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(in: alignment.rect(for: chosen, in: bounds))
    }
  }
}
