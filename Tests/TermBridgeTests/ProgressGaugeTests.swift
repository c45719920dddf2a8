import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Spinners, bars at their bounds and between, and gauges.
struct ProgressGallery: View {
  var body: some View {
    VStack(alignment: .leading) {
      ProgressView()
      ProgressView("Loading")
      ProgressView(value: 0.0) { Text("Empty") }
      ProgressView(value: 5, total: 10) {
        Text("Copying")
      } currentValueLabel: {
        Text("5 of 10")
      }
      ProgressView("Done", value: 1.0)
      Gauge(value: 0.25) { Text("Battery") }
      Gauge(value: 80, in: 0...100) {
        Text("CPU")
      } currentValueLabel: {
        Text("80")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// `ProgressView` (spinner and bar, with labels) and `Gauge`, and the
/// spinner's animation on a clock the test sets.
@MainActor
@Suite struct ProgressGaugeTests {
  @Test(arguments: [(80, 24), (40, 12)])
  func barsSpinnersAndGaugesShowTheirLabelsAndValues(width: Int, height: Int) throws {
    try withHostedView(ProgressGallery(), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "progress-gauge-\(width)x\(height)")
      let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows[0] == "⠋")
      #expect(rows[1] == "⠋ Loading")
      #expect(rows[2].hasPrefix("Empty ░") && rows[2].hasSuffix("░ 0%"))
      #expect(rows[3].hasPrefix("Copying █") && rows[3].hasSuffix("░ 5 of 10"))
      #expect(rows[4].hasPrefix("Done █") && rows[4].hasSuffix("█ 100%"))
      #expect(rows[5].hasPrefix("Battery █") && rows[5].hasSuffix("░"), "a gauge shows no percentage")
      #expect(rows[6].hasPrefix("CPU 0 █") && rows[6].hasSuffix("░ 100 80"))
      let bar = rows[3].dropFirst("Copying ".count).prefix { $0 == "█" || $0 == "░" }
      #expect(bar.filter { $0 == "█" }.count * 2 == bar.count, "half the bar is filled")
    }
  }

  @Test func theSpinnerAdvancesOnTheAppsTimersOnlyWhileInAWindow() throws {
    final class Clock {
      var time: UInt64 = 0
    }
    let clock = Clock()
    let timers = MainLoopTimers(clock: { clock.time })
    timers.driveFromMainLoop()
    let spinner = TermProgressView()
    spinner.timers = timers
    spinner.label = "Working"
    spinner.isIndeterminate = true
    spinner.frame = Rect(x: 0, y: 0, width: 12, height: 1)
    TermScreen.withInMemory(width: 20, height: 2) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.addSubview(spinner)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows()[0].hasPrefix("⠋ Working"))
      clock.time = 250_000_000
      timers.fireDue()
      app.render()
      #expect(spinner.spinnerFrame == 1, "one frame per due firing, never piled up")
      #expect(screen.rows()[0].hasPrefix("⠙ Working"))
      clock.time = 350_000_000
      timers.fireDue()
      #expect(spinner.spinnerFrame == 2)
      spinner.removeFromSuperview()
      clock.time = 2_000_000_000
      timers.fireDue()
      #expect(spinner.spinnerFrame == 2, "off screen it stops")
    }
  }
}
