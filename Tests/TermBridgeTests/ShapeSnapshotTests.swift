import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A triangle an app writes: apex at the top middle.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// Scrumdinger's speaker arc, as published (only the import changed).
struct SpeakerArc: Shape {
  let speakerIndex: Int
  let totalSpeakers: Int

  private var degreesPerSpeaker: Double { 360.0 / Double(totalSpeakers) }
  private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0) }
  private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0) }

  func path(in rect: CGRect) -> Path {
    let diameter = min(rect.size.width, rect.size.height) - 24.0
    let radius = diameter / 2.0
    let center = CGPoint(x: rect.midX, y: rect.midY)
    return Path { path in
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
    }
  }
}

/// A cubic Bézier S from the bottom-left to the top-right corner, and a
/// quadratic arch over it, stroked.
struct BezierWave: View {
  var body: some View {
    GeometryReader { proxy in
      let width = Double(proxy.size.width)
      let height = Double(proxy.size.height)
      ZStack {
        Path { path in
          path.move(to: CGPoint(x: 1, y: height - 1))
          path.addCurve(
            to: CGPoint(x: width - 1, y: 1), control1: CGPoint(x: width * 0.6, y: height - 1),
            control2: CGPoint(x: width * 0.4, y: 1))
        }
        .stroke(Color.cyan, lineWidth: 1)
        Path { path in
          path.move(to: CGPoint(x: 2, y: height / 2))
          path.addQuadCurve(
            to: CGPoint(x: width - 2, y: height / 2), control: CGPoint(x: width / 2, y: -height / 2))
        }
        .stroke(Color.magenta, style: StrokeStyle(lineWidth: 1, dash: [3, 2]))
      }
    }
  }
}

/// The shapes the snapshots show, each filling the screen.
enum ShapeSubject: String, CaseIterable, Sendable {
  case triangle, circle, bezier, arc, gradients

  @MainActor @ViewBuilder var view: some View {
    switch self {
    case .triangle:
      Triangle().fill(Color.green).padding(1)
    case .circle:
      HStack(spacing: 2) {
        Circle().stroke(Color.red, lineWidth: 1)
        Circle().fill(Color.blue)
      }
      .padding(1)
    case .bezier:
      BezierWave()
    case .arc:
      // Scrumdinger's arc: a quarter turn of a ring 2 points wide, from the top.
      ZStack {
        Circle().stroke(Color.gray, lineWidth: 1)
        ArcSegment(fraction: 0.3).rotation(Angle(degrees: -90)).stroke(Color.orange, lineWidth: 2)
      }
      .padding(1)
    case .gradients:
      VStack(spacing: 0) {
        Rectangle().fill(
          LinearGradient(colors: [.red, .yellow, .green], startPoint: .leading, endPoint: .trailing))
        HStack(spacing: 1) {
          Rectangle().fill(
            RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 6))
          Ellipse().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center))
          Rectangle().fill(EllipticalGradient(colors: [.yellow, .purple]))
          Capsule().fill(Color.teal.gradient)
        }
      }
    }
  }
}

/// The arc of a circle from angle 0 for `fraction` of a turn, as
/// Scrumdinger's arc draws it (an arc path, stroked).
struct ArcSegment: Shape {
  let fraction: Double
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2 - 1,
        startAngle: .zero, endAngle: .degrees(360 * fraction), clockwise: false)
    }
  }
}

/// Shapes and gradients drawn into cells, at two sizes, read by eye.
@MainActor
@Suite struct ShapeSnapshotTests {
  @Test(arguments: ShapeSubject.allCases, [(80, 24), (40, 12)])
  func shapesLookLikeThemselves(subject: ShapeSubject, size: (Int, Int)) throws {
    try withHostedView(subject.view, width: size.0, height: size.1) { _, _, screen in
      expectSnapshot(screen, named: "shape-\(subject.rawValue)-\(size.0)x\(size.1)")
      #expect(
        screen.rows().contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "something is drawn")
    }
  }
}
