import TermBridgeTerminal
import TermBridgeWidgets

/// The button held down on the view for `minimumDuration` seconds, like
/// SwiftUI's `LongPressGesture`. Its value is true from the press (so
/// ``Gesture/updating(_:body:)`` sees the press begin) and its
/// ``Gesture/onEnded(_:)`` is called with true once the time is up, while
/// the button is still down. Moving more than `maximumDistance` cells, or
/// releasing early, fails it.
///
/// From the keyboard: Shift-Enter or Alt-Enter while the view has the keys
/// (Enter and Space when the view has no tap) does the long press at once.
public struct LongPressGesture: Gesture, PrimitiveGesture {
  /// Whether the press is (or was) long enough… as SwiftUI reports it: true.
  public typealias Value = Bool
  /// Built in: no body.
  public typealias Body = Never

  /// How long the button must stay down, in seconds.
  public var minimumDuration: Double
  /// How far the pointer may move, in cells, before the press fails.
  public var maximumDistance: Double

  /// A press of at least `minimumDuration` seconds that moves no more than
  /// `maximumDistance` cells.
  public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  func makeAnyRecognizer() -> AnyGestureRecognizer {
    LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
  }
}

/// Recognizes a press held long enough; `pressingChanged` follows whether
/// the button is down (for `onLongPressGesture(onPressingChanged:)`).
@MainActor
final class LongPressRecognizer: GestureRecognizer<Bool> {
  let minimumDuration: Double
  let maximumDistance: Double
  var pressingChanged: ((Bool) -> Void)?
  private var start: PointerSample?
  private var deadline: MainLoopTimers.ID?
  private var isRecognized = false

  init(minimumDuration: Double, maximumDistance: Double) {
    self.minimumDuration = max(0, minimumDuration)
    self.maximumDistance = max(0, maximumDistance)
  }

  override var keyboardRole: KeyboardRole { .longPress }

  override func began(_ sample: PointerSample) {
    stop()
    start = sample
    isRecognized = false
    pressingChanged?(true)
    sendChanged(true)
    let timers = arena?.timers ?? MainLoopTimers.shared
    let due = sample.time + UInt64(minimumDuration * 1_000_000_000)
    deadline = timers.schedule(at: due) { [weak self] in self?.timeIsUp() }
  }

  private func timeIsUp() {
    deadline = nil
    guard start != nil, !isRecognized else { return }
    guard arena?.claim(self) ?? true else {
      cancel()
      return
    }
    isRecognized = true
    pressingChanged?(false)
    sendEnded(true)
  }

  override func moved(_ sample: PointerSample) -> Bool {
    guard let start, !isRecognized else { return false }
    if isFarther(start.global, sample.global, than: maximumDistance) { cancel() }
    return false
  }

  override func ended(_ sample: PointerSample) -> Bool {
    defer { start = nil }
    if isRecognized {
      isRecognized = false
      return true
    }
    cancel()
    return false
  }

  override func cancel() {
    let wasPressing = start != nil && !isRecognized
    stop()
    start = nil
    if wasPressing {
      pressingChanged?(false)
      sendReset()
    }
  }

  private func stop() {
    if let deadline { (arena?.timers ?? MainLoopTimers.shared).cancel(deadline) }
    deadline = nil
  }

  override func performFromKeyboard() -> Bool {
    pressingChanged?(true)
    sendChanged(true)
    pressingChanged?(false)
    sendEnded(true)
    return true
  }
}
