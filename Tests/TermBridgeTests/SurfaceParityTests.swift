import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// The in-memory surface draws what ncurses draws: the same random drawing
/// (fuzzed text, fills, borders, clips, wide glyphs cut at edges, styles in
/// every colour kind, overlapping and off-screen windows) on a headless
/// ncurses screen and on an in-memory one reads back the same cells.
extension TerminalSuites {
  @Suite struct SurfaceParityTests {
    /// One random drawing step, applied to a canvas.
    struct Step {
      var window: Int
      var clip: Rect
      var kind: Int
      var text: String
      var point: Point
      var rect: Rect
      var character: Character
      var style: TermStyle
    }

    static let characters: [Character] = ["x", "─", "日", "🇫🇷", "e\u{301}", " ", "界", "👍"]

    static func randomStyle(using rng: inout SplitMix64) -> TermStyle {
      func color() -> TermColor {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .default
        case 1: return .indexed(UInt8.random(in: 0...15, using: &rng))
        case 2: return .indexed(UInt8.random(in: 16...255, using: &rng))
        default:
          return .rgb(
            UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng),
            UInt8.random(in: 0...255, using: &rng))
        }
      }
      return TermStyle(
        foreground: color(), background: color(),
        attributes: TextAttributes(rawValue: UInt8.random(in: 0...63, using: &rng)))
    }

    static func steps(count: Int, size: Size, using rng: inout SplitMix64) -> [Step] {
      (0..<count).map { _ in
        func rect() -> Rect {
          Rect(
            x: Int.random(in: -3..<size.width, using: &rng), y: Int.random(in: -2..<size.height, using: &rng),
            width: Int.random(in: 0...size.width, using: &rng),
            height: Int.random(in: 0...size.height, using: &rng))
        }
        return Step(
          window: Int.random(in: 0..<2, using: &rng), clip: rect(), kind: Int.random(in: 0..<5, using: &rng),
          text: FuzzText.string(pieces: Int.random(in: 0...6, using: &rng), using: &rng),
          point: Point(
            x: Int.random(in: -4..<size.width, using: &rng), y: Int.random(in: -1...size.height, using: &rng)),
          rect: rect(), character: characters.randomElement(using: &rng)!,
          style: randomStyle(using: &rng))
      }
    }

    /// Draws `steps` on two windows of `screen` (the second partly off
    /// screen, above the first) and returns the cells read back.
    @MainActor
    static func draw(_ steps: [Step], on screen: TermScreen) -> [[ScreenCell]] {
      let windows = [
        screen.makeWindow(frame: screen.bounds),
        screen.makeWindow(
          frame: Rect(
            x: screen.size.width / 2, y: 1, width: screen.size.width, height: screen.size.height - 2)),
      ]
      for step in steps {
        let canvas = TermCanvas(surface: windows[step.window]).clipped(to: step.clip)
        switch step.kind {
        case 0: canvas.draw(step.text.split(separator: "\n").first ?? "", at: step.point, style: step.style)
        case 1: canvas.fill(step.rect, with: step.character, style: step.style)
        case 2: canvas.draw(step.character, at: step.point, style: step.style)
        case 3: canvas.drawBorder(step.rect, style: .rounded, lineStyle: step.style, title: step.text)
        default: canvas.drawHorizontalLine(y: step.point.y, from: step.rect.minX, to: step.rect.maxX)
        }
      }
      screen.render()
      return (0..<screen.size.height).map { screen.cells(inRow: $0) }
    }

    @MainActor
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomDrawingReadsBackTheSameCells(seed: UInt64) throws {
      var rng = SplitMix64(state: seed)
      let size = Size(width: 23, height: 7)
      let steps = Self.steps(count: 60, size: size, using: &rng)
      let curses = try TermScreen.withHeadless(width: size.width, height: size.height) { screen in
        Self.draw(steps, on: screen)
      }
      let memory = TermScreen.withInMemory(width: size.width, height: size.height) { screen in
        Self.draw(steps, on: screen)
      }
      for y in 0..<size.height {
        #expect(memory[y] == curses[y], "seed \(seed), row \(y)")
      }
    }

    @MainActor
    @Test func noColorDropsColoursAndKeepsAttributes() throws {
      var rng = SplitMix64(state: 99)
      let steps = Self.steps(count: 30, size: Size(width: 12, height: 4), using: &rng)
      let curses = try TermScreen.withHeadless(width: 12, height: 4, noColor: true) {
        Self.draw(steps, on: $0)
      }
      let memory = TermScreen.withInMemory(width: 12, height: 4, noColor: true) { Self.draw(steps, on: $0) }
      #expect(memory == curses)
    }
  }
}
