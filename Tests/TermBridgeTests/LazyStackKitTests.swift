import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Labels for a lazy stack: `count` items, every `tallEvery`th two lines
/// tall; records the items asked for.
@MainActor
private final class LabelSource: TermLazyStackViewDataSource {
  var count: Int
  var tallEvery: Int
  var asked: [Int] = []

  init(count: Int, tallEvery: Int = 0) {
    self.count = count
    self.tallEvery = tallEvery
  }

  func numberOfItems(in stackView: TermLazyStackView) -> Int { count }

  func lazyStackView(
    _ stackView: TermLazyStackView, viewForItemAt index: Int, reusing reusableView: TermView?
  ) -> TermView {
    asked.append(index)
    let label = reusableView as? TermLabel ?? TermLabel(text: "")
    label.numberOfLines = 0
    // 20 columns wide: a tall item's text wraps onto a second line.
    label.text =
      tallEvery > 0 && index % tallEvery == 0 ? "item \(index) is tall, two lines" : "item \(index)"
    return label
  }
}

/// `TermLazyStackView` in a `TermScrollView`, with no declarative layer.
@MainActor @Suite struct LazyStackKitTests {
  /// A scroll view of `width`x`height` whose content is a lazy stack of
  /// `source`'s items, kept at the stack's ideal size.
  private func show(
    _ source: LabelSource, width: Int = 20, height: Int = 5,
    _ body: (TermApplication, TermScrollView, TermLazyStackView, TermScreen) throws -> Void
  ) throws {
    try withLazyStackInScrollView(source, width: width, height: height, body)
  }

  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test func itAsksOnlyForTheItemsOnScreenAndReusesTheirViews() throws {
    let source = LabelSource(count: 1_000_000)
    try show(source) { app, scroll, stack, screen in
      #expect(rows(screen) == ["item 0", "item 1", "item 2", "item 3", "item 4"])
      #expect(Set(source.asked) == Set(0..<5))
      #expect(stack.contentLength == 1_000_000)
      app.handle([.key(KeyEvent(.pageDown))])
      #expect(rows(screen)[0] == "item 4")
      app.handle([.key(KeyEvent(.end))])
      #expect(rows(screen) == (999_995..<1_000_000).map { "item \($0)" })
      #expect(stack.visibleItems == 999_995..<1_000_000)
      #expect(stack.createdViewCount == 5, "the views of items that left are reused")
      #expect(source.asked.count < 20)
      #expect(stack.subviews.count == 5)
    }
  }

  @Test func itemsOfDifferentLengthsAreMeasuredWhenShownAndTheRestEstimated() throws {
    let source = LabelSource(count: 100, tallEvery: 4)
    try show(source, height: 6) { app, scroll, stack, screen in
      #expect(
        rows(screen) == [
          "item 0 is tall, two", "lines", "item 1", "item 2", "item 3", "item 4 is tall, two",
        ])
      // The first item measured (2 lines) is the estimate; items 1-3 are 1 line.
      #expect(stack.length(ofItem: 50) == 2)
      #expect(stack.length(ofItem: 2) == 1)
      #expect(stack.offset(ofItem: 5) == 2 + 1 + 1 + 1 + 2)
      #expect(stack.contentLength == 100 * 2 - 3)
      scroll.scroll(by: 6)
      app.render()
      #expect(rows(screen)[0] == "lines")
      #expect(stack.view(forItem: 0) == nil)
    }
  }

  @Test func scrollToItemMakesAFarItemAndAnchorsIt() throws {
    let source = LabelSource(count: 1_000_000)
    try show(source) { app, scroll, stack, screen in
      stack.scrollToItem(600_000, anchor: TermScrollView.ScrollAnchor(x: nil, y: 0))
      app.render()
      #expect(rows(screen)[0] == "item 600000")
      stack.scrollToItem(10, anchor: TermScrollView.ScrollAnchor(x: nil, y: 1))
      app.render()
      #expect(rows(screen)[4] == "item 10")
      #expect(scroll.contentOffset.y == 6)
    }
  }

  @Test func outsideAScrollViewItShowsTheItemsThatFitItsBounds() throws {
    let source = LabelSource(count: 50)
    let stack = TermLazyStackView(axis: .vertical, frame: Rect(x: 0, y: 0, width: 12, height: 3))
    stack.dataSource = source
    TermScreen.withInMemory(width: 12, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.addSubview(stack)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(rows(screen) == ["item 0", "item 1", "item 2", ""])
      #expect(stack.enclosingScrollView == nil)
    }
  }

  @Test func aHorizontalStackLaysItemsOutSideBySideWithSpacing() throws {
    let source = LabelSource(count: 1000)
    let stack = TermLazyStackView(axis: .horizontal, frame: Rect(x: 0, y: 0, width: 20, height: 1))
    stack.spacing = 1
    stack.dataSource = source
    TermScreen.withInMemory(width: 20, height: 1) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.addSubview(stack)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(rows(screen) == ["item 0 item 1 item 2"])
      #expect(stack.offset(ofItem: 3) == 21)
    }
  }
}
