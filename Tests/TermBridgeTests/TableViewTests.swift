import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Rows of numbered text in named columns; records what the table tells it.
@MainActor
final class NumberedTable: TermTableViewDataSource, TermTableViewDelegate {
  var count: Int
  private(set) var askedRows: Set<Int> = []
  private(set) var sortChanges: [[TermTableSortDescriptor]] = []
  private(set) var selected: [Int] = []
  private(set) var selectionChanges = 0
  private(set) var horizontalScrolls = 0

  init(count: Int) { self.count = count }

  func numberOfRows(in tableView: TermTableView) -> Int { count }

  func tableView(
    _ tableView: TermTableView, contentConfigurationFor column: TermTableColumn, row: Int
  ) -> any TermContentConfiguration {
    askedRows.insert(row)
    var content = TermListContentConfiguration.cell()
    content.text = "\(column.identifier)\(row)"
    content.insets = EdgeInsets()
    return content
  }

  func tableView(
    _ tableView: TermTableView, sortDescriptorsDidChange oldDescriptors: [TermTableSortDescriptor]
  ) {
    sortChanges.append(tableView.sortDescriptors)
  }

  func tableView(_ tableView: TermTableView, didSelectRowAt row: Int) { selected.append(row) }
  func tableViewSelectionDidChange(_ tableView: TermTableView) { selectionChanges += 1 }
  func tableViewDidScrollHorizontally(_ tableView: TermTableView) { horizontalScrolls += 1 }
}

/// A table in a window on `screen`, shown by an application.
@MainActor
struct TableScreen {
  let app: TermApplication
  let table: TermTableView

  init(screen: TermScreen, frame: Rect, rows: NumberedTable, columns: [TermTableColumn]) {
    app = TermApplication(screen: screen)
    let window = TermWindow()
    table = TermTableView()
    table.columns = columns
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    table.frame = frame
    window.makeKeyAndVisible(in: app)
    table.listView.becomeFirstResponder()
    app.render()
  }

  func press(_ key: Key, _ modifiers: KeyModifiers = []) {
    app.handle([.key(KeyEvent(key, modifiers: modifiers))])
  }

  func click(x: Int, y: Int) {
    app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y)))])
  }
}

/// Columns `a`, `b`, `c`: fixed 6, flexible from 4, and 5 to 8.
private let threeColumns = [
  TermTableColumn.fixed(identifier: "a", title: "Alpha", width: 6),
  TermTableColumn(identifier: "b", title: "Beta", width: 4, minWidth: 4),
  TermTableColumn(identifier: "c", title: "Gamma", width: 5, minWidth: 5, maxWidth: 8, isSortable: false),
]

/// How the columns share out the width (no screen needed).
@Suite struct TableColumnLayoutTests {
  @Test func spareRoomGoesToColumnsThatMayGrow() {
    let layout = TermTableColumnLayout(columns: threeColumns, available: 30)
    #expect(layout.widths == [6, 14, 8])
    #expect(layout.xs == [0, 7, 22])
    #expect(layout.contentWidth == 30)
  }

  @Test func missingRoomIsTakenDownToTheMinimumsThenOverflows() {
    var columns = threeColumns
    columns[1].width = 10
    #expect(TermTableColumnLayout(columns: columns, available: 20).widths == [6, 7, 5])
    let narrow = TermTableColumnLayout(columns: columns, available: 10)
    #expect(narrow.widths == [6, 4, 5])
    #expect(narrow.contentWidth == 17)
  }

  @Test func aPositionFindsItsColumnGapIncluded() {
    let layout = TermTableColumnLayout(columns: threeColumns, available: 30)
    #expect(layout.column(atContentX: 0) == 0)
    #expect(layout.column(atContentX: 6) == 0)
    #expect(layout.column(atContentX: 7) == 1)
    #expect(layout.column(atContentX: 29) == 2)
    #expect(layout.column(atContentX: 30) == nil)
    #expect(layout.column(atContentX: -1) == nil)
  }
}

