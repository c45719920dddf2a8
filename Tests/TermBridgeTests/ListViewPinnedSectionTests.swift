import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Rows in sections, each a header, `rows` rows and a footer: "A", "A0" …
/// "A9", "A end", then "B" …; headers `headerHeight` lines tall.
@MainActor
final class SectionedRows: TermListViewDataSource, TermListViewDelegate {
  let names: [String]
  let rowsPerSection: Int
  var headerHeight = 1
  private(set) var selected: [Int] = []

  init(names: [String] = ["A", "B", "C"], rowsPerSection: Int = 10) {
    self.names = names
    self.rowsPerSection = rowsPerSection
  }

  private var sectionLength: Int { rowsPerSection + 2 }

  func numberOfRows(in listView: TermListView) -> Int { names.count * sectionLength }

  func title(ofRow row: Int) -> String {
    let name = names[row / sectionLength]
    switch row % sectionLength {
    case 0: return name
    case sectionLength - 1: return "\(name) end"
    case let offset: return "\(name)\(offset - 1)"
    }
  }

  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
    cell.text = title(ofRow: row)
    return cell
  }

  func listView(_ listView: TermListView, sectionRowsForRowAt row: Int) -> TermSectionRows? {
    let start = row / sectionLength * sectionLength
    return TermSectionRows(
      rows: start..<(start + sectionLength), header: start, footer: start + sectionLength - 1)
  }

  func listView(_ listView: TermListView, heightForRowAt row: Int) -> Int {
    row % sectionLength == 0 ? headerHeight : 1
  }

  func listView(_ listView: TermListView, shouldSelectRowAt row: Int) -> Bool {
    let offset = row % sectionLength
    return offset != 0 && offset != sectionLength - 1
  }

  func listView(_ listView: TermListView, didSelectRowAt row: Int) { selected.append(row) }
}

/// `TermListView` pinning its sections' headers and footers, with no
/// declarative layer.
@MainActor
@Suite struct ListViewPinnedSectionTests {
  private func lines(_ screen: TermScreen) -> [String] {
    // The scroll indicator's column left out.
    screen.rows().map { String($0.dropLast()).trimmingCharacters(in: .whitespaces) }
  }

  private func scene(
    _ screen: TermScreen, _ rows: SectionedRows, headers: Bool = true, footers: Bool = false
  ) -> ListScene {
    ListScene(
      screen: screen, frame: Rect(x: 0, y: 0, width: 20, height: 6), dataSource: rows, delegate: rows
    ) { list in
      list.sectionHeadersPinToVisibleBounds = headers
      list.sectionFootersPinToVisibleBounds = footers
    }
  }

  @Test func aHeaderStaysAtTheTopWhileItsRowsScrollUnderIt() throws {
    try TermScreen.withInMemory(width: 20, height: 6) { screen in
      let rows = SectionedRows()
      let scene = scene(screen, rows)
      let list = scene.list
      #expect(list.pinnedRows == [], "a header at its own place is not pinned")
      list.scroll(byLines: 3)
      scene.app.render()
      // A2 is at the top line, under the pinned header.
      #expect(lines(screen) == ["A", "A3", "A4", "A5", "A6", "A7"])
      #expect(list.pinnedRows == [0])
      #expect(list.visibleRows == 3..<9)
      let header = try #require(list.cellForRow(at: 0))
      #expect(header.frame.minY == 0)
      // The header's cell is above every row's: drawn last, hit first.
      let cells = list.subviews.filter { $0 is TermListCell && !$0.isHidden }
      #expect(cells.last === header)
      #expect(list.hitTest(Point(x: 2, y: 0)).map { $0 === header || $0.isDescendant(of: header) } == true)
      // Without pinning the same scroll shows the row.
      list.sectionHeadersPinToVisibleBounds = false
      scene.app.render()
      #expect(lines(screen)[0] == "A2")
      #expect(list.pinnedRows == [])
    }
  }

