import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The lengths of the tracks `items` resolve to in `width` cells.
@MainActor
private func lengths(_ items: [GridItem], in width: Int, defaultSpacing: Int = 1) -> [Int] {
  LazyGridTrack.resolve(items, in: width, defaultSpacing: defaultSpacing, alignment: .center).map(\.length)
}

/// Column sizing of lazy grids: pure layout, no screen.
@MainActor
@Suite struct LazyGridLayoutTests {
  @Test func fixedColumnsComeFirstAndAnAdaptiveOneHoldsAsManyAsFit() {
    let columns = [
      GridItem(.adaptive(minimum: 12)), GridItem(.fixed(20)),
      GridItem(.flexible(minimum: 8, maximum: 30), spacing: 2.0),
    ]
    // 80 less 20 fixed and two gaps of 1: 58, shared 29 and 29; the adaptive 29 holds two of 14.
    #expect(lengths(columns, in: 80) == [14, 14, 20, 29])
    let tracks = LazyGridTrack.resolve(columns, in: 80, defaultSpacing: 1, alignment: .center)
    #expect(tracks.map(\.spacing) == [1, 1, 1, 2])
  }

  @Test func flexibleColumnsShareTheRestACellOfRemainderAtATimeFromTheFirst() {
    let three = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
    #expect(lengths(three, in: 40) == [13, 13, 12])
    #expect(lengths(three, in: 40, defaultSpacing: 0) == [14, 13, 13])
  }

  @Test func aFlexibleColumnAtItsMaximumLeavesTheRestToTheOthers() {
    let columns = [GridItem(.fixed(5)), GridItem(.flexible(maximum: 10)), GridItem(.flexible())]
    #expect(lengths(columns, in: 40) == [5, 10, 23])
  }

  @Test func flexibleColumnsKeepTheirMinimumWhenTheRoomIsShort() {
    let three = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
    #expect(lengths(three, in: 20) == [10, 10, 10])
  }

  @Test func adaptiveColumnsFitTheirMinimumAndStayWithinTheirMaximum() {
    #expect(lengths([GridItem(.adaptive(minimum: 5))], in: 23) == [5, 5, 5, 5])
    #expect(lengths([GridItem(.adaptive(minimum: 5, maximum: 6))], in: 30) == [6, 5, 5, 5, 5])
    // One column, narrower than its minimum rather than wider than the grid.
    #expect(lengths([GridItem(.adaptive(minimum: 12))], in: 5) == [5])
    #expect(lengths([GridItem(.adaptive(minimum: 250))], in: 36) == [36])
    #expect(
      lengths([GridItem(.fixed(10)), GridItem(.adaptive(minimum: 250))], in: 36, defaultSpacing: 1) == [
        10, 25,
      ])
    #expect(
      lengths([GridItem(.adaptive(minimum: 4, maximum: 6))], in: 20, defaultSpacing: 0) == [4, 4, 4, 4, 4])
    #expect(lengths([], in: 80).isEmpty)
  }

  @Test func floatingPointSizesAndSpacingsRoundToCells() {
    let width: CGFloat = 4.6
    let item = GridItem(.fixed(width), spacing: CGFloat(1.5))
    #expect(item.size == .fixed(5))
    #expect(item.spacing == 2)
    #expect(GridItem.Size.flexible(minimum: 7.5, maximum: 20.4) == .flexible(minimum: 8, maximum: 20))
    #expect(GridItem.Size.flexible(minimum: 7.5) == .flexible(minimum: 8))
    #expect(GridItem.Size.adaptive(minimum: Double(11.49)) == .adaptive(minimum: 11))
    #expect(GridItem(.flexible(), spacing: nil).spacing == nil)
    #expect(GridItem().size == .flexible(minimum: 10, maximum: .infinity))
    let double: Double = 2.5
    _ = LazyVGrid(columns: [item], spacing: double) { Text("a") }
    _ = LazyHGrid(rows: [item], spacing: CGFloat(1)) { Text("a") }
  }
}

private struct NamedItem: Identifiable {
  let id: Int
  var name: String
}

/// The brief's grid: adaptive, fixed and flexible columns of named items.
private struct NamedGrid: View {
  let items = (0..<60).map { NamedItem(id: $0, name: "Item \($0)") }
  var body: some View {
    let columns = [
      GridItem(.adaptive(minimum: 12)), GridItem(.fixed(20)),
      GridItem(.flexible(minimum: 8, maximum: 30), spacing: 2.0),
    ]
    ScrollView {
      LazyVGrid(columns: columns, alignment: .leading, spacing: 1) {
        ForEach(items) { item in Text(item.name) }
      }
    }
  }
}

