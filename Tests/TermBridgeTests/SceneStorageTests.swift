import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A counter kept in scene storage under `key`.
private struct StoredCounter: View {
  let label: String
  @SceneStorage("presses") private var presses = 0

  var body: some View {
    Button("\(label) \(presses)") { presses += 1 }
  }
}

/// Shows the counter or not; a `@State` counter beside it for contrast.
private struct CounterScreen: View {
  var showsCounter: Bool
  var showsSecond = false

  var body: some View {
    VStack {
      if showsCounter { StoredCounter(label: "A") }
      if showsSecond { StoredCounter(label: "B") }
      Text("end")
    }
  }
}

/// `@SceneStorage`: per scene, kept while views come and go.
@MainActor
@Suite struct SceneStorageTests {
  private func texts(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func aValueSurvivesTheViewLeavingAndComingBack() throws {
    let store = SceneStorageStore()
    var root = CounterScreen(showsCounter: true)
    func hosted(_ screen: CounterScreen) -> some View { screen.environment(\.sceneStorage, store) }
    try withHostedView(hosted(root), width: 20, height: 4) { app, host, screen in
      app.handle([.key(KeyEvent(.enter)), .key(KeyEvent(.enter))])
      #expect(texts(screen) == ["A 2", "end"])
      root.showsCounter = false
      host.rootView = hosted(root)
      app.render()
      #expect(texts(screen) == ["end"])
      root.showsCounter = true
      host.rootView = hosted(root)
      app.render()
      #expect(texts(screen) == ["A 2", "end"])
      #expect(store.value(forKey: "presses") == .int(2))
    }
  }

  @Test func viewsWithTheSameKeyShareTheValue() throws {
    let store = SceneStorageStore()
    let root = CounterScreen(showsCounter: true, showsSecond: true).environment(\.sceneStorage, store)
    try withHostedView(root, width: 20, height: 4) { app, _, screen in
      #expect(texts(screen) == ["A 0", "B 0", "end"])
      app.handle([.key(KeyEvent(.enter))])  // A is focused
      #expect(texts(screen) == ["A 1", "B 1", "end"])
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])
      #expect(texts(screen) == ["A 2", "B 2", "end"])
    }
  }

  @Test func eachSceneHasItsOwnValues() throws {
    let first = SceneStorageStore()
    let second = SceneStorageStore()
    first.set(.int(5), forKey: "presses")
    let root = CounterScreen(showsCounter: true).environment(\.sceneStorage, second)
    try withHostedView(root, width: 20, height: 4) { _, _, screen in
      #expect(texts(screen) == ["A 0", "end"])
    }
    #expect(first.value(forKey: "presses") == .int(5))
  }
}
