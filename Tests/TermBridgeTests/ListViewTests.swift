import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@MainActor
@Suite struct ListViewTests {
  // MARK: Only visible rows

  @Test func millionRowsRealiseOnlyTheRowsOnScreen() throws {
    TermScreen.withInMemory(width: 40, height: 12) { screen in
      let rows = RecordingRows(count: 1_000_000)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 1, width: 40, height: 10), dataSource: rows, delegate: rows)
      let list = scene.list
      #expect(list.visibleRows == 0..<10)
      #expect(rows.askedRows == Array(0..<10))
      #expect(list.createdCellCount == 10)
      #expect(list.isFirstResponder)

      var shown = Set(list.visibleRows)
      scene.press(.down)
      #expect(list.selectedRow == 0)
      for _ in 0..<300 {
        scene.press(.pageDown)
        shown.formUnion(list.visibleRows)
        #expect(list.createdCellCount <= 11)
      }
      #expect(list.selectedRow == 3000)
      #expect(list.visibleRows == 3000..<3010)
      scene.press(.end)
      shown.formUnion(list.visibleRows)
      #expect(list.selectedRow == 999_999)
      #expect(list.visibleRows == 999_990..<1_000_000)
      scene.press(.pageDown)
      #expect(list.visibleRows == 999_990..<1_000_000)

