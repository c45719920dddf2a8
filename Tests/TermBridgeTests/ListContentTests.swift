import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

struct Fruit: Identifiable, Hashable {
  let id: Int
  let name: String
}

/// A list written as SwiftUI is: sections, static rows, `ForEach` with
/// `.onDelete`, selection.
struct GroceryList: View {
  @State var fruits = [
    Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry"),
  ]
  @State var selection: Int? = nil
  let log: AlertLog

  var body: some View {
    VStack(spacing: 0) {
      List(selection: $selection) {
        Section {
          ForEach(fruits) { fruit in Text(fruit.name) }
            .onDelete { offsets in
              fruits.remove(atOffsets: offsets)
              log.entries.append("deleted \(offsets.first ?? -1)")
            }
        } header: {
          Text("Fruit")
        } footer: {
          Text("\(fruits.count) kinds")
        }
        Section("Other") {
          Text("Bread").tag(100)
          Text("Milk").tag(101)
        }
      }
      Text("selected \(selection.map(String.init) ?? "none")")
    }
  }
}

@MainActor
@Suite struct CollectionOffsetsTests {
  /// SwiftUI's actions take Foundation's `IndexSet`; the library hands
  /// its own `OffsetSet` to a closure that does not name a type.
  @Test func onDeleteAndOnMoveTakeFoundationsIndexSetToo() throws {
    final class Log { var entries: [String] = [] }
    let log = Log()
    func delete(at offsets: IndexSet) { log.entries.append("delete \(Array(offsets))") }
    func move(from offsets: IndexSet, to destination: Int) {
      log.entries.append("move \(Array(offsets)) \(destination)")
    }
    let content = ForEach([10, 20, 30], id: \.self) { Text("\($0)") }
      .onDelete(perform: delete).onMove(perform: move)
    let rows = try #require((content as? any EditableRowsProviding)?.editableRows())
    rows[1].actions.delete?(OffsetSet(integer: 1))
    rows[2].actions.move?(OffsetSet(integer: 2), 0)
    #expect(log.entries == ["delete [1]", "move [2] 0"])
    var plain: [OffsetSet] = []
    let untyped = ForEach([1], id: \.self) { Text("\($0)") }.onDelete { plain.append($0) }
    try #require((untyped as? any EditableRowsProviding)?.editableRows())[0].actions.delete?([0])
    #expect(plain == [[0]])
  }

  @Test func removeAndMoveByOffsetsAsSwiftUIDoes() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c", "e"])
    var moved = ["a", "b", "c", "d", "e"]
    moved.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)  // before "e"
    #expect(moved == ["c", "d", "a", "b", "e"])
    moved.move(fromOffsets: IndexSet([4]), toOffset: 0)
    #expect(moved == ["e", "c", "d", "a", "b"])
    moved.move(fromOffsets: IndexSet([2]), toOffset: 5)  // to the end
    #expect(moved == ["e", "c", "a", "b", "d"])
  }
}

/// `List { }` built from content: sections, static rows, `ForEach`, `.onDelete`.
@MainActor
@Suite struct ListContentTests {
  func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ┃│")) }
  }

  @Test func sectionsShowHeadersAndFootersThatKeysPassOver() throws {
    let log = AlertLog()
    try withHostedView(GroceryList(log: log), width: 30, height: 10) { app, _, screen in
      expectSnapshot(screen, named: "list-sections-30x10")
      #expect(
        Array(rows(screen).prefix(9)) == [
          "Fruit", "Apple", "Banana", "Cherry", "3 kinds", "Other", "Bread", "Milk", "",
        ])
      // A focused list has a current row: the first that can be selected.
      #expect(rows(screen)[9] == "selected 1")
      // Down three times: past the footer and the next header.
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down)), .key(KeyEvent(.down))])
      #expect(rows(screen)[9] == "selected 100")
      app.handle([.key(KeyEvent(.up))])
      #expect(rows(screen)[9] == "selected 3")
      // A click on a header selects nothing.
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 2, y: 5)))])
      #expect(rows(screen)[9] == "selected 3")
    }
  }

  @Test func deleteRemovesTheCurrentRowOfAForEachWithOnDelete() throws {
    let log = AlertLog()
    try withHostedView(GroceryList(log: log), width: 30, height: 10) { app, _, screen in
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.delete))])  // Banana
      #expect(log.entries == ["deleted 1"])
      #expect(Array(rows(screen).prefix(4)) == ["Fruit", "Apple", "Cherry", "2 kinds"])
      // Static rows have no delete action: the key does nothing to them.
      app.handle([.key(KeyEvent(.end)), .key(KeyEvent(.delete))])
      #expect(log.entries == ["deleted 1"])
      #expect(rows(screen).contains("Milk"))
    }
  }
}

struct Chore2: Identifiable, Hashable {
  let id: Int
  var name: String
  var done = false
}

