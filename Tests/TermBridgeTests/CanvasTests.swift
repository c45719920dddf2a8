import Testing

@testable import TermBridge

extension TerminalSuites {
  @MainActor
  @Suite struct CanvasSmokeTests {
    @Test func drawsText() throws {
      try TermScreen.withHeadless(width: 30, height: 4) { screen in
        let window = screen.makeWindow(frame: screen.bounds)
        let canvas = TermCanvas(surface: window)
        canvas.draw("Hello 世界 e\u{301} 👨‍👩‍👧| 🇺🇸| ❤️|", at: Point(x: 0, y: 0), style: .attributes(.bold))
        canvas.drawBorder(Rect(x: 0, y: 1, width: 10, height: 3), style: .rounded, title: "Tit")
        canvas.draw("a\u{1B}b\tc", at: Point(x: 12, y: 2), style: TermStyle(foreground: .red))
        screen.render()
        print(ScreenSnapshot(screen).text)
      }
    }
  }
}
