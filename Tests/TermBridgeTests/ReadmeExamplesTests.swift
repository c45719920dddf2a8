import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// The Swift blocks of the README and of the DocC catalog's pages
// (Sources/TermBridge/Module/TermBridge.docc) are the files in `Readme/`,
// character for character, less the lines a test target cannot have:
// `@main`, and `@testable import Hello` (the README's example package's
// own module) with the blank line after it. The first test below reads
// them and fails when they differ, so the documentation is compiled by
// every test run and cannot drift. A block that is a package manifest
// (`// swift-tools-version`) is the one kind not compiled.

/// The Swift blocks of README.md and the catalog's pages, less the lines
/// a test target cannot have, and the files in `Readme/`.
enum ReadmeBlocks {
  /// Lines of a block left out of its file: an app's entry point, and the
  /// import of the README's example app from its tests (whose views are
  /// compiled into this target instead).
  static let linesNotCompiled: Set<Substring> = ["@main", "@testable import Hello"]

  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let catalog = testsDirectory.appendingPathComponent(
    "../../Sources/TermBridge/Module/TermBridge.docc"
  )
  .standardizedFileURL

  /// README.md's Swift blocks.
  static func blocks() throws -> [String] {
    let readme = testsDirectory.appendingPathComponent("../../README.md").standardizedFileURL
    return blocks(of: try String(contentsOf: readme, encoding: .utf8))
  }

  /// The Swift blocks of each page of the catalog, by its path in the catalog.
  static func catalogBlocks() throws -> [String: [String]] {
    var pages: [String: [String]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: catalog.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".md") else { continue }
      let text = try String(contentsOf: catalog.appendingPathComponent(path), encoding: .utf8)
      pages[path] = blocks(of: text)
    }
    return pages
  }

  /// Whether a block is a package manifest, shown but not compiled.
  static func isManifest(_ block: String) -> Bool { block.hasPrefix("// swift-tools-version") }

  static func blocks(of text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil {
        if line == "```swift" { current = [] }
      } else if line == "```" {
        blocks.append(compiledLines(of: current!).joined(separator: "\n") + "\n")
        current = nil
      } else {
        current!.append(line)
      }
    }
    return blocks
  }

  /// `lines` less those not compiled, and the blank line after each.
  static func compiledLines(of lines: [Substring]) -> [Substring] {
    var kept: [Substring] = []
    var droppedLast = false
    for line in lines {
      if linesNotCompiled.contains(line) || (droppedLast && line.isEmpty) {
        droppedLast = !line.isEmpty
        continue
      }
      droppedLast = false
      kept.append(line)
    }
    return kept
  }

  static func files() throws -> [String: String] {
    let directory = testsDirectory.appendingPathComponent("Readme")
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
    where name.hasSuffix(".swift") {
      files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }
}

@Suite struct ReadmeBlocksTests {
  @Test func everySwiftBlockOfTheReadmeAndTheCatalogIsCompiledVerbatim() throws {
    let readme = try ReadmeBlocks.blocks()
    let pages = try ReadmeBlocks.catalogBlocks()
    let files = try ReadmeBlocks.files()
    #expect(readme.count >= 6)
    #expect(pages.count >= 7, "the catalog's landing page and articles")
    let documents =
      [("README.md", readme)]
      + pages.sorted { $0.key < $1.key }.map { ("TermBridge.docc/\($0.key)", $0.value) }
    for (document, blocks) in documents {
      for block in blocks where !ReadmeBlocks.isManifest(block) {
        let firstLine = block.prefix { $0 != "\n" }
        let compiled = files.values.contains(block)
        #expect(compiled, "\(document) block not in Tests/TermBridgeTests/Readme/: \(firstLine)")
      }
    }
    let shownBlocks = documents.flatMap(\.1)
    for (name, text) in files {
      let shown = shownBlocks.contains(text)
      #expect(
        shown,
        "Readme/\(name) is not a block of README.md or a catalog page any more (swift-format may have changed it)"
      )
    }
  }
}

@MainActor
@Suite struct ReadmeExamplesTests {
  @Test func choresAppNavigatesSwitchesTabsAndDeletesAfterTheAlert() throws {
    try withHostedView(ChoresApp(), width: 50, height: 14) { app, _, screen in
      #expect(screen.rows()[0].contains("☰ Chores"))
      #expect(screen.rows().contains { $0.contains("Take out bins ›") })
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Take out bins
      #expect(screen.rows()[1].contains("‹ Chores"))
      app.handle([.key(KeyEvent(.enter))])  // Delete…
      #expect(screen.rows().contains { $0.contains("Delete Take out bins?") })
      app.handle([.key(KeyEvent(.enter))])  // Delete, then back
      #expect(app.windows.count == 1)
      #expect(!screen.rows().contains { $0.contains("Take out bins") })
      #expect(screen.rows().contains { $0.contains("Water plants ›") })
      app.handle([.key(.alt("2"))])
      #expect(screen.rows().contains { $0.contains("Nothing to set yet") })
    }
  }

  @Test func theCounterGreetsAndCounts() throws {
    try TermScreen.withInMemory(width: 30, height: 11) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: CounterView())
      window.makeKeyAndVisible(in: app)
      app.handle(try KeyScript("type Ada\nkey tab\nkey tab\nkey enter").events)
      #expect(screen.rows().contains { $0.contains("Hello, Ada!") })
      #expect(screen.rows().contains { $0.contains("  1  ") })
    }
  }

  @Test func theDashboardSizesItsHostedLineInViewDidLayoutSubviews() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let dashboard = Dashboard()
      window.rootViewController = dashboard
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(dashboard.statusLine.view.frame == Rect(x: 0, y: 0, width: 30, height: 1))
      // A hosting controller centres its content, as UIHostingController does.
      #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "Ready")
      dashboard.status.message = "Building"
      app.render()
      #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "Building")
      app.handle([.resize(Size(width: 20, height: 4))])
      #expect(dashboard.statusLine.view.frame.width == 20)
    }
  }

  @Test func theItemsControllerShowsAMillionHostedRows() throws {
    TermScreen.withInMemory(width: 30, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let controller = ItemsController()
      window.rootViewController = controller
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows()[0].hasPrefix("Item 1 "))
      controller.list.becomeFirstResponder()
      app.handle([.key(KeyEvent(.end))])
      #expect(screen.rows()[4].hasPrefix("Item 1000000"))
      #expect(controller.list.createdCellCount <= 8)
    }
  }

  @Test func searchBoxWritesItsBinding() throws {
    struct Screen: View {
      @State var query = ""
      var body: some View {
        VStack {
          SearchBox(query: $query)
          Text("query: \(query)")
        }
      }
    }
    try withHostedView(Screen(), width: 30, height: 2) { app, _, screen in
      app.handle(try KeyScript("type tea").events)
      #expect(screen.rows()[1].contains("query: tea"))
    }
  }
}
