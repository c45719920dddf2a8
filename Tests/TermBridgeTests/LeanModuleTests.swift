import Testing

// Only the lean module: the same API, without Foundation.
@testable import TermBridgeCore

/// A table sorted with the lean module's `KeyPathComparator`.
struct LeanSortedTable: View {
  @State var files = TableFile.sample.sorted(using: KeyPathComparator(\TableFile.name))
  @State var order = [KeyPathComparator(\TableFile.name)]

  var body: some View {
    Table(files, sortOrder: $order) {
      TableColumn("Name", value: \.name)
      TableColumn("Kind", value: \.kind)
    }
    .onChange(of: order) { _, order in files.sort(using: order) }
  }
}

extension TerminalSuites {
  @MainActor
  @Suite struct LeanModuleTests {
    @Test func keyPathComparatorIsTheLibrarysOwn() {
      let comparator = KeyPathComparator(\TableFile.name, order: .reverse)
      #expect(type(of: comparator) == EssentialKeyPathComparator<TableFile>.self)
      // Strings compare case-insensitively first.
      let sorted = ["banana", "Apple", "cherry"].map { TableFile(id: 0, name: $0, size: 0, kind: "") }
        .sorted(using: KeyPathComparator(\TableFile.name)).map(\.name)
      #expect(sorted == ["Apple", "banana", "cherry"])
      #expect(comparator.compare(TableFile.sample[0], TableFile.sample[1]) == .orderedAscending)
    }

    @Test func aTableSortsWithTheLeanComparator() throws {
      try withHostedView(LeanSortedTable(), width: 40, height: 8) { app, _, screen in
        #expect(screen.rows()[1].hasPrefix("archive.zip"))
        // `>` sorts by Kind (archive, code, image, sheet, text).
        app.handle([.key(KeyEvent(.character(">")))])
        #expect(screen.rows()[1].hasPrefix("archive.zip"))
        #expect(screen.rows()[2].hasPrefix("main.swift"))
        app.handle([.key(KeyEvent(.character("s"), modifiers: .control))])
        #expect(screen.rows()[1].hasPrefix("notes.txt"))
      }
    }
  }
}
