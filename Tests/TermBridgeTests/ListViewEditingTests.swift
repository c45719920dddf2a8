import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Named rows the user can move, expand and collapse; records what the
/// list tells it.
@MainActor
final class EditableRows: TermListViewDataSource, TermListViewDelegate {
  var names: [String]
  private(set) var selectionChanges = 0
  private(set) var expanded: [Int] = []
  private(set) var collapsed: [Int] = []
  private(set) var activated: [Int] = []
  /// Rows that may not be selected.
  var unselectable: Set<Int> = []
  /// Adds a button to each cell, pressed into `pressed`.
  var buttons = false
  private(set) var pressed: [Int] = []

  init(_ names: [String]) { self.names = names }

  func numberOfRows(in listView: TermListView) -> Int { names.count }

  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
    cell.text = names[row]
    if buttons, cell.subviews.isEmpty {
      let button = TermButton(title: "Go")
      button.frame = Rect(x: 10, y: 0, width: 6, height: 1)
      cell.addSubview(button)
    }
    if let button = cell.subviews.first as? TermButton {
      button.onPress = { [weak self] in self?.pressed.append(row) }
    }
    return cell
  }

  func listView(_ listView: TermListView, shouldSelectRowAt row: Int) -> Bool { !unselectable.contains(row) }
  func listViewSelectionDidChange(_ listView: TermListView) { selectionChanges += 1 }
  func listView(_ listView: TermListView, didActivateRowAt row: Int) { activated.append(row) }

  func listView(_ listView: TermListView, moveRowAt row: Int, to destination: Int) -> Bool {
    names.swapAt(row, destination)
    listView.reloadData()
    return true
  }

  func listView(_ listView: TermListView, expandRowAt row: Int) -> Bool {
    expanded.append(row)
    return true
  }

  func listView(_ listView: TermListView, collapseRowAt row: Int) -> Bool {
    collapsed.append(row)
    return row > 0
  }
}

