import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The pointer moved with the button held, like SwiftUI's `DragGesture`.
/// The terminal reports motion a cell at a time, so positions and the
/// translation are in cells (`CGPoint` and `CGSize` of whole cells), and the
/// drag starts at the first cell moved whatever positive
/// `minimumDistance` is given (0 starts it at the press).
public struct DragGesture: Gesture, PrimitiveGesture {
  /// Where a drag is, like SwiftUI's `DragGesture.Value`. With `import
  /// TermBridge` its `location`, `startLocation`, `translation`,
  /// `velocity` and predictions are `CGPoint` and `CGSize`, as in SwiftUI,
  /// in cells; with `import TermBridgeCore` they are ``EssentialPoint`` and
  /// `EssentialSize`. The `cell…` properties give them in either.
  public struct Value: Equatable, Sendable {
    /// When this report came.
    public var time: Date
    /// The pointer's cell now.
    public var cellLocation: EssentialPoint
    /// The cell the press began at.
    public var cellStartLocation: EssentialPoint
    /// How far the pointer is from where it began, in cells.
    public var cellTranslation: EssentialSize { cellLocation - cellStartLocation }
    /// How fast the pointer moved over the last report, in cells a second.
    public var cellVelocity: EssentialSize
  }
  /// Built in: no body.
  public typealias Body = Never

  /// How far the pointer must move before the drag starts (any positive
  /// distance is the first cell).
  public var minimumDistance: Double
  /// The coordinates of `location` and `startLocation`: the view's own
  /// (`.local`, fixed where the view was at the press) or the window's.
  public var coordinateSpace: CoordinateSpace

  /// A drag that starts after `minimumDistance` in `coordinateSpace`.
  public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  func makeAnyRecognizer() -> AnyGestureRecognizer {
    DragRecognizer(minimumDistance: minimumDistance, isLocal: coordinateSpace == .local)
  }
}

extension EssentialPoint {
  /// The distance from `other` to this point.
  static func - (lhs: EssentialPoint, rhs: EssentialPoint) -> EssentialSize {
    EssentialSize(width: lhs.x - rhs.x, height: lhs.y - rhs.y)
  }
}

/// Recognizes a drag once the pointer leaves the press's cell.
@MainActor
final class DragRecognizer: GestureRecognizer<DragGesture.Value> {
  let minimumDistance: Double
  let isLocal: Bool
  private var start: PointerSample?
  private var last: PointerSample?
  private var isDragging = false

  init(minimumDistance: Double, isLocal: Bool) {
    self.minimumDistance = minimumDistance
    self.isLocal = isLocal
  }

  override func began(_ sample: PointerSample) {
    start = sample
    last = sample
    isDragging = false
    if minimumDistance <= 0 { isDragging = true }
  }

  private func point(_ sample: PointerSample, of start: PointerSample) -> EssentialPoint {
    EssentialPoint(isLocal ? sample.global - start.viewOrigin : sample.global)
  }

  private func value(_ sample: PointerSample) -> DragGesture.Value? {
    guard let start else { return nil }
    var velocity = EssentialSize.zero
    if let last, sample.time > last.time {
      let seconds = Double(sample.time - last.time) / 1_000_000_000
      velocity = EssentialSize(
        width: Double(sample.global.x - last.global.x) / seconds,
        height: Double(sample.global.y - last.global.y) / seconds)
    }
    return DragGesture.Value(
      time: Date(), cellLocation: point(sample, of: start), cellStartLocation: point(start, of: start),
      cellVelocity: velocity)
  }

  override func moved(_ sample: PointerSample) -> Bool {
    guard let start else { return false }
    defer { last = sample }
    if !isDragging {
      guard sample.global != start.global else { return false }
      isDragging = true
    }
    if let value = value(sample) { sendChanged(value) }
    return true
  }

  override func ended(_ sample: PointerSample) -> Bool {
    defer {
      start = nil
      isDragging = false
    }
    guard isDragging, let value = value(sample) else {
      if start != nil { sendReset() }
      return false
    }
    sendEnded(value)
    return true
  }

  override func cancel() {
    if start != nil, isDragging { sendReset() }
    start = nil
    isDragging = false
  }
}
