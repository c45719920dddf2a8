import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A million rows in a lazy stack in a scroll view.
private struct MillionRows: View {
  var count = 1_000_000
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading) {
        ForEach(0..<count, id: \.self) { Text("Row \($0)") }
      }
    }
  }
}

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@Observable
private final class Greeting {
  var word = "hello"
}

private struct EnvironmentRow: View {
  let index: Int
  @Environment(\.accent) private var accent
  @Environment(Greeting.self) private var greeting

  var body: some View { Text("\(index) \(accent) \(greeting.word)") }
}

/// `LazyVStack` and `LazyHStack`: rows made only while shown.
@MainActor
@Suite struct LazyStackTests {
  /// The screen's rows without the scroll bar's column and blanks around.
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "│┃"))) }
  }

  private func stack(in host: TermView) throws -> TermLazyStackView {
    try #require(findView(TermLazyStackView.self, in: host))
  }

  @Test func aMillionRowLazyStackShowsTheFirstRowsAt80x24() throws {
    try withHostedView(MillionRows(), width: 80, height: 24) { _, host, screen in
      expectSnapshot(screen, named: "lazy-vstack-million-80x24")
      #expect(rows(screen)[0] == "Row 0")
      #expect(rows(screen)[23].hasPrefix("Row 23"))
      let lazy = try stack(in: host)
      #expect(lazy.visibleItems == 0..<24)
      #expect(lazy.createdViewCount == 24)
      #expect(allViews(TermHostingView<LazyStackRow>.self, in: host).count == 24)
    }
  }

  @Test func aMillionRowLazyStackAt40x12() throws {
    try withHostedView(MillionRows(), width: 40, height: 12) { app, host, screen in
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      let made = try stack(in: host).createdViewCount
      app.handle([.key(KeyEvent(.pageDown))])
      expectSnapshot(screen, named: "lazy-vstack-million-page-40x12")
      #expect(rows(screen)[0] == "Row 11")
      #expect(try stack(in: host).createdViewCount == made, "the rows that left are reused")
    }
  }

  @Test func endShowsTheLastRowsAndRowViewsStayNearTheScreenHeight() throws {
    try withHostedView(MillionRows(), width: 40, height: 12) { app, host, screen in
      let scroll = try #require(findView(TermScrollView.self, in: host))
      #expect(scroll.contentSize.height == 1_000_000)
      let lazy = try stack(in: host)
      // The harness lays the host out once at the window's first size (80x24).
      let made = lazy.createdViewCount
      #expect(made <= 24)
      scroll.becomeFirstResponder()
      app.handle([.key(KeyEvent(.end))])
      #expect(rows(screen)[11] == "Row 999999")
      #expect(rows(screen)[0] == "Row 999988")
      for _ in 0..<30 { app.handle([.key(KeyEvent(.up))]) }
      #expect(rows(screen)[0] == "Row 999958")
      app.handle([.key(KeyEvent(.home))])
      #expect(rows(screen)[0] == "Row 0")
      #expect(lazy.createdViewCount == made, "views are reused, not made per row")
      #expect(allViews(TermHostingView<LazyStackRow>.self, in: host).count == made)
      #expect(allViews(TermHostingView<LazyStackRow>.self, in: host).filter { !$0.isHidden }.count == 12)
      #expect(lazy.visibleItems == 0..<12)
    }
  }

  @Test func theWheelScrollsALazyStack() throws {
    try withHostedView(MillionRows(), width: 40, height: 12) { app, _, screen in
      app.handle([.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 2, y: 2)))])
      #expect(rows(screen)[0].hasPrefix("Row 3"))
    }
  }

  @Test func rowsOfDifferentHeightsAreMeasuredAsShown() throws {
    struct Tall: View {
      var body: some View {
        ScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<1000, id: \.self) { index in
              if index % 3 == 0 {
                VStack(alignment: .leading) {
                  Text("Tall \(index)")
                  Text("  more")
                }
              } else {
                Text("Row \(index)")
              }
            }
          }
        }
      }
    }
    try withHostedView(Tall(), width: 30, height: 8) { app, host, screen in
      #expect(rows(screen).prefix(5) == ["Tall 0", "more", "Row 1", "Row 2", "Tall 3"])
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      app.handle([.key(KeyEvent(.end))])
      #expect(rows(screen).suffix(3) == ["Row 998", "Tall 999", "more"])
      // Estimated from the first row (2 lines), measured where shown.
      let lazy = try stack(in: host)
      #expect(lazy.length(ofItem: 998) == 1)
      #expect(lazy.length(ofItem: 999) == 2)
      #expect(scroll.contentSize.height == lazy.contentLength)
    }
  }

  @Test func theEnvironmentReachesLazilyMadeRows() throws {
    struct Screen: View {
      let greeting: Greeting
      var body: some View {
        ScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<10_000, id: \.self) { EnvironmentRow(index: $0) }
          }
        }
        .environment(\.accent, "blue")
        .environment(greeting)
      }
    }
    let greeting = Greeting()
    try withHostedView(Screen(greeting: greeting), width: 30, height: 6) { app, host, screen in
      #expect(rows(screen)[0] == "0 blue hello")
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      app.handle([.key(KeyEvent(.end))])
      #expect(rows(screen)[5] == "9999 blue hello")
      greeting.word = "bye"
      app.render()
      #expect(rows(screen)[5] == "9999 blue bye")
    }
  }

  @Test func outsideAScrollViewALazyStackLaysOutLikeAVStack() throws {
    struct Lazy: View {
      var body: some View {
        VStack {
          LazyVStack {
            Text("one")
            Text("three")
            ForEach(0..<3, id: \.self) { Text("item \($0)") }
          }
          Text("below")
        }
      }
    }
    struct Eager: View {
      var body: some View {
        VStack {
          VStack {
            Text("one")
            Text("three")
            ForEach(0..<3, id: \.self) { Text("item \($0)") }
          }
          Text("below")
        }
      }
    }
    let lazy = try withHostedView(Lazy(), width: 30, height: 10) { _, _, screen in screen.rows() }
    let eager = try withHostedView(Eager(), width: 30, height: 10) { _, _, screen in screen.rows() }
    #expect(lazy == eager)
    #expect(
      lazy.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        == ["one", "three", "item 0", "item 1", "item 2", "below"])
  }
}

