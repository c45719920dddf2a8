import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A table whose columns show text, in one of two forms: as `Text`
/// (its rows drawn as one `TermTableTextRow` each) or as the same `Text`
/// in an `AnyView` (a label per cell). Both must look and read the same.
struct TextColumnsTable: View {
  let erased: Bool
  var wide = false
  var styling: TextColumnsStyling = .plain
  @State var selection: Int?

  static let files = [
    TableFile(id: 1, name: "notes.txt", size: 12, kind: "text"),
    TableFile(id: 2, name: "a very long file name that wraps.md", size: 340, kind: "**bold** sheet"),
    TableFile(id: 3, name: "two\nlines.png", size: 2048, kind: "image"),
    TableFile(id: 4, name: "", size: 0, kind: "*empty*"),
    TableFile(id: 5, name: "相片.jpeg", size: 57, kind: "photo"),
  ]

  var body: some View {
    styled(Table(Self.files, selection: $selection) { columns })
  }

  @TableColumnBuilder<TableFile> private var columns: [TableColumn<TableFile>] {
    column("Name") { Text($0.name) }.width(min: 8, ideal: 14, max: 14)
    column("Size") { Text("\($0.size) KB").bold() }.width(7)
    column("Kind") { Text(LocalizedStringKey($0.kind)).foregroundColor(.red) }
    if wide {
      column("Path") { Text("/home/user/documents/\($0.name)") }.width(40)
    }
  }

  /// A column of `text`, or of `text` erased (which no row draws as one
  /// view).
  private func column(_ title: String, _ text: @escaping (TableFile) -> Text) -> TableColumn<TableFile> {
    erased ? TableColumn(title) { AnyView(text($0)) } : TableColumn(title) { text($0) }
  }

  @ViewBuilder private func styled(_ table: some View) -> some View {
    switch styling {
    case .plain: table
    case .twoLines: table.lineLimit(2)
    case .reservedLines: table.lineLimit(2, reservesSpace: true)
    case .middleTruncation: table.truncationMode(.middle)
    case .trailingAlignment: table.lineLimit(3).multilineTextAlignment(.trailing)
    }
  }
}

enum TextColumnsStyling: CaseIterable, Sendable {
  case plain, twoLines, reservedLines, middleTruncation, trailingAlignment
}

/// What a screen shows and says: each row's cells (text and style), the
/// accessibility elements with their frames, and each cell's own element
/// (role, label, traits, frame, whether enabled), as a label presents it
/// or a text row presents it for the label it stands for.
private struct TableAppearance: Equatable {
  var cells: [[ScreenCell]]
  var elements: [String]
  var cellElements: [String]
}

@MainActor
@Suite struct TableTextRowTests {
  private func appearance(_ view: some View, width: Int, height: Int, keys: [KeyEvent] = []) throws
    -> (TableAppearance, textRows: Int, labels: Int)
  {
    try withHostedView(view, width: width, height: height) { app, host, screen in
      if !keys.isEmpty { app.handle(keys.map { .key($0) }) }
      let table = try #require(findView(TermTableView.self, in: host))
      let elements = host.accessibilityElements.flatMap(\.flattened).map {
        "\($0.role.rawValue) \($0.label ?? "-") \($0.frame)"
      }
      let cells = (0..<height).map { screen.cells(inRow: $0) }
      var cellElements = findViews(TermTableTextRow.self, in: table.listView).flatMap(
        \.accessibilityChildElements)
      cellElements += findViews(TermLabel.self, in: table.listView).flatMap(\.accessibilityElements)
      let described = cellElements.map {
        "\($0.role.rawValue) \($0.label ?? "-") \($0.traits.rawValue) \($0.frame) \($0.isEnabled)"
      }
      return (
        TableAppearance(cells: cells, elements: elements, cellElements: described.sorted()),
        findViews(TermTableTextRow.self, in: table.listView).count,
        findViews(TermLabel.self, in: table.listView).count
      )
    }
  }

