import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

@Observable
@MainActor
private final class FilteredItems {
  var items = Array(0..<20)
}

/// Counts the rows' appearances, by item.
@MainActor
private final class Appearances {
  var counts: [Int: Int] = [:]
}

private struct FilteredList: View {
  let model: FilteredItems
  let appearances: Appearances

  var body: some View {
    List(model.items, id: \.self) { item in
      Text("item \(item)").onAppear { appearances.counts[item, default: 0] += 1 }
    }
  }
}

/// A row with state of its own: the item it was first shown for, kept in
/// `@State` when it appears; and the times it left.
private struct FirstShownRow: View {
  let item: Int
  let departures: Appearances
  @State private var firstShown: Int?

  var body: some View {
    Text("\(item) first \(firstShown.map(String.init) ?? "-")")
      .onAppear { if firstShown == nil { firstShown = item } }
      .onDisappear { departures.counts[item, default: 0] += 1 }
  }
}

/// `FirstShownRow`s of the model's items, in a `List` or a lazy stack.
private struct ObservedRows: View {
  let model: FilteredItems
  let departures: Appearances
  let inLazyStack: Bool

  var body: some View {
    if inLazyStack {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(model.items, id: \.self) { item in FirstShownRow(item: item, departures: departures) }
        }
      }
    } else {
      List(model.items, id: \.self) { item in FirstShownRow(item: item, departures: departures) }
    }
  }
}

/// A `List` whose data changes keeps the cells of the rows on screen that
/// are the same rows (the same id at the same place), as SwiftUI keeps a
/// row by its id, and gives the others their new content.
@MainActor
@Suite struct ListDataChangeTests {
  private func shownRows(_ screen: TermScreen) -> [String] {
    // Without the scroll indicator's column.
    screen.rows().map { String($0.dropLast()).trimmingCharacters(in: .whitespaces) }
  }

