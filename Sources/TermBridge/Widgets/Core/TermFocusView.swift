import TermBridgeTerminal

/// A view that takes the keys for what it holds, like an `NSView` whose
/// `acceptsFirstResponder` is true: Tab stops on it and a click inside
/// focuses it, so key handlers on it (or on the views around it) get the
/// keys while it has them. It shows focus in reverse video over its
/// content, unless ``TermView/isFocusEffectDisabled`` says otherwise (on
/// it or around it). It is what SwiftUI's `.focusable()` puts around a
/// view.
@MainActor
open class TermFocusView: TermView {
  /// Whether the view takes focus; when false it is an ordinary container.
  open var isFocusable = true {
    didSet {
      guard isFocusable != oldValue else { return }
      if !isFocusable, isFirstResponder { window?.makeFirstResponder(nil) }
    }
  }

  open override var canBecomeFirstResponder: Bool { isFocusable && isEffectivelyEnabled }

  open override var isFocusEffectDisabled: Bool {
    didSet { updateFocusHighlight() }
  }

  open override func didBecomeFirstResponder() { updateFocusHighlight() }
  open override func didResignFirstResponder() { updateFocusHighlight() }
  open override func themeDidChange() { if isFirstResponder { updateFocusHighlight() } }

  /// A click inside focuses the view, unless a view inside took focus.
  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    if case .press(.left) = event.kind, canBecomeFirstResponder, let window {
      let inside = window.firstResponder.map { $0 !== self && $0.isDescendant(of: self) } ?? false
      if !inside { window.makeFirstResponder(self) }
    }
    return super.mouseEvent(event, at: point)
  }

  /// The first subview's size: the view is as large as its content.
  open override func sizeThatFits(_ size: Size) -> Size {
    subviews.first?.sizeThatFits(size) ?? .zero
  }
}