      // Cells: a pool the size of the screen, reused all the way down.
      #expect(list.createdCellCount == 10)
      #expect(list.subviews.count == 10)
      #expect(list.visibleCells.map { $0.text ?? "" } == (999_990..<1_000_000).map { "Row \($0)" })
      // The data source heard only about rows that were on screen, each once.
      #expect(Set(rows.askedRows).isSubset(of: shown))
      #expect(rows.askedRows.count == Set(rows.askedRows).count)
      #expect(rows.askedRows.count == shown.count)
      #expect(rows.displayed == Set(list.visibleRows))
      #expect(list.numberOfRows == 1_000_000)
    }
  }

  @Test func variableHeightsAskOnlyAboutRowsShown() throws {
    try TermScreen.withInMemory(width: 40, height: 12) { screen in
      let rows = VariableHeightRows(count: 1_000_000)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 40, height: 12), dataSource: rows, delegate: rows)
      let list = scene.list
      var shown = Set(list.visibleRows)
      // Heights 1, 2, 3, 1, 2, 3...: rows 0...5 take 12 lines.
      #expect(list.visibleRows == 0..<6)
      list.selectRow(500_000, scrollPosition: .middle)
      scene.app.render()
      shown.formUnion(list.visibleRows)
      let middle = try #require(list.cellForRow(at: 500_000))
      // Row 500000 is 3 lines tall: its top goes to line (12 - 3) / 2.
      #expect(middle.frame == Rect(x: 0, y: 4, width: 39, height: 3))
      for _ in 0..<20 {
        scene.press(.pageDown)
        shown.formUnion(list.visibleRows)
      }
      scene.mouse(.wheelDown, x: 3, y: 3)
      shown.formUnion(list.visibleRows)
      scene.press(.end)
      shown.formUnion(list.visibleRows)
      #expect(list.visibleRows.upperBound == 1_000_000)
      let last = try #require(list.cellForRow(at: 999_999))
      #expect(last.frame.maxY == 12)
      scene.press(.home)
      shown.formUnion(list.visibleRows)
      #expect(list.visibleRows.lowerBound == 0)

      #expect(Set(rows.askedHeights).isSubset(of: shown))
      #expect(Set(rows.askedRows).isSubset(of: shown))
      #expect(list.createdCellCount <= 12 + 2)
    }
  }

  // MARK: Selection and keys

  @Test func keyboardMovesTheSelectionAndScrolls() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 20)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows)
      let list = scene.list
      #expect(list.selectedRow == nil)
      scene.press(.down)
      #expect(list.selectedRow == 0)
      scene.press(.down, times: 4)
      #expect(list.selectedRow == 4)
      #expect(list.visibleRows == 0..<5)
      scene.press(.down)
      #expect(list.selectedRow == 5)
      #expect(list.visibleRows == 1..<6)
      scene.press(.up, times: 5)
      #expect(list.visibleRows == 0..<5)
      scene.press(.up)
      #expect(list.selectedRow == 0)
      // A page is the rows on screen; the selection keeps its place.
      scene.press(.down, times: 2)
      scene.press(.pageDown)
      #expect(list.selectedRow == 7)
      #expect(list.visibleRows == 5..<10)
      #expect(list.cellForRow(at: 7)?.frame.minY == 2)
      scene.press(.pageUp)
      #expect(list.selectedRow == 2)
      #expect(list.visibleRows == 0..<5)
      scene.press(.end)
      #expect(list.selectedRow == 19)
      #expect(list.visibleRows == 15..<20)
      scene.press(.pageDown)
      #expect(list.selectedRow == 19)
      scene.press(.home)
      #expect(list.selectedRow == 0)
      #expect(list.visibleRows == 0..<5)
      #expect(rows.selected == [0, 1, 2, 3, 4, 5, 4, 3, 2, 1, 0, 1, 2, 7, 2, 19, 0])
      scene.press(.enter)
      #expect(rows.activated == [0])
      // Only the selected cell is selected.
      #expect(list.visibleCells.map(\.isSelected) == [true, false, false, false, false])
    }
  }

  @Test func selectionMethodsForAFieldThatKeepsFocus() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 50)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows)
      let list = scene.list
      list.resignFirstResponder()
      list.moveSelection(by: 1)
      #expect(list.selectedRow == 0)
      list.moveSelection(by: 7)
      #expect(list.selectedRow == 7)
      #expect(list.visibleRows == 3..<8)
      list.moveSelection(byPages: 1)
      #expect(list.selectedRow == 12)
      list.selectLast()
      #expect(list.selectedRow == 49)
      #expect(list.visibleRows == 45..<50)
      list.moveSelection(by: .max)
      #expect(list.selectedRow == 49)
      list.moveSelection(byPages: .min)
      #expect(list.selectedRow == 0)
      list.selectLast()
      list.selectFirst()
      #expect(list.selectedRow == 0)
      #expect(list.activateSelectedRow())
      #expect(rows.selected == [0, 7, 12, 49, 0, 49, 0])
      #expect(rows.activated == [0])
      // Programmatic selection does not tell the delegate.
      list.selectRow(30, scrollPosition: .middle)
      #expect(list.selectedRow == 30)
      #expect(list.visibleRows == 28..<33)
      list.selectRow(99)
      #expect(list.selectedRow == nil)
      #expect(rows.selected == [0, 7, 12, 49, 0, 49, 0])
      list.scrollToRow(40, at: .bottom)
      #expect(list.visibleRows == 36..<41)
      list.scrollToRow(38)
      #expect(list.visibleRows == 36..<41)
      list.scrollToRow(10, at: .top)
      #expect(list.visibleRows == 10..<15)
    }
  }

  @Test func movingTheSelectionRedrawsOnlyTheTwoCells() throws {
    TermScreen.withInMemory(width: 30, height: 10) { screen in
      let rows = RecordingRows(count: 1_000)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 30, height: 10), dataSource: rows, delegate: rows)
      scene.press(.down)
      #expect(scene.drawnViews { scene.press(.down) } == 2)
      #expect(scene.drawnViews { scene.list.moveSelection(by: 3) } == 2)
      #expect(scene.drawnViews { scene.press(.up) } == 2)
      // Scrolling redraws the list and the cells on screen, no more.
      let scrolled = scene.drawnViews { scene.press(.pageDown) }
      #expect(scrolled <= 11)
      #expect(scene.drawnViews {} == 0)
    }
  }

  @Test func aScrollCostsOneFrame() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 100)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows)
      scene.press(.down)
      let frames = screen.frameCount
      scene.press(.pageDown)
      #expect(screen.frameCount == frames + 1)
      // Layout during the frame must not leave another (empty) frame pending.
      scene.app.renderIfNeeded()
      #expect(screen.frameCount == frames + 1)
    }
  }

  // MARK: Mouse

  @Test func clickSelectsAndWheelScrolls() throws {
    TermScreen.withInMemory(width: 20, height: 7) { screen in
      let rows = RecordingRows(count: 30)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 2, width: 20, height: 5), dataSource: rows, delegate: rows
      ) { _ in }
      let button = TermButton(title: "OK")
      scene.window.addSubview(button)
      button.frame = Rect(x: 0, y: 0, width: 8, height: 1)
      button.becomeFirstResponder()
      let list = scene.list
      #expect(!list.isFirstResponder)
      scene.mouse(.press(.left), x: 4, y: 5)
      scene.mouse(.release(.left), x: 4, y: 5)
      #expect(list.selectedRow == 3)
      #expect(list.isFirstResponder)
      #expect(rows.selected == [3])
      scene.mouse(.wheelDown, x: 4, y: 3)
      #expect(list.visibleRows == 3..<8)
      #expect(list.selectedRow == 3)
      scene.mouse(.wheelDown, x: 4, y: 3)
      scene.mouse(.wheelUp, x: 4, y: 3)
      #expect(list.visibleRows == 3..<8)
      scene.mouse(.wheelUp, x: 4, y: 3)
      scene.mouse(.wheelUp, x: 4, y: 3)
      #expect(list.visibleRows == 0..<5)
      // Clicking a row selects the row under the pointer after scrolling.
      scene.mouse(.wheelDown, x: 4, y: 3)
      scene.mouse(.press(.left), x: 4, y: 2)
      #expect(list.selectedRow == 3)
      scene.mouse(.press(.left), x: 4, y: 6)
      #expect(list.selectedRow == 7)
      // The scroll indicator's last line goes to the end, its first to the top.
      scene.mouse(.press(.left), x: 19, y: 6)
      scene.mouse(.release(.left), x: 19, y: 6)
      #expect(list.visibleRows == 25..<30)
      #expect(list.selectedRow == 7)
      scene.mouse(.press(.left), x: 19, y: 2)
      scene.mouse(.drag(.left), x: 19, y: 4)
      #expect(list.visibleRows == 13..<18)
      scene.mouse(.release(.left), x: 19, y: 4)
      #expect(rows.selected == [3, 7])
    }
  }

  /// A click on a row wholly on screen scrolls nothing, so it asks for
  /// no layout: the next click's hit test finds the rows as they are
  /// (50,000 clicks in a flood each laid every row out again before).
  @Test func aClickOnARowOnScreenLaysNoRowsOutAgain() throws {
    TermScreen.withInMemory(width: 20, height: 7) { screen in
      let rows = RecordingRows(count: 30)
      let list = LayoutCountingListView()
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows,
        list: list)
      scene.mouse(.press(.left), x: 4, y: 1)
      #expect(list.selectedRow == 1)
      let before = list.layouts
      // Several clicks in one batch, as a flood delivers them.
      let clicks: [InputEvent] = [3, 0, 4, 2].flatMap { y -> [InputEvent] in
        [
          .mouse(MouseEvent(kind: .press(.left), location: Point(x: 4, y: y))),
          .mouse(MouseEvent(kind: .release(.left), location: Point(x: 4, y: y))),
        ]
      }
      scene.app.handle(clicks)
      #expect(list.selectedRow == 2)
      #expect(rows.selected == [1, 3, 0, 4, 2])
      #expect(list.layouts == before)
      // A click after something that moves rows lays them out, once.
      scene.app.handle([
        .key(KeyEvent(.end)),
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 4, y: 0))),
      ])
      #expect(list.selectedRow == 25)
      #expect(list.layouts == before + 1)
    }
  }

  // MARK: Reloading

  @Test func reloadRowsReloadsOnlyVisibleCells() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = RecordingRows(count: 100)
      let scene = ListScene(
        screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows)
      let list = scene.list
      let before = list.visibleCells.map(ObjectIdentifier.init)
      rows.resetAsked()
      rows.title = { $0 == 2 ? "Changed" : "Row \($0)" }
      let drawn = scene.drawnViews { list.reloadRows(at: [2, 50]) }
      #expect(rows.askedRows == [2])
      #expect(drawn == 1)
      #expect(list.cellForRow(at: 2)?.text == "Changed")
      #expect(list.visibleCells.map(ObjectIdentifier.init) == before)
      #expect(ScreenSnapshot(screen).text.contains("| Changed "))

      // reloadData asks again for the rows on screen, with the same cells.
      list.selectRow(80)
      rows.resetAsked()
      rows.count = 3
      list.reloadData()
      scene.app.render()
      #expect(list.visibleRows == 0..<3)
      #expect(rows.askedRows == [0, 1, 2])
      #expect(list.selectedRow == 2)
      #expect(list.createdCellCount == 5)
      #expect(rows.displayed == [0, 1, 2])
      #expect(list.visibleCells.allSatisfy { $0.frame.width == 20 })
    }
  }
}

/// A list that counts its update phases, where it lays its rows out.
@MainActor
private final class LayoutCountingListView: TermListView {
  private(set) var layouts = 0
  override func updateProperties() {
    layouts += 1
    super.updateProperties()
  }
}
