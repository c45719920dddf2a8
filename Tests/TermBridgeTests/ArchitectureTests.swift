import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTesting
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

    /// A layout modifier over several views applies to each of them, as
    /// SwiftUI's do, and makes no widget: the texts are the stack's only
    /// widgets, each padded on its own.
    @Test func aModifierOverAGroupAppliesToEachViewAndAddsNoWidget() throws {
      struct Padded: View {
        var body: some View {
          VStack(alignment: .leading, spacing: 0) {
            Group {
              Text("a")
              Text("b")
            }
            .padding(1)
          }
        }
      }
      try withHostedView(Padded(), width: 5, height: 6) { _, host, screen in
        // Each text is padded on its own (3 rows each), the whole centred.
        #expect(screen.rows() == ["     ", "  a  ", "     ", "     ", "  b  ", "     "])
        let labels = allViews(TermLabel.self, in: host)
        #expect(labels.count == 2)
        #expect(labels.allSatisfy { $0.superview?.superview === host }, "no wrapper between root and texts")
      }
    }

    /// `.onKeyPress` follows its content's widgets: when the content is
    /// replaced by a new widget, the handler moves to it.
    @Test func aKeyPressHandlerMovesToTheWidgetThatReplacesItsContent() throws {
      let model = SwappingModel()
      try withHostedView(SwappingScreen(model: model), width: 20, height: 3) { app, host, _ in
        app.handle([.key(KeyEvent(.function(2)))])
        #expect(model.presses == 1)
        let first = findView(TermTextField.self, in: host)
        model.generation += 1
        app.render()
        let second = findView(TermTextField.self, in: host)
        #expect(first !== second, "a new identity makes a new widget")
        second?.becomeFirstResponder()
        app.handle([.key(KeyEvent(.function(2)))])
        #expect(model.presses == 2)
      }
    }

    /// A view re-run by its parent while what it read stays unchanged used
    /// to leave its old Observation tracking registered with the model
    /// (the leak behind each click and Tab in the demo). A node now holds
    /// at most one live tracking: after 200 re-runs, one change of the
    /// property reaches one tracking, not 201.
    @Test func aNodeReRunByItsParentHoldsOneLiveTracking() throws {
      let model = SteadyModel()
      try withHostedView(SteadyParent(model: model), width: 30, height: 3) { app, _, screen in
        for _ in 0..<200 {
          model.tick += 1
          app.render()
        }
        #expect(screen.rows().contains { $0.contains("value 0 200") })
        let reached = trackingsReached { model.value = 7 }
        #expect(reached == 1, "the change reached \(reached) trackings")
        app.render()
        #expect(screen.rows().contains { $0.contains("value 7 200") })
      }
    }
  }
}

@Observable @MainActor
private final class SteadyModel {
  var value = 0
  var tick = 0
}

/// Re-runs `SteadyChild` (with a new salt) on every tick; the child reads a
/// property that does not change.
private struct SteadyParent: View {
  let model: SteadyModel
  var body: some View {
    VStack {
      Text("tick \(model.tick)")
      SteadyChild(model: model, salt: model.tick)
    }
  }
}

private struct SteadyChild: View {
  let model: SteadyModel
  let salt: Int
  var body: some View { Text("value \(model.value) \(salt)") }
}

@Observable @MainActor
private final class SwappingModel {
  var generation = 0
  var presses = 0
  var text = ""
}

/// A text field whose identity changes with the model's generation, under
/// a key handler.
private struct SwappingScreen: View {
  let model: SwappingModel
  var body: some View {
    VStack {
      TextField("field", text: Binding(get: { model.text }, set: { model.text = $0 }))
        .id(model.generation)
    }
    .onKeyPress(KeyEvent(.function(2))) {
      model.presses += 1
      return .handled
    }
  }
}
