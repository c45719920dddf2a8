import TermBridgeTerminal

/// Items one after another along an axis, made only while they are on
/// screen: the kit's lazy stack, behind SwiftUI's `LazyVStack` and
/// `LazyHStack`. UIKit has no such view (a `UICollectionView` with a list
/// layout is the nearest); this one scrolls with the ``TermScrollView`` it
/// is in, rather than on its own.
///
/// Put it in a scroll view's ``TermScrollView/contentView`` at its
/// ``idealContentSize`` (and again after ``onContentSizeChange``): it asks
/// its data source for views for the items in the part the scroll view
/// shows, and gives the views of items that leave back for reuse. Outside
/// a scroll view it shows the items that fit its bounds.
///
/// Items need not share a length: an item's length is measured whenever
/// it is shown (``TermView/sizeThatFits(_:)`` with the stack's width, or
/// height for a horizontal stack) and kept as last measured; items never
/// shown are taken to be ``estimatedItemLength`` long (by default, as long
/// as the first item measured). Positions and the content
/// length cost in proportion to the items measured with a length other
/// than the estimate, never to the number of items.
@MainActor
open class TermLazyStackView: TermView, TermScrollViewObserver {
  /// The direction items follow each other.
  public let axis: Axis

  /// Supplies the items; held weakly. Setting it reloads the data.
  open weak var dataSource: (any TermLazyStackViewDataSource)? {
    didSet { reloadData() }
  }

  /// Cells between items along the axis.
  open var spacing = 0 {
    didSet { if spacing != oldValue { contentDidChange() } }
  }

  /// The length taken for items not yet shown; nil (the default) takes the
  /// length of the first item measured.
  open var estimatedItemLength: Int? {
    didSet {
      guard estimatedItemLength != oldValue else { return }
      forgetLengths()
      reloadData()
    }
  }

  /// The most cells along the axis an item may take (what it is offered
  /// when measured).
  open var maximumItemLength = 1000

