import Foundation
import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Items in sections of a header, eight items and a footer: "A", "a0" …
/// "a7", "A end", "B" …; headers are buttons that count their presses,
/// rows buttons that take focus.
@MainActor
private final class SectionSource: TermLazyStackViewDataSource {
  let names = ["A", "B", "C"]
  var pressed: [String] = []

  func numberOfItems(in stackView: TermLazyStackView) -> Int { names.count * 10 }

  func lazyStackView(
    _ stackView: TermLazyStackView, viewForItemAt index: Int, reusing reusableView: TermView?
  ) -> TermView {
    let name = names[index / 10]
    switch index % 10 {
    case 0:
      let button = TermButton(title: name)
      button.appearance = .plain
      button.onPress = { [weak self] in self?.pressed.append(name) }
      return button
    case 9: return TermLabel(text: "\(name) end")
    case let offset:
      // Rows take focus, to be scrolled out from under the header.
      let row = TermButton(title: "\(name.lowercased())\(offset - 1)")
      row.appearance = .plain
      return row
    }
  }

  func lazyStackView(_ stackView: TermLazyStackView, sectionItemsForItemAt index: Int) -> TermSectionRows? {
    let start = index / 10 * 10
    return TermSectionRows(rows: start..<(start + 10), header: start, footer: start + 9)
  }
}

/// `TermLazyStackView` pinning its sections' headers and footers in a
/// `TermScrollView`, with no declarative layer.
@MainActor @Suite struct LazyStackPinnedKitTests {
  private func show(
    _ source: SectionSource, footers: Bool = false,
    _ body: (TermApplication, TermScrollView, TermLazyStackView, TermScreen) throws -> Void
  ) throws {
    try withLazyStackInScrollView(
      source,
      configure: { stack in
        stack.sectionHeadersPinToVisibleBounds = true
        stack.sectionFootersPinToVisibleBounds = footers
      }, body)
  }

  private func rows(_ screen: TermScreen) -> [String] {
    // A button's brackets left out.
    screen.rows().map {
      $0.replacingOccurrences(of: "[ ", with: "").replacingOccurrences(of: " ]", with: "")
        .trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func theHeaderStaysAtTheTopOfTheVisibleAreaUntilTheNextPushesIt() throws {
    let source = SectionSource()
    try show(source) { app, scroll, stack, screen in
      #expect(rows(screen) == ["A", "a0", "a1", "a2", "a3"])
      #expect(stack.pinnedItems == [])
      scroll.scroll(by: 3)
      app.render()
      #expect(rows(screen) == ["A", "a3", "a4", "a5", "a6"])
      #expect(stack.pinnedItems == [0])
      #expect(stack.view(forItem: 0)?.frame.minY == 3, "at the visible area's top, in the stack")
      #expect(stack.subviews.last === stack.view(forItem: 0), "drawn over the items")
      // "A end" at the top: the header covers it; then B's arrives.
      scroll.scroll(by: 6)
      app.render()
      #expect(rows(screen) == ["A", "B", "b0", "b1", "b2"])
      scroll.scroll(by: 1)
      app.render()
      #expect(rows(screen) == ["B", "b0", "b1", "b2", "b3"])
      #expect(stack.pinnedItems == [])
      scroll.scroll(by: 2)
      app.render()
      #expect(rows(screen) == ["B", "b2", "b3", "b4", "b5"])
      #expect(stack.pinnedItems == [10])
    }
  }

  @Test func theFooterStaysAtTheBottomWhileItsItemsShow() throws {
    let source = SectionSource()
    try show(source, footers: true) { app, scroll, stack, screen in
      #expect(rows(screen) == ["A", "a0", "a1", "a2", "A end"])
      #expect(stack.pinnedItems == [9])
      scroll.scroll(by: 5)
      app.render()
      #expect(rows(screen) == ["A", "a5", "a6", "a7", "A end"])
      #expect(stack.pinnedItems == [0])
      scroll.scroll(by: 1)
      app.render()
      // B's header on the last line keeps B's footer below it.
      #expect(rows(screen) == ["A", "a6", "a7", "A end", "B"])
      #expect(stack.pinnedItems == [0])
      scroll.scroll(by: 2)
      app.render()
      // A's header sits on A's footer; B's footer is pushed down by B's header.
      #expect(rows(screen) == ["A", "A end", "B", "b0", "B end"])
      #expect(Set(stack.pinnedItems) == [0, 19])
      scroll.scroll(by: 1)
      app.render()
      #expect(rows(screen) == ["A end", "B", "b0", "b1", "B end"])
      #expect(stack.pinnedItems == [19])
    }
  }

  @Test func aClickOnThePinnedHeaderPressesItNotTheItemUnderIt() throws {
    let source = SectionSource()
    try show(source) { app, scroll, stack, screen in
      scroll.scroll(by: 4)
      app.render()
      #expect(rows(screen)[0] == "A")
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 0, y: 0)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 0, y: 0)))])
      #expect(source.pressed == ["A"])
    }
  }

  @Test func scrollingToAnItemAndFocusingOneKeepThemBelowThePinnedHeader() throws {
    let source = SectionSource()
    try show(source) { app, scroll, stack, screen in
      stack.scrollToItem(15, anchor: TermScrollView.ScrollAnchor(x: nil, y: 0))  // b4
      app.render()
      #expect(rows(screen) == ["B", "b4", "b5", "b6", "b7"])
      // Focus in B's header, drawn pinned: nothing scrolls.
      let header = try #require(stack.view(forItem: 10))
      #expect(stack.pinnedItems == [10])
      #expect(header.becomeFirstResponder())
      app.render()
      #expect(rows(screen) == ["B", "b4", "b5", "b6", "b7"])
      stack.scrollToItem(13)  // b2, under the pinned header
      app.render()
      #expect(rows(screen) == ["B", "b2", "b3", "b4", "b5"])
      // Focus in a row under the pinned header scrolls it out from under.
      scroll.scroll(by: 1)
      app.render()
      #expect(rows(screen) == ["B", "b3", "b4", "b5", "b6"])
      let covered = try #require(stack.view(forItem: 13))
      #expect(covered.becomeFirstResponder())
      app.render()
      #expect(rows(screen) == ["B", "b2", "b3", "b4", "b5"])
    }
  }
}
