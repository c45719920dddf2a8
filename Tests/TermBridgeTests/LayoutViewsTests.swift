import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A file table: a header row, a divider across every column, rows, and a
/// footer cell over two columns.
private struct FileGrid: View {
  var body: some View {
    Grid(alignment: .leading) {
      GridRow {
        Text("Name")
        Text("Size")
        Text("Kind")
      }
      Divider()
      GridRow {
        Text("notes.txt")
        Text("12 KB").gridColumnAlignment(.trailing)
        Text("Text")
      }
      GridRow {
        Text("photo.png")
        Text("1.2 MB")
        Text("Image")
      }
      GridRow {
        Text("Total 1.2 MB").gridCellColumns(2)
        Text("-")
      }
    }
  }
}

/// A status line that has a long and a short form.
private struct Status: View {
  var body: some View {
    ViewThatFits(in: .horizontal) {
      Text("Connected to build-server-01.example.com over TLS")
      Text("Connected")
    }
  }
}

/// Says the size it was given.
private struct SizeReport: View {
  var body: some View {
    GeometryReader { proxy in
      Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
    }
  }
}

/// Content between a title bar and a status bar.
private struct Barred: View {
  var body: some View {
    Text("Content")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .border()
      .safeAreaInset(edge: .top) { Text("Title bar") }
      .safeAreaInset(edge: .bottom, alignment: .leading) { Text("3 items") }
  }
}

/// Hosts `view` as a window's root controller, so that it follows the
/// screen's size, as an app's content does.
@MainActor
private func withRootController<V: View, R>(
  _ view: V, width: Int, height: Int,
  _ body: (TermApplication, TermHostingController<V>, TermScreen) throws -> R
) throws -> R {
  try TermScreen.withInMemory(width: width, height: height) { screen in
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    let controller = TermHostingController(rootView: view)
    window.rootViewController = controller
    window.makeKeyAndVisible(in: app)
    app.render()
    return try body(app, controller, screen)
  }
}

/// `Grid`, `ViewThatFits`, `GeometryReader` and `safeAreaInset`.
@MainActor
@Suite struct LayoutViewsTests {
  private func trimmed(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aGridSizesColumnsByTheirWidestCellAndSpansDividersAndCells(width: Int, height: Int) throws {
    try withHostedView(FileGrid(), width: width, height: height) { _, host, screen in
      expectSnapshot(screen, named: "grid-files-\(width)x\(height)")
      let rows = screen.rows()
      let header = try #require(rows.firstIndex { $0.contains("Name") })
      // Columns as wide as their widest cell, one column apart.
      let name = try #require(rows[header].range(of: "Name")).lowerBound
      let size = try #require(rows[header].range(of: "Size")).lowerBound
      // ("Size" is aligned trailing in a column as wide as "1.2 MB").
      #expect(rows[header].distance(from: name, to: size) == "notes.txt".count + 1 + 2)
      // The divider spans the three columns: 9 + 1 + 6 + 1 + 5 cells.
      #expect(rows[header + 1].filter { $0 == "─" }.count == 22)
      // The size column is aligned trailing.
      #expect(rows[header + 2].contains("notes.txt  12 KB Text"))
      #expect(rows[header + 3].contains("photo.png 1.2 MB Image"))
      // The footer spans two columns; the third cell stays in its column.
      #expect(rows[header + 4].contains("Total 1.2 MB     -"))
      #expect(allViews(TermDivider.self, in: host).count == 1)
    }
  }

  @Test func flexibleGridCellsShareTheWidthLeftOver() throws {
    struct Spread: View {
      var body: some View {
        Grid {
          GridRow {
            Text("a")
            Spacer()
            Text("b")
            Spacer()
            Text("c")
          }
        }
      }
    }
    try withHostedView(Spread(), width: 21, height: 1) { _, _, screen in
      // 3 letters and 4 gaps of one column: the two spacers get 7 columns each.
      #expect(
        screen.rows() == [
          "a" + String(repeating: " ", count: 9) + "b" + String(repeating: " ", count: 9) + "c"
        ])
    }
  }

  @Test func aGridCellAnchorPlacesOneCellInItsSlot() throws {
    struct Anchored: View {
      var body: some View {
        Grid(alignment: .leading) {
          GridRow {
            Text("wide cell")
            Text("x")
          }
          GridRow {
            Text("a").gridCellAnchor(.trailing)
            Text("y")
          }
          GridRow {
            Text("b")
            Text("z")
          }
        }
      }
    }
    try withHostedView(Anchored(), width: 11, height: 3) { _, _, screen in
      #expect(screen.rows() == ["wide cell x", "        a y", "b         z"])
    }
  }

