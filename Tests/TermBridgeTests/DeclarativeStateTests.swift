import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@Observable
@MainActor
final class CounterModel {
  var count = 0
  var title = "Model"
}

/// Counts body evaluations per view name.
@MainActor
final class BodyCounter {
  static var counts: [String: Int] = [:]
  static func hit(_ name: String) { counts[name, default: 0] += 1 }
  static func reset() { counts.removeAll() }
}

struct ToggleScreen: View {
  @State var isOn = false
  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Enabled", isOn: $isOn)
      Text(isOn ? "state: on" : "state: off")
    }
  }
}

struct Leaf: View {
  let index: Int
  @State var flag = false
  var body: some View {
    BodyCounter.hit("leaf\(index)")
    return Text(flag ? "leaf \(index) on" : "leaf \(index)")
  }
}

/// Exposes one leaf's state to the test through a binding handed out once.
@MainActor
final class FlagHandle {
  var binding: Binding<Bool>?
}

struct HandleLeaf: View {
  let handle: FlagHandle
  @State var flag = false
  var body: some View {
    BodyCounter.hit("handleLeaf")
    handle.binding = $flag
    return Text(flag ? "on" : "off")
  }
}

struct ManyLeaves: View {
  let handle: FlagHandle
  var body: some View {
    BodyCounter.hit("root")
    return VStack {
      ForEach(0..<10_000) { Leaf(index: $0) }
      HandleLeaf(handle: handle)
    }
  }
}

struct ModelReader: View {
  let model: CounterModel
  var body: some View {
    BodyCounter.hit("countReader")
    return Text("count \(model.count)")
  }
}

struct TitleReader: View {
  let model: CounterModel
  var body: some View {
    BodyCounter.hit("titleReader")
    return Text("title \(model.title)")
  }
}

struct ModelScreen: View {
  let model: CounterModel
  var body: some View {
    BodyCounter.hit("modelScreen")
    return VStack {
      ModelReader(model: model)
      TitleReader(model: model)
    }
  }
}

@MainActor
@Suite struct DeclarativeStateTests {
  @Test func togglingStateGivesTheNewScreen() throws {
    try withHostedView(ToggleScreen(), width: 20, height: 2) { app, _, screen in
      expectSnapshot(screen, named: "state-toggle-off")
      app.handle([.key(KeyEvent(.character(" ")))])
      expectSnapshot(screen, named: "state-toggle-on")
      #expect(screen.rows()[1].contains("state: on"))
    }
  }

  @Test func stateReadByOneLeafAmongTenThousandEvaluatesOnlyThatLeaf() throws {
    BodyCounter.reset()
    let handle = FlagHandle()
    try withHostedView(ManyLeaves(handle: handle), width: 30, height: 5) { app, host, _ in
      #expect(BodyCounter.counts["root"] == 1)
      #expect(BodyCounter.counts["leaf9999"] == 1)
      let before = host.statistics
      BodyCounter.reset()
      handle.binding?.wrappedValue = true
      app.render()
      #expect(BodyCounter.counts == ["handleLeaf": 1])
      #expect(host.statistics.bodyEvaluations - before.bodyEvaluations == 1)
      #expect(host.statistics.widgetUpdates - before.widgetUpdates == 1)
    }
  }

  @Test func observablePropertyChangeEvaluatesOnlyItsReaders() throws {
    BodyCounter.reset()
    let model = CounterModel()
    try withHostedView(ModelScreen(model: model), width: 20, height: 2) { app, _, screen in
      BodyCounter.reset()
      model.count = 5
      app.render()
      #expect(BodyCounter.counts == ["countReader": 1])
      #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "count 5")
      BodyCounter.reset()
      model.title = "Renamed"
      app.render()
      #expect(BodyCounter.counts == ["titleReader": 1])
      #expect(screen.rows()[1].trimmingCharacters(in: .whitespaces) == "title Renamed")
    }
  }

  @Test func aRebuildThatChangesNothingDrawsNothing() throws {
    let model = CounterModel()
    try withHostedView(ModelScreen(model: model), width: 20, height: 2) { app, _, screen in
      let drawn = app.drawnViewCount
      let frames = screen.frameCount
      model.count = 0  // the same value: readers re-evaluate, nothing changes
      app.render()
      #expect(app.drawnViewCount == drawn)
      _ = frames
    }
  }

  @Test func bindingsToModelPropertiesAndCollectionElements() throws {
    struct Row: View {
      @Binding var name: String
      var body: some View { Text(name) }
    }
    struct Screen: View {
      @State var names = ["a", "b", "c"]
      @Bindable var model: CounterModel
      var body: some View {
        VStack {
          ForEach(0..<3) { i in Row(name: $names[i]) }
          Row(name: $model.title)
        }
        .onAppear {
          names[1] = "B"
          model.title = "T"
        }
      }
    }
    let model = CounterModel()
    try withHostedView(Screen(model: model), width: 10, height: 4) { app, _, screen in
      app.render()
      #expect(screen.rows().map { $0.trimmingCharacters(in: .whitespaces) } == ["a", "B", "c", "T"])
    }
  }

  @Test func environmentFlowsDownAndCustomKeysWork() throws {
    struct Reader: View {
      @Environment(\.isEnabled) var isEnabled
      @Environment(\.accentName) var accent
      var body: some View { Text("\(isEnabled ? "enabled" : "disabled") \(accent)") }
    }
    struct Screen: View {
      @State var disabled = false
      var body: some View {
        VStack {
          Reader()
          Reader().disabled(true).environment(\.accentName, "red")
        }
      }
    }
    try withHostedView(Screen(), width: 20, height: 2) { _, _, screen in
      #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "enabled none")
      #expect(screen.rows()[1].trimmingCharacters(in: .whitespaces) == "disabled red")
    }
  }
}

struct AccentNameKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  var accentName: String {
    get { self[AccentNameKey.self] }
    set { self[AccentNameKey.self] = newValue }
  }
}
