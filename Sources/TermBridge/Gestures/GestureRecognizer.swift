import TermBridgeTerminal
import TermBridgeWidgets

/// One pointer report as a recognizer sees it.
struct PointerSample {
  /// The cell under the pointer in the window.
  var global: Point
  /// The gesture view's origin in the window when the press began (so a
  /// view that moves under the pointer does not move the pointer).
  var viewOrigin: Point
  /// When, in nanoseconds of the main loop's clock.
  var time: UInt64
  /// The press's place in a run of quick clicks (1 for a single click).
  var clickCount: Int

  /// The cell in the gesture view's coordinates.
  var local: Point { global - viewOrigin }
}

/// What a keyboard user does for a recognizer.
enum KeyboardRole {
  /// Nothing: a drag has no keyboard form.
  case none
  /// Enter or Space.
  case tap
  /// Shift-Enter or Alt-Enter, or Enter and Space when the view has no tap.
  case longPress
}

/// Follows the pointer for one gesture; subclasses decide when it is
/// recognized. A ``GestureArena`` hands it one press, drag, release
/// sequence at a time.
@MainActor
class AnyGestureRecognizer {
  /// How it competes with the gestures of the views around it.
  enum Priority {
    /// Inner views' gestures first (`.gesture`).
    case normal
    /// Before the gestures of the views inside (`.highPriorityGesture`).
    case high
    /// Alongside every other gesture, never in the way (`.simultaneousGesture`).
    case simultaneous
  }

  var priority = Priority.normal
  var mask = GestureMask.all
  /// Asks the arena to make this the winner (a long press that lasted).
  weak var arena: GestureArena?

  init() {}

  /// What a keyboard user does instead of the pointer.
  var keyboardRole: KeyboardRole { .none }
  /// The button went down in the view.
  func began(_ sample: PointerSample) {}
  /// The pointer moved with the button held; returns true when this
  /// recognizes the gesture now (a drag that starts).
  func moved(_ sample: PointerSample) -> Bool { false }
  /// The button came up; returns true when that recognizes (or ends) the gesture.
  func ended(_ sample: PointerSample) -> Bool { false }
  /// Another gesture won, or the sequence is over without this one.
  func cancel() {}
  /// Does the gesture for a keyboard user; returns false when it has no
  /// keyboard form.
  func performFromKeyboard() -> Bool { false }
}

/// A recognizer that reports values of `Value` to the callbacks the
/// gesture's modifiers add.
@MainActor
class GestureRecognizer<Value>: AnyGestureRecognizer {
  var changedHandlers: [(Value) -> Void] = []
  var endedHandlers: [(Value) -> Void] = []
  /// Called when the gesture ends or fails (a ``GestureState`` resets).
  var resetHandlers: [() -> Void] = []

  override init() { super.init() }

  func sendChanged(_ value: Value) {
    for handler in changedHandlers { handler(value) }
  }

  func sendEnded(_ value: Value) {
    sendReset()
    for handler in endedHandlers { handler(value) }
  }

  func sendReset() {
    for handler in resetHandlers { handler() }
  }
}

/// The recognizer of an app's gesture whose body reports another type of
/// value: it follows the pointer as the body does.
@MainActor
final class ForwardingRecognizer<Value>: GestureRecognizer<Value> {
  let inner: AnyGestureRecognizer
  init(_ inner: AnyGestureRecognizer) { self.inner = inner }
  override var keyboardRole: KeyboardRole { inner.keyboardRole }
  override func began(_ sample: PointerSample) { inner.began(sample) }
  override func moved(_ sample: PointerSample) -> Bool { inner.moved(sample) }
  override func ended(_ sample: PointerSample) -> Bool { inner.ended(sample) }
  override func cancel() { inner.cancel() }
  override func performFromKeyboard() -> Bool { inner.performFromKeyboard() }
}

/// Whether `a` and `b` are more than `distance` cells apart.
func isFarther(_ a: Point, _ b: Point, than distance: Double) -> Bool {
  let dx = Double(a.x - b.x)
  let dy = Double(a.y - b.y)
  return (dx * dx + dy * dy) > distance * distance
}
