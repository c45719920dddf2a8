import Foundation
import TermBridgeDeclarative

// A gesture's geometry as SwiftUI gives it, `CGPoint` and `CGSize`, in
// cells (a point is a cell); the layers keep `EssentialPoint`/`EssentialSize`.

extension DragGesture.Value {
  /// The pointer's cell now, like SwiftUI's `location`.
  public var location: CGPoint { CGPoint(cellLocation) }
  /// The cell the press began at, like SwiftUI's `startLocation`.
  public var startLocation: CGPoint { CGPoint(cellStartLocation) }
  /// How far the pointer is from where it began, like SwiftUI's `translation`.
  public var translation: CGSize { CGSize(cellTranslation) }
  /// How fast the pointer moved over the last report, in cells a second.
  public var velocity: CGSize { CGSize(cellVelocity) }
  /// Where the drag would end: the location (a terminal drag has no momentum).
  public var predictedEndLocation: CGPoint { location }
  /// The translation the drag would end at: the translation now.
  public var predictedEndTranslation: CGSize { translation }
}

extension SpatialTapGesture.Value {
  /// The cell clicked, in the gesture's coordinate space, like SwiftUI's `location`.
  public var location: CGPoint { CGPoint(cellLocation) }
}

extension View {
  /// Calls `action` with the clicked cell when the view is clicked `count`
  /// times, like SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`;
  /// from the keyboard the location is the view's origin.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    onTapGesture(count: count, coordinateSpace: coordinateSpace, performAtCell: { action(CGPoint($0)) })
  }

  /// Draws the view `offset` away, like SwiftUI's `offset(_:)`: a point
  /// is a cell, rounded to the nearest.
  public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

  /// Centres the view on `position`, like SwiftUI's `position(_:)`: a point is a cell.
  public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}
