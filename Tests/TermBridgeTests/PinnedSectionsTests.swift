import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// The groceries the pinned screens show: three sections of twelve.
private struct Aisle: Identifiable {
  let name: String
  let items: [String]
  var id: String { name }

  static let all = [
    Aisle(
      name: "Fruit",
      items: [
        "apple", "apricot", "banana", "cherry", "date", "fig", "grape", "kiwi", "lemon", "mango", "pear",
        "plum",
      ]),
    Aisle(
      name: "Vegetables",
      items: [
        "artichoke", "bean", "beet", "cabbage", "carrot", "celery", "kale", "leek", "onion", "pea", "potato",
        "radish",
      ]),
    Aisle(
      name: "Grains",
      items: [
        "barley", "buckwheat", "bulgur", "corn", "farro", "millet", "oats", "quinoa", "rice", "rye",
        "sorghum",
        "wheat",
      ]),
  ]
}

/// A `LazyVStack` of the aisles in a `ScrollView`: each header a button
/// over a rule (two lines), each footer a count.
private struct PinnedStack: View {
  let pinned: PinnedScrollableViews
  var log = AlertLog()

  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned) {
        ForEach(Aisle.all) { aisle in
          Section {
            ForEach(aisle.items, id: \.self) { Text($0) }
          } header: {
            VStack(alignment: .leading, spacing: 0) {
              Button(aisle.name) { log.entries.append(aisle.name) }.buttonStyle(.plain)
              Divider()
            }
          } footer: {
            Text("\(aisle.items.count) kinds of \(aisle.name.lowercased())").foregroundColor(.gray)
          }
        }
      }
    }
  }
}

/// A `LazyVGrid` of the aisles, three columns, headers pinned: each
/// aisle's items in lower case, in capitals, then capitalized (twelve rows).
private struct PinnedGrid: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], pinnedViews: [.sectionHeaders]) {
        ForEach(Aisle.all) { aisle in
          Section {
            ForEach(
              aisle.items + aisle.items.map { $0.uppercased() } + aisle.items.map { $0.capitalized },
              id: \.self
            ) {
              Text($0)
            }
          } header: {
            Text("— \(aisle.name) —").bold()
          }
        }
      }
    }
  }
}

/// A `List` of the aisles with a selection, in the style given.
private struct PinnedList: View {
  @State var selection: String?
  var grouped = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      let list = List(selection: $selection) {
        ForEach(Aisle.all) { aisle in
          Section {
            ForEach(aisle.items, id: \.self) { Text($0) }
          } header: {
            Text(aisle.name)
          } footer: {
            Text("\(aisle.items.count) kinds")
          }
        }
      }
      if grouped { list.listStyle(.grouped) } else { list.listStyle(.plain) }
      Text("selected \(selection ?? "none")")
    }
  }
}

/// Pinned section headers and footers, as SwiftUI pins them: in lazy
/// stacks and grids with `pinnedViews`, in a plain `List`.
@MainActor
@Suite struct PinnedSectionsTests {
  nonisolated static let sizes = [(80, 24), (40, 12)]

  private func lines(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ┃│")) }
  }

  /// Scrolls a line at a time, as the wheel or the keys would, so every
  /// row above the visible area has been measured and `offset` is a line
  /// of the content as drawn (not of the estimate).
  private func scroll(_ host: TermView, to offset: Int, _ app: TermApplication) throws {
    let scroll = try #require(findView(TermScrollView.self, in: host))
    for line in 0...offset {
      scroll.setContentOffset(Point(x: 0, y: line))
      app.render()
    }
    #expect(scroll.contentOffset.y == offset)
  }

  @Test(arguments: sizes)
  func aLazyStacksHeaderStaysWhileItsRowsScrollUnderIt(width: Int, height: Int) throws {
    try withHostedView(PinnedStack(pinned: [.sectionHeaders]), width: width, height: height) {
      app, host, screen in
      // Fruit's header and rule, then apple (at line 2), ...: five lines down.
      try scroll(host, to: 5, app)
      expectSnapshot(screen, named: "pinned-lazyvstack-middle-\(width)x\(height)")
      #expect(lines(screen)[0] == "Fruit")
      #expect(lines(screen)[2] == "fig")
    }
  }

  @Test(arguments: sizes)
  func theNextHeaderPushesThePinnedOneUp(width: Int, height: Int) throws {
    try withHostedView(PinnedStack(pinned: [.sectionHeaders]), width: width, height: height) {
      app, host, screen in
      // Fruit's section is 15 lines: Vegetables' header arrives on line 1
      // and pushes Fruit's up, its rule left on line 0.
      try scroll(host, to: 14, app)
      expectSnapshot(screen, named: "pinned-lazyvstack-push-\(width)x\(height)")
      #expect(lines(screen)[0].allSatisfy { $0 == "─" })
      #expect(lines(screen)[1] == "Vegetables")
      try scroll(host, to: 16, app)
      #expect(lines(screen)[0] == "Vegetables")
      #expect(lines(screen)[2] == "bean")
    }
  }

  @Test(arguments: sizes)
  func footersStayAtTheBottomWhileTheirRowsShow(width: Int, height: Int) throws {
    let pinned: PinnedScrollableViews = [.sectionHeaders, .sectionFooters]
    try withHostedView(PinnedStack(pinned: pinned), width: width, height: height) { app, host, screen in
      // Fruit's header pinned over apple; the last line's row is under
      // its section's footer.
      try scroll(host, to: 1, app)
      expectSnapshot(screen, named: "pinned-lazyvstack-footers-\(width)x\(height)")
      #expect(lines(screen)[0] == "Fruit")
      #expect(lines(screen).last == (height == 12 ? "12 kinds of fruit" : "12 kinds of vegetables"))
    }
  }

