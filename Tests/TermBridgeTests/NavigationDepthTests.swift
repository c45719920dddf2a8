import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// How many times the screens' bodies ran.
@MainActor
final class LevelCounter {
  var evaluations = 0
}

@Observable @MainActor
final class DeepPathModel {
  var path: [Int] = []
  var title = "Levels"
}

/// A stack pushed by value, deep.
struct DeepStack: View {
  @Bindable var model: DeepPathModel
  let counter: LevelCounter

  var body: some View {
    NavigationStack(path: $model.path) {
      Text(model.title)
        .navigationDestination(for: Int.self) { level in Level(level: level, counter: counter) }
    }
  }

  struct Level: View {
    let level: Int
    let counter: LevelCounter
    @Environment(\.isEnabled) var isEnabled
    var body: some View {
      counter.evaluations += 1
      return Text("Level \(level) \(isEnabled ? "on" : "off")")
    }
  }
}

/// A push costs in proportion to the screens it adds, not to the depth of
/// the stack (issue 30, part 2): before, the stack's parent re-rendering on
/// a path change reset every screen's root view and environment.
@MainActor
struct NavigationDepthTests {
  static func navigationController(in view: TermView) -> TermNavigationController? {
    if let navigation = view.viewController as? TermNavigationController { return navigation }
    for subview in view.subviews {
      if let found = navigationController(in: subview) { return found }
    }
    return nil
  }

  @Test func aPushAtDepthTwoHundredRunsOnlyTheNewScreensBody() throws {
    let model = DeepPathModel()
    let counter = LevelCounter()
    try withHostedView(DeepStack(model: model, counter: counter), width: 40, height: 8) { app, _, screen in
      for level in 1...200 {
        model.path.append(level)
        app.render()
      }
      #expect(screen.rows().contains { $0.contains("Level 200 on") })
      counter.evaluations = 0
      model.path.append(201)
      app.render()
      #expect(screen.rows().contains { $0.contains("Level 201 on") })
      #expect(counter.evaluations <= 3, "one push ran \(counter.evaluations) screens' bodies")
      // The screens under the top were not given a new root or environment.
      let navigation = try #require(Self.navigationController(in: app.windows[0]))
      #expect(navigation.viewControllers.count == 202)
      let touched = navigation.viewControllers.dropLast().filter { $0.view.needsUpdateProperties }
      #expect(touched.count <= 1, "one push touched \(touched.count) screens")
      // A pop shows the screen below, brought up to date.
      model.title = "Changed"
      model.path.removeLast(2)
      app.render()
      #expect(screen.rows().contains { $0.contains("Level 199 on") })
      #expect(counter.evaluations <= 8, "\(counter.evaluations)")
      model.path.removeAll()
      app.render()
      #expect(screen.rows().contains { $0.contains("Changed") })
    }
  }

  @Test func anEnvironmentChangeReachesAScreenUnderTheTopWhenItIsShownAgain() throws {
    struct Screen: View {
      @Bindable var model: DeepPathModel
      let counter: LevelCounter
      var body: some View {
        DeepStack(model: model, counter: counter).disabled(model.title == "Off")
      }
    }
    let model = DeepPathModel()
    let counter = LevelCounter()
    try withHostedView(Screen(model: model, counter: counter), width: 40, height: 8) { app, _, screen in
      model.path = [1, 2, 3]
      app.render()
      #expect(screen.rows().contains { $0.contains("Level 3 on") })
      model.title = "Off"
      app.render()
      #expect(screen.rows().contains { $0.contains("Level 3 off") })
      model.path.removeLast()
      app.render()
      #expect(screen.rows().contains { $0.contains("Level 2 off") }, "\(screen.rows())")
    }
  }
}
