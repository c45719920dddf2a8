import TermBridgeTerminal

/// Section headers and footers pinned to the edges of the visible area
/// while their items scroll past (``TermLazyStackView/sectionHeadersPinToVisibleBounds``,
/// ``TermLazyStackView/sectionFootersPinToVisibleBounds``), as SwiftUI's
/// `pinnedViews` pins them.
extension TermLazyStackView {
  /// Whether anything is pinned, so the data source is asked about sections.
  private var pinsSections: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

  /// The section holding `item`, as the data source says; nil when
  /// nothing is pinned or the answer does not hold the item.
  private func section(ofItem item: Int) -> TermSectionRows? {
    guard pinsSections, item >= 0, item < numberOfItems,
      let section = dataSource?.lazyStackView(self, sectionItemsForItemAt: item), section.rows.contains(item)
    else { return nil }
    return section
  }

  /// Where the pinned header and footer start along the axis, given the
  /// items shown and the visible part of the stack: the header of the
  /// first item's section at the window's start (never before its own
  /// place, and pushed on by its section's end, or its pinned footer),
  /// the footer of the last item's section at the window's end (never
  /// after its own place, and pushed off by its section's header). A
  /// header or footer wholly at its own place is not pinned. Measures
  /// (and so makes views for) the items it pins.
  func pinnedPlacements(shown: [Int], window: Range<Int>) -> [(item: Int, start: Int)] {
    guard pinsSections, let first = shown.first, let last = shown.last else { return [] }
    var placements: [(item: Int, start: Int)] = []
    if sectionHeadersPinToVisibleBounds, let section = section(ofItem: first), let header = section.header,
      offset(ofItem: header) < window.lowerBound
    {
      let length = measure(header)
      // The section's end, or its footer when footers pin too.
      let limit: Int
      if sectionFootersPinToVisibleBounds, let footer = section.footer, footer != header {
        limit = offset(ofItem: footer)
      } else {
        let end = section.rows.upperBound - 1
        limit = offset(ofItem: end) + self.length(ofItem: end)
      }
      let start = min(window.lowerBound, limit - length)
      if start + length > window.lowerBound { placements.append((header, start)) }
    }
    if sectionFootersPinToVisibleBounds, let section = section(ofItem: last), let footer = section.footer,
      offset(ofItem: footer) + length(ofItem: footer) > window.upperBound
    {
      let length = measure(footer)
      // The end of the section's header (or its start).
      let earliest: Int
      if let header = section.header, header != footer {
        earliest = offset(ofItem: header) + self.length(ofItem: header)
      } else {
        earliest = offset(ofItem: section.rows.lowerBound)
      }
      let start = max(min(offset(ofItem: footer), window.upperBound - length), earliest)
      if start < window.upperBound, !placements.contains(where: { $0.item == footer }) {
        placements.append((footer, start))
      }
    }
    return placements
  }

  /// Places the pinned items' views and puts them above the others, so
  /// they are drawn over the items and get the mouse first.
  func placePinnedViews(_ placements: [(item: Int, start: Int)]) {
    let space = cross(bounds.size)
    for (item, start) in placements {
      guard let view = viewsByItem[item] else { continue }
      let length = length(ofItem: item)
      view.frame =
        axis == .vertical
        ? Rect(x: 0, y: start, width: space, height: length)
        : Rect(x: start, y: 0, width: length, height: space)
      if subviews.last !== view {
        isLayingOut = true
        addSubview(view)
        isLayingOut = false
      }
    }
  }

  /// The lengths a pinned header takes before `item` and a pinned footer
  /// after it while `item` shows (0 for the header or footer itself, or
  /// when they do not pin).
  func pinnedLengths(around item: Int) -> (before: Int, after: Int) {
    guard let section = section(ofItem: item) else { return (0, 0) }
    var before = 0
    var after = 0
    if sectionHeadersPinToVisibleBounds, let header = section.header, header < item {
      before = measure(header)
    }
    if sectionFootersPinToVisibleBounds, let footer = section.footer, footer > item {
      after = measure(footer)
    }
    return (before, after)
  }

  /// Focus moved to `view`: when its item is under a pinned header or
  /// footer (or not wholly in view) while sections pin, the stack
  /// scrolls it out from under.
  func revealPinnedOverItem(holding view: TermView) {
    guard pinsSections,
      let item = viewsByItem.first(where: { view.isDescendant(of: $0.value) })?.key,
      !pinned.contains(where: { $0.item == item })
    else { return }
    let window = visibleWindow()
    let (before, after) = pinnedLengths(around: item)
    let start = offset(ofItem: item)
    if start - before < window.lowerBound || start + length(ofItem: item) + after > window.upperBound {
      scrollToItem(item)
    }
  }
}
