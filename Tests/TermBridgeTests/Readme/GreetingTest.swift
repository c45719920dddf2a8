import TermBridge
import TermBridgeTesting
import Testing

@Test @MainActor func greeting() throws {
  try TermScreen.withInMemory(width: 30, height: 11) { screen in
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    window.rootViewController = TermHostingController(rootView: CounterView())
    window.makeKeyAndVisible(in: app)
    app.handle(try KeyScript("type Ada\nkey tab\nkey tab\nkey enter").events)  // Ada, then "+"
    if let diff = SnapshotStore(testFile: #filePath).verify(screen, named: "greeting") {
      Issue.record(Comment(rawValue: diff))
    }
  }
}
