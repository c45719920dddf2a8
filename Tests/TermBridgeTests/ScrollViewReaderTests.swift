import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Keeps the proxy a reader hands its content, for the test to call.
@MainActor
private final class ProxyBox {
  var proxy: ScrollViewProxy?
}

/// `ScrollViewReader` and `ScrollViewProxy.scrollTo(_:anchor:)`.
@MainActor
@Suite struct ScrollViewReaderTests {
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "│┃"))) }
  }

  private struct LazyMillion: View {
    let box: ProxyBox
    var body: some View {
      ScrollViewReader { proxy in
        let _ = box.proxy = proxy
        ScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") }
          }
        }
      }
    }
  }

  @Test func scrollToAFarRowOfALazyStackWithEachAnchor() throws {
    let box = ProxyBox()
    try withHostedView(LazyMillion(box: box), width: 40, height: 12) { app, host, screen in
      let proxy = try #require(box.proxy)
      let lazy = try #require(findView(TermLazyStackView.self, in: host))
      #expect(lazy.view(forItem: 750_000) == nil, "not made yet")
      proxy.scrollTo(750_000, anchor: .top)
      app.render()
      #expect(rows(screen)[0] == "Row 750000")
      proxy.scrollTo(500_000, anchor: .bottom)
      app.render()
      #expect(rows(screen)[11] == "Row 500000")
      proxy.scrollTo(250_000, anchor: .center)
      app.render()
      #expect(rows(screen)[5] == "Row 250000", "(12 - 1) / 2 rows above")
      // No anchor: as little scrolling as shows the row.
      proxy.scrollTo(250_010)
      app.render()
      #expect(rows(screen)[11] == "Row 250010")
      proxy.scrollTo(250_005)
      app.render()
      #expect(rows(screen)[11] == "Row 250010", "already shown: no scrolling")
      proxy.scrollTo("no such row")
      app.render()
      #expect(rows(screen)[11] == "Row 250010")
      #expect(lazy.createdViewCount <= 24)
    }
  }

  @Test func scrollToFindsRowsByForEachIDsOfAnyType() throws {
    struct Item: Identifiable {
      let id: String
    }
    struct Screen: View {
      let box: ProxyBox
      let items = (0..<5000).map { Item(id: "item-\($0)") }
      var body: some View {
        ScrollViewReader { proxy in
          let _ = box.proxy = proxy
          ScrollView {
            LazyVStack(alignment: .leading) {
              Text("Header")
              ForEach(items) { Text($0.id) }
            }
          }
        }
      }
    }
    let box = ProxyBox()
    try withHostedView(Screen(box: box), width: 30, height: 6) { app, _, screen in
      try #require(box.proxy).scrollTo("item-4321", anchor: .top)
      app.render()
      #expect(rows(screen)[0] == "item-4321")
    }
  }

  @Test func scrollToAViewWithAnIDInAnEagerStack() throws {
    struct Screen: View {
      let box: ProxyBox
      var body: some View {
        ScrollViewReader { proxy in
          let _ = box.proxy = proxy
          ScrollView {
            VStack(alignment: .leading) {
              ForEach(0..<50, id: \.self) { Text("line \($0)").id($0) }
              Text("the end").id("end")
            }
          }
        }
      }
    }
    let box = ProxyBox()
    try withHostedView(Screen(box: box), width: 30, height: 6) { app, _, screen in
      let proxy = try #require(box.proxy)
      proxy.scrollTo("end")
      app.render()
      #expect(rows(screen)[5] == "the end")
      proxy.scrollTo("end", anchor: .top)
      app.render()
      #expect(rows(screen)[5] == "the end", "clamped: the content ends there")
      proxy.scrollTo(20, anchor: .top)
      app.render()
      #expect(rows(screen)[0] == "line 20")
      proxy.scrollTo(30, anchor: .center)
      app.render()
      #expect(rows(screen)[2] == "line 30")
    }
  }
}

extension ScrollViewReaderTests {
  @Test func scrollToFromOnAppearLandsOnceTheContentIsLaidOut() throws {
    struct Screen: View {
      var body: some View {
        ScrollViewReader { proxy in
          ScrollView {
            VStack(alignment: .leading) {
              ForEach(0..<40, id: \.self) { Text("line \($0)").id($0) }
            }
            LazyVStack(alignment: .leading) {
              ForEach(1000..<200_000, id: \.self) { Text("row \($0)") }
            }
          }
          .onAppear { proxy.scrollTo(target, anchor: .top) }
        }
      }
      let target: Int
    }
    try withHostedView(Screen(target: 25), width: 30, height: 6) { app, host, screen in
      app.render()
      let scroll = try #require(findView(TermScrollView.self, in: host))
      #expect(scroll.contentOffset.y == 25)
      #expect(rows(screen)[0] == "line 25")
    }
    try withHostedView(Screen(target: 150_000), width: 30, height: 6) { app, _, screen in
      app.render()
      #expect(rows(screen)[0] == "row 150000")
    }
  }

  @Test func aLazyRowBelowEagerContentIsScrolledToInTheScrollViewsCoordinates() throws {
    let box = ProxyBox()
    struct Screen: View {
      let box: ProxyBox
      var body: some View {
        ScrollViewReader { proxy in
          let _ = box.proxy = proxy
          ScrollView {
            VStack(alignment: .leading) {
              ForEach(0..<40, id: \.self) { Text("line \($0)") }
            }
            LazyVStack(alignment: .leading) {
              ForEach(1000..<200_000, id: \.self) { Text("row \($0)") }
            }
          }
        }
      }
    }
    try withHostedView(Screen(box: box), width: 30, height: 6) { app, _, screen in
      try #require(box.proxy).scrollTo(150_000, anchor: .bottom)
      app.render()
      #expect(rows(screen)[5] == "row 150000")
      try #require(box.proxy).scrollTo(3, anchor: .top)
      app.render()
      #expect(rows(screen)[0] == "line 3", "an eager ForEach's element ids are targets too")
    }
  }
}
