import TermBridgeTerminal
import TermBridgeWidgets

/// A node that takes part in layout: the node of a widget, or of a
/// structural view. It keeps the sizes measured for each proposal until
/// something inside changes, and places its children.
@MainActor
class LayoutNode: ViewNode, LayoutItem {
  var children = ChildNodes()
  var layout: any LayoutBehavior = PassthroughLayout()
  private var sizeCache = SizeCache()
  private var flatItems: [any LayoutItem]?
  private var needsPlacement = true
  private var lastPlacement: Rect?

  /// The items this node's layout sizes and places, in order.
  var layoutChildren: [any LayoutItem] {
    if let flatItems { return flatItems }
    var items: [any LayoutItem] = []
    for child in children.nodes { child.collectLayoutItems(into: &items) }
    flatItems = items
    return items
  }

  var hasCachedSizes: Bool { !sizeCache.isEmpty }

  /// The sizes measured so far, by proposal.
  var cachedSizes: [(proposal: ProposedViewSize, size: Size)] { sizeCache.all }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let proposal = proposal.layoutClamped
    if let cached = sizeCache[proposal] { return cached }
    let size = measure(proposal).layoutClamped
    sizeCache.store(size, for: proposal)
    return size
  }

  /// Measures for `proposal` without the cache.
  func measure(_ proposal: ProposedViewSize) -> Size {
    layout.sizeThatFits(proposal, children: layoutChildren)
  }

  /// Puts the node at `rect` (in the nearest widget's coordinates), unless
  /// it is already there and nothing inside changed.
  final func place(in rect: Rect) {
    if !needsPlacement && rect == lastPlacement { return }
    needsPlacement = false
    lastPlacement = rect
    placeContents(in: rect)
  }

  /// Places what the node stands for at `rect`.
  func placeContents(in rect: Rect) {}

  var layoutPriority: Double { layout.layoutPriority }
  var isSpacer: Bool { layout.isSpacer }
  var zIndex: Double { layout.zIndex }

  func moveWidgetsToFront() {
    for node in widgetNodes {
      guard let superview = node.widget.superview else { continue }
      superview.insertSubview(node.widget, at: superview.subviews.count)
    }
  }

  func setHidden(_ hidden: Bool) {
    for node in widgetNodes where node.widget.isHidden != hidden { node.widget.isHidden = hidden }
  }

  /// Forgets the measured sizes and the last placement.
  func dropCachedLayout() {
    needsPlacement = true
    sizeCache.removeAll()
  }

  /// Drops cached sizes here and above: something inside changed size.
  func invalidateLayout() {
    dropCachedLayout()
    var current = parent
    while let node = current {
      if let layoutNode = node as? LayoutNode {
        if !layoutNode.hasCachedSizes && layoutNode.needsPlacement { break }
        layoutNode.dropCachedLayout()
      }
      current = node.parent
    }
    graph.layoutDidInvalidate()
  }

  override func widgetsBelowDidChange() -> Bool {
    flatItems = nil
    dropCachedLayout()
    return false
  }
}
