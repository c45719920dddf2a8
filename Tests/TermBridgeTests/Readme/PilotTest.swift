import TermBridge
import TermBridgeTesting
import Testing

@Test @MainActor func greetingByPilot() throws {
  try TermPilot.run(CounterView(), width: 30, height: 11) { pilot in
    pilot.type("Ada")
    try pilot.click("+")  // the first cell showing "+"
    try pilot.wait(until: { pilot.screenText.contains("Hello, Ada!") })
  }
}
