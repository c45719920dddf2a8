import TermBridgeDeclarative

// Without Foundation there is no `CGPoint`: `import TermBridgeCore` gives a
// gesture's geometry in `GesturePoint` and `GestureSize`.

extension DragGesture.Value {
  /// The pointer's cell now (a `CGPoint` with `import TermBridge`).
  public var location: GesturePoint { cellLocation }
  /// The cell the press began at.
  public var startLocation: GesturePoint { cellStartLocation }
  /// How far the pointer is from where it began.
  public var translation: GestureSize { cellTranslation }
  /// How fast the pointer moved over the last report, in cells a second.
  public var velocity: GestureSize { cellVelocity }
  /// Where the drag would end: the location (no momentum).
  public var predictedEndLocation: GesturePoint { location }
  /// The translation the drag would end at: the translation now.
  public var predictedEndTranslation: GestureSize { translation }
}

extension SpatialTapGesture.Value {
  /// The cell clicked (a `CGPoint` with `import TermBridge`).
  public var location: GesturePoint { cellLocation }
}

extension View {
  /// Calls `action` with the clicked cell when the view is clicked `count`
  /// times, like SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (GesturePoint) -> Void
  ) -> some View {
    onTapGesture(count: count, coordinateSpace: coordinateSpace, performAtCell: action)
  }
}
