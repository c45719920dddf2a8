import Foundation
import TermBridgeTesting
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The time ring of Scrumdinger's meeting screen, as published: a border
/// and a speaker's arc over it.
struct MeetingRing: View {
  var body: some View {
    Circle()
      .strokeBorder(lineWidth: 24)
      .overlay {
        SpeakerArc(speakerIndex: 0, totalSpeakers: 4)
          .rotation(Angle(degrees: -90))
          .stroke(Color.orange, lineWidth: 12)
      }
  }
}

/// `Canvas` and `GraphicsContext`, and shapes as real apps write them.
@MainActor
@Suite struct CanvasViewTests {
  @Test func aCanvasFillsStrokesAndDrawsText() throws {
    let view = Canvas { context, size in
      let frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      context.fill(Path(ellipseIn: frame), with: .color(.blue))
      var line = Path()
      line.move(to: CGPoint(x: 0, y: 0))
      line.addLine(to: CGPoint(x: size.width, y: 0))
      context.stroke(line, with: .color(.red), lineWidth: 1)
      context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
      var moved = context
      moved.translateBy(x: 0, y: size.height - 1)
      moved.fill(
        Path(CGRect(x: 0, y: 0, width: 2, height: 1)),
        with: .linearGradient(
          Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 2, y: 0)))
    }
    try withHostedView(view, width: 20, height: 8) { _, _, screen in
      #expect(screen.rows()[4].contains("Hi"))
      #expect(screen.cell(at: Point(x: 9, y: 4)).style.background == .blue, "the text on the fill")
      #expect(screen.cell(at: Point(x: 10, y: 0)).style.foreground == .red, "the line over the ellipse")
      #expect(screen.cell(at: Point(x: 0, y: 7)).style.background != .default, "the translated gradient")
    }
  }

  @Test func scrumdingersRingDrawsTheBorderAndTheArc() throws {
    try withHostedView(MeetingRing(), width: 80, height: 40) { _, _, screen in
      // The ring: 24 points of a 40-point circle, solid at the left edge.
      #expect(screen.cell(at: Point(x: 22, y: 20)).style.attributes.contains(.reverse))
      // The arc (radius 8 around the centre) in orange, from the top clockwise.
      let orange = Color.orange.termColor
      let cells = (0..<40).flatMap { y in
        screen.cells(inRow: y).filter { $0.style.foreground == orange || $0.style.background == orange }
      }
      #expect(!cells.isEmpty)
      #expect(
        screen.cell(at: Point(x: 44, y: 13)).style.background == orange, "up and to the right of the centre")
      #expect(screen.cell(at: Point(x: 35, y: 27)).style.background != orange, "not down and to the left")
    }
  }
}

/// A line trimmed by a slider: what the shape drew before must go when it
/// is drawn shorter (a shape does not clear its cells).
struct TrimmedLine: View {
  @State private var trim = 1.0

  var body: some View {
    VStack(spacing: 0) {
      Slider(value: $trim, in: 0...1, step: 0.5)
      Rectangle().trim(from: 0, to: trim).stroke(Color.red, lineWidth: 1).frame(height: 3)
    }
  }
}

extension CanvasViewTests {
  @Test func aShapeDrawnSmallerLeavesNothingBehind() throws {
    try TermPilot.run(TrimmedLine(), width: 12, height: 4) { pilot in
      @MainActor func redCells() -> Int {
        var count = 0
        for y in 1..<4 {
          for cell in pilot.screen.cells(inRow: y) where cell.style.foreground == .red { count += 1 }
        }
        return count
      }
      let whole = redCells()
      try pilot.press("left")
      let half = redCells()
      try pilot.press("left")
      #expect(whole > half && half > 0)
      #expect(redCells() == 0, "trimmed to nothing: no dot left")
    }
  }
}
