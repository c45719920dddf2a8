import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Replays what ncurses wrote for a headless screen into a real terminal
/// (tmux 3.3a here) and checks that every marker lands in the column the
/// readback says, and that the rows read the same: the readback is what a
/// user sees, and no glyph shifted the cells after it.
extension TerminalSuites {
  @MainActor
  @Suite(.enabled(if: TmuxServer.isAvailable, "needs tmux")) struct TmuxCrossCheckTests {
    @Test func markersLandWhereTheReadbackSays() throws {
      let width = 40
      let height = 12
      let path = FileManager.default.temporaryDirectory.appendingPathComponent(
        "termbridge-\(UUID().uuidString).out"
      ).path
      defer { try? FileManager.default.removeItem(atPath: path) }
      guard let output = fopen(path, "w+"), let input = fopen("/dev/null", "r") else {
        Issue.record("cannot open \(path)")
        return
      }
      let screen = try TermScreen(
        terminalName: "xterm-256color", output: output, input: input, headless: true, closesFiles: true,
        noColor: false)
      defer { screen.close() }
      screen.resize(to: Size(width: width, height: height))
      let canvas = TermCanvas(surface: screen.makeWindow(frame: screen.bounds))
      let letters = Array("abcdefghijk")
      var rows = CanvasSnapshotTests.trickyRows
      rows.append("日本語")
      for (y, row) in rows.enumerated() {
        canvas.draw(
          row + "#\(letters[y])", at: Point(x: 0, y: y), style: TermStyle(foreground: .indexed(UInt8(y + 1))))
      }
      let cut = canvas.clipped(to: Rect(x: 3, y: 8, width: 5, height: 1))
      cut.draw("日本語", at: Point(x: -1, y: 0), style: .attributes(.bold))
      canvas.draw("#\(letters[8])", at: Point(x: 9, y: 8))
      screen.render()
      // A second frame that overwrites halves of wide glyphs: ncurses sends
      // only the changes, so the terminal sees them on top of the first frame.
      canvas.draw("a", at: Point(x: 1, y: 7))
      canvas.draw("b", at: Point(x: 4, y: 7))
      canvas.draw("日", at: Point(x: 2, y: 8))
      canvas.draw("日", at: Point(x: 5, y: 8))  // over the right half of 本 and the left of 語
      canvas.draw("🇺🇸", at: Point(x: 0, y: 9))
      canvas.draw("x#\(letters[9])", at: Point(x: 2, y: 9))
      screen.render()
      let bytes = screen.bytesWritten

      let tmux = TmuxServer()
      defer { tmux.kill() }
      try tmux.replay(file: path, count: bytes, width: width, height: height)
      let captured = try tmux.capture(waitingFor: "#\(letters[9])")
      try #require(captured.count >= height, "tmux showed no screen")
      let expected = screen.rows()
      for y in 0...9 {
        let marker = "#\(letters[y])"
        let readback = screen.column(of: "#", inRow: y)
        let shown = try tmux.position(of: marker)
        #expect(
          shown?.y == y && shown?.x == readback,
          "row \(y) \(marker): tmux \(String(describing: shown)), readback \(String(describing: readback))")
        #expect(captured[y].trimmingTrailingBlanks() == expected[y].trimmingTrailingBlanks(), "row \(y)")
      }
      #expect(expected[7].hasPrefix(" a本b #h"))
      #expect(expected[8].hasPrefix("  日 日  #i"))
    }

    /// The snapshot scenes read the same in tmux as in the readback.
    @Test(
      arguments: [
        ("styles", 34, 13, CanvasSnapshotTests.drawStyles),
        ("borders", 46, 13, CanvasSnapshotTests.drawBorders),
        ("clipping", 34, 16, CanvasSnapshotTests.drawClipping),
      ] as [(String, Int, Int, @MainActor (TermCanvas) -> Void)])
    func snapshotScenesReadTheSame(
      name: String, width: Int, height: Int, draw: @MainActor (TermCanvas) -> Void
    )
      throws
    {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent(
        "termbridge-\(UUID().uuidString).out"
      ).path
      defer { try? FileManager.default.removeItem(atPath: path) }
      guard let output = fopen(path, "w+"), let input = fopen("/dev/null", "r") else {
        Issue.record("cannot open \(path)")
        return
      }
      let screen = try TermScreen(
        terminalName: "xterm-256color", output: output, input: input, headless: true, closesFiles: true,
        noColor: false)
      defer { screen.close() }
      screen.resize(to: Size(width: width, height: height))
      draw(TermCanvas(surface: screen.makeWindow(frame: screen.bounds)))
      TermCanvas(surface: screen.makeWindow(frame: Rect(x: width - 1, y: height - 1, width: 1, height: 1)))
        .draw("$", at: .zero)
      screen.render()
      let tmux = TmuxServer()
      defer { tmux.kill() }
      try tmux.replay(file: path, count: screen.bytesWritten, width: width, height: height)
      let captured = try tmux.capture(waitingFor: "$")
      try #require(captured.count >= height, "tmux showed no screen")
      let expected = screen.rows()
      for y in 0..<height {
        #expect(
          captured[y].trimmingTrailingBlanks() == expected[y].trimmingTrailingBlanks(), "\(name) row \(y)")
      }
    }
  }
}

extension String {
  fileprivate func trimmingTrailingBlanks() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
