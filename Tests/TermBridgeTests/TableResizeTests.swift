import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Records the resizes a table reports.
@MainActor
final class ResizeLog: TermTableViewDelegate {
  var resizes: [(column: Int, oldWidth: Int)] = []
  func tableView(_ tableView: TermTableView, didResizeColumn column: Int, oldWidth: Int) {
    resizes.append((column, oldWidth))
  }
}

/// Columns' limits and the layout of a column the user resized (no screen).
@MainActor
@Suite struct TableColumnResizingLayoutTests {
  @Test func fixedColumnsAndEqualLimitsAreNotResizable() {
    #expect(!TermTableColumn.fixed(identifier: "a", title: "A", width: 6).isUserResizable)
    #expect(!TermTableColumn(identifier: "b", title: "B", width: 4, minWidth: 4, maxWidth: 4).isUserResizable)
    #expect(!TermTableColumn(identifier: "c", title: "C", allowsUserResizing: false).isUserResizable)
    #expect(TermTableColumn(identifier: "d", title: "D", width: 5, minWidth: 3, maxWidth: 8).isUserResizable)
    let bounded = TermTableColumn(identifier: "e", title: "E", width: 5, minWidth: 3, maxWidth: 8)
    #expect(bounded.clampedWidth(1) == 3)
    #expect(bounded.clampedWidth(20) == 8)
  }

  @Test func aResizedColumnKeepsItsWidthAndTheOthersShareTheRoom() {
    var grow = TermTableColumn(identifier: "a", title: "A", width: 4, minWidth: 2)
    let other = TermTableColumn(identifier: "b", title: "B", width: 4, minWidth: 2)
    #expect(TermTableColumnLayout(columns: [grow, other], available: 21).widths == [10, 10])
    grow.userWidth = 5
    #expect(TermTableColumnLayout(columns: [grow, other], available: 21).widths == [5, 15])
    let layout = TermTableColumnLayout(columns: [grow, other], available: 21)
    #expect(layout.separator(atContentX: 5) == 0)
    #expect(layout.separator(atContentX: 21) == 1)
    #expect(layout.separator(atContentX: 4) == nil)
  }
}

/// Resizing columns: the kit's API, the header drag and the keys, and
/// a declarative `Table` keeping what the user did.
@MainActor
@Suite struct TableResizeTests {
  /// `b` grows from 4 (no limit), `c` is 5 to 8, `a` is fixed at 6.
  private let columns = [
    TermTableColumn.fixed(identifier: "a", title: "Alpha", width: 6),
    TermTableColumn(identifier: "b", title: "Beta", width: 4, minWidth: 4),
    TermTableColumn(identifier: "c", title: "Gamma", width: 5, minWidth: 5, maxWidth: 8, isSortable: false),
  ]

