import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

struct SceneApp: App {
  var body: some Scene {
    WindowGroup("Tasks") { Text("from a window group") }
  }
}

/// A scene made of another, as apps split theirs.
struct MainScene: Scene {
  var body: some Scene {
    WindowGroup { Text("from a custom scene") }
  }
}

struct CustomSceneApp: App {
  var body: some Scene { MainScene() }
}

struct ViewBodyApp: App {
  var body: some View { Text("from a view body") }
}

/// `App` with `var body: some Scene` (and still `some View`).
@MainActor
@Suite struct AppSceneTests {
  @Test func anAppsSceneShowsItsWindowGroupsContent() throws {
    for (root, text) in [
      (rootView(of: SceneApp().body), "from a window group"),
      (rootView(of: CustomSceneApp().body), "from a custom scene"),
      (AnyView(ViewBodyApp().body), "from a view body"),
    ] {
      try withHostedView(root, width: 30, height: 1) { _, _, screen in
        #expect(screen.rows()[0].contains(text))
      }
    }
    #expect(WindowGroup("Tasks") { Text("x") }.title == "Tasks")
    // Each kind of app has its entry point.
    let entries: [@MainActor () -> Void] = [SceneApp.main, CustomSceneApp.main, ViewBodyApp.main]
    #expect(entries.count == 3)
  }
}
