import TermBridgeTerminal

/// The update and layout phases' walks: which views have updates or
/// layout pending, and running them parents before children (see
/// ``TermView/setNeedsUpdateProperties()`` and ``TermView/setNeedsLayout()``).
extension TermView {
  func markAncestorsNeedingUpdate() {
    var current = superview
    while let view = current, !view.subtreeNeedsUpdateProperties {
      view.subtreeNeedsUpdateProperties = true
      current = view.superview
    }
  }

  /// Tells the views above that this one, joining a tree or shown again,
  /// has an update or a layout pending (the walks visit only marked paths).
  func announcePendingWork() {
    if needsUpdateProperties || subtreeNeedsUpdateProperties { markAncestorsNeedingUpdate() }
    if needsLayout || subtreeNeedsLayout { markAncestorsNeedingLayout() }
  }

  /// Runs the pending updates of this view and the views below it now,
  /// parents before children. Layout and measuring call it first, so a
  /// view is never laid out with content from before an update it asked for.
  public func updatePropertiesIfNeeded() {
    guard needsUpdateProperties || subtreeNeedsUpdateProperties else { return }
    subtreeNeedsUpdateProperties = false
    if needsUpdateProperties {
      needsUpdateProperties = false
      window?.application?.noteUpdateDuringLayout()
      updateProperties()
    }
    for subview in subviews where !subview.isHidden { subview.updatePropertiesIfNeeded() }
    // Views below marked by this walk were visited after being marked.
    if subtreeNeedsUpdateProperties {
      subtreeNeedsUpdateProperties = hasShownSubview {
        $0.needsUpdateProperties || $0.subtreeNeedsUpdateProperties
      }
    }
  }

  func markAncestorsNeedingLayout() {
    var current = superview
    while let view = current, !view.subtreeNeedsLayout {
      view.subtreeNeedsLayout = true
      current = view.superview
    }
  }

  /// Lays out now if layout is pending, then the subviews that need it;
  /// pending property updates run first.
  public func layoutIfNeeded() {
    updatePropertiesIfNeeded()
    guard needsLayout || subtreeNeedsLayout else { return }
    subtreeNeedsLayout = false
    if needsLayout {
      needsLayout = false
      if let viewController {
        // A controller's root view: UIKit's hooks around its layout.
        viewController.viewWillLayoutSubviews()
        layoutSubviews()
        viewController.viewDidLayoutSubviews()
      } else {
        layoutSubviews()
      }
    }
    for subview in subviews where !subview.isHidden { subview.layoutIfNeeded() }
    // Views below marked by this pass were laid out after being marked.
    if subtreeNeedsLayout {
      subtreeNeedsLayout = hasShownSubview { $0.needsLayout || $0.subtreeNeedsLayout }
    }
  }

  /// Whether a subview that is not hidden passes `test`. (A loop of our
  /// own: a closure handed to the standard library's `contains` from
  /// main-actor code pays an isolation check per subview.)
  private func hasShownSubview(where test: (TermView) -> Bool) -> Bool {
    for subview in subviews where !subview.isHidden && test(subview) { return true }
    return false
  }
}