  /// Whether the header of the section whose items pass the top (leading)
  /// edge of the enclosing scroll view's visible area stays drawn there,
  /// over the items, until the next section's header pushes it on, as
  /// SwiftUI's `pinnedViews: .sectionHeaders` and
  /// `UICollectionViewFlowLayout`'s property of this name do. The data
  /// source says where sections are
  /// (``TermLazyStackViewDataSource/lazyStackView(_:sectionItemsForItemAt:)``).
  /// Off by default.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { if sectionHeadersPinToVisibleBounds != oldValue { contentDidChange() } }
  }

  /// Whether the footer of the section whose items reach past the bottom
  /// (trailing) edge of the visible area stays drawn there until its
  /// section's header arrives above it. Off by default.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { if sectionFootersPinToVisibleBounds != oldValue { contentDidChange() } }
  }

  /// Called when ``idealContentSize`` changed (items were measured, or the
  /// data reloaded): the owner gives the stack its new size.
  open var onContentSizeChange: ((TermLazyStackView) -> Void)?

  /// Views made since the stack was made (reused ones are not counted):
  /// stays near the number of items on screen however far it scrolls.
  public private(set) var createdViewCount = 0

  /// An empty stack along `axis`; give it a ``dataSource``.
  public init(axis: Axis = .vertical, frame: Rect = .zero) {
    self.axis = axis
    super.init(frame: frame)
  }

  // MARK: State

  private var itemCount = 0
  private var needsItemCount = true
  private var needsReload = true
  /// The estimate in use (``estimatedItemLength`` or the first measured).
  private var estimate: Int?
  /// Items whose measured length differs from the estimate, in order,
  /// with the difference and the running total of the differences before.
  private var adjustedItems: [Int] = []
  private var adjustments: [Int] = []
  private var adjustmentsBefore: [Int] = []
  private var widestItem = 0
  /// The views of the items on screen, by item.
  var viewsByItem: [Int: TermView] = [:]
  private var reusableViews: [TermView] = []
  private var shownItems: Range<Int> = 0..<0
  /// Section headers and footers drawn pinned after the last layout, with
  /// where they start along the axis.
  var pinned: [(item: Int, start: Int)] = []
  private var laidOutWindow: Range<Int>?
  private var laidOutSize: Size?
  var isLayingOut = false
  /// Whether the enclosing scroll view was last scrolled to this stack's end.
  private var sticksToEnd = false
  private var pendingScroll: (item: Int, anchor: TermScrollView.ScrollAnchor?, attempts: Int)?
  private weak var observedScrollView: TermScrollView?

  // MARK: Data

  /// The number of items, as the data source last said.
  public var numberOfItems: Int {
    loadItemCountIfNeeded()
    return itemCount
  }

  /// Asks the data source again for the number of items and, at the next
  /// update, for the views on screen (each given its current view to
  /// reuse). Lengths measured before stand for their items until they are
  /// shown again (and measured again), so the content does not jump.
  open func reloadData() {
    needsItemCount = true
    needsReload = true
    contentDidChange()
  }

  /// Forgets every measured length and the estimate taken from one.
  private func forgetLengths() {
    adjustedItems.removeAll()
    adjustments.removeAll()
    adjustmentsBefore.removeAll()
    estimate = estimatedItemLength
    widestItem = 0
  }

  private func loadItemCountIfNeeded() {
    guard needsItemCount else { return }
    needsItemCount = false
    itemCount = max(0, dataSource?.numberOfItems(in: self) ?? 0)
  }

  private func contentDidChange() {
    setNeedsUpdateProperties()
    setNeedsLayout()
    onContentSizeChange?(self)
  }

  // MARK: Lengths and positions

  func along(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
  func cross(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }
  private func along(_ point: Point) -> Int { axis == .vertical ? point.y : point.x }

  private var itemLength: Int { max(0, estimate ?? 1) }

  /// The number of adjusted items before `item`.
  private func adjustedCount(before item: Int) -> Int {
    var low = 0
    var high = adjustedItems.count
    while low < high {
      let middle = (low + high) / 2
      if adjustedItems[middle] < item { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Where `item` starts along the axis, in the stack's coordinates.
  public func offset(ofItem item: Int) -> Int {
    let index = adjustedCount(before: item)
    let before =
      index < adjustmentsBefore.count
      ? adjustmentsBefore[index] : (adjustmentsBefore.last ?? 0) + (adjustments.last ?? 0)
    return item * (itemLength + spacing) + before
  }

  /// `item`'s length along the axis: measured, or the estimate.
  public func length(ofItem item: Int) -> Int {
    let index = adjustedCount(before: item)
    if index < adjustedItems.count, adjustedItems[index] == item { return itemLength + adjustments[index] }
    return itemLength
  }

  /// The length of all the items and the spacing between them.
  public var contentLength: Int {
    let count = numberOfItems
    return count == 0 ? 0 : offset(ofItem: count) - spacing
  }

  /// The size the stack would like: its content length along the axis,
  /// and across it the largest ideal size of the items measured.
  public var idealContentSize: Size {
    axis == .vertical
      ? Size(width: widestItem, height: contentLength) : Size(width: contentLength, height: widestItem)
  }

  /// The item at `position` along the axis (the last one starting at or before it).
  private func item(atOffset position: Int) -> Int {
    var low = 0
    var high = max(0, numberOfItems - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if offset(ofItem: middle) <= position { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private func record(length: Int, ofItem item: Int) {
    let difference = length - itemLength
    let index = adjustedCount(before: item)
    let present = index < adjustedItems.count && adjustedItems[index] == item
    if present, adjustments[index] == difference { return }
    if difference == 0 && !present { return }
    if difference == 0 {
      adjustedItems.remove(at: index)
      adjustments.remove(at: index)
      adjustmentsBefore.remove(at: index)
    } else if present {
      adjustments[index] = difference
    } else {
      adjustedItems.insert(item, at: index)
      adjustments.insert(difference, at: index)
      adjustmentsBefore.insert(0, at: index)
    }
    var total = index > 0 ? adjustmentsBefore[index - 1] + adjustments[index - 1] : 0
    for position in index..<adjustedItems.count {
      adjustmentsBefore[position] = total
      total += adjustments[position]
    }
  }

  // MARK: Items on screen

  /// The items whose views are on screen, after the last layout.
  public var visibleItems: Range<Int> { shownItems }

  /// The section headers and footers drawn pinned to the visible area's
  /// edges after the last layout (not where their items would be).
  public var pinnedItems: [Int] { pinned.map(\.item) }

  /// The view showing `item`, or nil when it is not on screen.
  public func view(forItem item: Int) -> TermView? { viewsByItem[item] }

  /// Scrolls the enclosing scroll view so that `item` shows (made and
  /// measured first, if it was not on screen): as little as needed, or
  /// with `anchor` placing it.
  public func scrollToItem(_ item: Int, anchor: TermScrollView.ScrollAnchor? = nil) {
    pendingScroll = (item, anchor, 0)
    setNeedsUpdateProperties()
    setNeedsLayout()
  }

  /// The part of the stack on screen, along the axis.
  func visibleWindow() -> Range<Int> {
    let own = along(bounds.size)
    guard let scroll = enclosingScrollView else { return 0..<own }
    let start = -along(convert(.zero, to: scroll))
    let end = start + along(scroll.visibleContentSize)
    let lower = min(max(0, start), own)
    return lower..<min(max(lower, end), own)
  }

  func scrollViewDidScroll(_ scrollView: TermScrollView) {
    guard !isLayingOut else { return }
    sticksToEnd = isScrolledToEnd
    setNeedsUpdateProperties()
  }

  private func observeEnclosingScrollView() {
    let scroll = window == nil ? nil : enclosingScrollView
    guard scroll !== observedScrollView else { return }
    observedScrollView?.removeScrollObserver(self)
    scroll?.addScrollObserver(self)
    observedScrollView = scroll
  }

  /// Focus moved into an item: one a pinned header or footer covers is
  /// scrolled out from under it.
  override package func descendantDidBecomeFirstResponder(_ view: TermView) {
    revealPinnedOverItem(holding: view)
  }

  open override func didMoveToWindow() {
    observeEnclosingScrollView()
    setNeedsUpdateProperties()
  }

  open override var frame: Rect {
    didSet { if frame.origin != oldValue.origin { setNeedsLayout() } }
  }

  /// The update phase: the views of the items on screen are made or
  /// reused and measured here, so the content they host is built in the
  /// same phase as every other view's.
  open override func updateProperties() { layoutItems() }

  /// The layout phase: a size or place that changed since the update lays
  /// the items out again.
  open override func layoutSubviews() {
    if needsReload || pendingScroll != nil || visibleWindow() != laidOutWindow
      || bounds.size != laidOutSize
    {
      layoutItems()
    }
  }

  /// A view for `item`: its current one, or one from the data source.
  private func viewForItem(_ item: Int) -> TermView {
    if let current = viewsByItem[item] { return current }
    guard let dataSource else { preconditionFailure("TermLazyStackView: items without a data source") }
    let reusable = reusableViews.popLast()
    let view = dataSource.lazyStackView(self, viewForItemAt: item, reusing: reusable)
    if view !== reusable {
      createdViewCount += 1
      if let reusable { reusableViews.append(reusable) }
    }
    if view.superview !== self {
      isLayingOut = true
      addSubview(view)
      isLayingOut = false
    }
    if view.isHidden { view.isHidden = false }
    viewsByItem[item] = view
    return view
  }

  /// Measures `item`'s view and records its length; returns it.
  @discardableResult
  func measure(_ item: Int) -> Int {
    let view = viewForItem(item)
    let space = cross(bounds.size)
    let offer =
      axis == .vertical
      ? Size(width: space, height: maximumItemLength) : Size(width: maximumItemLength, height: space)
    let length = max(0, along(view.sizeThatFits(offer)))
    let ideal = view.intrinsicContentSize.map { cross($0) } ?? 0
    if ideal > widestItem { widestItem = ideal }
    if estimate == nil { estimate = max(1, length) }
    record(length: length, ofItem: item)
    return length
  }

  /// Makes, measures and places a view for every item on screen; items
  /// that left give their views back for reuse. Costs the items on screen.
  private func layoutItems() {
    observeEnclosingScrollView()
    loadItemCountIfNeeded()
    let oldSize = idealContentSize
    if needsReload {
      needsReload = false
      // Current views are handed back to show the same items again.
      let current = viewsByItem.keys.sorted(by: >).compactMap { viewsByItem.removeValue(forKey: $0) }
      reusableViews.append(contentsOf: current)
    }
    applyPendingScroll()
    keepEndInView()
    let window = visibleWindow()
    var shown: [Int] = []
    if itemCount > 0, !window.isEmpty {
      if estimate == nil { measure(item(atOffset: window.lowerBound)) }
      let first = item(atOffset: window.lowerBound)
      // Views of items outside the window go back first, to be reused
      // (those pinned last keep theirs while they may stay pinned).
      let pinnedBefore = Set(pinned.map(\.item))
      for (item, view) in viewsByItem
      where (item < first || offset(ofItem: item) >= window.upperBound) && !pinnedBefore.contains(item) {
        viewsByItem[item] = nil
        reusableViews.append(view)
      }
      var item = first
      while item < itemCount, offset(ofItem: item) < window.upperBound || shown.isEmpty {
        measure(item)
        shown.append(item)
        item += 1
      }
    }
    let pinnedNow = pinnedPlacements(shown: shown, window: window)
    let shownSet = Set(shown).union(pinnedNow.map(\.item))
    for (item, view) in viewsByItem where !shownSet.contains(item) {
      viewsByItem[item] = nil
      reusableViews.append(view)
    }
    let space = cross(bounds.size)
    for item in shown {
      guard let view = viewsByItem[item] else { continue }
      let start = offset(ofItem: item)
      let length = length(ofItem: item)
      view.frame =
        axis == .vertical
        ? Rect(x: 0, y: start, width: space, height: length)
        : Rect(x: start, y: 0, width: length, height: space)
    }
    placePinnedViews(pinnedNow)
    pinned = pinnedNow
    for view in reusableViews where !view.isHidden { view.parkForReuse() }
    shownItems = (shown.first ?? 0)..<((shown.last ?? -1) + 1)
    laidOutWindow = window
    laidOutSize = bounds.size
    if idealContentSize != oldSize { onContentSizeChange?(self) }
  }

  /// Scrolled to the end, the end stays in view while estimates give way
  /// to measured lengths (once the owner has resized the stack to match).
  private func keepEndInView() {
    guard let scroll = enclosingScrollView else { return }
    if isScrolledToEnd {
      sticksToEnd = true
    } else if sticksToEnd, along(bounds.size) == contentLength {
      isLayingOut = true
      if axis == .vertical {
        scroll.setContentOffset(Point(x: scroll.contentOffset.x, y: scroll.maximumOffset))
      } else {
        scroll.setContentOffset(Point(x: scroll.maximumHorizontalOffset, y: scroll.contentOffset.y))
      }
      isLayingOut = false
    }
  }

  /// Whether the enclosing scroll view shows the end of this stack.
  private var isScrolledToEnd: Bool {
    guard let scroll = enclosingScrollView else { return false }
    let offset = axis == .vertical ? scroll.contentOffset.y : scroll.contentOffset.x
    let maximum = axis == .vertical ? scroll.maximumOffset : scroll.maximumHorizontalOffset
    return maximum > 0 && offset == maximum
  }

  /// Measures the item asked for and scrolls to it once the stack's size
  /// matches its content (the owner resizes it after a change first).
  private func applyPendingScroll() {
    guard var pending = pendingScroll, itemCount > 0, let scroll = enclosingScrollView else {
      pendingScroll = nil
      return
    }
    // Not on screen with a size yet (the window is not shown): wait.
    guard scroll.window != nil, !scroll.bounds.isEmpty, !bounds.isEmpty else { return }
    let item = min(max(0, pending.item), itemCount - 1)
    let before = idealContentSize
    measure(item)
    pending.attempts += 1
    if idealContentSize != before || along(bounds.size) != contentLength, pending.attempts < 3 {
      pendingScroll = pending
      onContentSizeChange?(self)
      setNeedsUpdateProperties()
      return
    }
    pendingScroll = nil
    // A pinned header or footer of the item's section is not where it shows.
    let (pinnedBefore, pinnedAfter) = pinnedLengths(around: item)
    let start = offset(ofItem: item) - pinnedBefore
    let length = length(ofItem: item) + pinnedBefore + pinnedAfter
    let origin = convert(.zero, to: scroll.contentView)
    let rect =
      axis == .vertical
      ? Rect(x: origin.x, y: origin.y + start, width: cross(bounds.size), height: length)
      : Rect(x: origin.x + start, y: origin.y, width: length, height: cross(bounds.size))
    isLayingOut = true
    scroll.scrollRectToVisible(rect, anchor: pending.anchor)
    isLayingOut = false
  }
}
