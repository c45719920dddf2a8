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
    // A plain loop: a closure handed to `contains` pays an isolation check
    // per subview.
    if subtreeNeedsUpdateProperties {
      var pending = false
      for subview in subviews
      where !subview.isHidden && (subview.needsUpdateProperties || subview.subtreeNeedsUpdateProperties) {
        pending = true
        break
      }
      subtreeNeedsUpdateProperties = pending
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
    // A plain loop: a closure handed to `contains` pays an isolation check
    // per subview.
    if subtreeNeedsLayout {
      var pending = false
      for subview in subviews where !subview.isHidden && (subview.needsLayout || subview.subtreeNeedsLayout) {
        pending = true
        break
      }
      subtreeNeedsLayout = pending
    }
  }
}
