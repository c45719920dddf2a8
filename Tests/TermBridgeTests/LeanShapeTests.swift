import Testing

// Only the lean module: shapes with its own CGPoint, CGSize and CGRect.
@testable import TermBridgeCore

/// A wedge written against the lean module, as against SwiftUI.
struct LeanWedge: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      path.addLine(to: CGPoint(x: 0, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// `import TermBridgeCore` names the library's geometry as Core Graphics does.
@MainActor
@Suite struct LeanShapeTests {
  @Test func theLeanModuleNamesItsOwnGeometry() {
    #expect(CGPoint.self == EssentialPoint.self && CGRect.self == EssentialRect.self)
    #expect(CGSize.self == EssentialSize.self && CGFloat.self == Double.self)
    let rect = CGRect(x: 0, y: 0, width: 8, height: 4)
    let wedge = LeanWedge().path(in: rect)
    #expect(wedge.boundingRect == rect)
    #expect(wedge.contains(CGPoint(x: 2, y: 2)) && !wedge.contains(CGPoint(x: 7, y: 0.5)))
    #expect(Circle().path(in: rect).boundingRect.width == 4)
  }
}
