import TermBridgeTerminal
import TermBridgeWidgets

/// The widget a gesture modifier puts around its content: it holds the
/// gestures' recognizers, runs the ``GestureArena`` for the mouse events
/// that reach it from the content, and lets a keyboard user do a tap or a
/// long press.
///
/// It takes focus (shown in reverse video) when it has a tap or a long
/// press and nothing inside it can take focus, so Tab reaches a tappable
/// text; Enter or Space then taps it, Shift-Enter or Alt-Enter long-presses
/// it (Enter and Space too when it has no tap).
@MainActor
final class TermGestureView: TermView {
  /// The gestures attached here, innermost modifier first.
  var recognizers: [AnyGestureRecognizer] = [] {
    didSet { if !isKeyboardActionable { resignIfFocused() } }
  }

  /// Whether a tap or a long press is attached.
  private var isKeyboardActionable: Bool {
    recognizers.contains { $0.keyboardRole != .none && $0.mask.contains(.gesture) }
  }

  override var canBecomeFirstResponder: Bool {
    isKeyboardActionable && isEffectivelyEnabled && !hasFocusableSubview(self)
  }

  private func hasFocusableSubview(_ view: TermView) -> Bool {
    for subview in view.subviews where !subview.isHidden {
      if subview.canBecomeFirstResponder || hasFocusableSubview(subview) { return true }
    }
    return false
  }

  private func resignIfFocused() {
    if isFirstResponder { _ = window?.makeFirstResponder(nil) }
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    let arena = GestureArena.shared
    if !arena.isPassingOn, arena.handle(event, in: self) { return true }
    return arena.passOn { super.mouseEvent(event, at: point) }
  }

  /// A view with a gesture that follows the pointer (a drag) keeps its
  /// drags; taps and long presses let a drag select text.
  override func allowsTextSelectionDrag(tookPress: Bool) -> Bool {
    let followsPointer = recognizers.contains { $0.keyboardRole == .none && $0.mask.contains(.gesture) }
    return !followsPointer && super.allowsTextSelectionDrag(tookPress: tookPress)
  }

  /// The drag became a text selection: the gestures under way end.
  override func mouseTrackingCancelled() { GestureArena.shared.cancelSequence() }

  override func keyDown(_ event: KeyEvent) -> Bool {
    // Only while this view, or a gesture view inside it, has the keys: a
    // screen-wide `.onTapGesture` must not take Enter from a control.
    guard isEffectivelyEnabled, isFirstResponder || window?.firstResponder is TermGestureView else {
      return super.keyDown(event)
    }
    let isEnter = event.key == .enter
    let isActivation = (isEnter || event.key == .character(" ")) && event.modifiers.isEmpty
    let isLongPress = isEnter && !event.modifiers.intersection([.shift, .alt]).isEmpty
    if isActivation, performTap() || perform(.longPress) { return true }
    if isLongPress, perform(.longPress) { return true }
    return super.keyDown(event)
  }

  /// Enter in a list row whose controls do not have the keys taps the row.
  override func accessibilityActivate() -> Bool {
    guard isEffectivelyEnabled else { return false }
    return performTap() || perform(.longPress)
  }

  /// Does the taps with the fewest clicks (a keyboard user cannot double-press).
  private func performTap() -> Bool {
    let taps = recognizers.filter { $0.keyboardRole == .tap && $0.mask.contains(.gesture) }
    let fewest = taps.lazy.compactMap { ($0 as? TapCounting)?.count }.min()
    var done = false
    for tap in taps where fewest == nil || (tap as? TapCounting)?.count == fewest {
      if tap.performFromKeyboard() { done = true }
    }
    return done
  }

  private func perform(_ role: KeyboardRole) -> Bool {
    var done = false
    for recognizer in recognizers where recognizer.keyboardRole == role && recognizer.mask.contains(.gesture)
    {
      if recognizer.performFromKeyboard() { done = true }
    }
    return done
  }

  override func didBecomeFirstResponder() { updateFocusHighlight() }
  override func didResignFirstResponder() { updateFocusHighlight() }
  override func themeDidChange() { if isFirstResponder { updateFocusHighlight() } }

}

/// A tap recognizer's number of clicks.
@MainActor
protocol TapCounting {
  var count: Int { get }
}