  @Test func setWidthRespectsTheLimitsAndLeavesFixedColumnsAlone() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let rows = NumberedTable(count: 3)
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 6), rows: rows, columns: columns)
      #expect(scene.table.currentColumnLayout.widths == [6, 14, 8])
      scene.table.setWidth(9, ofColumn: 1)
      #expect(scene.table.width(ofColumn: 1) == 9)
      #expect(scene.table.width(ofColumn: 2) == 8)  // Gamma takes what it may, up to its maximum
      scene.table.setWidth(1, ofColumn: 1)
      #expect(scene.table.width(ofColumn: 1) == 4)  // Beta's minimum
      scene.table.setWidth(20, ofColumn: 0)
      #expect(scene.table.width(ofColumn: 0) == 6)  // fixed
      scene.table.setWidth(2, ofColumn: 2)
      #expect(scene.table.width(ofColumn: 2) == 5)
      scene.app.render()
      #expect(screen.rows()[0].hasPrefix("Alpha  Beta Gamma "))
      #expect(screen.rows()[1].hasPrefix("a0     b0   c0 "))
    }
  }

  @Test func aDragOnTheSeparatorResizesAndTellsTheDelegate() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let rows = NumberedTable(count: 3)
      let log = ResizeLog()
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 6), rows: rows, columns: columns)
      scene.table.delegate = log
      // Beta is 14 wide from 7, its separator at 21.
      scene.app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 21, y: 0))),
        .mouse(MouseEvent(kind: .drag(.left), location: Point(x: 17, y: 0))),
        .mouse(MouseEvent(kind: .drag(.left), location: Point(x: 15, y: 0))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: 15, y: 0))),
      ])
      #expect(scene.table.width(ofColumn: 1) == 8)
      #expect(scene.table.columns[1].userWidth == 8)
      #expect(log.resizes.map(\.column) == [1, 1])
      #expect(log.resizes.map(\.oldWidth) == [14, 10])
      #expect(scene.table.sortDescriptors.isEmpty)  // a press on a separator does not sort
      #expect(screen.rows()[0].hasPrefix("Alpha  Beta     Gamma"))
      #expect(screen.rows()[1].hasPrefix("a0     b0       c0"))
      // The fixed column's gap sorts, as a click on its title does.
      scene.click(x: 6, y: 0)
      #expect(scene.table.width(ofColumn: 0) == 6)
      #expect(scene.table.sortDescriptors == [TermTableSortDescriptor(column: "a")])
    }
  }

  @Test func ctrlLeftAndRightResizeTheMainSortColumnWithinItsLimits() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let rows = NumberedTable(count: 3)
      let log = ResizeLog()
      let scene = TableScreen(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 6), rows: rows, columns: columns)
      scene.table.delegate = log
      // No sort: the first resizable column in sight, Beta.
      #expect(scene.table.keyboardResizingColumn == 1)
      scene.press(.left, .control)
      #expect(scene.table.width(ofColumn: 1) == 13)
      for _ in 0..<20 { scene.press(.left, .control) }
      #expect(scene.table.width(ofColumn: 1) == 4)
      #expect(log.resizes.count == 10)
      scene.press(.right, .control)
      #expect(scene.table.width(ofColumn: 1) == 5)
      // Sorting by Alpha (fixed) leaves the keys on Beta; the keys are
      // not Left/Right, which still scroll.
      scene.press(.character(">"))
      #expect(scene.table.sortDescriptors.first?.column == "a")
      #expect(scene.table.keyboardResizingColumn == 1)
      #expect(scene.table.horizontalOffset == 0)
    }
  }

  /// A `Table` whose first column the user narrowed with the mouse and
  /// widened by a key: the width is kept across updates of the table.
  @Test(arguments: [(80, 24), (40, 12)])
  func aDeclarativeTableKeepsTheWidthsTheUserGave(width: Int, height: Int) throws {
    try withHostedView(FileTable(), width: width, height: height) { app, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      let separator = table.width(ofColumn: 0)
      app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: separator, y: 0))),
        .mouse(MouseEvent(kind: .drag(.left), location: Point(x: 12, y: 0))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: 12, y: 0))),
      ])
      #expect(table.width(ofColumn: 0) == 12)
      app.handle([.key(KeyEvent(.right, modifiers: .control))])
      #expect(table.width(ofColumn: 0) == 13)  // Name is the main sort column
      // A new selection updates the table: the widths stay.
      app.handle([.key(KeyEvent(.down))])
      #expect(table.width(ofColumn: 0) == 13)
      #expect(screen.rows()[0].hasPrefix("Name        ▲ Size      Kind"))
      expectSnapshot(screen, named: "table-resized-\(width)x\(height)")
      // The fixed Size column does not resize from its gap.
      app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 23, y: 0))),
        .mouse(MouseEvent(kind: .drag(.left), location: Point(x: 30, y: 0))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: 30, y: 0))),
      ])
      #expect(table.width(ofColumn: 1) == 9)
    }
  }
}
