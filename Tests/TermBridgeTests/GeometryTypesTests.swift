import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Reads its geometry as SwiftUI apps do, in `CGFloat` arithmetic.
struct ProportionalBar: View {
  var body: some View {
    GeometryReader { proxy in
      let size: CGSize = proxy.size
      let frame: CGRect = proxy.frame(in: .global)
      VStack(alignment: .leading, spacing: 0) {
        Text("\(Int(size.width))x\(Int(size.height)) at \(Int(frame.minX)),\(Int(frame.minY))")
        Text(String(repeating: "#", count: Int(size.width * 0.75)))
      }
    }
  }
}

/// `GeometryProxy.size` and `frame(in:)` as `CGSize`/`CGRect`, anchors'
/// points, and gesture values as `CGPoint`/`CGSize` under `import TermBridge`.
@MainActor
@Suite struct GeometryTypesTests {
  @Test func theProxyGivesCGSizeAndCGRectInCells() throws {
    try withHostedView(ProportionalBar().padding(.top, 1), width: 20, height: 4) { _, _, screen in
      #expect(screen.rows()[1].hasPrefix("20x3 at 0,1"))
      #expect(screen.rows()[2] == String(repeating: "#", count: 15) + "     ")
    }
  }

  @Test func pointAnchorsResolveInTheReadersCoordinates() {
    let proxy = GeometryProxy(
      size: Size(width: 10, height: 5), frameInWindow: Rect(x: 2, y: 1, width: 10, height: 5))
    let viewFrame = Rect(x: 4, y: 2, width: 4, height: 2)
    let center = Anchor<CGPoint>.Source.center
    #expect(proxy[Anchor(rect: center.select(viewFrame), make: center.make)] == CGPoint(x: 4, y: 2))
    let bounds = Anchor<CGRect>.Source.bounds
    #expect(
      proxy[Anchor(rect: bounds.select(viewFrame), make: bounds.make)]
        == CGRect(x: 2, y: 1, width: 4, height: 2))
    let corner = Anchor<CGPoint>.Source.point(CGPoint(x: 1, y: 1))
    #expect(proxy[Anchor(rect: corner.select(viewFrame), make: corner.make)] == CGPoint(x: 3, y: 2))
  }

  @Test func gestureValuesAreCGPointsAndSizes() {
    let value = DragGesture.Value(
      time: Date(), cellLocation: EssentialPoint(x: 5, y: 3), cellStartLocation: EssentialPoint(x: 1, y: 1),
      cellVelocity: EssentialSize(width: 2, height: 0))
    let location: CGPoint = value.location
    let translation: CGSize = value.translation
    #expect(location == CGPoint(x: 5, y: 3))
    #expect(translation == CGSize(width: 4, height: 2))
    #expect(value.predictedEndTranslation == translation)
    #expect(value.velocity == CGSize(width: 2, height: 0))
    #expect(SpatialTapGesture.Value(cellLocation: EssentialPoint(x: 2, y: 7)).location == CGPoint(x: 2, y: 7))
  }
}