/// A million items in six adaptive columns.
private struct MillionCells: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 12))], alignment: .leading) {
        ForEach(0..<1_000_000, id: \.self) { Text("Item \($0)") }
      }
    }
  }
}

/// Two rows of columns scrolling sideways.
private struct HorizontalGrid: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHGrid(rows: [GridItem(.fixed(3)), GridItem(.flexible(minimum: 2))], alignment: .top, spacing: 2) {
        ForEach(0..<200, id: \.self) { Text("H\($0)") }
      }
    }
  }
}

private final class GridProxyBox {
  var proxy: ScrollViewProxy?
}

/// A million cells under a `ScrollViewReader`.
private struct ReaderGrid: View {
  let box: GridProxyBox
  var body: some View {
    ScrollViewReader { proxy in
      let _ = box.proxy = proxy
      MillionCells()
    }
  }
}

/// Buttons in three fixed columns.
private struct ButtonGrid: View {
  var body: some View {
    ScrollView {
      LazyVGrid(columns: Array(repeating: GridItem(.fixed(10)), count: 3), alignment: .leading) {
        ForEach(0..<30, id: \.self) { index in Button("B\(index)") {} }
      }
    }
  }
}

/// `LazyVGrid` and `LazyHGrid` on screen: rows made only while shown.
@MainActor
@Suite struct LazyGridTests {
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "│┃"))) }
  }

  private func stack(in host: TermView) throws -> TermLazyStackView {
    try #require(findView(TermLazyStackView.self, in: host))
  }

  @Test func aGridOfMixedColumnsAt80x24() throws {
    try withHostedView(NamedGrid(), width: 80, height: 24) { _, _, screen in
      expectSnapshot(screen, named: "lazy-vgrid-mixed-80x24")
      #expect(rows(screen)[0].hasPrefix("Item 0"))
      #expect(rows(screen)[0].contains("Item 3"))
      #expect(!rows(screen)[0].contains("Item 4"))
      #expect(rows(screen)[1].isEmpty, "rows one apart")
      #expect(rows(screen)[2].hasPrefix("Item 4"))
    }
  }

  @Test func aGridOfMixedColumnsAt40x12() throws {
    try withHostedView(NamedGrid(), width: 40, height: 12) { _, _, screen in
      expectSnapshot(screen, named: "lazy-vgrid-mixed-40x12")
    }
  }

  @Test func aMillionItemsMakeOnlyTheRowsOnScreen() throws {
    try withHostedView(MillionCells(), width: 80, height: 24) { _, host, screen in
      let lazy = try stack(in: host)
      #expect(lazy.numberOfItems == 1_000_000 / 6 + 1)
      #expect(lazy.visibleItems == 0..<24)
      #expect(lazy.createdViewCount <= 24)
      #expect(allViews(TermHostingView<LazyGridRow>.self, in: host).count <= 24)
      #expect(rows(screen)[0].hasPrefix("Item 0"))
      #expect(rows(screen)[0].contains("Item 5"))
      #expect(rows(screen)[1].hasPrefix("Item 6"))
      #expect(rows(screen)[23].hasPrefix("Item 138"))
    }
  }

  @Test func keysScrollToLaterRowsAndReuseTheirViews() throws {
    try withHostedView(MillionCells(), width: 80, height: 24) { app, host, screen in
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      let made = try stack(in: host).createdViewCount
      app.handle([.key(KeyEvent(.pageDown))])
      #expect(rows(screen)[0].hasPrefix("Item 138"))
      app.handle([.key(KeyEvent(.down))])
      #expect(rows(screen)[0].hasPrefix("Item 144"))
      app.handle([.key(KeyEvent(.end))])
      #expect(rows(screen)[23].hasPrefix("Item 999996"))
      #expect(rows(screen)[23].hasSuffix("Item 999999"))
      #expect(try stack(in: host).createdViewCount == made, "the rows that left are reused")
    }
  }

  @Test func aHorizontalGridAt40x12() throws {
    try withHostedView(HorizontalGrid(), width: 40, height: 12) { app, host, screen in
      expectSnapshot(screen, named: "lazy-hgrid-40x12")
      #expect(try stack(in: host).createdViewCount < 20)
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      app.handle([.key(KeyEvent(.end))])
      expectSnapshot(screen, named: "lazy-hgrid-end-40x12")
      #expect(rows(screen).joined().contains("H199"))
    }
  }

  @Test func scrollToFindsTheRowOfAnItem() throws {
    let box = GridProxyBox()
    try withHostedView(ReaderGrid(box: box), width: 80, height: 24) { app, host, screen in
      let proxy = try #require(box.proxy)
      proxy.scrollTo(600_003, anchor: .top)
      app.render()
      #expect(rows(screen)[0].hasPrefix("Item 600000"))
      #expect(rows(screen)[0].contains("Item 600003"))
      #expect(try stack(in: host).createdViewCount <= 48)
    }
  }

  @Test func tabMovesFocusBetweenTheCellsButtons() throws {
    try withHostedView(ButtonGrid(), width: 40, height: 6) { app, host, _ in
      /// Where the focused button is on screen.
      @MainActor func focused() -> Point? {
        guard let button = host.window?.firstResponder as? TermButton else { return nil }
        return button.convert(.zero, to: host)
      }
      var seen: [Point] = []
      for _ in 0..<5 {
        app.handle([.key(KeyEvent(.tab))])
        if let point = focused() { seen.append(point) }
      }
      // The first Tab focuses the first cell's button; each next one moves
      // a column on, then on to the next row's first column.
      let cells = [
        Point(x: 0, y: 0), Point(x: 11, y: 0), Point(x: 22, y: 0), Point(x: 0, y: 1), Point(x: 11, y: 1),
      ]
      #expect(seen == cells)
    }
  }

  struct CenteredFixedColumns: View {
    var body: some View {
      ScrollView {
        LazyVGrid(columns: [GridItem(.fixed(4)), GridItem(.fixed(4))], alignment: .center) {
          ForEach(0..<6, id: \.self) { Text("c\($0)") }
        }
      }
    }
  }

  /// Fixed columns keep their tracks when the grid widens; the rows must
  /// still follow the new width (here: stay centred).
  @Test func fixedColumnsFollowTheGridsWidth() throws {
    try withHostedView(CenteredFixedColumns(), width: 40, height: 10) { app, host, screen in
      let before = try #require(screen.rows().first)
      host.frame = Rect(x: 0, y: 0, width: 80, height: 10)
      app.render()
      let after = try #require(screen.rows().first)
      let startBefore = before.distance(from: before.startIndex, to: before.firstIndex(of: "c")!)
      let startAfter = after.distance(from: after.startIndex, to: after.firstIndex(of: "c")!)
      #expect(startAfter > startBefore + 10, "\(before) / \(after)")
    }
  }

  @Test func aNarrowerGridRegroupsItsItemsInFewerColumns() throws {
    try withHostedView(MillionCells(), width: 80, height: 24) { app, host, screen in
      let lazy = try stack(in: host)
      #expect(rows(screen)[1].hasPrefix("Item 6"))
      host.frame = Rect(x: 0, y: 0, width: 40, height: 24)
      app.render()
      // 39 columns beside the scroll bar: three of at least 12.
      #expect(lazy.numberOfItems == (1_000_000 + 2) / 3)
      #expect(rows(screen)[1].hasPrefix("Item 3"))
      #expect(rows(screen)[1].contains("Item 5"))
    }
  }
}