/// `TermListView`'s multiple selection, moves, expansion and row
/// controls, without the declarative layer.
@MainActor
@Suite struct ListViewEditingTests {
  private func scene(
    _ screen: TermScreen, _ rows: EditableRows, configure: @escaping (TermListView) -> Void = { _ in }
  ) -> ListScene {
    ListScene(
      screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 5), dataSource: rows, delegate: rows,
      configure: configure)
  }

  private func key(_ scene: ListScene, _ key: Key, _ modifiers: KeyModifiers = []) {
    scene.app.handle([.key(KeyEvent(key, modifiers: modifiers))])
  }

  @Test func spaceSelectsTheCurrentRowAndArrowsMoveOnlyTheCurrentRow() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = EditableRows(["a", "b", "c", "d", "e", "f", "g"])
      let scene = scene(screen, rows) { $0.allowsMultipleSelection = true }
      let list = scene.list
      scene.press(.down)  // the first row becomes current
      #expect(list.selectedRow == 0)
      #expect(list.selectedRows.isEmpty)
      key(scene, .character(" "))
      scene.press(.down, times: 2)
      key(scene, .character(" "))
      #expect(list.selectedRows == [0, 2])
      #expect(list.selectedRow == 2)
      #expect(rows.selectionChanges == 2)
      // Selected rows are reversed, the current one underlined as well.
      let cells = list.visibleCells
      #expect(cells.map(\.isSelected) == [true, false, true, false, false])
      #expect(cells.map(\.isCurrent) == [false, false, true, false, false])
      key(scene, .character(" "))  // deselects
      #expect(list.selectedRows == [0])
    }
  }

  @Test func shiftExtendsFromTheAnchorAndShrinksBack() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = EditableRows(["a", "b", "c", "d", "e", "f", "g"])
      rows.unselectable = [3]
      let scene = scene(screen, rows) { $0.allowsMultipleSelection = true }
      let list = scene.list
      scene.press(.down)
      key(scene, .down, .shift)
      key(scene, .down, .shift)
      #expect(list.selectedRows == [0, 1, 2])
      key(scene, .down, .shift)  // passes over row 3, which may not be selected
      #expect(list.selectedRow == 4)
      #expect(list.selectedRows == [0, 1, 2, 4])
      key(scene, .up, .shift)
      #expect(list.selectedRows == [0, 1, 2])
      key(scene, .end, .shift)
      #expect(list.selectedRows == [0, 1, 2, 4, 5, 6])
      // A plain move keeps the selection and starts again from there.
      key(scene, .home)
      key(scene, .down, .shift)
      #expect(list.selectedRows == [0, 1, 2, 4, 5, 6])
      #expect(list.selectedRow == 1)
    }
  }

  @Test func aClickSelectsOrDeselectsWithMultipleSelection() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = EditableRows(["a", "b", "c"])
      let scene = scene(screen, rows) { $0.allowsMultipleSelection = true }
      scene.mouse(.press(.left), x: 1, y: 1)
      scene.mouse(.press(.left), x: 1, y: 2)
      #expect(scene.list.selectedRows == [1, 2])
      scene.mouse(.press(.left), x: 1, y: 1)
      #expect(scene.list.selectedRows == [2])
      #expect(rows.selectionChanges == 3)
    }
  }

  @Test func altUpAndDownMoveTheCurrentRowAndItsSelection() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = EditableRows(["a", "b", "c"])
      let scene = scene(screen, rows) { $0.allowsMultipleSelection = true }
      scene.press(.down)
      key(scene, .character(" "))
      key(scene, .down, .alt)
      key(scene, .down, .alt)
      #expect(rows.names == ["b", "c", "a"])
      #expect(scene.list.selectedRow == 2)
      #expect(scene.list.selectedRows == [2])
      key(scene, .down, .alt)  // at the end: nothing to move to
      #expect(rows.names == ["b", "c", "a"])
      key(scene, .up, .alt)
      #expect(rows.names == ["b", "a", "c"])
      // The moved row is drawn where it went, still current and selected.
      let text = ScreenSnapshot(screen).text
      #expect(text.contains("| b                  |\n| a                  |\n| c                  |"))
      #expect(text.contains("a: underline reverse"))
    }
  }

  @Test func rightAndLeftAskTheDelegateToExpandAndCollapse() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = EditableRows(["a", "b"])
      let scene = scene(screen, rows)
      scene.press(.down)
      scene.press(.right)
      scene.press(.left)
      #expect(rows.expanded == [0])
      #expect(rows.collapsed == [0])
    }
  }

  @Test func enterAndSpacePressTheRowsButtonBeforeTheDelegateHears() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = EditableRows(["a", "b"])
      rows.buttons = true
      let scene = scene(screen, rows)
      scene.press(.down, times: 2)
      scene.press(.enter)
      key(scene, .character(" "))
      #expect(rows.pressed == [1, 1])
      #expect(rows.activated.isEmpty)
      // A disabled button cannot be activated: the delegate hears of Enter.
      (scene.list.cellForRow(at: 1)?.subviews.first as? TermButton)?.isEnabled = false
      scene.press(.enter)
      #expect(rows.activated == [1])
    }
  }

  @Test func selectionFollowsFocusMakesAFocusedListHaveACurrentRow() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let rows = EditableRows(["a", "b"])
      rows.unselectable = [0]
      let scene = scene(screen, rows) { $0.selectionFollowsFocus = true }
      let other = TermButton(title: "x")
      scene.window.addSubview(other)
      other.frame = Rect(x: 0, y: 6, width: 5, height: 1)
      other.becomeFirstResponder()
      scene.list.selectRow(nil)
      #expect(scene.list.selectedRow == nil)
      scene.list.becomeFirstResponder()
      #expect(scene.list.selectedRow == 1)  // the first row that may be selected
    }
  }
}
