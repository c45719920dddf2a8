import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A card written as SwiftUI apps write it: lengths in points.
private struct PortedCard: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Title").padding(20).border(.white)
      HStack(spacing: 16) {
        Text("Left")
        Text("Right")
      }
      Text("Framed").frame(width: 300, height: 44).border(.white)
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: 16) {
        ForEach(0..<6, id: \.self) { Text("Item \($0)") }
      }
    }
  }
}

extension View {
  /// The view at the top left of the screen (a hosted view is centred).
  fileprivate func topLeft() -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Reports the size a `GeometryReader` gives, as a port would print it.
private struct SizeReport: View {
  var body: some View {
    GeometryReader { proxy in
      Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
    }
  }
}

/// The library's own controls, whose spacing is cells in either unit.
private struct BuiltIns: View {
  var body: some View {
    Form {
      Label("Star", systemImage: "star")
      LabeledContent("Name", value: "Ada")
      DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside") }
    }
  }
}

/// The conversion itself: axes, rounding, extremes.
@Suite struct LengthUnitConversionTests {
  @Test func cellsKeepWholeNumbersAndRoundFractionsAsBefore() {
    let unit = LengthUnit.cells
    #expect(unit.cells(40.0, along: .horizontal) == 40)
    #expect(unit.cells(40.0, along: .vertical) == 40)
    #expect(unit.cells(8.4, along: .vertical) == 8)
    #expect(unit.cells(2.5, along: .horizontal) == 3, "halves away from zero")
    #expect(unit.cells(-2.5, along: .horizontal) == -3)
    #expect(unit.cells(size: 0.3, along: .vertical) == 0, "cells do not grow small sizes")
    #expect(Length(7).cells(in: unit, along: .vertical) == 7)
    #expect(Length.standardPadding.cells(in: unit, along: .horizontal) == 1)
  }

  @Test func pointsAreDividedByTheCellOnTheirOwnAxis() {
    let unit = LengthUnit.points
    #expect(unit.columnWidth == 8 && unit.rowHeight == 16)
    #expect(unit.cells(40.0, along: .horizontal) == 5)
    #expect(unit.cells(40.0, along: .vertical) == 3, "2.5 rows round up")
    #expect(unit.cells(300.0, along: .horizontal) == 38, "37.5 columns round up")
    #expect(unit.cells(44.0, along: .vertical) == 3)
    #expect(unit.cells(16.0, along: .horizontal) == 2)
    #expect(unit.cells(16.0, along: .vertical) == 1)
    #expect(unit.cells(8.0, along: .vertical) == 1, "half a row shows")
    #expect(unit.cells(4.0, along: .vertical) == 0, "a quarter of a row does not")
    #expect(unit.cells(4.0, along: .horizontal) == 1)
    #expect(unit.cells(-12.0, along: .horizontal) == -2)
    #expect(Length(250).cells(in: unit, along: .horizontal) == 31)
  }

  @Test func aPositiveSizeInPointsIsAtLeastOneCell() {
    let unit = LengthUnit.points
    #expect(unit.cells(size: 2.0, along: .vertical) == 1)
    #expect(unit.cells(2.0, along: .vertical) == 0, "a gap of the same length vanishes")
    #expect(unit.cells(size: 0.0, along: .vertical) == 0)
    #expect(unit.cells(size: -3.0, along: .vertical) == 0, "negative sizes are not grown")
    #expect(Length(1).sizeCells(in: unit, along: .horizontal) == 1)
    #expect(Length.cells(3).sizeCells(in: unit, along: .horizontal) == 3, "the library's cells stay cells")
  }

  @Test func theDefaultPaddingIsSwiftUIsSixteenPointsInPoints() {
    #expect(Length.standardPadding.cells(in: .points, along: .horizontal) == 2)
    #expect(Length.standardPadding.cells(in: .points, along: .vertical) == 1)
  }

  @Test func nanInfinityAndHugeLengthsSaturateAsCellsDo() {
    for unit in [LengthUnit.cells, .points, .points(columnWidth: 0.001, rowHeight: 1e-9)] {
      #expect(unit.cells(Double.nan, along: .horizontal) == 0)
      #expect(unit.cells(Double.infinity, along: .horizontal) == .infinity)
      #expect(unit.cells(-Double.infinity, along: .vertical) == -.infinity)
      #expect(unit.cells(1e300, along: .vertical) == .infinity)
      #expect(unit.cells(-1e300, along: .vertical) == -.infinity)
      #expect(Length(Int.max).cells(in: unit, along: .horizontal) == .infinity)
      #expect(Length(Int.min).cells(in: unit, along: .horizontal) == -.infinity)
      #expect(unit.cells(size: Double.infinity, along: .vertical) == .infinity)
    }
    #expect(
      LengthUnit.points.cells(Double(Int.infinity), along: .horizontal) == .infinity,
      "infinite stays infinite")
    #expect(LengthUnit.points(columnWidth: 0.5, rowHeight: 1).cells(1.5e18, along: .horizontal) == .infinity)
  }

