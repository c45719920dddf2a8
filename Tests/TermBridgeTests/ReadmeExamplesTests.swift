import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// The README's Swift blocks are the files in `Readme/`, character for
// character (less `@main`, which a test target cannot have): the first
// test below reads README.md and fails when they differ, so the README is
// compiled by every test run and cannot drift.

/// README.md's Swift blocks, less `@main` lines, and the files in `Readme/`.
enum ReadmeBlocks {
  static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static func blocks() throws -> [String] {
    let readme = testsDirectory.appendingPathComponent("../../README.md").standardizedFileURL
    let text = try String(contentsOf: readme, encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil {
        if line == "```swift" { current = [] }
      } else if line == "```" {
        blocks.append(current!.filter { $0 != "@main" }.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current!.append(line)
      }
    }
    return blocks
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
  @Test func everySwiftBlockOfTheReadmeIsCompiledVerbatim() throws {
    let blocks = try ReadmeBlocks.blocks()
    let files = try ReadmeBlocks.files()
    #expect(blocks.count >= 6)
    for block in blocks {
      let firstLine = block.prefix { $0 != "\n" }
      let compiled = files.values.contains(block)
      #expect(compiled, "README block not in Tests/TermBridgeTests/Readme/: \(firstLine)")
    }
    for (name, text) in files {
      let shown = blocks.contains(text)
      #expect(shown, "Readme/\(name) is not a block of README.md any more (swift-format may have changed it)")
    }
  }
}

extension TerminalSuites {
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
      try TermScreen.withHeadless(width: 30, height: 11) { screen in
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
      try TermScreen.withHeadless(width: 30, height: 6) { screen in
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
      try TermScreen.withHeadless(width: 30, height: 5) { screen in
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
}
