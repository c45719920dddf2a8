import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A `Table` on screen after some keys: what the snapshots at each size
/// record.
struct TableScene: CustomTestStringConvertible, Sendable {
  let name: String
  /// Text the screen shows at every size.
  let shows: String
  let keys: [KeyEvent]
  var multiple = false
  var wide = false

  var testDescription: String { name }

  static let all: [TableScene] = [
    TableScene(name: "header", shows: "selected 4 sort name+", keys: []),
    TableScene(
      name: "sorted-descending", shows: "sort name-", keys: [KeyEvent(.character("s"), modifiers: .control)]),
    TableScene(name: "sorted-by-size", shows: "sort size+,name+", keys: [KeyEvent(.character(">"))]),
    TableScene(name: "selection-single", shows: "selected 5", keys: [KeyEvent(.down), KeyEvent(.down)]),
    TableScene(
      name: "selection-multiple", shows: "selected 2,4,5",
      keys: [
        KeyEvent(.character(" ")), KeyEvent(.down, modifiers: .shift), KeyEvent(.down, modifiers: .shift),
      ],
      multiple: true),
    TableScene(name: "scrolled", shows: "Kind", keys: [KeyEvent(.right), KeyEvent(.right)], wide: true),
  ]
}

/// The declarative `Table`: header, sorting, selection, scrolling.
@MainActor
@Suite struct TableTests {
  private func press(_ app: TermApplication, _ key: Key, _ modifiers: KeyModifiers = []) {
    app.handle([.key(KeyEvent(key, modifiers: modifiers))])
  }