/// A sheet choosing among four items in an adaptive grid sized in points,
/// as the NavigationCookbook sample's experience picker is.
private struct PointSizedChoiceSheet: View {
  @State private var choosing = true
  @State private var choice: String?
  var body: some View {
    Text("Chosen: \(choice ?? "none")")
      .sheet(isPresented: $choosing) {
        NavigationStack {
          VStack {
            Spacer()
            Text("Choose one").bold()
            Spacer()
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 250))]) {
              ForEach(["Stack", "Two columns", "Three columns", "Challenge"], id: \.self) { name in
                Button {
                  choice = name
                } label: {
                  HStack(spacing: 2) {
                    Image(systemName: "star")
                    VStack(alignment: .leading) {
                      Text(name).bold()
                      Text("A way to navigate").lineLimit(3, reservesSpace: true)
                    }
                  }
                  .padding()
                }
                .buttonStyle(.plain)
              }
            }
            Spacer()
          }
          .scenePadding()
        }
      }
  }
}

extension LazyGridTests {
  @Test func aGridSizedInPointsShowsItsItemsInASheet() throws {
    try withHostedView(PointSizedChoiceSheet(), width: 100, height: 40) { app, _, screen in
      app.render()
      expectSnapshot(screen, named: "lazy-grid-points-sheet-100x40")
      // The sheet is 40 cells wide: the 250-"point" column fits in it, so
      // the first choices show inside the sheet (the rest are below its
      // last row: the picker has no scroll view).
      let rows = screen.rows()
      for name in ["Stack", "Two columns"] {
        let row = try #require(rows.first { $0.contains(name) }, "\(name) not shown")
        let column = row.distance(from: row.startIndex, to: row.range(of: name)!.lowerBound)
        #expect(column > 30 && column + name.count < 70, "\(name) outside the sheet: \(row)")
      }
    }
  }
}