@Observable
@MainActor
final class ChecklistModel {
  var chores = [Chore2(id: 1, name: "Dishes"), Chore2(id: 2, name: "Laundry")]
}

/// `ForEach($items) { $item in }`, as SwiftUI code writes rows that edit.
struct Checklist: View {
  @Bindable var model: ChecklistModel

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach($model.chores) { $chore in
        Toggle(chore.name, isOn: $chore.done)
      }
    }
  }
}

@MainActor
@Suite struct ForEachBindingTests {
  @Test func rowsEditTheirElementThroughItsBinding() throws {
    let model = ChecklistModel()
    try withHostedView(Checklist(model: model), width: 20, height: 2) { app, _, screen in
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Laundry
      #expect(model.chores.map(\.done) == [false, true])
      #expect(screen.rows()[1].contains("[x] Laundry"))
      // An element removed: the other row's binding still writes its own.
      model.chores.removeFirst()
      app.render()
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.chores == [Chore2(id: 2, name: "Laundry", done: false)])
    }
  }
}

/// Counts the rows a list makes.
@MainActor
final class RowCounter {
  var made = 0

  @ViewBuilder func row(_ row: Int) -> some View {
    let _ = made += 1
    if row % 2 == 0 { Text("Row \(row)") } else { Text("Odd \(row)").italic() }
  }
}

/// A million rows in sections of 1,000, built from content.
struct MillionRowSections: View {
  @State var selection: Int?
  let counter: RowCounter

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(selection: $selection) {
        ForEach(0..<1000, id: \.self) { section in
          Section("Section \(section)") {
            ForEach(section * 1000..<section * 1000 + 1000, id: \.self) { counter.row($0) }
          }
        }
      }
      Text("selected \(selection.map(String.init) ?? "none")")
    }
  }
}

extension ListContentTests {
  @Test func aMillionRowSectionedListMakesOnlyTheRowsOnScreen() throws {
    let counter = RowCounter()
    try withHostedView(MillionRowSections(counter: counter), width: 30, height: 8) { app, host, screen in
      #expect(Array(rows(screen).prefix(3)) == ["Section 0", "Row 0", "Odd 1"])
      #expect(rows(screen)[7] == "selected 0")
      app.handle([.key(KeyEvent(.end))])
      #expect(rows(screen)[6] == "Odd 999999")
      #expect(rows(screen)[7] == "selected 999999")
      app.handle([.key(KeyEvent(.pageUp)), .key(KeyEvent(.pageUp))])
      let list = try #require(findView(TermListView.self, in: host))
      #expect(list.numberOfRows == 1_001_000)  // a header per section
      #expect(list.createdCellCount <= 10)
      // Rows are made for the screen only, even with a conditional in each.
      #expect(counter.made < 200)
    }
  }
}

/// Rows of a `ForEach` whose content is not one view by its type (a
/// `Group`), which the list expands when it takes the content apart.
struct GroupedRows: View {
  @State var selection: Int?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(selection: $selection) {
        ForEach([Fruit(id: 7, name: "Fig"), Fruit(id: 8, name: "Lime")]) { fruit in
          Group { Text(fruit.name) }
        }
      }
      Text("selected \(selection.map(String.init) ?? "none")")
    }
  }
}

extension ListContentTests {
  @Test func rowsOfAnExpandedForEachAreSelectedByTheirElementsIDs() throws {
    try withHostedView(GroupedRows(), width: 20, height: 4) { app, _, screen in
      #expect(rows(screen)[3] == "selected 7")
      app.handle([.key(KeyEvent(.down))])
      #expect(rows(screen)[3] == "selected 8")
    }
  }
}

/// Rows of different heights: a padded one, a two-line one, a plain one.
struct TallRows: View {
  @State var selection: Int?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(selection: $selection) {
        Text("Padded").padding(.vertical, 1).tag(1)
        VStack(alignment: .leading) {
          Text("Two")
          Text("lines")
        }
        .tag(2)
        Text("Plain").tag(3)
      }
      Text("selected \(selection.map(String.init) ?? "none")")
    }
  }
}

extension ListContentTests {
  @Test func rowsAreAsTallAsTheirContent() throws {
    try withHostedView(TallRows(), width: 20, height: 8) { app, host, screen in
      // SwiftUI's rows size themselves: nothing is clipped to one line.
      #expect(Array(rows(screen).prefix(7)) == ["", "Padded", "", "Two", "lines", "Plain", ""])
      #expect(rows(screen)[7] == "selected 1")
      app.handle([.key(KeyEvent(.down))])
      #expect(rows(screen)[7] == "selected 2")
      // A click on the second line of the two-line row selects that row.
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 4)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: 4)))])
      #expect(rows(screen)[7] == "selected 2")
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: 2)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: 2)))])
      #expect(rows(screen)[7] == "selected 1")
      let list = try #require(findView(TermListView.self, in: host))
      #expect(list.rowHeight == TermListView.automaticDimension)
    }
  }
}