  @Test func aClickOnAPinnedHeaderPressesItsButton() throws {
    let log = AlertLog()
    try withHostedView(PinnedStack(pinned: [.sectionHeaders], log: log), width: 40, height: 12) {
      app, host, screen in
      try scroll(host, to: 20, app)
      #expect(lines(screen)[0] == "Vegetables")
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 0)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: 0)))])
      #expect(log.entries == ["Vegetables"])
    }
  }

  @Test func aLazyHStacksHeaderStaysAtTheLeadingEdge() throws {
    struct Row: View {
      var body: some View {
        ScrollView(.horizontal) {
          LazyHStack(pinnedViews: [.sectionHeaders]) {
            Section {
              ForEach(0..<30, id: \.self) { Text("\($0 % 10)") }
            } header: {
              Text("H")
            }
          }
        }
      }
    }
    try withHostedView(Row(), width: 20, height: 3) { app, host, screen in
      #expect(screen.rows()[0].hasPrefix("H 0 1 2"))
      let scroll = try #require(findView(TermScrollView.self, in: host))
      for column in 1...5 {
        scroll.setContentOffset(Point(x: column, y: 0))
        app.render()
      }
      // "1" and the spaces around it under the header, which stays at column 0.
      #expect(screen.rows()[0].hasPrefix("H2 3 4"))
    }
  }

  @Test(arguments: sizes)
  func aLazyGridsHeadersSpanItAndPin(width: Int, height: Int) throws {
    try withHostedView(PinnedGrid(), width: width, height: height) { app, host, screen in
      // Fruit's header, then four rows of three: two rows down.
      try scroll(host, to: 2, app)
      expectSnapshot(screen, named: "pinned-lazyvgrid-middle-\(width)x\(height)")
      #expect(lines(screen)[0] == "— Fruit —")
      #expect(lines(screen)[1].hasPrefix("grape"))
      // A header is a row of its own: Vegetables' follows Fruit's last row.
      try scroll(host, to: 12, app)
      #expect(lines(screen)[2].hasPrefix("artichoke"))
      #expect(lines(screen)[0] == "— Fruit —")
      #expect(lines(screen)[1] == "— Vegetables —")
    }
  }

  @Test(arguments: sizes)
  func aPlainListPinsItsSectionHeadersAndFooters(width: Int, height: Int) throws {
    try withHostedView(PinnedList(), width: width, height: height) { app, host, screen in
      let list = try #require(findView(TermListView.self, in: host))
      #expect(list.sectionHeadersPinToVisibleBounds && list.sectionFootersPinToVisibleBounds)
      // Apricot on the top line, under Fruit's header; the section's
      // footer (or at 24 lines the next one's) on the list's last line.
      list.scroll(byLines: 2)
      app.render()
      expectSnapshot(screen, named: "pinned-list-middle-\(width)x\(height)")
      #expect(lines(screen)[0] == "Fruit")
      #expect(lines(screen)[1] == "banana")
      #expect(lines(screen)[height - 2] == "12 kinds")
    }
  }

  @Test func aGroupedListScrollsItsHeadersWithTheirRows() throws {
    try withHostedView(PinnedList(grouped: true), width: 40, height: 12) { app, host, screen in
      let list = try #require(findView(TermListView.self, in: host))
      #expect(!list.sectionHeadersPinToVisibleBounds)
      list.scroll(byLines: 4)
      app.render()
      #expect(lines(screen)[0] == "cherry")
      #expect(list.pinnedRows == [])
    }
  }

  @Test func theCurrentRowIsNeverUnderAPinnedHeaderOrFooter() throws {
    try withHostedView(PinnedList(), width: 40, height: 12) { app, host, screen in
      let list = try #require(findView(TermListView.self, in: host))
      @MainActor func currentRowIsCovered() -> Bool {
        guard let row = list.selectedRow, let cell = list.cellForRow(at: row) else { return true }
        return list.pinnedRows.contains { pinned in
          pinned != row && list.cellForRow(at: pinned).map { $0.frame.intersects(cell.frame) } == true
        }
      }
      #expect(lines(screen)[11] == "selected apple")
      var sawVegetablesPinned = false
      // Down past Vegetables into Grains, then back up through Vegetables
      // under its pinned header, into Fruit.
      for _ in 0..<24 {
        app.handle([.key(KeyEvent(.down))])
        #expect(!currentRowIsCovered(), "row \(list.selectedRow ?? -1) under a pinned row")
      }
      #expect(lines(screen)[11] == "selected barley")
      for _ in 0..<14 {
        app.handle([.key(KeyEvent(.up))])
        #expect(!currentRowIsCovered(), "row \(list.selectedRow ?? -1) under a pinned row")
        if list.pinnedRows.contains(14) { sawVegetablesPinned = true }
      }
      #expect(sawVegetablesPinned)
      #expect(lines(screen)[11] == "selected pear")
    }
  }

  @Test func aClickOnAPinnedListHeaderSelectsNothing() throws {
    try withHostedView(PinnedList(), width: 40, height: 12) { app, host, screen in
      let list = try #require(findView(TermListView.self, in: host))
      list.scroll(byLines: 4)
      app.render()
      #expect(lines(screen)[0] == "Fruit")
      #expect(lines(screen)[11] == "selected apple")
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 2, y: 0)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 2, y: 0)))])
      #expect(lines(screen)[11] == "selected apple", "not cherry, the row under the header")
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 2, y: 1)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 2, y: 1)))])
      #expect(lines(screen)[11] == "selected date")
    }
  }
}