  /// The same table drawn with its text cells as one view a row and with
  /// a label per cell: the same cells on screen, in the same styles, and
  /// the same elements for a screen reader, for wrapped, limited,
  /// truncated and aligned text, wide characters, Markdown, a selection
  /// and columns scrolled sideways.
  @Test(arguments: TextColumnsStyling.allCases, [(60, 12), (30, 10)])
  func aRowOfTextLooksAndReadsAsLabelsWould(_ styling: TextColumnsStyling, size: (width: Int, height: Int))
    throws
  {
    let keys = [KeyEvent(.down), KeyEvent(.down)]
    let asText = try appearance(
      TextColumnsTable(erased: false, styling: styling), width: size.width, height: size.height, keys: keys)
    let asLabels = try appearance(
      TextColumnsTable(erased: true, styling: styling), width: size.width, height: size.height, keys: keys)
    #expect(asText.0 == asLabels.0)
    #expect(asText.textRows == TextColumnsTable.files.count)
    #expect(asText.labels == 0)
    #expect(asLabels.textRows == 0)
    #expect(asLabels.labels > TextColumnsTable.files.count)
  }

  @Test func columnsScrolledSidewaysLookAsLabelsWould() throws {
    let keys = [KeyEvent(.right), KeyEvent(.right), KeyEvent(.down)]
    let asText = try appearance(
      TextColumnsTable(erased: false, wide: true), width: 40, height: 10, keys: keys)
    let asLabels = try appearance(
      TextColumnsTable(erased: true, wide: true), width: 40, height: 10, keys: keys)
    #expect(asText.0 == asLabels.0)
    #expect(asText.textRows > 0)
    // The columns did scroll: the header shows the Kind column first.
    #expect(asText.0.cells[0].map(\.text).joined().hasPrefix("Kind"))
  }

  /// A column that stops being text (or starts) changes how every row is
  /// drawn, and the screen is what labels would show.
  @Test func rowsFollowColumnsThatStopBeingText() throws {
    let model = SizeColumnModel()
    try withHostedView(SwitchingColumnsTable(model: model), width: 50, height: 10) { app, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      #expect(findViews(TermTableTextRow.self, in: table.listView).count == 5)
      #expect(screen.rows()[1].hasPrefix("notes.txt"))
      #expect(screen.rows()[1].contains("12 KB"))
      model.bracketed = true
      app.render()
      #expect(findViews(TermTableTextRow.self, in: table.listView).isEmpty)
      #expect(screen.rows()[1].contains("[12]"))
      model.bracketed = false
      app.render()
      #expect(findViews(TermTableTextRow.self, in: table.listView).count == 5)
      #expect(!screen.rows()[1].contains("[12]"))
      #expect(screen.rows()[1].contains("12 KB"))
    }
  }

  /// A value changed in place (same rows, same column types): the row's
  /// one view is updated and drawn again, and a cell that shrank leaves
  /// nothing behind.
  @Test func aValueChangedInPlaceIsDrawnAgain() throws {
    let model = SizeColumnModel()
    try withHostedView(SwitchingColumnsTable(model: model), width: 50, height: 10) { app, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      let rows = findViews(TermTableTextRow.self, in: table.listView).map(ObjectIdentifier.init)
      #expect(screen.rows()[1].contains("12 KB"))
      model.unit = "kilobytes"
      app.render()
      #expect(screen.rows()[1].contains("12 kilobytes"))
      model.unit = "B"
      app.render()
      #expect(screen.rows()[1].contains("12 B "))
      #expect(!screen.rows()[1].contains("ilo"))
      #expect(!screen.rows()[1].contains("bytes"))
      #expect(findViews(TermTableTextRow.self, in: table.listView).map(ObjectIdentifier.init) == rows)
    }
  }

  /// A model's property read in a column's closure is tracked by the row
  /// that read it, as in SwiftUI: a change draws the rows again, whether
  /// they are text or cells.
  @Test(arguments: [false, true])
  func aPropertyReadInAColumnIsTracked(erased: Bool) throws {
    let model = SizeColumnModel()
    try withHostedView(UnitReadingTable(model: model, erased: erased), width: 50, height: 10) {
      app, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      #expect(screen.rows()[1].contains("12 KB"))
      model.unit = "kilobytes"
      app.render()
      #expect(screen.rows()[1].contains("12 kilobytes"))
      #expect(screen.rows()[2].contains("340 kilobytes"))
      #expect(findViews(TermTableTextRow.self, in: table.listView).isEmpty == erased)
      app.handle([.key(KeyEvent(.down))])
      model.unit = "B"
      app.render()
      #expect(screen.rows()[1].contains("12 B "))
      #expect(!screen.rows().joined().contains("kilobytes"))
    }
  }

