import TermBridgeTerminal

/// Supplies a ``TermLazyStackView``'s items, as `UICollectionViewDataSource`
/// supplies a collection view's cells.
///
/// The stack asks for the number of items when it loads (or reloads) its
/// data, and for a view only when an item is about to be shown: a stack of
/// a million items asks about the few on screen, never about the others.
@MainActor
public protocol TermLazyStackViewDataSource: AnyObject {
  /// How many items the stack has.
  func numberOfItems(in stackView: TermLazyStackView) -> Int

  /// A view showing item `index`. `reusableView` is a view the stack no
  /// longer needs (one that showed another item, or this one before a
  /// reload): configure and return it when it fits, or return a new view.
  func lazyStackView(
    _ stackView: TermLazyStackView, viewForItemAt index: Int, reusing reusableView: TermView?
  ) -> TermView

  /// The section holding item `index`, if the items are in sections:
  /// asked only while the stack pins sections' headers or footers
  /// (``TermLazyStackView/sectionHeadersPinToVisibleBounds``), for the
  /// first and last items on screen. The default: no sections.
  func lazyStackView(_ stackView: TermLazyStackView, sectionItemsForItemAt index: Int) -> TermSectionRows?
}

/// Items in no section, unless the data source says otherwise.
extension TermLazyStackViewDataSource {
  /// No sections: nothing is pinned.
  public func lazyStackView(_ stackView: TermLazyStackView, sectionItemsForItemAt index: Int)
    -> TermSectionRows?
  {
    nil
  }
}
