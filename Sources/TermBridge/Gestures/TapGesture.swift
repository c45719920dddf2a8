import TermBridgeTerminal
import TermBridgeWidgets

/// A click (or `count` quick clicks) on the view, like SwiftUI's
/// `TapGesture`: recognized when the button comes up over the view, the
/// pointer having moved at most one cell. Clicks count as quick while each
/// follows the one before within half a second on the same cell
/// (a desktop's usual double-click interval); a gesture of `count` clicks
/// is recognized at every `count`th one, so a single-click gesture
/// answers each click of a double click, as on a desktop.
public struct TapGesture: Gesture, PrimitiveGesture {
  /// A tap reports nothing.
  public typealias Value = Void
  /// Built in: no body.
  public typealias Body = Never

  /// The number of clicks that make the tap.
  public var count: Int

  /// A tap of `count` clicks.
  public init(count: Int = 1) { self.count = count }

  func makeAnyRecognizer() -> AnyGestureRecognizer { TapRecognizer(count: count) { _ in () } }
}

/// A click on the view that reports where, like SwiftUI's
/// `SpatialTapGesture`: the location is in cells, in the view's own
/// coordinates (`.local`) or the window's (`.global`, `.named`).
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
  /// Where the tap was.
  /// With `import TermBridge` its `location` is a `CGPoint`, as in
  /// SwiftUI; with `import TermBridgeCore` a `EssentialPoint`.
  public struct Value: Equatable, Sendable {
    /// The cell clicked, in the gesture's coordinate space.
    public var cellLocation: EssentialPoint
  }
  /// Built in: no body.
  public typealias Body = Never

  /// The number of clicks that make the tap.
  public var count: Int
  /// The coordinates the location is in.
  public var coordinateSpace: CoordinateSpace

  /// A tap of `count` clicks reporting its location in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  func makeAnyRecognizer() -> AnyGestureRecognizer {
    let space = coordinateSpace
    return TapRecognizer(count: count) { sample in
      Value(cellLocation: EssentialPoint(space == .local ? sample.local : sample.global))
    }
  }
}

/// Recognizes `count` clicks; `value` makes what it reports from the last.
@MainActor
final class TapRecognizer<Value>: GestureRecognizer<Value>, TapCounting {
  let count: Int
  private let value: @MainActor (PointerSample) -> Value
  private var start: PointerSample?
  private var failed = false

  init(count: Int, value: @escaping @MainActor (PointerSample) -> Value) {
    self.count = max(1, count)
    self.value = value
  }

  override var keyboardRole: KeyboardRole { .tap }

  override func began(_ sample: PointerSample) {
    start = sample
    failed = false
  }

  override func moved(_ sample: PointerSample) -> Bool {
    if let start, isFarther(start.global, sample.global, than: 1) { failed = true }
    return false
  }

  override func ended(_ sample: PointerSample) -> Bool {
    defer { start = nil }
    guard let start, !failed, !isFarther(start.global, sample.global, than: 1),
      sample.clickCount % count == 0
    else { return false }
    sendEnded(value(sample))
    return true
  }

  override func cancel() {
    start = nil
    failed = true
  }

  override func performFromKeyboard() -> Bool {
    sendEnded(value(PointerSample(global: .zero, viewOrigin: .zero, time: 0, clickCount: count)))
    return true
  }
}
