import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Not a timed test: prints how long drawing takes, only when asked.
///
///     TERMBRIDGE_BENCH=1 swift test -c release --filter CanvasBenchmark
extension TerminalSuites {
  @MainActor
  @Suite(.enabled(if: ProcessInfo.processInfo.environment["TERMBRIDGE_BENCH"] != nil)) struct CanvasBenchmark
  {
    static let frames = 1000

    @Test func drawing() throws {
      let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
      let ascii = (0..<60).map { row in
        (0..<20).map { words[($0 + row) % words.count] }.joined(separator: " ")
      }
      let mixed = (0..<60).map { row in
        (0..<12).map { i in ["日本語", "café", "e\u{301}t\u{e9}", "👍", "🇺🇸", "\(words[(i + row) % 8])"][i % 6] }
          .joined(separator: " ")
      }
      try TermScreen.withHeadless(width: 100, height: 30) { screen in
        let window = screen.makeWindow(frame: screen.bounds)
        let canvas = TermCanvas(surface: window)
        let style = TermStyle(foreground: .cyan, attributes: .bold)
        // TERMBRIDGE_BENCH=ascii (or mixed, ascii+render, …) runs one variant.
        let only = ProcessInfo.processInfo.environment["TERMBRIDGE_BENCH"] ?? ""
        for (name, lines) in [("ascii", ascii), ("mixed", mixed)] {
          for render in [false, true] {
            let variant = name + (render ? "+render" : "")
            if only.contains(where: \.isLetter) && only != variant { continue }
            // The best of five runs: the machine is shared, the minimum is
            // the least disturbed.
            var best = Duration.seconds(1000)
            for _ in 0..<5 {
              let elapsed = ContinuousClock().measure {
                for frame in 0..<CanvasBenchmark.frames {
                  for y in 0..<30 {
                    canvas.draw(lines[(y + frame) % lines.count], at: Point(x: 0, y: y), style: style)
                  }
                  if render { screen.render() }
                }
              }
              best = min(best, elapsed)
            }
            let micros = Double(best.components.attoseconds) / 1e12 + Double(best.components.seconds) * 1e6
            let perFrame = micros / Double(CanvasBenchmark.frames)
            print(
              "bench \(name) 100x30 x\(CanvasBenchmark.frames)\(render ? " +render" : ""): \(Int(perFrame)) us/frame (best of 5)"
            )
          }
        }
      }
    }
  }
}
