import TermBridgeTerminal

// Adding and removing subviews: the tree's structure, its window and the
// controllers that appear with it (see `setWindow(_:)` in TermView.swift).
extension TermView {
  /// Adds `view` as the last subview, drawn above the others, like `UIView.addSubview(_:)`.
  ///
  /// The view leaves its old superview and joins this one's window: if the window is on screen,
  /// the view controllers in the added tree get `viewWillAppear()` and `viewDidAppear()` at once.
  /// This view is marked for layout and the new one for display, so the next frame places it
  /// (this view's `layoutSubviews()`) and draws it. Adding a view that is already a subview only
  /// moves it to the top. Adding a view to itself or to a view inside it stops the program, as
  /// UIKit raises an exception.
  public func addSubview(_ view: TermView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in the subviews (later ones draw on top).
  /// A view can't go inside itself: adding a view to itself or to a view
  /// below it stops the program, as UIKit raises an exception.
  public func insertSubview(_ view: TermView, at index: Int) {
    preconditionCanAdd(view)
    if view.superview === self, let old = indexOfSubview(view) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(index, subviews.count))
      setNeedsDisplay()
      return
    }
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    view.setWindow(window)
    view.setNeedsDisplay()
    view.announcePendingWork()
    setNeedsLayout()
    didAddSubview(view)
  }

  /// Replaces all subviews with `views`, in order, in one step: views that
  /// stay keep their state, views that leave are removed, new ones added.
  public func setSubviews(_ views: [TermView]) {
    for view in views { preconditionCanAdd(view) }
    if views.count == subviews.count && zip(views, subviews).allSatisfy({ $0 === $1 }) { return }
    let staying = Set(views.map(ObjectIdentifier.init))
    for old in subviews where !staying.contains(ObjectIdentifier(old)) {
      if let window, window.firstResponder?.isDescendant(of: old) == true {
        window.firstResponderWillBeRemoved()
      }
      old.superview = nil
      old.setWindow(nil)
      willRemoveSubview(old)
    }
    let previous = Set(subviews.map(ObjectIdentifier.init))
    for view in views where !previous.contains(ObjectIdentifier(view)) {
      if view.superview !== self { view.removeFromSuperview() }
    }
    subviews = views
    for view in views where !previous.contains(ObjectIdentifier(view)) {
      view.superview = self
      view.setWindow(window)
      view.setNeedsDisplay()
      view.announcePendingWork()
      didAddSubview(view)
    }
    setNeedsDisplay()
    setNeedsLayout()
  }

  /// Takes the view out of its superview (and its window).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    if let window, window.firstResponder?.isDescendant(of: self) == true {
      window.firstResponderWillBeRemoved()
    }
    if let index = parent.indexOfSubview(self) { parent.subviews.remove(at: index) }
    superview = nil
    setWindow(nil)
    parent.setNeedsDisplay(frame)
    parent.setNeedsLayout()
    parent.willRemoveSubview(self)
  }

  /// Stops the program when `view` is this view or one above it: a view
  /// can't go inside itself.
  private func preconditionCanAdd(_ view: TermView) {
    precondition(
      !isDescendant(of: view),
      "TermView: can't add \(type(of: view)) as a subview of itself or of its own subview")
  }

  /// Where `view` is in ``subviews``, found by identity (a plain loop: a
  /// closure handed to the standard library from main-actor code pays an
  /// isolation check per element).
  private func indexOfSubview(_ view: TermView) -> Int? {
    for index in _subviews.indices where _subviews[index] === view { return index }
    return nil
  }
}
