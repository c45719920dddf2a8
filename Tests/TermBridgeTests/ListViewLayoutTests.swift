import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Cells made without the reuse queue.
@MainActor
private final class FreshCells: TermListViewDataSource {
  var made = 0
  func numberOfRows(in listView: TermListView) -> Int { 40 }
  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    made += 1
    let cell = TermListCell()
    cell.text = "Fresh \(row)"
    return cell
  }
}

@MainActor
@Suite struct ListViewLayoutTests {
  @Test func emptyListPassesKeysOn() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 0)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows)
      var unhandled: [KeyEvent] = []
      scene.app.unhandledKeyHandler = {
        unhandled.append($0)
        return true
      }
      scene.press(.down)
      scene.press(.end)
      #expect(unhandled.count == 2)
      #expect(scene.list.visibleRows == 0..<0)
      #expect(scene.list.selectedRow == nil)
      #expect(scene.list.createdCellCount == 0)
      scene.mouse(.press(.left), x: 2, y: 2)
      #expect(scene.list.selectedRow == nil)
    }
  }

  @Test func resizingKeepsTheEndInPlace() throws {
    TermScreen.withInMemory(width: 20, height: 12) { screen in
      let rows = RecordingRows(count: 100)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows)
      let list = scene.list
      scene.press(.end)
      #expect(list.visibleRows == 95..<100)
      list.frame.size.height = 10
      scene.app.render()
      #expect(list.visibleRows == 90..<100)
      #expect(list.createdCellCount == 10)
      list.frame.size.height = 3
      scene.app.render()
      #expect(list.visibleRows == 90..<93)
      scene.press(.down)
      #expect(list.visibleRows == 97..<100)
      #expect(list.subviews.filter { !$0.isHidden }.count == 3)
      #expect(rows.displayed == Set(97..<100))
    }
  }

  @Test func cellsWithoutReuseIdentifierAreDropped() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let cells = FreshCells()
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: cells)
      #expect(cells.made == 5)
      scene.press(.down)
      scene.press(.pageDown, times: 2)
      #expect(scene.list.visibleRows == 10..<15)
      #expect(scene.list.subviews.count == 5)
      #expect(scene.list.visibleCells.map { $0.text ?? "" } == (10..<15).map { "Fresh \($0)" })
      #expect(scene.list.createdCellCount == 0)
    }
  }

  @Test func withoutSelectionKeysScroll() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 30)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows
      ) { $0.allowsSelection = false }
      let list = scene.list
      scene.press(.down, times: 2)
      #expect(list.visibleRows == 2..<7)
      scene.press(.pageDown)
      #expect(list.visibleRows == 7..<12)
      scene.press(.end)
      #expect(list.visibleRows == 25..<30)
      scene.press(.home)
      #expect(list.visibleRows == 0..<5)
      scene.mouse(.press(.left), x: 2, y: 2)
      #expect(list.selectedRow == nil)
      #expect(rows.selected.isEmpty)
      #expect(rows.scrollCount == 5)
    }
  }

  @Test func scrollIndicatorOnlyWhenRowsOverflow() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 5)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows)
      let list = scene.list
      #expect(list.visibleCells.allSatisfy { $0.frame.width == 20 })
      #expect(!ScreenSnapshot(screen).text.contains("│"))
      rows.count = 6
      list.reloadData()
      scene.app.render()
      #expect(list.visibleCells.allSatisfy { $0.frame.width == 19 })
      #expect(ScreenSnapshot(screen).text.contains("┃|"))
      list.showsScrollIndicator = false
      scene.app.render()
      #expect(list.visibleCells.allSatisfy { $0.frame.width == 20 })
    }
  }

  @Test func defaultCellsTruncateByDisplayWidth() throws {
    TermScreen.withInMemory(width: 24, height: 6) { screen in
      let names = [
        "notes.txt", "A very long file name that does not fit.txt", "日本語のファイル名です.txt",
        "emoji 👨‍👩‍👧 family", "tab\there", "last",
      ]
      let rows = RecordingRows(count: names.count)
      rows.title = { names[$0] }
      rows.detail = { $0 == 5 ? nil : ["1 KB", "12 KB", "3 MB", "4 B", "55 KB"][$0] }
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 24, height: 6), dataSource: rows, delegate: rows)
      scene.list.selectRow(2)
      scene.app.render()
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: "listview-default-cells") {
        Issue.record(Comment(rawValue: message))
      }
    }
  }
}