  @Test func rowsThatKeepTheirIDsKeepTheirCells() throws {
    let model = FilteredItems()
    let appearances = Appearances()
    try withHostedView(FilteredList(model: model, appearances: appearances), width: 12, height: 6) {
      app, host, screen in
      let list = try #require(findView(TermListView.self, in: host))
      #expect(Array(shownRows(screen).prefix(3)) == ["item 0", "item 1", "item 2"])
      #expect(appearances.counts[0] == 1)
      let before = list.visibleCells
      let made = list.createdCellCount
      // The first three rows stay; the rest of the screen changes.
      let requested = list.requestedCellCount
      model.items = [0, 1, 2] + Array(10..<20)
      app.render()
      #expect(Array(shownRows(screen).prefix(5)) == ["item 0", "item 1", "item 2", "item 10", "item 11"])
      // The rows that stayed did not disappear and appear again.
      #expect(appearances.counts[0] == 1 && appearances.counts[2] == 1)
      // Only the three rows that changed were asked for again.
      #expect(list.requestedCellCount - requested == 3)
      let after = list.visibleCells
      for row in 0..<3 { #expect(after[row] === before[row], "row \(row) keeps its cell") }
      #expect(list.createdCellCount == made, "no cell is made: the others are reused")
      // A change under every row reloads them all, and shows it.
      model.items = Array(5..<9)
      app.render()
      #expect(Array(shownRows(screen).prefix(5)) == ["item 5", "item 6", "item 7", "item 8", ""])
    }
  }

  /// A row that scrolls onto the screen appears, as in SwiftUI, where
  /// `.onAppear` on a row is how a list asks for its next page: a reused
  /// cell given another row's content is that row appearing.
  @Test func aRowScrolledOntoTheScreenAppears() throws {
    let model = FilteredItems()
    let appearances = Appearances()
    try withHostedView(FilteredList(model: model, appearances: appearances), width: 12, height: 6) {
      app, host, screen in
      let list = try #require(findView(TermListView.self, in: host))
      #expect(appearances.counts.keys.sorted() == [0, 1, 2, 3, 4, 5])
      list.scroll(byLines: 10)
      app.render()
      #expect(Array(shownRows(screen).prefix(1)) == ["item 10"])
      for item in 10..<16 { #expect(appearances.counts[item] == 1, "item \(item) appeared once") }
      list.scroll(byLines: -10)
      app.render()
      #expect(appearances.counts[0] == 2, "item 0 appeared again")
    }
  }

  /// A row's state is the row's, not its cell's: a row scrolled into a
  /// reused cell has state of its own, and the row that left disappeared.
  @Test func aReusedCellDoesNotCarryTheLastRowsState() throws {
    let departures = Appearances()
    let list = List(0..<40, id: \.self) { item in FirstShownRow(item: item, departures: departures) }
    try withHostedView(list, width: 14, height: 6) { app, host, screen in
      let listView = try #require(findView(TermListView.self, in: host))
      #expect(Array(shownRows(screen).prefix(2)) == ["0 first 0", "1 first 1"])
      listView.scroll(byLines: 12)
      app.render()
      #expect(Array(shownRows(screen).prefix(6)) == (12..<18).map { "\($0) first \($0)" })
      for item in 0..<6 { #expect(departures.counts[item] == 1, "row \(item) left the screen once") }
      #expect(departures.counts[12] == nil)
    }
  }

  /// A row leaves when it leaves the screen (its cell or view parked for
  /// reuse), not when that cell is next given a row: rows the data no
  /// longer has run their `onDisappear` at once, as in SwiftUI, in a
  /// `List` and in a lazy stack alike.
  @Test(arguments: [false, true])
  func rowsThatLeaveTheScreenDisappearAtOnce(inLazyStack: Bool) throws {
    let model = FilteredItems()
    let departures = Appearances()
    let rows = ObservedRows(model: model, departures: departures, inLazyStack: inLazyStack)
    try withHostedView(rows, width: 14, height: 6) { app, host, screen in
      #expect(Array(shownRows(screen).prefix(2)) == ["0 first 0", "1 first 1"])
      #expect(departures.counts.isEmpty)
      model.items = [0, 1]
      app.render()
      #expect(Array(shownRows(screen).prefix(3)) == ["0 first 0", "1 first 1", ""])
      for item in 2..<6 { #expect(departures.counts[item] == 1, "row \(item) left the screen") }
      #expect(departures.counts[0] == nil && departures.counts[1] == nil)
      // Shown again, a row is a new one: it appears afresh.
      model.items = [0, 1, 2]
      app.render()
      #expect(Array(shownRows(screen).prefix(3)) == ["0 first 0", "1 first 1", "2 first 2"])
      #expect(departures.counts[2] == 1)
    }
  }

  /// Rows of a `List` built from content (here a section of a `ForEach`),
  /// hosted as type-erased views, are identified by their ids as well.
  @Test func aReusedCellOfASectionedListDoesNotCarryTheLastRowsState() throws {
    let departures = Appearances()
    let list = List {
      Section("Items") {
        ForEach(0..<40, id: \.self) { item in FirstShownRow(item: item, departures: departures) }
      }
    }
    try withHostedView(list, width: 14, height: 6) { app, host, screen in
      let listView = try #require(findView(TermListView.self, in: host))
      #expect(Array(shownRows(screen).prefix(3)) == ["Items", "0 first 0", "1 first 1"])
      listView.scroll(byLines: 12)
      app.render()
      let shown = shownRows(screen)
      let rows = try #require(shown.firstIndex(of: "12 first 12"), "\(shown)")
      #expect(Array(shown[rows...].prefix(4)) == (12..<16).map { "\($0) first \($0)" })
      for item in 0..<5 { #expect(departures.counts[item] == 1, "row \(item) left the screen once") }
      #expect(departures.counts[12] == nil)
    }
  }

  /// A `Table`'s rows are identified by their ids as a `List`'s are: a row
  /// scrolled into a reused row cell appears.
  @Test func aTableRowScrolledOntoTheScreenAppears() throws {
    let appearances = Appearances()
    let files = (0..<40).map { TableFile(id: $0, name: "file \($0)", size: $0, kind: "text") }
    let table = Table(files) {
      TableColumn("Name") { (file: TableFile) in
        Text(file.name).onAppear { appearances.counts[file.id, default: 0] += 1 }
      }
    }
    try withHostedView(table, width: 20, height: 8) { app, host, screen in
      let tableView = try #require(findView(TermTableView.self, in: host))
      let first = appearances.counts.keys.sorted()
      #expect(first.first == 0 && !first.contains(20))
      tableView.listView.scroll(byLines: 20)
      app.render()
      #expect(screen.rows().contains { $0.contains("file 20") })
      #expect(appearances.counts[20] == 1, "row 20 appeared once")
      #expect(appearances.counts[0] == 1, "row 0 appeared once, before")
    }
  }

  /// The kit list under it: kept rows are not asked for, except one also
  /// asked to be reloaded; the others are.
  @Test func aKeptRowAskedToReloadIsReloaded() {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 50)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows)
      #expect(scene.list.visibleRows == 0..<5)
      rows.resetAsked()
      scene.list.reloadRows(at: [1])
      scene.list.reloadData(keepingRows: [0, 1, 2])
      scene.app.render()
      #expect(rows.askedRows.sorted() == [1, 3, 4])
      // A plain reload asks for every row on screen.
      rows.resetAsked()
      scene.list.reloadData()
      scene.app.render()
      #expect(rows.askedRows.sorted() == [0, 1, 2, 3, 4])
    }
  }
}
