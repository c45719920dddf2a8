import TermBridgeTerminal

// What a view's place in its tree says about it: the answers that walk up
// the superviews (where it is in the window, whether it is inside another
// view, enabled and interactive all the way up).
extension TermView {
  /// Whether this view is `view` or inside it, at any depth, like `UIView.isDescendant(of:)`.
  public func isDescendant(of view: TermView) -> Bool {
    var current: TermView? = self
    while let c = current {
      if c === view { return true }
      current = c.superview
    }
    return false
  }

  /// Whether this view and all its ancestors are enabled.
  public var isEffectivelyEnabled: Bool {
    var current: TermView? = self
    while let c = current {
      if !c.isEnabled { return false }
      current = c.superview
    }
    return true
  }

  /// The view's frame in its window's coordinates.
  public var frameInWindow: Rect {
    var rect = frame
    let window = self.window
    var current = superview
    while let c = current, c !== window {
      rect.origin = rect.origin + c.frame.origin
      current = c.superview
    }
    return rect
  }

  /// Converts a point in this view's coordinates to `view`'s (the window's when nil).
  public func convert(_ point: Point, to view: TermView?) -> Point {
    let inWindow = point + frameInWindow.origin
    guard let view else { return inWindow }
    return inWindow - view.frameInWindow.origin
  }

  /// Whether the view takes part in Tab focus traversal now.
  var isFocusableNow: Bool {
    canBecomeFirstResponder && isInteractiveInHierarchy
  }

  /// Visible, interactive and enabled, up to the window.
  var isInteractiveInHierarchy: Bool {
    var current: TermView? = self
    while let c = current {
      if c.isHidden || !c.isUserInteractionEnabled || !c.isEnabled { return false }
      current = c.superview
    }
    return window != nil
  }
}
