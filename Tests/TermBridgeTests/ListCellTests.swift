import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@MainActor
@Suite struct ListCellTests {
  // MARK: Content configurations

  @Test func contentConfigurationUpdatesItsViewInPlace() throws {
    let cell = TermListCell(reuseIdentifier: "row")
    cell.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    #expect(cell.contentView == nil)
    cell.contentConfiguration = TermListContentConfiguration(text: "One")
    let first = try #require(cell.contentView as? TermListContentView)
    #expect(cell.subviews.count == 1)
    var next = cell.defaultContentConfiguration()
    next.text = "Two"
    next.secondaryText = "2"
    cell.contentConfiguration = next
    #expect(cell.contentView === first)
    #expect(first.listConfiguration.text == "Two")
    #expect(first.listConfiguration.secondaryText == "2")
    cell.layoutIfNeeded()
    #expect(first.frame == cell.bounds)

    // A configuration the view does not support gets a view of its own.
    cell.contentConfiguration = BadgeConfiguration(count: 3)
    let badge = try #require(cell.contentView as? BadgeView)
    #expect(first.superview == nil)
    #expect(cell.subviews.count == 1)
    #expect(badge.badge.count == 3)
    // The cell's state reaches the configuration, in place, in the next
    // update phase, as UIKit's `setNeedsUpdateConfiguration()`: state
    // changes before it cost one update.
    cell.isSelected = true
    cell.isSelected = false
    cell.isSelected = true
    #expect(!badge.badge.isSelected)
    #expect(cell.needsUpdateProperties)
    cell.updatePropertiesIfNeeded()
    #expect(cell.contentView === badge)
    #expect(badge.badge.isSelected)
    cell.contentConfiguration = BadgeConfiguration(count: 4)
    #expect(cell.contentView === badge)
    #expect(badge.badge == BadgeConfiguration(count: 4, isSelected: true))

    cell.contentConfiguration = nil
    #expect(cell.contentView == nil)
    #expect(cell.subviews.isEmpty)
  }

