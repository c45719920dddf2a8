import Testing

// Only the module an app imports: Foundation comes with it, as with SwiftUI.
@testable import TermBridge

/// A table sorted with Foundation's `KeyPathComparator`, in a file that
/// imports nothing but TermBridge.
struct FoundationSortedTable: View {
  @State var files = TableFile.sample.sorted(using: KeyPathComparator(\TableFile.size))
  @State var order = [KeyPathComparator(\TableFile.size)]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Table(files, sortOrder: $order) {
        TableColumn("Name", value: \.name)
        TableColumn("Size", value: \.size) { Text("\($0.size)") }
      }
      .onChange(of: order) { _, order in files.sort(using: order) }
      Text(order.first?.order == .reverse ? "down" : "up")
    }
  }
}

extension TerminalSuites {
  @MainActor
  @Suite struct FoundationReexportTests {
    @Test func localizedStandardOrdersNamesAsFinderDoes() {
      let names = ["file10", "File2", "alpha", "file1"]
      #expect(
        names.sorted(using: String.Comparator.localizedStandard) == ["alpha", "file1", "File2", "file10"])
      // The form apps write: inferred from a key path comparator's or a column's comparator.
      let files = [
        TableFile(id: 1, name: "b10", size: 1, kind: "f"), TableFile(id: 2, name: "B2", size: 2, kind: "f"),
      ]
      let sorted = files.sorted(using: KeyPathComparator(\TableFile.name, comparator: .localizedStandard))
      #expect(sorted.map(\.name) == ["B2", "b10"])
    }

    @Test func foundationTypesComeWithTheImport() {
      // What SwiftUI files use without importing Foundation.
      let id = UUID()
      let size = CGSize(width: 2, height: 3)
      let width: CGFloat = size.width * 1.5
      let formatter = NumberFormatter()
      formatter.minimumFractionDigits = 1
      let url = URL(string: "https://example.com/a")
      #expect(UUID(uuidString: id.uuidString) == id)
      #expect(width == 3)
      #expect(formatter.string(from: 2) == "2.0")
      #expect(url?.lastPathComponent == "a")
      #expect(Date(timeIntervalSince1970: 0) < Date())
    }

    @Test func aTableSortsWithFoundationsKeyPathComparator() throws {
      // The name is Foundation's own type, unambiguous.
      let comparator: Foundation.KeyPathComparator<TableFile> = KeyPathComparator(\TableFile.name)
      #expect(comparator.order == .forward)
      try withHostedView(FoundationSortedTable(), width: 40, height: 8) { app, _, screen in
        #expect(screen.rows()[1].hasPrefix("notes.txt"))
        #expect(screen.rows()[0].contains("▲"))
        // Ctrl-S reverses the main sort: the table writes a Foundation
        // comparator back into the binding.
        app.handle([.key(KeyEvent(.character("s"), modifiers: .control))])
        #expect(screen.rows()[1].hasPrefix("photo.png"))
        #expect(screen.rows().contains { $0.hasPrefix("down") })
        // `>` sorts by the next column, Name: a comparator the table makes.
        app.handle([.key(KeyEvent(.character("<")))])
        #expect(screen.rows()[1].hasPrefix("archive.zip"))
      }
    }
  }
}
