import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A model written as before `@Observable`, with Combine's vocabulary.
final class ScoreModel: ObservableObject {
  @Published var score = 0
  @Published var name = "Ada"
  @Published var isOn = false
}

/// A subclass adds a published property; both share one publisher.
final class NamedScoreModel: ObservableObject {
  @Published var first = 1
  @Published var second = 2
}

/// Holds the model it is given.
struct ScoreReader: View {
  @ObservedObject var model: ScoreModel
  var body: some View {
    BodyCounter.hit("scoreReader")
    return Text("score \(model.score)")
  }
}

/// Does not hold the model: it must not run again on a change.
struct StaticLine: View {
  var body: some View {
    BodyCounter.hit("static")
    return Text("static")
  }
}

struct ScoreScreen: View {
  let model: ScoreModel
  var body: some View {
    BodyCounter.hit("scoreScreen")
    return VStack(alignment: .leading, spacing: 0) {
      ScoreReader(model: model)
      StaticLine()
    }
  }
}

/// Owns its model; hands it out once so the test can change it.
@MainActor
final class ModelHandle {
  var model: ScoreModel?
  var made = 0
}

struct OwningScreen: View {
  let handle: ModelHandle
  @StateObject private var model: ScoreModel

  init(handle: ModelHandle) {
    self.handle = handle
    _model = StateObject(
      wrappedValue: {
        handle.made += 1
        return ScoreModel()
      }())
  }

  var body: some View {
    BodyCounter.hit("owning")
    handle.model = model
    return VStack(alignment: .leading, spacing: 0) {
      Text("owned \(model.score)")
      Toggle("On", isOn: $model.isOn)
      TextField("Name", text: $model.name)
    }
  }
}

struct EnvironmentReader: View {
  @EnvironmentObject var model: ScoreModel
  var body: some View {
    BodyCounter.hit("environmentReader")
    return Text("env \(model.name)")
  }
}

struct ReceivingScreen: View {
  let model: ScoreModel
  @State private var received: [Int] = []
  var body: some View {
    Text("received \(received.map(String.init).joined(separator: ","))")
      .onReceive(model.$score) { received.append($0) }
  }
}

struct TickingScreen: View {
  let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
  @State private var ticks = 0
  var body: some View {
    Text("ticks \(ticks)")
      .onReceive(timer) { _ in ticks += 1 }
  }
}

extension TerminalSuites {
  @MainActor
  @Suite struct ObservableObjectTests {
    @Test func publishedChangeSendsObjectWillChangeBeforeTheChange() {
      let model = ScoreModel()
      var seen: [Int] = []
      let subscription = model.objectWillChange.sink { seen.append(model.score) }
      model.score = 3
      model.name = "Grace"
      #expect(seen == [0, 3])
      subscription.cancel()
      model.score = 4
      #expect(seen == [0, 3])
      #expect(model.objectWillChange === model.objectWillChange)
    }

    @Test func projectedValuePublishesTheCurrentValueThenEachNewOne() {
      let model = NamedScoreModel()
      var values: [Int] = []
      var cancellables = Set<AnyCancellable>()
      model.$second.sink { values.append($0) }.store(in: &cancellables)
      model.second = 5
      model.first = 9
      #expect(values == [2, 5])
      cancellables.removeAll()
      model.second = 6
      #expect(values == [2, 5])
    }

    @Test func aPublishedChangeRunsOnlyTheViewsHoldingTheObject() throws {
      BodyCounter.reset()
      let model = ScoreModel()
      try withHostedView(ScoreScreen(model: model), width: 20, height: 2) { app, _, screen in
        #expect(screen.rows()[0].contains("score 0"))
        BodyCounter.reset()
        model.score = 7
        // objectWillChange fires before the change; the body runs at the
        // next frame, and sees the new value.
        #expect(BodyCounter.counts.isEmpty)
        app.render()
        #expect(BodyCounter.counts == ["scoreReader": 1])
        #expect(screen.rows()[0].contains("score 7"))
      }
    }

    @Test func aStateObjectIsMadeOnceAndItsBindingsEditIt() throws {
      BodyCounter.reset()
      let handle = ModelHandle()
      try withHostedView(OwningScreen(handle: handle), width: 24, height: 3) { app, host, screen in
        #expect(handle.made == 1)
        guard let model = handle.model else {
          Issue.record("no model")
          return
        }
        model.score = 2
        app.render()
        #expect(screen.rows()[0].contains("owned 2"))
        #expect(handle.model === model)
        // The model outlives rebuilds of the view's value.
        host.rootView = OwningScreen(handle: handle)
        app.render()
        #expect(handle.model === model)
        #expect(screen.rows()[0].contains("owned 2"))
        // $model.isOn drives the toggle, $model.name the field.
        guard let toggle = findView(TermSwitch.self, in: host),
          let field = findView(TermTextField.self, in: host)
        else {
          Issue.record("no toggle or field")
          return
        }
        #expect(toggle.isOn == false)
        model.isOn = true
        app.render()
        #expect(toggle.isOn)
        field.becomeFirstResponder()
        app.handle([.key(KeyEvent(.end))])
        app.handle([.key(.character("!"))])
        #expect(model.name == "Ada!")
      }
    }

    @Test func environmentObjectIsFoundAndFollowed() throws {
      BodyCounter.reset()
      let model = ScoreModel()
      let view = VStack { EnvironmentReader() }.environmentObject(model)
      try withHostedView(view, width: 20, height: 1) { app, _, screen in
        #expect(screen.rows()[0].contains("env Ada"))
        BodyCounter.reset()
        model.name = "Lin"
        app.render()
        #expect(BodyCounter.counts == ["environmentReader": 1])
        #expect(screen.rows()[0].contains("env Lin"))
      }
    }

    @Test func onReceiveGetsAPublishedPropertysValues() throws {
      let model = ScoreModel()
      try withHostedView(ReceivingScreen(model: model), width: 30, height: 1) { app, _, screen in
        app.render()
        #expect(screen.rows()[0].contains("received 0"))
        model.score = 4
        app.render()
        #expect(screen.rows()[0].contains("received 0,4"))
      }
    }

    @Test func aTimerPublisherFiresThroughTheMainLoop() throws {
      try withHostedView(TickingScreen(), width: 20, height: 1) { app, _, screen in
        #expect(screen.rows()[0].contains("ticks 0"))
        @MainActor func ticks() -> Int { Int(screen.rows()[0].split(separator: " ")[1]) ?? -1 }
        var waited = 0
        while ticks() < 3, waited < 400 {
          usleep(5_000)
          waited += 1
          MainLoopTimers.shared.fireDue()
          app.render()
        }
        #expect(ticks() >= 3)
      }
    }
  }
}