  @Test func theOptionsViewThatFitsHidesTakeNoFocus() throws {
    struct Actions: View {
      var body: some View {
        ViewThatFits(in: .horizontal) {
          HStack {
            Button("Save the document") {}
            Button("Discard all changes") {}
          }
          Button("Save") {}
        }
      }
    }
    try withHostedView(Actions(), width: 20, height: 3) { app, host, _ in
      let buttons = allViews(TermButton.self, in: host)
      #expect(buttons.count == 3)
      let focusable = host.window?.focusableViews() ?? []
      #expect(focusable.count == 1 && focusable.first === buttons[2])
      app.handle([.key(KeyEvent(.tab))])
      #expect(host.window?.firstResponder === buttons[2])
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func viewThatFitsShowsTheFirstOptionThatFits(width: Int, height: Int) throws {
    try withHostedView(Status(), width: width, height: height) { _, host, screen in
      expectSnapshot(screen, named: "view-that-fits-\(width)x\(height)")
      let text = trimmed(screen).filter { !$0.isEmpty }
      let labels = allViews(TermLabel.self, in: host)
      #expect(labels.count == 2)  // both options are there, one hidden
      if width >= 49 {
        #expect(text == ["Connected to build-server-01.example.com over TLS"])
        #expect(labels.map(\.isHidden) == [false, true])
      } else {
        #expect(text == ["Connected"])
        #expect(labels.map(\.isHidden) == [true, false])
      }
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func geometryReaderShowsItsSizeAtTheTopLeadingCorner(width: Int, height: Int) throws {
    try withHostedView(SizeReport(), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "geometry-reader-\(width)x\(height)")
      #expect(screen.rows()[0].hasPrefix("\(width)x\(height) "))
    }
  }

  @Test func geometryReaderFollowsAResizeInOneFrameAndThenSettles() throws {
    try withRootController(SizeReport(), width: 80, height: 24) { app, controller, screen in
      #expect(screen.rows()[0].hasPrefix("80x24 "))
      let before = app.frameStatistics
      app.handle([.resize(Size(width: 40, height: 12))])
      #expect(screen.rows()[0].hasPrefix("40x12 "))
      // The resize frame laid out once more for the new size, only once.
      #expect(app.frameStatistics.frames == before.frames + 1)
      #expect(app.frameStatistics.extraLayoutRounds == before.extraLayoutRounds + 1)
      // A steady frame runs no body and no extra round, and asks for no other.
      let settled = app.frameStatistics
      let bodies = controller.hostingView.statistics.bodyEvaluations
      app.render()
      #expect(app.frameStatistics.frames == settled.frames + 1)
      #expect(app.frameStatistics.extraLayoutRounds == settled.extraLayoutRounds)
      #expect(app.frameStatistics.framesRequestedWhileDrawing == settled.framesRequestedWhileDrawing)
      #expect(controller.hostingView.statistics.bodyEvaluations == bodies)
      #expect(!controller.hostingView.needsUpdateProperties)
      #expect(screen.rows()[0].hasPrefix("40x12 "))
    }
  }

  @Test func geometryProxyGivesLocalAndGlobalFrames() throws {
    struct Framed: View {
      var body: some View {
        VStack(spacing: 0) {
          Text("top")
          GeometryReader { proxy in
            // Typed: this test module sees TermBridgeCore's geometry too.
            let global: CGRect = proxy.frame(in: .global)
            let local: CGRect = proxy.frame(in: .local)
            Text("\(Int(global.minY)) \(Int(local.minY))")
          }
        }
      }
    }
    try withHostedView(Framed(), width: 20, height: 5) { _, _, screen in
      #expect(screen.rows()[1].hasPrefix("1 0 "))
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func safeAreaInsetPutsBarsAtTheEdgesAndTheContentBetween(width: Int, height: Int) throws {
    try withHostedView(Barred(), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "safe-area-inset-\(width)x\(height)")
      let rows = screen.rows()
      #expect(rows[0].trimmingCharacters(in: .whitespaces) == "Title bar")
      #expect(rows[height - 1].hasPrefix("3 items"))
      #expect(rows[1].hasPrefix("┌") && rows[height - 2].hasPrefix("└"))
      #expect(rows[(height - 1) / 2 + 0].contains("Content") || rows[height / 2].contains("Content"))
    }
  }
}
