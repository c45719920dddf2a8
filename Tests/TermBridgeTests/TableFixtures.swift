import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A file as a `Table` row.
struct TableFile: Identifiable, Hashable {
  let id: Int
  var name: String
  var size: Int
  var kind: String

  static let sample = [
    TableFile(id: 1, name: "notes.txt", size: 12, kind: "text"),
    TableFile(id: 2, name: "budget.csv", size: 340, kind: "sheet"),
    TableFile(id: 3, name: "photo.png", size: 2048, kind: "image"),
    TableFile(id: 4, name: "archive.zip", size: 999, kind: "archive"),
    TableFile(id: 5, name: "main.swift", size: 57, kind: "code"),
  ]
}

/// A sortable file table written as SwiftUI is: the app sorts on change.
/// `multiple` selects with a `Set`; `wide` has columns wider than 80 cells.
struct FileTable: View {
  var multiple = false
  var wide = false
  @State var files = TableFile.sample.sorted(using: KeyPathComparator(\TableFile.name))
  @State var selection: Int?
  @State var picked: Set<Int> = []
  @State var order = [KeyPathComparator(\TableFile.name)]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if multiple {
        Table(files, selection: $picked, sortOrder: $order) { columns }
          .onChange(of: order) { _, order in files.sort(using: order) }
      } else {
        Table(files, selection: $selection, sortOrder: $order) { columns }
          .onChange(of: order) { _, order in files.sort(using: order) }
      }
      Text("selected \(selected) sort \(sortText)")
    }
  }

  @TableColumnBuilder<TableFile> private var columns: [TableColumn<TableFile>] {
    TableColumn("Name", value: \.name)
    TableColumn("Size", value: \.size) { Text("\($0.size) KB") }.width(9)
    TableColumn("Kind", value: \.kind).width(min: 6, ideal: 8, max: 10)
    if wide {
      TableColumn("Path") { Text("/home/user/documents/\($0.name)") }.width(40)
      TableColumn("Owner") { _ in Text("user") }.width(30)
    }
  }

  private var selected: String {
    multiple ? picked.sorted().map(String.init).joined(separator: ",") : selection.map(String.init) ?? "none"
  }

  private var sortText: String {
    order.map { comparator in
      let name: String
      switch comparator.keyPath {
      case \TableFile.name: name = "name"
      case \TableFile.size: name = "size"
      case \TableFile.kind: name = "kind"
      default: name = "?"
      }
      return name + (comparator.order == .forward ? "+" : "-")
    }.joined(separator: ",")
  }
}
