import Testing

@testable import TermDemo

@Suite struct ItemCatalogTests {
  /// The catalog writes its titles' bytes directly; each must be the
  /// title `title(_:)` gives, found whole, and nothing longer.
  @Test func theBytesOfEveryTitleAreItsTitle() {
    let catalog = ItemCatalog(count: 1_200_000)
    for index in [0, 1, 9, 10, 31, 32, 99_999, 100_000, 999_999, 1_000_000, 1_199_999] {
      let title = ItemCatalog.title(index)
      #expect(catalog.search(title, among: [Int32(index)]) == [Int32(index)], "\(title)")
      #expect(catalog.search(title + "x", among: [Int32(index)]).isEmpty, "\(title) ends there")
    }
    #expect(ItemCatalog.title(1_000_000) == "item 1000000 alpha")
    #expect(catalog.search("item 000322 charlie") == [322])
    #expect(catalog.search("NOVEMBER").count == 1_200_000 / 32 + (1_200_000 % 32 > 13 ? 1 : 0))
  }
}
