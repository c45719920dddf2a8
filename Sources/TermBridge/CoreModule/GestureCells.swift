import TermBridgeDeclarative

// Without Foundation there is no `CGPoint`: `import TermBridgeCore` gives a
// gesture's geometry in `EssentialPoint` and `EssentialSize`.

extension DragGesture.Value {
  /// The pointer's cell now (a `CGPoint` with `import TermBridge`).
  public var location: EssentialPoint { cellLocation }
  /// The cell the press began at.
  public var startLocation: EssentialPoint { cellStartLocation }
  /// How far the pointer is from where it began.
  public var translation: EssentialSize { cellTranslation }
  /// How fast the pointer moved over the last report, in cells a second.
  public var velocity: EssentialSize { cellVelocity }
  /// Where the drag would end: the location (no momentum).
  public var predictedEndLocation: EssentialPoint { location }
  /// The translation the drag would end at: the translation now.
  public var predictedEndTranslation: EssentialSize { translation }
}

extension SpatialTapGesture.Value {
  /// The cell clicked (a `CGPoint` with `import TermBridge`).
  public var location: EssentialPoint { cellLocation }
}

extension View {
  /// Calls `action` with the clicked cell when the view is clicked `count`
  /// times, like SwiftUI's `onTapGesture(count:coordinateSpace:perform:)`.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local,
    perform action: @escaping (EssentialPoint) -> Void
  ) -> some View {
    onTapGesture(count: count, coordinateSpace: coordinateSpace, performAtCell: action)
  }
}
