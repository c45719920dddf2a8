@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A view that fills what it is asked to draw with one character and
/// remembers the part of itself the canvas let it draw.
@MainActor
final class StampView: TermView {
  var stamp: Character = "a"
  var drawnParts: [Rect] = []

  convenience init(_ stamp: Character) {
    self.init()
    self.stamp = stamp
  }

  override func draw(in canvas: TermCanvas) {
    drawnParts.append(canvas.visibleRect)
    canvas.fill(canvas.bounds, with: stamp)
  }
}