/// `TermTableView` alone: header, cells per column, sorting, scrolling,
/// selection and virtualization.
@MainActor
@Suite struct TableViewTests {
  @Test func theHeaderAndEachColumnsCellsShow() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let rows = NumberedTable(count: 3)
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 6), rows: rows, columns: threeColumns)
      #expect(screen.rows()[0] == "Alpha  Beta           Gamma   ")
      #expect(screen.rows()[1] == "a0     b0             c0      ")
      #expect(screen.rows()[3] == "a2     b2             c2      ")
      #expect(screen.cell(at: Point(x: 0, y: 0)).style.attributes == [.bold, .underline])
      #expect(scene.table.rowCell(at: 0)?.columnViews.count == 3)
    }
  }

  @Test func aHeaderClickSortsThenReversesAndUnsortableColumnsDoNot() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let rows = NumberedTable(count: 3)
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 6), rows: rows, columns: threeColumns)
      scene.click(x: 8, y: 0)
      #expect(scene.table.sortDescriptors == [TermTableSortDescriptor(column: "b")])
      scene.app.render()
      #expect(screen.rows()[0].contains("Beta         ▲"))
      scene.click(x: 8, y: 0)
      #expect(scene.table.sortDescriptors == [TermTableSortDescriptor(column: "b", ascending: false)])
      scene.app.render()
      #expect(screen.rows()[0].contains("▼"))
      scene.click(x: 1, y: 0)
      #expect(
        scene.table.sortDescriptors == [
          TermTableSortDescriptor(column: "a"), TermTableSortDescriptor(column: "b", ascending: false),
        ])
      scene.click(x: 23, y: 0)
      #expect(rows.sortChanges.count == 3)
      #expect(scene.table.sortDescriptors.first?.column == "a")
    }
  }

  @Test func sortKeysSkipUnsortableColumns() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let rows = NumberedTable(count: 3)
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 6), rows: rows, columns: threeColumns)
      scene.press(.character("s"), .control)
      #expect(scene.table.sortDescriptors == [TermTableSortDescriptor(column: "a")])
      scene.press(.character("s"), .control)
      #expect(scene.table.sortDescriptors.first == TermTableSortDescriptor(column: "a", ascending: false))
      scene.press(.character(">"))
      scene.press(.character(">"))
      #expect(scene.table.sortDescriptors.first?.column == "b")
      scene.press(.character("<"))
      #expect(scene.table.sortDescriptors.first?.column == "a")
    }
  }

  @Test func rightAndLeftScrollAColumnAtATimeHeaderIncluded() throws {
    TermScreen.withInMemory(width: 12, height: 6) { screen in
      let rows = NumberedTable(count: 3)
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 12, height: 6), rows: rows, columns: threeColumns)
      #expect(scene.table.currentColumnLayout.contentWidth == 17)
      scene.press(.right)
      #expect(scene.table.horizontalOffset == 5)
      #expect(screen.rows()[0] == "  Beta Gamma")
      #expect(screen.rows()[1] == "  b0   c0   ")
      scene.press(.right)
      #expect(scene.table.horizontalOffset == 5)
      scene.press(.left)
      #expect(scene.table.horizontalOffset == 0)
      #expect(screen.rows()[0] == "Alpha  Beta ")
      #expect(rows.horizontalScrolls == 2)
      scene.app.handle([.mouse(MouseEvent(kind: .wheelRight, location: Point(x: 3, y: 2)))])
      #expect(scene.table.horizontalOffset == 5)
    }
  }

  @Test func endOnAMillionRowsAsksOnlyForTheRowsShown() throws {
    TermScreen.withInMemory(width: 30, height: 10) { screen in
      let rows = NumberedTable(count: 1_000_000)
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 10), rows: rows, columns: threeColumns)
      scene.press(.end)
      #expect(scene.table.selectedRow == 999_999)
      #expect(screen.rows()[9].hasPrefix("a9999… b999999"))
      #expect(scene.table.listView.createdCellCount <= 20)
      #expect(rows.askedRows.count <= 20)
      #expect(rows.selected == [999_999])
    }
  }

  @Test func multipleSelectionTellsTheDelegateOncePerChange() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let rows = NumberedTable(count: 5)
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 6), rows: rows, columns: threeColumns)
      scene.table.allowsMultipleSelection = true
      scene.click(x: 2, y: 1)
      scene.press(.down, .shift)
      scene.press(.down, .shift)
      #expect(scene.table.selectedRows == [0, 1, 2])
      #expect(rows.selectionChanges == 3)
      #expect(rows.selected.isEmpty)
    }
  }
}

/// `TableColumn`'s widths as the kit columns they become.
@MainActor
@Suite struct TableColumnWidthTests {
  private let name = TableColumn<TableFile>("Name", value: \.name)

  @Test func aColumnWithoutAWidthIsItsTitleWideAndGrows() {
    let column = name.termColumn(index: 0, sortable: true)
    #expect(column.width == 8 && column.minWidth == 8 && column.maxWidth == nil)
    #expect(column.isSortable)
    #expect(!name.termColumn(index: 0, sortable: false).isSortable)
    #expect(!TableColumn<TableFile>("Path") { Text($0.name) }.termColumn(index: 0, sortable: true).isSortable)
  }

  @Test func fixedAndBoundedWidths() {
    let fixed = name.width(9).termColumn(index: 1, sortable: true)
    #expect(fixed.width == 9 && fixed.minWidth == 9 && fixed.maxWidth == 9)
    #expect(fixed.identifier == "1")
    let bounded = name.width(min: 6, ideal: 8, max: 10).termColumn(index: 0, sortable: true)
    #expect(bounded.minWidth == 6 && bounded.width == 8 && bounded.maxWidth == 10)
    let capped = name.width(max: 12).termColumn(index: 0, sortable: true)
    #expect(capped.minWidth == 1 && capped.width == 8 && capped.maxWidth == 12)
    #expect(name.width(nil).termColumn(index: 0, sortable: true) == name.termColumn(index: 0, sortable: true))
  }
}
