import TermBridge
import TermBridgeTesting
import Testing

@Test @MainActor func helloGreetsByName() throws {
  try TermPilot.run(HelloView(), width: 30, height: 6) { pilot in
    pilot.type("Ada")
    try pilot.wait(until: { pilot.screenText.contains("Hello, Ada!") })
  }
}
