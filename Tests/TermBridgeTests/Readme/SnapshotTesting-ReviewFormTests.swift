import TermBridge
import TermBridgeTesting
import Testing

@Test @MainActor func reviewFormSnapshot() throws {
  try TermScreen.withInMemory(width: 24, height: 8) { screen in
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    window.rootViewController = TermHostingController(rootView: ReviewForm())
    window.makeKeyAndVisible(in: app)
    app.handle(try KeyScript("key right").events)  // four stars
    if let diff = SnapshotStore(testFile: #filePath).verify(screen, named: "review-form") {
      Issue.record(Comment(rawValue: diff))
    }
  }
}

@Test @MainActor func reviewFormByPilot() throws {
  try TermPilot.run(ReviewForm(), width: 24, height: 8) { pilot in
    try pilot.press("left", "left")
    #expect(pilot.screenText.contains("1 of 5"))
    try pilot.click("Reset")
    try pilot.wait(until: { pilot.screenText.contains("0 of 5") })
  }
}
