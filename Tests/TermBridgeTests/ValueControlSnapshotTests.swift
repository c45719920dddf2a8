import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Every value control in its states, one a row: steppers at a bound and
/// disabled, sliders at their bounds and disabled, each toggle style on and
/// off and disabled.
struct ValueControlGallery: View {
  @State private var low = 0
  @State private var high = 5
  @State private var low2 = 0.0
  @State private var high2 = 10.0
  @State private var on = true
  @State private var off = false

  var body: some View {
    VStack(alignment: .leading) {
      Stepper("At min: \(low)", value: $low, in: 0...5)
      Stepper("At max: \(high)", value: $high, in: 0...5)
      Stepper("Disabled", value: $low, in: 0...5).disabled(true)
      Slider(value: $low2, in: 0...10) {
        Text("Min")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("10")
      }
      Slider(value: $high2, in: 0...10, step: 1) { Text("Max") }
      Slider(value: $high2, in: 0...20) { Text("Off") }.disabled(true)
      Toggle("Checkbox on", isOn: $on).toggleStyle(.checkbox)
      Toggle("Switch on", isOn: $on).toggleStyle(.switch)
      Toggle("Switch off", isOn: $off).toggleStyle(.switch)
      HStack {
        Toggle("Button on", isOn: $on)
        Toggle("Button off", isOn: $off)
      }
      .toggleStyle(.button)
      Toggle("Disabled switch", isOn: $on).toggleStyle(.switch).disabled(true)
      Toggle("Automatic", isOn: $off)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// The value controls as they look, at 80x24 and 40x12.
@MainActor
@Suite struct ValueControlSnapshotTests {
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }

  @Test(arguments: [(80, 24), (40, 12)])
  func theGalleryShowsEachControlInItsStates(width: Int, height: Int) throws {
    try withHostedView(ValueControlGallery(), width: width, height: height) { app, _, screen in
      expectSnapshot(screen, named: "value-controls-\(width)x\(height)")
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("At min: 0 [-|+]"))
      #expect(rows[6].hasPrefix("[x] Checkbox on"))
      #expect(rows[7].hasPrefix("( ●) Switch on"))
      #expect(rows[8].hasPrefix("(○ ) Switch off"))
      #expect(rows[9].contains("[ Button on ]") && rows[9].contains("[ Button off ]"))
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func focusMovesThroughTheControls(width: Int, height: Int) throws {
    try withHostedView(ValueControlGallery(), width: width, height: height) { app, _, screen in
      app.handle([key(.tab), key(.tab)])  // the first slider (the disabled stepper is skipped)
      expectSnapshot(screen, named: "value-controls-slider-focused-\(width)x\(height)")
      app.handle([key(.tab), key(.tab), key(.tab), key(.tab), key(.tab)])  // "Button on"
      expectSnapshot(screen, named: "value-controls-button-focused-\(width)x\(height)")
    }
  }
}