  @Test func aCellThatIsNotAPositiveNumberTakesTheDefault() {
    #expect(LengthUnit.points(columnWidth: 0, rowHeight: 16) == .points)
    #expect(LengthUnit.points(columnWidth: .nan, rowHeight: -1) == .points)
    #expect(LengthUnit.points(columnWidth: 7, rowHeight: .infinity).rowHeight == 16)
    #expect(LengthUnit.points(columnWidth: 7, rowHeight: 14) != .points)
  }

  @Test func theVariableNamesCellsPointsOrACellSize() {
    #expect(LengthUnit(parsing: "cells") == .cells)
    #expect(LengthUnit(parsing: "") == .cells)
    #expect(LengthUnit(parsing: " Points ") == .points)
    #expect(LengthUnit(parsing: "points:8x16") == .points)
    #expect(LengthUnit(parsing: "points:7.5x15") == .points(columnWidth: 7.5, rowHeight: 15))
    for bad in [
      "pixels", "points:", "points:8", "points:8x", "points:0x16", "points:8x-1", "points:nanx16", "1",
    ] {
      #expect(LengthUnit(parsing: bad) == nil, "\(bad)")
    }
    #expect(LengthUnit.cells.description == "cells")
    #expect(LengthUnit.points.description == "points")
    #expect(LengthUnit.points(columnWidth: 7.5, rowHeight: 15).description == "points:7.5x15")
    #expect(LengthUnit(parsing: LengthUnit.points(columnWidth: 7.5, rowHeight: 15).description) != nil)
  }

  @Test func gridItemsAreResolvedAcrossTheGridsAxis() {
    let item = GridItem(.adaptive(minimum: 150, maximum: 300), spacing: 16)
    let across = item.resolved(in: .points, along: .horizontal)
    #expect(across.size == .adaptive(minimum: 19, maximum: 38))
    #expect(across.spacing == 2)
    let down = item.resolved(in: .points, along: .vertical)
    #expect(down.size == .adaptive(minimum: 9, maximum: 19))
    #expect(down.spacing == 1)
    #expect(item.resolved(in: .cells, along: .horizontal) == item)
    #expect(GridItem(.flexible()).resolved(in: .points, along: .horizontal).size == .flexible(minimum: 1))
  }
}

/// Lengths on screen, in cells and in points.
@MainActor
@Suite struct LengthUnitTests {
  @Test func aPortedCardInCellsTakesHundredsOfCells() throws {
    // Read as cells, the card's points are cells: 20 rows and columns of
    // padding, a 300-column frame, 16 rows between its parts. It needs a
    // screen of 320x180; on 80x24 a port showed only blank rows.
    try withHostedView(PortedCard().topLeft().lengthUnit(.cells), width: 320, height: 180) { _, _, screen in
      expectSnapshot(screen, named: "length-unit-card-cells-320x180")
      let rows = screen.rows()
      // padding 20: the title 21 rows and columns inside its border.
      #expect(rows[0].hasPrefix("┌" + String(repeating: "─", count: 45) + "┐"))
      #expect(rows[21].hasPrefix("│" + String(repeating: " ", count: 20) + "Title"))
      // spacing 16: Left and Right 16 rows below the title's border, 16 columns apart.
      #expect(rows[59].hasPrefix("Left" + String(repeating: " ", count: 16) + "Right"))
      // frame 300x44 inside a border: 302 columns, far past 80.
      let framed = try #require(rows.firstIndex { $0.contains("Framed") })
      #expect(rows[framed - 22].hasPrefix("┌" + String(repeating: "─", count: 300) + "┐"))
      // The grid's adaptive minimum of 150 makes two columns in 302.
      #expect(rows.contains { $0.contains("Item 4") && $0.contains("Item 5") })
      #expect(framed > 24 && !rows[0..<24].contains { $0.contains("Left") && $0.count <= 80 })
    }
  }

  @Test func aPortedCardInPointsFitsAt80x24() throws {
    try withHostedView(PortedCard().topLeft().lengthUnit(.points), width: 80, height: 24) { _, _, screen in
      expectSnapshot(screen, named: "length-unit-card-points-80x24")
      let rows = screen.rows()
      // padding 20: 3 columns (2.5 up), 1 row (1.25); a border around it.
      #expect(rows[0].hasPrefix("┌───────────┐"))
      #expect(rows[2].hasPrefix("│   Title   │"))
      // spacing 16: one row between the stack's children, two columns between Left and Right.
      #expect(rows[5].allSatisfy { $0 == " " })
      #expect(rows.contains { $0.hasPrefix("Left  Right") })
      // frame 300x44: 38 columns, 3 rows, inside a border of 40 by 5.
      let framed = try #require(rows.firstIndex { $0.contains("Framed") })
      #expect(rows[framed - 2].hasPrefix("┌" + String(repeating: "─", count: 38) + "┐"))
      // adaptive 150: tracks of at least 19 columns, one column apart: four to the 80 columns.
      let grid = try #require(rows.firstIndex { $0.contains("Item 0") })
      #expect(rows[grid].contains("Item 1") && rows[grid].contains("Item 3"))
      #expect(rows[grid + 1].allSatisfy { $0 == " " }, "rows 16 points apart: one row")
      #expect(rows[grid + 2].contains("Item 4") && rows[grid + 2].contains("Item 5"))
    }
  }