  @Test func theNextHeaderPushesThePinnedOneUp() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let rows = SectionedRows()
      rows.headerHeight = 2
      let scene = scene(screen, rows)
      let list = scene.list
      // Header A (2 lines) and its ten rows above: "A end" at the top line.
      list.scroll(byLines: 12)
      scene.app.render()
      #expect(list.pinnedRows == [0])
      #expect(list.cellForRow(at: 0)?.frame.minY == -1, "pushed up by the section's end")
      #expect(list.cellForRow(at: 12)?.frame.minY == 1)
      #expect(lines(screen)[1] == "B")
      list.scroll(byLines: 1)
      scene.app.render()
      #expect(list.pinnedRows == [], "B's header is at its own place")
      #expect(lines(screen)[0] == "B")
      list.scroll(byLines: 2)
      scene.app.render()
      #expect(list.pinnedRows == [12])
      #expect(lines(screen)[0] == "B")
      #expect(list.cellForRow(at: 12)?.frame.minY == 0)
    }
  }

  @Test func aFooterStaysAtTheBottomUntilItsHeaderArrives() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let rows = SectionedRows()
      let scene = scene(screen, rows, headers: true, footers: true)
      let list = scene.list
      #expect(lines(screen) == ["A", "A0", "A1", "A2", "A3", "A end"])
      #expect(list.pinnedRows == [11])
      // At the section's end the footer is at its own place.
      list.scroll(byLines: 6)
      scene.app.render()
      #expect(lines(screen) == ["A", "A6", "A7", "A8", "A9", "A end"])
      #expect(list.pinnedRows == [0])
      // B's header on the last line: B's footer stays below it, off screen.
      list.scroll(byLines: 1)
      scene.app.render()
      #expect(lines(screen) == ["A", "A7", "A8", "A9", "A end", "B"])
      #expect(list.pinnedRows == [0])
      // One more: B's first row shows, with B's footer pinned under it.
      list.scroll(byLines: 1)
      scene.app.render()
      #expect(lines(screen) == ["A", "A8", "A9", "A end", "B", "B end"])
      #expect(Set(list.pinnedRows) == [0, 23])
    }
  }

  @Test func movingTheSelectionUpUnderAPinnedHeaderScrollsTheRowOut() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let rows = SectionedRows()
      let scene = scene(screen, rows)
      let list = scene.list
      list.selectRow(4)  // A3
      list.scroll(byLines: 3)
      scene.app.render()
      #expect(lines(screen)[1] == "A3")
      scene.press(.up)  // A2, under the header
      #expect(list.selectedRow == 3)
      #expect(list.cellForRow(at: 3)?.frame.minY == 1)
      #expect(lines(screen)[0] == "A")
      #expect(lines(screen)[1] == "A2")
      scene.press(.up)
      #expect(lines(screen)[1] == "A1")
      // The first row below its own header: no pinning needed.
      scene.press(.up)
      #expect(list.selectedRow == 1)
      #expect(lines(screen)[0] == "A")
      #expect(list.pinnedRows == [])
    }
  }

  @Test func movingTheSelectionDownUnderAPinnedFooterScrollsTheRowOut() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let rows = SectionedRows()
      let scene = scene(screen, rows, headers: true, footers: true)
      let list = scene.list
      list.selectRow(4)  // A3, on line 4, above the pinned footer
      scene.app.render()
      scene.press(.down)  // A4 was under the footer
      #expect(list.selectedRow == 5)
      #expect(list.cellForRow(at: 5)?.frame.minY == 4)
      #expect(lines(screen) == ["A", "A1", "A2", "A3", "A4", "A end"])
    }
  }

  @Test func scrollingToARowAtTheTopKeepsItBelowThePinnedHeader() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let rows = SectionedRows()
      let scene = scene(screen, rows)
      let list = scene.list
      list.scrollToRow(7, at: .top)  // A6
      scene.app.render()
      #expect(lines(screen)[0] == "A")
      #expect(lines(screen)[1] == "A6")
      #expect(list.cellForRow(at: 7)?.frame.minY == 1)
    }
  }

  @Test func aClickOnAPinnedHeaderIsTheHeadersNotTheRowUnderIt() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let rows = SectionedRows()
      let scene = scene(screen, rows)
      let list = scene.list
      list.scroll(byLines: 3)
      scene.app.render()
      #expect(list.row(at: Point(x: 2, y: 0)) == 0)
      scene.mouse(.press(.left), x: 2, y: 0)
      scene.mouse(.release(.left), x: 2, y: 0)
      #expect(list.selectedRow == nil, "a header cannot be selected; A2 under it is not hit")
      #expect(rows.selected.isEmpty)
      // A row below the header is hit as before.
      scene.mouse(.press(.left), x: 2, y: 2)
      scene.mouse(.release(.left), x: 2, y: 2)
      #expect(list.selectedRow == 5)
      // Focus with no current row picks the first row not under the header.
      list.selectRow(nil)
      scene.window.makeFirstResponder(nil)
      list.selectionFollowsFocus = true
      scene.window.makeFirstResponder(list)
      #expect(list.selectedRow == 4)
    }
  }
}
