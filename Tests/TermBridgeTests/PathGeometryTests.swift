import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeWidgets

/// `Path`'s geometry: bounding boxes, containment, trimming, arcs and
/// transforms, with Foundation's `CGPoint` and `CGRect` as an app writes them.
@MainActor
@Suite struct PathGeometryTests {
  private func close(_ a: CGRect, _ b: CGRect, within tolerance: Double = 0.01) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.maxX - b.maxX) < tolerance
      && abs(a.maxY - b.maxY) < tolerance
  }

  @Test func rectanglesAndEllipsesBoundTheirRect() {
    let rect = CGRect(x: 2, y: 3, width: 10, height: 6)
    #expect(Path(rect).boundingRect == rect)
    #expect(close(Path(ellipseIn: rect).boundingRect, rect))
    #expect(close(Path(roundedRect: rect, cornerRadius: 2).boundingRect, rect))
    #expect(Path().boundingRect.isNull)
    #expect(Path().isEmpty && !Path(rect).isEmpty)
  }

  @Test func builtInShapesMakeTheirPaths() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    // A circle is as wide as the shorter side, centred.
    #expect(close(Circle().path(in: rect).boundingRect, CGRect(x: 5, y: 0, width: 10, height: 10)))
    #expect(close(Capsule().path(in: rect).boundingRect, rect))
    #expect(
      close(Rectangle().inset(by: 2).path(in: rect).boundingRect, CGRect(x: 2, y: 2, width: 16, height: 6)))
    #expect(close(Ellipse().path(in: rect).boundingRect, rect))
    #expect(ContainerRelativeShape().path(in: rect).boundingRect == rect)
    let uneven = UnevenRoundedRectangle(topLeadingRadius: 4).path(in: rect)
    #expect(!uneven.contains(CGPoint(x: 0.3, y: 0.3)) && uneven.contains(CGPoint(x: 19.7, y: 0.3)))
  }

  @Test func containsFollowsTheFillRule() {
    var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
    #expect(path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 5, y: 5)), "same direction: winding keeps the hole filled")
    #expect(!path.contains(CGPoint(x: 5, y: 5), eoFill: true), "even-odd makes a hole")
    #expect(!path.contains(CGPoint(x: 11, y: 5)))
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(circle.contains(CGPoint(x: 5, y: 5)) && !circle.contains(CGPoint(x: 0.5, y: 0.5)))
  }

  @Test func arcsTurnClockwiseOnScreenAsInSwiftUI() {
    var path = Path()
    path.addArc(
      center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    // From the right (15, 10) down to the bottom (10, 15).
    #expect(close(path.boundingRect, CGRect(x: 10, y: 10, width: 5, height: 5)))
    let end = path.currentPoint ?? .zero
    #expect(abs(end.x - 10) < 0.001 && abs(end.y - 15) < 0.001)
    var other = Path()
    other.addArc(
      center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // The long way round: through the top and the left.
    #expect(close(other.boundingRect, CGRect(x: 5, y: 5, width: 10, height: 10)))
  }

  @Test func tangentArcsRoundACorner() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
    let end = path.currentPoint ?? .zero
    #expect(abs(end.x - 10) < 0.001 && abs(end.y - 3) < 0.001)
    #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 3)))
  }

  @Test func curvesBoundTheirPointsNotTheirControls() {
    var quad = Path()
    quad.move(to: CGPoint(x: 0, y: 0))
    quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    // The curve reaches half way to its control point.
    #expect(close(quad.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5), within: 0.05))
    var cubic = Path()
    cubic.move(to: CGPoint(x: 0, y: 0))
    cubic.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 8), control2: CGPoint(x: 10, y: 8))
    #expect(close(cubic.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 6), within: 0.05))
  }

  @Test func trimmingKeepsAFractionOfTheLength() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    let part = line.trimmedPath(from: 0.2, to: 0.5)
    #expect(close(part.boundingRect, CGRect(x: 2, y: 0, width: 3, height: 0)))
    #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    // Half a circle from its right end, clockwise on screen: the bottom half.
    let half = Circle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(close(half.boundingRect, CGRect(x: 0, y: 5, width: 10, height: 5), within: 0.05))
  }

  @Test func transformsMoveThePath() {
    let rect = CGRect(x: 0, y: 0, width: 4, height: 2)
    #expect(Path(rect).offsetBy(dx: 3, dy: 1).boundingRect == CGRect(x: 3, y: 1, width: 4, height: 2))
    let scaled = Path(rect).applying(CGAffineTransform(scaleX: 2, y: 3))
    #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 8, height: 6))
    let turned = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 4, height: 2))
    #expect(close(turned.boundingRect, CGRect(x: 1, y: -1, width: 2, height: 4)))
    let moved = Rectangle().offset(CGSize(width: 1, height: 2)).path(in: rect)
    #expect(moved.boundingRect == CGRect(x: 1, y: 2, width: 4, height: 2))
    #expect(
      close(Rectangle().scale(0.5).path(in: rect).boundingRect, CGRect(x: 1, y: 0.5, width: 2, height: 1)))
    var copy = Path()
    copy.addPath(Path(rect), transform: CGAffineTransform(translationX: 5, y: 0))
    #expect(copy.boundingRect == CGRect(x: 5, y: 0, width: 4, height: 2))
    #expect(
      CGAffineTransform(translationX: 2, y: 3).inverted().concatenating(
        CGAffineTransform(translationX: 2, y: 3)
      ).isIdentity)
  }

  @Test func pathsAreMadeByClosureAndDescribeThemselves() {
    let path = Path { path in
      path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2)])
      path.closeSubpath()
    }
    #expect(path.description == "0.0 0.0 m 2.0 0.0 l 2.0 2.0 l h")
    #expect(path == Path(path.bezierPath))
  }

  @Test func dashesCutTheLine() {
    var line = TermBezierPath()
    line.move(to: EssentialPoint(x: 0, y: 0))
    line.addLine(to: EssentialPoint(x: 10, y: 0))
    let dashed = line.dashed([2, 3])
    // On 0–2 and 5–7: two dashes, 4 points long in all.
    #expect(dashed.polylines().count == 2)
    #expect(abs(dashed.length - 4) < 0.001)
  }
}
