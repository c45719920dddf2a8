/// Where one section lies in the flat rows of a ``TermListView`` (or the
/// items of a ``TermLazyStackView``): all of its rows, header and footer
/// included, and which of them are its header and footer.
///
/// The kit's lists have no sections of their own, as `UITableView` has: a
/// header and a footer are rows like the others. A data source that says
/// where its sections are (``TermListViewDataSource/listView(_:sectionRowsForRowAt:)``)
/// lets the list pin them to its edges while their rows scroll
/// (``TermListView/sectionHeadersPinToVisibleBounds``).
public struct TermSectionRows: Hashable, Sendable {
  /// Every row of the section, header and footer included.
  public var rows: Range<Int>
  /// The header's row, if the section has a header (the first of ``rows``).
  public var header: Int?
  /// The footer's row, if the section has a footer (the last of ``rows``).
  public var footer: Int?

  /// A section of `rows` whose header and footer are the rows given.
  public init(rows: Range<Int>, header: Int? = nil, footer: Int? = nil) {
    self.rows = rows
    self.header = header
    self.footer = footer
  }
}
