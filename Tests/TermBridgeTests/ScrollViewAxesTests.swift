import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A wide table: 30 lines of 120 columns, numbered so that scrolling shows.
private struct WideLines: View {
  var axes: Axis.Set
  var lines = 30

  var body: some View {
    ScrollView(axes) {
      VStack(alignment: .leading) {
        ForEach(0..<lines, id: \.self) { line in
          Text((0..<12).map { "L\(line)C\($0)".padding(toLength: 10, withPad: ".", startingAt: 0) }.joined())
        }
      }
    }
  }
}

/// `ScrollView(.horizontal)` and `ScrollView([.horizontal, .vertical])`.
@MainActor
@Suite struct ScrollViewAxesTests {
  private func scrollView(in host: TermView) throws -> TermScrollView {
    let scroll = try #require(findView(TermScrollView.self, in: host))
    scroll.becomeFirstResponder()
    return scroll
  }

  @Test func aHorizontalScrollViewAt80x24() throws {
    try withHostedView(WideLines(axes: .horizontal, lines: 3), width: 80, height: 24) { app, host, screen in
      let scroll = try scrollView(in: host)
      #expect(scroll.contentSize.width == 120)
      #expect(scroll.maximumOffset == 0, "no vertical scrolling")
      app.handle([.key(KeyEvent(.right)), .key(KeyEvent(.right))])
      #expect(scroll.contentOffset == Point(x: 2, y: 0))
      expectSnapshot(screen, named: "scrollview-horizontal-80x24")
      #expect(screen.rows()[0].hasPrefix("C0......L0C1"))
      #expect(screen.rows()[23].contains("━"), "the bar is on the bottom row")
    }
  }

  @Test func aHorizontalScrollViewAt40x12() throws {
    try withHostedView(WideLines(axes: .horizontal, lines: 3), width: 40, height: 12) { app, host, screen in
      let scroll = try scrollView(in: host)
      app.handle([.key(KeyEvent(.end))])
      #expect(scroll.contentOffset.x == 80)
      expectSnapshot(screen, named: "scrollview-horizontal-40x12")
      #expect(screen.rows()[0].hasSuffix("L0C11....."))
      app.handle([.key(KeyEvent(.left))])
      #expect(scroll.contentOffset.x == 79)
      app.handle([.key(KeyEvent(.home))])
      #expect(screen.rows()[0].hasPrefix("L0C0"))
      // Up and Down have nothing to scroll: they travel on.
      #expect(!scroll.keyDown(KeyEvent(.down)))
    }
  }

  @Test func theWheelScrollsSidewaysWithShiftOrWhenTilted() throws {
    try withHostedView(WideLines(axes: [.horizontal, .vertical]), width: 40, height: 12) { app, host, _ in
      let scroll = try scrollView(in: host)
      app.handle([.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 3, y: 3), modifiers: .shift))])
      #expect(scroll.contentOffset == Point(x: 6, y: 0))
      app.handle([.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 3, y: 3)))])
      #expect(scroll.contentOffset == Point(x: 6, y: 3))
      app.handle([.mouse(MouseEvent(kind: .wheelLeft, location: Point(x: 3, y: 3)))])
      #expect(scroll.contentOffset == Point(x: 0, y: 3))
      app.handle([.mouse(MouseEvent(kind: .wheelRight, location: Point(x: 3, y: 3)))])
      #expect(scroll.contentOffset == Point(x: 6, y: 3))
    }
  }

  @Test func bothAxesAt80x24() throws {
    try withHostedView(WideLines(axes: [.horizontal, .vertical]), width: 80, height: 24) {
      app, host, screen in
      let scroll = try scrollView(in: host)
      #expect(scroll.contentSize == Size(width: 120, height: 30))
      app.handle([.key(KeyEvent(.end)), .key(KeyEvent(.right))])
      // 23 rows show above the horizontal bar; 79 columns beside the vertical one.
      #expect(scroll.contentOffset == Point(x: 1, y: 7))
      expectSnapshot(screen, named: "scrollview-both-80x24")
      #expect(screen.rows()[22].hasPrefix("29C0.....L29C1"))
    }
  }

  @Test func bothAxesAt40x12() throws {
    try withHostedView(WideLines(axes: [.horizontal, .vertical]), width: 40, height: 12) {
      app, host, screen in
      let scroll = try scrollView(in: host)
      for _ in 0..<45 { app.handle([.key(KeyEvent(.right))]) }
      app.handle([.key(KeyEvent(.pageDown))])
      #expect(scroll.contentOffset == Point(x: 45, y: 10))
      expectSnapshot(screen, named: "scrollview-both-40x12")
      #expect(screen.rows()[0].hasPrefix(".....L10C5"))
      #expect(scroll.maximumHorizontalOffset == 81)
    }
  }

  @Test func aLazyHStackInAHorizontalScrollViewMakesOnlyTheColumnsShown() throws {
    struct Columns: View {
      var body: some View {
        ScrollView(.horizontal) {
          LazyHStack {
            ForEach(0..<100_000, id: \.self) { Text("[\($0)]") }
          }
        }
      }
    }
    try withHostedView(Columns(), width: 40, height: 3) { app, host, screen in
      #expect(screen.rows()[0].hasPrefix("[0] [1] [2] [3]"))
      let lazy = try #require(findView(TermLazyStackView.self, in: host))
      #expect(lazy.visibleItems.count < 15)
      let scroll = try scrollView(in: host)
      app.handle([.key(KeyEvent(.end))])
      #expect(screen.rows()[0].hasSuffix("[99999]"))
      #expect(scroll.contentOffset.x == scroll.maximumHorizontalOffset)
    }
  }
}