  @Test func contentViewsSurviveReuseWithNewConfigurations() throws {
    TermScreen.withInMemory(width: 30, height: 5) { screen in
      let rows = RecordingRows(count: 100)
      rows.configuration = { TermListContentConfiguration(text: "Item \($0)", secondaryText: "#\($0)") }
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 5), dataSource: rows, delegate: rows)
      let list = scene.list
      let views = Set(list.visibleCells.compactMap { $0.contentView.map(ObjectIdentifier.init) })
      #expect(views.count == 5)
      scene.press(.down)
      scene.press(.pageDown, times: 3)
      #expect(list.visibleRows == 15..<20)
      #expect(list.createdCellCount == 5)
      let reused = Set(list.visibleCells.compactMap { $0.contentView.map(ObjectIdentifier.init) })
      #expect(reused == views)
      let texts = list.visibleCells.compactMap {
        ($0.contentView as? TermListContentView)?.listConfiguration.text
      }
      #expect(texts == (15..<20).map { "Item \($0)" })
      // The selected row's content shows the selection through its background.
      let text = ScreenSnapshot(screen).text
      #expect(text.contains("| Item 15                 #15 │|"))
      #expect(text.contains("|aaaaaaaaaaaaaaaaaaaaaaaaabbbac|"))
    }
  }

  // MARK: Heights

  @Test func uniformTallRowsUseArithmetic() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 1_000_000)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows
      ) { $0.rowHeight = 2 }
      let list = scene.list
      #expect(list.visibleRows == 0..<3)
      #expect(list.cellForRow(at: 2)?.frame == Rect(x: 0, y: 4, width: 19, height: 2))
      scene.press(.end)
      #expect(list.visibleRows == 999_997..<1_000_000)
      #expect(list.cellForRow(at: 999_999)?.frame == Rect(x: 0, y: 3, width: 19, height: 2))
      scene.mouse(.wheelUp, x: 1, y: 1)
      #expect(list.cellForRow(at: 999_999)?.frame.minY == 6 || list.visibleRows.upperBound == 999_999)
      #expect(list.visibleRows == 999_996..<999_999)
      #expect(list.createdCellCount <= 3 + 2)
      #expect(Set(rows.askedRows).count == rows.askedRows.count)
    }
  }

  /// A cell that counts how often it is measured.
  final class MeasuredCell: TermListCell {
    static var measures = 0
    override func sizeThatFits(_ size: Size) -> Size {
      Self.measures += 1
      return super.sizeThatFits(size)
    }
  }

  @Test func aSelfSizingRowComingOnScreenIsMeasuredOnce() throws {
    TermScreen.withInMemory(width: 24, height: 10) { screen in
      let rows = RecordingRows(count: 1000)
      rows.configuration = { row in
        var content = TermListContentConfiguration.cell()
        content.text = row % 2 == 0 ? "\(row)\ntwo lines" : "\(row)"
        content.numberOfLines = 0
        return content
      }
      MeasuredCell.measures = 0
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 24, height: 10), dataSource: rows, delegate: rows
      ) {
        $0.rowHeight = TermListView.automaticDimension
        $0.register(MeasuredCell.self, forCellReuseIdentifier: "row")
      }
      // Measured at the width left by the scroll indicator only, and the
      // first row's wrong estimate (one line) moves nothing.
      #expect(scene.list.visibleRows == 0..<7)
      #expect(scene.list.cellForRow(at: 0)?.frame == Rect(x: 0, y: 0, width: 23, height: 2))
      #expect(MeasuredCell.measures == rows.askedRows.count)
      MeasuredCell.measures = 0
      rows.resetAsked()
      scene.list.selectRow(501, scrollPosition: .top)
      scene.app.render()
      #expect(scene.list.visibleRows.first == 501)
      #expect(MeasuredCell.measures == rows.askedRows.count)
    }
  }

  @Test func selfSizingRowsMeasureOnlyTheRowsShown() throws {
    TermScreen.withInMemory(width: 24, height: 10) { screen in
      let rows = RecordingRows(count: 1_000_000)
      let words = ["short", "a somewhat longer line that wraps", "three\nlines\nhere"]
      rows.configuration = { row in
        var content = TermListContentConfiguration.subtitleCell()
        content.text = "\(row): " + words[row % 3]
        content.secondaryText = row % 2 == 0 ? "even" : nil
        content.numberOfLines = 0
        return content
      }
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 24, height: 10), dataSource: rows, delegate: rows
      ) { $0.rowHeight = TermListView.automaticDimension }
      let list = scene.list
      var shown = Set(list.visibleRows)
      // "0: short" + "even" = 2 lines; row 1 wraps to 2 lines at 21 columns.
      #expect(list.cellForRow(at: 0)?.frame == Rect(x: 0, y: 0, width: 23, height: 2))
      #expect(list.cellForRow(at: 1)?.frame.height == 2)
      #expect(list.cellForRow(at: 2)?.frame.height == 4)
      list.selectRow(500_001, scrollPosition: .top)
      scene.app.render()
      shown.formUnion(list.visibleRows)
      scene.press(.down, times: 3)
      shown.formUnion(list.visibleRows)
      scene.press(.pageDown)
      shown.formUnion(list.visibleRows)
      #expect(Set(rows.askedRows).isSubset(of: shown))
      #expect(list.createdCellCount <= 10 + 3)
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "listview-self-sizing") {
        Issue.record(Comment(rawValue: message))
      }
    }
  }

  // MARK: Snapshots

  @Test func snapshotOfTheMiddleOfAMillionRows() throws {
    TermScreen.withInMemory(width: 34, height: 10) { screen in
      let rows = RecordingRows(count: 1_000_000)
      rows.detail = { "\($0 % 97) KB" }
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 1, width: 34, height: 8), dataSource: rows, delegate: rows)
      let title = TermLabel(text: "Files", style: .attributes(.bold))
      scene.window.addSubview(title)
      title.frame = Rect(x: 0, y: 0, width: 34, height: 1)
      let list = scene.list
      list.selectRow(500_000, scrollPosition: .middle)
      scene.app.render()
      #expect(list.visibleRows == 499_997..<500_005)
      #expect(rows.askedRows.count == 16)
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "listview-million-middle") {
        Issue.record(Comment(rawValue: message))
      }
    }
  }
}