  @Test func theDefaultPaddingIsTwoColumnsAndARowInPoints() throws {
    let view = VStack(alignment: .leading) {
      Text("A").padding().border(.white)
      Text("B").padding().border(.white).lengthUnit(.points)
    }
    try withHostedView(view.topLeft(), width: 20, height: 8) { _, _, screen in
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("┌───┐"))
      #expect(rows[2].hasPrefix("│ A │"))
      #expect(rows[5].hasPrefix("┌─────┐"))
      #expect(rows[7].hasPrefix("│  B  │"))
    }
  }

  @Test func theLibrarysOwnControlsLookTheSameInEitherUnit() throws {
    let cells = try withHostedView(BuiltIns().lengthUnit(.cells), width: 40, height: 8) { _, _, screen in
      screen.rows()
    }
    let points = try withHostedView(BuiltIns().lengthUnit(.points), width: 40, height: 8) { _, _, screen in
      screen.rows()
    }
    #expect(cells == points)
    #expect(cells.contains { $0.contains("Name") && $0.contains("Ada") })
  }

  @Test func aGeometryReaderReportsInItsUnit() throws {
    let view = VStack(spacing: 0) {
      SizeReport().frame(height: 2)
      SizeReport().frame(height: 32).lengthUnit(.points)
    }
    try withHostedView(view.topLeft(), width: 20, height: 6) { _, _, screen in
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("20x2"))
      #expect(rows[2].hasPrefix("160x32"), "20 columns of 8 points, 2 rows of 16")
    }
  }

  @Test func offsetsAndPositionsAreConvertedOnTheirAxes() throws {
    let view = ZStack(alignment: .topLeading) {
      Text("o").offset(x: 16, y: 32)
      Text("p").position(x: 80, y: 80)
    }
    .frame(width: 160, height: 128, alignment: .topLeading)
    .lengthUnit(.points)
    try withHostedView(view.topLeft(), width: 30, height: 10) { _, _, screen in
      let rows = screen.rows()
      #expect(rows[2].hasPrefix("  o"), "16 points: 2 columns; 32 points: 2 rows")
      #expect(rows[5].hasPrefix(String(repeating: " ", count: 10) + "p"), "centred on 10 columns, 5 rows")
    }
  }

  @Test func aSceneCanMeasureInPoints() throws {
    let root = rootView(of: WindowGroup { Text("x").padding(.leading, 40) }.lengthUnit(.points))
    try withHostedView(root.topLeft(), width: 20, height: 3) { _, _, screen in
      #expect(screen.rows()[0].hasPrefix("     x"), "40 points: 5 columns")
    }
  }

  @Test func changingTheUnitLaysTheSubtreeOutAgain() throws {
    let box = UnitBox()
    try withHostedView(UnitSwitch(box: box).topLeft(), width: 20, height: 3) { app, _, screen in
      #expect(screen.rows()[0].hasPrefix(String(repeating: " ", count: 16) + "x"))
      box.unit = .points
      app.render()
      #expect(screen.rows()[0].hasPrefix("  x"))
    }
  }
}

/// A bar button whose label is only an image, as Scrumdinger writes its "+".
@MainActor
@Suite struct ImageBarButtonTests {
  @Test func aBarButtonOfOnlyAnImageShowsItsSymbol() throws {
    let view = NavigationView {
      Text("Scrums")
        .navigationBarTitle("Daily Scrums")
        .navigationBarItems(trailing: Button(action: {}) { Image(systemName: "plus") })
    }
    .navigationViewStyle(StackNavigationViewStyle())
    try withHostedController(view, width: 40, height: 5) { _, _, screen in
      let bar = screen.rows()[0]
      #expect(bar.contains("Daily Scrums"))
      #expect(bar.contains("[ + ]"), "\(bar)")
    }
  }
}

@Observable @MainActor
private final class UnitBox {
  var unit = LengthUnit.cells
}

private struct UnitSwitch: View {
  let box: UnitBox
  var body: some View {
    HStack(spacing: 0) {
      Text("x").padding(.leading, 16)
      Spacer()
    }
    .lengthUnit(box.unit)
  }
}