/// Numbers the rows' states as they are made.
@MainActor
private enum StateSerial {
  static var next = 0
  static func take() -> Int {
    next += 1
    return next
  }
}

private struct NumberedRow: View {
  let index: Int
  @State private var serial = StateSerial.take()
  var body: some View { Text("\(index) #\(serial)") }
}

extension LazyStackTests {
  @Test func aRowsStateLastsWhileItIsMadeAndNeverMovesToAnotherRow() throws {
    struct Screen: View {
      var body: some View {
        ScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<1000, id: \.self) { NumberedRow(index: $0) }
          }
        }
      }
    }
    try withHostedView(Screen(), width: 30, height: 4) { app, host, screen in
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      let first = rows(screen)
      app.handle([.key(KeyEvent(.down))])
      #expect(rows(screen)[0] == first[1], "rows still made keep their state")
      app.handle([.key(KeyEvent(.pageDown)), .key(KeyEvent(.home))])
      #expect(rows(screen)[0].hasPrefix("0 #"))
      #expect(rows(screen)[0] != first[0], "a row made again starts afresh")
      let serials = rows(screen).map { $0.split(separator: "#").last.map(String.init) }
      #expect(Set(serials).count == serials.count, "no row shows another row's state")
    }
  }

  @Test func scrollingARowAtATimeUpdatesRowsInTheUpdatePhaseOnly() throws {
    try withHostedView(MillionRows(), width: 40, height: 12) { app, host, _ in
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      app.handle([.key(KeyEvent(.down))])
      let before = app.frameStatistics
      for _ in 0..<5 { app.handle([.key(KeyEvent(.down))]) }
      #expect(app.frameStatistics.updatesDuringLayout == before.updatesDuringLayout)
      #expect(app.frameStatistics.frames == before.frames + 5)
    }
  }
}

extension LazyStackTests {
  @Test func sectionsOpenIntoHeaderRowsWhichStayWhileTheirRowsScroll() throws {
    struct Screen: View {
      var body: some View {
        ScrollView {
          LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
            Section("Fruit") {
              ForEach(["apple", "pear"], id: \.self) { Text($0) }
            }
            Section("Numbers") {
              ForEach(0..<100, id: \.self) { Text("n\($0)") }
            }
          }
        }
      }
    }
    try withHostedView(Screen(), width: 20, height: 5) { app, host, screen in
      #expect(rows(screen) == ["Fruit", "apple", "pear", "Numbers", "n0"])
      #expect(try stack(in: host).numberOfItems == 2 + 2 + 100)
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      app.handle([.key(KeyEvent(.down))])
      // The header stays at the top, over "apple", while its rows scroll.
      #expect(Array(rows(screen).prefix(3)) == ["Fruit", "pear", "Numbers"])
      #expect(try stack(in: host).pinnedItems == [0])
    }
  }
}
