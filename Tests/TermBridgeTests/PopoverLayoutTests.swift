import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A popover (and a sheet) is measured and placed on every layout, not
/// only when it is presented: one opened in a tiny terminal grows when the
/// terminal does, and follows the view it points at (issue 30, part 2).
@MainActor
struct PopoverLayoutTests {
  struct Screen: View {
    @State var showing = true
    var body: some View {
      Button("Anchor") { showing = true }
        .popover(isPresented: $showing) {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(1...8, id: \.self) { Text("Line \($0)") }
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
    }
  }

  struct SheetScreen: View {
    @State var showing = true
    var body: some View {
      Text("Under")
        .sheet(isPresented: $showing) {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(1...8, id: \.self) { Text("Row \($0)") }
          }
        }
    }
  }

  @Test func aPopoverOpenedInATinyTerminalGrowsAndFollowsItsAnchorWhenTheTerminalGrows() throws {
    try withHostedController(Screen(), width: 30, height: 6) { app, _, screen in
      app.render()
      #expect(app.windows.count == 2)
      let small = app.windows[1].frame
      #expect(small.height == 6, "as tall as the screen, over its anchor: \(small)")
      app.handle([.resize(Size(width: 60, height: 20))])
      app.render()
      let grown = app.windows[1].frame
      #expect(grown.height == 8 + 2, "all eight lines and the border: \(grown)")
      #expect(grown.minY == 1, "under the anchor's row")
      // The anchor moved right with the terminal's width; so did the popover.
      #expect(grown.maxX == 60, "at the right edge with its anchor: \(grown)")
      let rows = screen.rows()
      #expect(rows.contains { $0.contains("Line 8") }, "\(rows)")
    }
  }

  @Test func aSheetOpenedInATinyTerminalGrowsWhenTheTerminalGrows() throws {
    try withHostedController(SheetScreen(), width: 30, height: 6) { app, _, screen in
      app.render()
      #expect(app.windows.count == 2)
      #expect(app.windows[1].frame.height == 6)
      app.handle([.resize(Size(width: 60, height: 20))])
      app.render()
      #expect(app.windows[1].frame.height == 8 + 2, "\(app.windows[1].frame)")
      #expect(screen.rows().contains { $0.contains("Row 8") })
    }
  }
}
