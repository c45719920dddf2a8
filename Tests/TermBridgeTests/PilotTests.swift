import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A model a timer fills in later.
@Observable
@MainActor
final class PilotModel {
  var greeting = "loading"
}

/// A screen whose greeting a timer sets, with named buttons.
struct PilotScreen: View {
  let model: PilotModel
  @State private var taps = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(model.greeting)
      Button("Tap") { taps += 1 }.accessibilityIdentifier("tap")
      Button("Reset") { taps = 0 }
      Text("taps \(taps)")
    }
  }
}

/// `TermPilot`: keys, typing, clicks by text and identifier, waiting.
@MainActor
@Suite struct PilotTests {
  @Test func aPilotTypesClicksAndWaits() throws {
    let model = PilotModel()
    try TermPilot.run(PilotScreen(model: model), width: 20, height: 6) { pilot in
      try pilot.click(id: "tap")
      try pilot.click("Tap")
      #expect(pilot.screenText.contains("taps 2"))
      try pilot.press("tab", "enter")  // Reset
      #expect(pilot.screenText.contains("taps 0"))
      TermTimer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in model.greeting = "hello" }
      #expect(!pilot.screenText.contains("hello"))
      try pilot.wait(until: { pilot.screenText.contains("hello") })
      #expect(throws: TermPilot.Failure.self) { try pilot.click("Nowhere") }
      #expect(throws: TermPilot.Failure.self) { try pilot.click(id: "nothing") }
      #expect(throws: TermPilot.Failure.self) {
        try pilot.wait(until: { false }, timeout: .milliseconds(20))
      }
    }
  }

  @Test func aPilotTypesIntoTheReadmesCounter() throws {
    try TermPilot.run(CounterView(), width: 30, height: 11) { pilot in
      pilot.type("Ada")
      try pilot.click("+")
      try pilot.wait(until: { pilot.screenText.contains("Hello, Ada!") })
      #expect(pilot.screenText.contains("  1  "))
    }
  }
}
