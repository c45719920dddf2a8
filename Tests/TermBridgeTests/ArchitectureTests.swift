import Testing

@testable import TermBridge
@testable import TermBridgeWidgets
@testable import TermDemo

/// What the architecture promises about the widget tree: structural views
/// (stacks, padding, frames, focus and key modifiers, environment) add no
/// widget, so a control sits only as deep as the widgets that draw.
extension TerminalSuites {
  @MainActor @Suite struct ArchitectureTests {
    /// The views from `view` up to its window, nearest first.
    private func chain(from view: TermView) -> [String] {
      var names: [String] = []
      var current: TermView? = view.superview
      while let node = current, !(node is TermWindow) {
        names.append(String(describing: type(of: node)).components(separatedBy: "<").first ?? "")
        current = node.superview
      }
      return names
    }

    /// Before the layers were split, the demo's search field sat 12 views
    /// below its window, 9 of them structural (stacks, padding, frames,
    /// focus and key-press wrappers).
    @Test func theDemosSearchFieldSitsOnlyBelowWidgetsThatDraw() throws {
      let demo = try HeadlessDemo(items: 100, size: Size(width: 80, height: 20))
      defer { demo.close() }
      let window = try #require(demo.app.keyWindow)
      let field = try #require(findView(TermSearchBar.self, in: window))
      let views = chain(from: field)
      print("search field depth \(views.count + 1): \(views.joined(separator: " < "))")
      // The hosting controller's view, the graph's root widget, the field.
      #expect(views.count + 1 <= 3, "\(views)")
    }

    /// Each batch of keys is one frame: one update phase (bodies, cells),
    /// one layout of each window, one draw. Nothing is updated during
    /// layout, no second round is needed, and drawing asks for no frame.
    @Test(arguments: [
      "type harlie", "key down\nkey down", "key tab\ntype note", "key pagedown", "key f1\nkey escape",
    ])
    func aBatchOfKeysIsOneFrameInThreePhases(script: String) throws {
      let demo = try HeadlessDemo(items: 2_000, size: Size(width: 80, height: 20))
      defer { demo.close() }
      let before = demo.app.frameStatistics
      for line in script.split(separator: "\n") {
        demo.app.handle(try KeyScript(String(line)).events)
      }
      let after = demo.app.frameStatistics
      let batches = script.split(separator: "\n").count
      #expect(after.frames - before.frames == batches)
      #expect(after.extraLayoutRounds == before.extraLayoutRounds)
      #expect(after.updatesDuringLayout == before.updatesDuringLayout)
      #expect(after.framesRequestedWhileDrawing == 0)
      #expect(demo.app.phase == .idle)
    }

    /// A list that grows configures the cells coming into view while it is
    /// laid out (their content is built then), and says so in the count.
    @Test func aListThatGrowsBuildsItsNewCellsDuringLayout() throws {
      let demo = try HeadlessDemo(items: 2_000, size: Size(width: 80, height: 20))
      defer { demo.close() }
      let before = demo.app.frameStatistics.updatesDuringLayout
      demo.app.handle([.resize(Size(width: 80, height: 30))])
      #expect(demo.app.frameStatistics.updatesDuringLayout > before)
      #expect(demo.consistencyProblems() == [])
    }
  }
}
