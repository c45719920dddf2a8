import TermBridgeTerminal

/// The update and layout phases' walks: which views have updates, layout
/// or drawing pending, and running updates and layout parents before
/// children (see ``TermView/setNeedsUpdateProperties()``,
/// ``TermView/setNeedsLayout()`` and ``TermView/setNeedsDisplay()``).
extension TermView {
  /// Marks the views above this one, up to the first already marked, so
  /// that the update, layout and draw walks find the work pending below.
  private func markAncestors(until isMarked: (TermView) -> Bool, with mark: (TermView) -> Void) {
    var current = superview
    while let view = current, !isMarked(view) {
      mark(view)
      current = view.superview
    }
  }

  func markAncestorsNeedingUpdate() {
    markAncestors(
      until: { $0.subtreeNeedsUpdateProperties }, with: { $0.subtreeNeedsUpdateProperties = true })
  }

  func markAncestorsNeedingLayout() {
    markAncestors(until: { $0.subtreeNeedsLayout }, with: { $0.subtreeNeedsLayout = true })
  }

  func markAncestorsNeedingDisplay() {
    markAncestors(until: { $0.subtreeNeedsDisplay }, with: { $0.subtreeNeedsDisplay = true })
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
