import TermBridgeTerminal

// Where focus may go and how it is shown: the hierarchy-wide reading of
// `refusesFirstResponder`, `isFocusEffectDisabled` and `isFocusSection`.
extension TermView {
  /// Whether the view has the keys and shows it: ``isFocused``, unless the
  /// view or a view around it has ``isFocusEffectDisabled``. Widgets draw
  /// their focus highlight from this; what they do with keys follows
  /// ``isFocused``.
  public var showsFocusEffect: Bool { isFocused && !isFocusEffectDisabledInHierarchy }

  /// Whether the view or a view around it has ``isFocusEffectDisabled``.
  public var isFocusEffectDisabledInHierarchy: Bool {
    var current: TermView? = self
    while let view = current {
      if view.isFocusEffectDisabled { return true }
      current = view.superview
    }
    return false
  }

  /// Shows focus on a view that draws nothing of its own round its
  /// content (a focusable or tappable wrapper): its whole area in reverse
  /// while it is first responder, unless the focus effect is disabled.
  package func updateFocusHighlight() {
    let style: TermStyle? =
      isFirstResponder && !isFocusEffectDisabledInHierarchy ? theme.focused : nil
    guard backgroundStyle != style else { return }
    backgroundStyle = style
    setNeedsDisplayRecursively()
  }

  /// Whether the view or a view around it has ``refusesFirstResponder``.
  public var refusesFirstResponderInHierarchy: Bool {
    var current: TermView? = self
    while let view = current {
      if view.refusesFirstResponder { return true }
      current = view.superview
    }
    return false
  }

  /// The innermost view around this one (or this one) that is a focus
  /// section, if any.
  public var enclosingFocusSection: TermView? {
    var current: TermView? = self
    while let view = current {
      if view.isFocusSection { return view }
      current = view.superview
    }
    return nil
  }

  /// Clears focus when it is in this view or inside it.
  func resignFocusInside() {
    guard let window, let focused = window.firstResponder, focused.isDescendant(of: self) else { return }
    window.makeFirstResponder(nil)
  }
}