  private func click(_ app: TermApplication, x: Int, y: Int) {
    app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y)))])
    app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y)))])
  }

  private func trimmed(_ row: String) -> String { row.trimmingCharacters(in: .whitespaces) }

  @Test(arguments: TableScene.all, [(80, 24), (40, 12)])
  func tableAtSize(_ scene: TableScene, size: (width: Int, height: Int)) throws {
    let view = FileTable(multiple: scene.multiple, wide: scene.wide)
    try withHostedView(view, width: size.width, height: size.height) { app, _, screen in
      if !scene.keys.isEmpty { app.handle(scene.keys.map { .key($0) }) }
      expectSnapshot(screen, named: "table-\(scene.name)-\(size.width)x\(size.height)")
      #expect(screen.rows().contains { $0.contains(scene.shows) })
    }
  }

  /// Without the keyboard the selected row is dimmed (reverse and dim).
  @Test(arguments: [(80, 24), (40, 12)])
  func unfocusedTableDimsItsSelection(width: Int, height: Int) throws {
    try withHostedView(FileTable(), width: width, height: height) { app, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      #expect(screen.cell(at: Point(x: 0, y: 1)).style.attributes == [.reverse])
      host.window?.makeFirstResponder(nil)
      app.render()
      expectSnapshot(screen, named: "table-unfocused-\(width)x\(height)")
      #expect(screen.cell(at: Point(x: 0, y: 1)).style.attributes == [.reverse, .dim])
      table.listView.becomeFirstResponder()
      app.render()
      #expect(screen.cell(at: Point(x: 0, y: 1)).style.attributes == [.reverse])
    }
  }

  @Test func aHeaderClickSortsAndAgainReverses() throws {
    try withHostedView(FileTable(), width: 80, height: 24) { app, _, screen in
      let sizeX = try #require(screen.rows()[0].range(of: "Size")).lowerBound.utf16Offset(
        in: screen.rows()[0])
      click(app, x: sizeX, y: 0)
      #expect(screen.rows().contains { $0.contains("sort size+,name+") })
      #expect(screen.rows()[1].hasPrefix("notes.txt"))
      #expect(screen.rows()[5].hasPrefix("photo.png"))
      #expect(screen.rows()[0].contains("Size ") && screen.rows()[0].contains("▲"))
      click(app, x: sizeX, y: 0)
      #expect(screen.rows().contains { $0.contains("sort size-,name+") })
      #expect(screen.rows()[1].hasPrefix("photo.png"))
      #expect(screen.rows()[0].contains("▼"))
      click(app, x: 0, y: 0)
      #expect(screen.rows().contains { $0.contains("sort name+,size-") })
      #expect(screen.rows()[1].hasPrefix("archive.zip"))
    }
  }

  @Test func sortKeysMoveAlongTheColumns() throws {
    try withHostedView(FileTable(), width: 80, height: 24) { app, _, screen in
      press(app, .character(">"))
      press(app, .character(">"))
      #expect(screen.rows().contains { $0.contains("sort kind+,size+,name+") })
      #expect(screen.rows()[1].hasPrefix("archive.zip"))
      press(app, .character("s"), .control)
      #expect(screen.rows().contains { $0.contains("sort kind-,size+,name+") })
      #expect(screen.rows()[1].hasPrefix("notes.txt"))
      press(app, .character("<"))
      #expect(screen.rows().contains { $0.contains("sort size+,kind-,name+") })
    }
  }

  @Test func theSelectionBindingFollowsKeysClicksAndSorts() throws {
    try withHostedView(FileTable(), width: 80, height: 24) { app, _, screen in
      #expect(screen.rows().contains { $0.contains("selected 4 ") })
      press(app, .down)
      #expect(screen.rows().contains { $0.contains("selected 2 ") })
      click(app, x: 3, y: 4)
      #expect(screen.rows().contains { $0.contains("selected 1 ") })
      // Sorting by size moves notes.txt (id 1) to the top; it stays selected.
      press(app, .character(">"))
      #expect(screen.rows()[1].hasPrefix("notes.txt"))
      #expect(screen.cell(at: Point(x: 0, y: 1)).style.attributes == [.reverse])
      press(app, .down)
      #expect(screen.rows().contains { $0.contains("selected 5 ") })
    }
  }

  @Test func aSetSelectionTogglesWithClicksAndSpace() throws {
    try withHostedView(FileTable(multiple: true), width: 80, height: 24) { app, _, screen in
      click(app, x: 1, y: 2)
      click(app, x: 1, y: 4)
      #expect(screen.rows().contains { $0.contains("selected 1,2 ") })
      click(app, x: 1, y: 2)
      #expect(screen.rows().contains { $0.contains("selected 1 ") })
      press(app, .up)
      press(app, .character(" "))
      #expect(screen.rows().contains { $0.contains("selected 1,4 ") })
    }
  }

  @Test func leftAndRightScrollOverflowingColumns() throws {
    try withHostedView(FileTable(wide: true), width: 40, height: 12) { app, _, screen in
      #expect(screen.rows()[0].hasPrefix("Name"))
      press(app, .right)
      #expect(screen.rows()[0].hasPrefix("Size"))
      #expect(screen.rows()[1].hasPrefix("999 KB"))
      press(app, .right)
      #expect(screen.rows()[0].hasPrefix("Kind"))
      for _ in 0..<5 { press(app, .right) }
      #expect(trimmed(screen.rows()[0]).hasSuffix("Owner"))
      press(app, .left)
      press(app, .left)
      press(app, .left)
      press(app, .left)
      #expect(screen.rows()[0].hasPrefix("Name"))
      // Columns that fit do not scroll: the key goes on.
    }
    try withHostedView(FileTable(), width: 80, height: 24) { app, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      press(app, .right)
      #expect(table.horizontalOffset == 0)
      #expect(screen.rows()[0].hasPrefix("Name"))
    }
  }

  @Test func aMillionRowsMakeCellsOnlyForTheRowsShown() throws {
    try withHostedView(MillionTable(), width: 80, height: 24) { app, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      #expect(table.numberOfRows == 1_000_000)
      press(app, .end)
      #expect(screen.rows().contains { $0.hasPrefix("File 999999") })
      #expect(screen.rows().contains { $0.contains("selected 999999") })
      #expect(table.listView.createdCellCount <= 2 * 24)
      press(app, .home)
      #expect(screen.rows()[1].hasPrefix("File 0 "))
      #expect(table.listView.createdCellCount <= 2 * 24)
    }
  }

  /// Every cell sees the environment set above the table.
  @Test func theEnvironmentReachesEveryCell() throws {
    let view = Table(TableFile.sample) {
      TableColumn("Name") { TableEnvironmentProbe(name: $0.name) }
      TableColumn("Kind", value: \.kind)
    }
    .environment(\.tableProbeSuffix, "!")
    try withHostedView(view, width: 40, height: 12) { _, _, screen in
      #expect(screen.rows()[1].hasPrefix("notes.txt!"))
    }
  }
}

/// A million rows of three columns, made as they are read.
struct MillionTable: View {
  @State var selection: Int?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Table(MillionFiles(), selection: $selection) {
        TableColumn("Name") { Text("File \($0.id)") }
        TableColumn("Size") { Text("\($0.id % 1000)") }.width(8)
        TableColumn("Kind") { Text($0.id % 2 == 0 ? "even" : "odd") }.width(6)
      }
      Text("selected \(selection.map(String.init) ?? "none")")
    }
  }
}

struct MillionFile: Identifiable, Hashable { let id: Int }

struct MillionFiles: RandomAccessCollection, Equatable {
  var startIndex: Int { 0 }
  var endIndex: Int { 1_000_000 }
  subscript(index: Int) -> MillionFile { MillionFile(id: index) }
}

private struct TableProbeSuffixKey: EnvironmentKey {
  static let defaultValue = ""
}

extension EnvironmentValues {
  fileprivate var tableProbeSuffix: String {
    get { self[TableProbeSuffixKey.self] }
    set { self[TableProbeSuffixKey.self] = newValue }
  }
}

private struct TableEnvironmentProbe: View {
  let name: String
  @Environment(\.tableProbeSuffix) private var suffix

  var body: some View { Text(name + suffix) }
}
