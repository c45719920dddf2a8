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
    self.spacing = spacing.layoutClamped
  }

  /// Takes a stack view's newest spacing and alignment; returns whether
  /// they changed (and sizes may have).
  func update(spacing: Int, alignment: Alignment) -> Bool {
    let spacing = spacing.layoutClamped
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
        position = clampedAdd(position, clampedAdd(childSize.width, spacing))
      } else {
        let x = bounds.minX + alignment.horizontal.offset(for: childSize.width, in: size.width)
        rect = Rect(x: x, y: position, width: childSize.width, height: childSize.height)
        position = clampedAdd(position, clampedAdd(childSize.height, spacing))
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
    let gaps = clampedMultiply(spacing, max(0, sizes.count - 1))
    var length = 0
    var thickness = 0
    for size in sizes {
      length = clampedAdd(length, along(size))
      thickness = max(thickness, cross(size))
    }
    length = max(0, clampedAdd(length, gaps))
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
    var remaining = max(0, clampedAdd(available, -clampedMultiply(spacing, n - 1)))
    // One child gets all the room, spacer or not: its smallest and largest
    // lengths only order children against each other (a hosted row's root
    // holds one stack, and measuring it three times measures its children
    // three times more).
    if n == 1 {
      return [children[0].sizeThatFits(self.proposal(along: remaining, cross: crossProposal))]
    }
    // Each child's smallest and largest length along the axis, its
    // priority and whether it is a spacer: one array, read by index below.
    // (Loops, not `map` and friends, here and below: a main-actor closure
    // handed to the standard library checks the executor each time it
    // runs, and layout runs them for every stack on every measure.)
    var extents: [ChildExtent] = []
    extents.reserveCapacity(n)
    var onePriority = true
    for child in children {
      let extent = ChildExtent(
        minimum: along(child.sizeThatFits(self.proposal(along: 0, cross: crossProposal))),
        maximum: along(child.sizeThatFits(self.proposal(along: .infinity, cross: crossProposal))),
        priority: child.layoutPriority, isSpacer: child.isSpacer)
      if let first = extents.first, first.priority != extent.priority { onePriority = false }
      extents.append(extent)
    }
    var sizes = [Size](repeating: .zero, count: n)
    if onePriority {
      // One priority (the usual case): every child is in the one group.
      offer(
        &remaining, to: 0..<n, reserved: 0, extents: extents, children: children, cross: crossProposal,
        sizes: &sizes)
      return sizes
    }
    for priority in Set(extents.map(\.priority)).sorted(by: >) {
      let group = (0..<n).filter { extents[$0].priority == priority }
      // Lower-priority children keep at least their minimum.
      let reserved = extents.reduce(0) { $1.priority < priority ? $0 + $1.minimum : $0 }
      offer(
        &remaining, to: group, reserved: reserved, extents: extents, children: children, cross: crossProposal,
        sizes: &sizes)
    }
    return sizes
  }

  /// What the stack knows of a child before sizing it.
  private struct ChildExtent {
    var minimum: Int
    var maximum: Int
    var priority: Double
    var isSpacer: Bool
  }

  /// Sizes the children at `group` (one priority) from `remaining`, less
  /// what lower-priority children keep: the other views from least to most
  /// flexible, then the spacers with what is left, so text next to a spacer
  /// is not cut while there is room (as SwiftUI). Takes what they use from
  /// `remaining`.
  private func offer<Group: Collection<Int>>(
    _ remaining: inout Int, to group: Group, reserved: Int, extents: [ChildExtent],
    children: [any LayoutItem], cross: Int?, sizes: inout [Size]
  ) {
    var spacerMinimum = 0
    var spacerCount = 0
    var others: [Int] = []
    others.reserveCapacity(group.count)
    for index in group {
      if extents[index].isSpacer {
        spacerMinimum += extents[index].minimum
        spacerCount += 1
      } else {
        others.append(index)
      }
    }
    var space = max(0, remaining - reserved - spacerMinimum)
    // Least flexible first (an insertion sort: a handful of children, kept
    // in order where equally flexible, as a stable sort keeps them).
    for position in others.indices.dropFirst() {
      let index = others[position]
      let flexibility = extents[index].maximum - extents[index].minimum
      var slot = position
      while slot > 0, extents[others[slot - 1]].maximum - extents[others[slot - 1]].minimum > flexibility {
        others[slot] = others[slot - 1]
        slot -= 1
      }
      others[slot] = index
    }
    // Each child in turn is offered an even share of what is left.
    func offerShare(to index: Int, sharingWith waiting: Int) {
      let size = children[index].sizeThatFits(proposal(along: space / waiting, cross: cross))
      sizes[index] = size
      space = max(0, space - along(size))
    }
    for (offset, index) in others.enumerated() { offerShare(to: index, sharingWith: others.count - offset) }
    space += spacerMinimum
    var spacersSized = 0
    for index in group where extents[index].isSpacer {
      offerShare(to: index, sharingWith: spacerCount - spacersSized)
      spacersSized += 1
    }
    var used = 0
    for index in group { used += along(sizes[index]) }
    remaining = max(0, remaining - used)
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
    var raised = false
    for child in children {
      let chosen = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(in: alignment.rect(for: chosen, in: bounds))
      if child.zIndex != 0 { raised = true }
    }
    guard raised else { return }
    // `.zIndex`: the children's widgets are put in drawing order, lowest
    // first (equal ones keep their order), so higher ones draw above.
    var order = Array(children.indices)
    order.sort {
      children[$0].zIndex < children[$1].zIndex || (children[$0].zIndex == children[$1].zIndex && $0 < $1)
    }
    for index in order { children[index].moveWidgetsToFront() }
  }
}