  /// A content transition animates a label's text (numbers count): rows
  /// under one keep a label a cell.
  @Test func aContentTransitionKeepsLabels() throws {
    let view = Table(TableFile.sample) {
      TableColumn("Name", value: \.name)
      TableColumn("Size") { Text("\($0.size)") }
    }
    .contentTransition(.numericText())
    try withHostedView(view, width: 50, height: 10) { _, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      #expect(findViews(TermTableTextRow.self, in: table.listView).isEmpty)
      #expect(screen.rows()[1].hasPrefix("notes.txt"))
    }
  }

  /// A text showing a date relative to now updates itself each second: its
  /// row keeps a label per cell.
  @Test func aLiveDateKeepsItsLabel() throws {
    let view = Table(TableFile.sample) {
      TableColumn("Name", value: \.name)
      TableColumn("Seen") { _ in Text(Date(timeIntervalSinceNow: -90), style: .relative) }
    }
    try withHostedView(view, width: 50, height: 10) { _, host, screen in
      let table = try #require(findView(TermTableView.self, in: host))
      #expect(findViews(TermTableTextRow.self, in: table.listView).isEmpty)
      #expect(screen.rows()[1].hasPrefix("notes.txt"))
    }
  }

  /// The kit row on its own: each text in its column, centred in the
  /// row's height, the row as tall as its tallest cell.
  @Test func theKitRowPlacesEachTextInItsColumn() {
    TermScreen.withInMemory(width: 20, height: 3) { screen in
      let row = TermTableTextRow()
      let columns = [
        TermTableColumn(identifier: "a", title: "A", width: 6),
        TermTableColumn(identifier: "b", title: "B", width: 6),
      ]
      row.setColumns(columns, spacing: 1, offset: 0)
      func content(_ text: String, lines: Int) -> LabelText.Content {
        LabelText.Content(
          text: text, style: .plain, runs: [], alignment: .leading, numberOfLines: lines,
          truncationMode: .tail)
      }
      let contents = [content("one two three", lines: 0), content("x", lines: 1)]
      row.updateCells(count: contents.count, reservedLines: 0) { contents[$0] }
      #expect(row.sizeThatFits(width: 13, height: nil) == Size(width: 13, height: 1))
      #expect(row.sizeThatFits(width: 13, height: 3) == Size(width: 13, height: 3))
      row.frame = Rect(x: 0, y: 0, width: 13, height: 3)
      let window = TermWindow()
      window.addSubview(row)
      let app = TermApplication(screen: screen)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(
        screen.rows().map { String($0.prefix(13)) } == ["one          ", "two    x     ", "three        "])
      row.updateCells(count: 1, reservedLines: 2) { _ in content("one", lines: 0) }
      #expect(row.sizeThatFits(width: 13, height: nil) == Size(width: 13, height: 2))
      app.render()
      #expect(
        screen.rows().map { String($0.prefix(13)) } == ["one          ", "             ", "             "])
    }
  }
}

/// Whether the Size column of ``SwitchingColumnsTable`` shows its value
/// in brackets, as an `AnyView`.
@Observable @MainActor
private final class SizeColumnModel {
  var bracketed = false
  var unit = "KB"
}

/// A table whose Size column is text, or a bracketed value in an
/// `AnyView`, as its model says.
private struct SwitchingColumnsTable: View {
  let model: SizeColumnModel

  var body: some View {
    // Read here, in the body, which the graph tracks: a table's column
    // closures run when its rows are made, where no read is tracked.
    let unit = model.unit
    return Table(TableFile.sample) {
      TableColumn("Name", value: \.name)
      if model.bracketed {
        TableColumn("Size") { AnyView(Text("[\($0.size)]")) }
      } else {
        TableColumn("Size") { Text("\($0.size) \(unit)") }
      }
    }
  }
}

/// A table whose Size column reads the model's unit in its own closure.
private struct UnitReadingTable: View {
  let model: SizeColumnModel
  let erased: Bool

  var body: some View {
    Table(TableFile.sample) {
      TableColumn("Name", value: \.name)
      if erased {
        TableColumn("Size") { AnyView(Text("\($0.size) \(model.unit)")) }
      } else {
        TableColumn("Size") { Text("\($0.size) \(model.unit)") }
      }
    }
  }
}
