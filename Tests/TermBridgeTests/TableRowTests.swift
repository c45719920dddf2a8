import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The same files as `FileTable`, with rows written out (`rows:`), as
/// SwiftUI's `Table(selection:sortOrder:columns:rows:)` is written.
struct FileRowsTable: View {
  var log: TableRowLog? = nil
  var showsExtra = false
  @State var files = TableFile.sample.sorted(using: KeyPathComparator(\TableFile.name))
  @State var selection: Int?
  @State var order = [KeyPathComparator(\TableFile.name)]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Table(selection: $selection, sortOrder: $order) {
        TableColumn("Name", value: \.name)
        TableColumn("Size", value: \.size) { Text("\($0.size) KB") }.width(9)
        TableColumn("Kind", value: \.kind).width(min: 6, ideal: 8, max: 10)
      } rows: {
        ForEach(files) { file in
          TableRow(file)
            .contextMenu { Button("Open \(file.name)") { log?.entries.append("open \(file.name)") } }
            .itemProvider { Optional<String>.none }
        }
        .onInsert(of: [.plainText]) { (_: Int, _: [String]) in }
        if showsExtra {
          TableRow(TableFile(id: 9, name: "extra.md", size: 1, kind: "text"))
        } else {
          TableRow(TableFile(id: 8, name: "other.md", size: 2, kind: "text"))
        }
      }
      .onChange(of: order) { _, order in files.sort(using: order) }
      Text("selected \(selection.map(String.init) ?? "none") sort \(order.count)")
    }
  }
}

/// What a row's context menu did.
@MainActor
final class TableRowLog {
  var entries: [String] = []
}

/// A type of the app's own that is row content, through its body.
struct PinnedRows: TableRowContent {
  let files: [TableFile]
  var tableRowBody: some TableRowContent<TableFile> {
    ForEach(files) { TableRow($0) }
  }
}

/// `Table`'s `rows:` form: `TableRow`, `ForEach` of rows, the row builder,
/// row context menus, column customization.
@MainActor
@Suite struct TableRowTests {
  /// Rows written out draw exactly as rows from data (the extra row aside).
  @Test(arguments: [(80, 24), (40, 12)])
  func rowsDrawAsTheDataTableDoes(width: Int, height: Int) throws {
    let dataRows = try withHostedView(FileTable(), width: width, height: height) { _, _, screen in
      screen.rows()
    }
    try withHostedView(FileRowsTable(), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "table-rows-\(width)x\(height)")
      let rows = screen.rows()
      // Header and the five files are the same cells, styles aside.
      #expect(Array(rows[0...5]) == Array(dataRows[0...5]))
      #expect(rows[6].contains("other.md"))
      #expect(rows.contains { $0.contains("selected 4 sort 1") })
    }
  }

  @Test func theRowBuilderTakesIfElseAndTheSelectionAndSortWork() throws {
    try withHostedView(FileRowsTable(showsExtra: true), width: 80, height: 24) { app, _, screen in
      #expect(screen.rows()[6].contains("extra.md"))
      #expect(!screen.rows().joined().contains("other.md"))
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down))])
      #expect(screen.rows().contains { $0.contains("selected 5 sort 1") })
      app.handle([.key(KeyEvent(.character("s"), modifiers: .control))])
      // Reversed by name: main.swift first among the files.
      #expect(screen.rows()[1].contains("photo.png"))
    }
  }

  @Test func shiftF10OpensTheCurrentRowsContextMenu() throws {
    let log = TableRowLog()
    try withHostedView(FileRowsTable(log: log), width: 80, height: 24) { app, _, screen in
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.function(10), modifiers: .shift))])
      #expect(screen.rows().joined(separator: "\n").contains("Open budget.csv"))
      app.handle([.key(KeyEvent(.enter))])
      #expect(log.entries == ["open budget.csv"])
    }
  }

  @Test func aRightClickOnARowOpensItsMenu() throws {
    let log = TableRowLog()
    try withHostedView(FileRowsTable(log: log), width: 80, height: 24) { app, _, screen in
      app.handle([
        .mouse(MouseEvent(kind: .press(.right), location: Point(x: 2, y: 3))),
        .mouse(MouseEvent(kind: .release(.right), location: Point(x: 2, y: 3))),
      ])
      #expect(screen.rows().joined(separator: "\n").contains("Open main.swift"))
      app.handle([.key(KeyEvent(.enter))])
      #expect(log.entries == ["open main.swift"])
    }
  }

  @Test func rowsFromAContentTypeOfTheAppsOwnAndTheRowList() {
    let rows = tableRows(of: PinnedRows(files: Array(TableFile.sample.prefix(2))))
    #expect(rows.map(\.value.id) == [1, 2])
    let built = tableRows(
      of: TableRowBuilder<TableFile>.buildBlock(
        TableRow(TableFile.sample[4]), TableForEachContent(Array(TableFile.sample.prefix(1)))))
    #expect(built.map(\.value.id) == [5, 1])
    #expect(tableRows(of: TableRowBuilder<TableFile>.buildBlock()).isEmpty)
  }

  struct CustomizedTable: View {
    @State var customization = TableColumnCustomization<TableFile>()
    var body: some View {
      Table(of: TableFile.self, columnCustomization: $customization) {
        TableColumn("Name", value: \.name).customizationID("name")
        TableColumn("Kind", value: \.kind).customizationID("kind")
        TableColumn("Hidden") { _ in Text("x") }.defaultVisibility(.hidden)
      } rows: {
        ForEach(TableFile.sample) { TableRow($0) }
      }
      .onAppear { customization[visibility: "kind"] = .hidden }
    }
  }

  @Test func columnCustomizationHidesColumns() throws {
    var customization = TableColumnCustomization<TableFile>()
    #expect(customization[visibility: "a"] == .automatic)
    customization[visibility: "a"] = .hidden
    #expect(customization[visibility: "a"] == .hidden)
    customization.resetAll()
    #expect(customization == TableColumnCustomization())
    try withHostedView(CustomizedTable(), width: 60, height: 10) { _, _, screen in
      #expect(screen.rows()[0].contains("Name"))
      #expect(!screen.rows()[0].contains("Kind"))
      #expect(!screen.rows()[0].contains("Hidden"))
    }
  }
}
