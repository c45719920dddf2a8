import TermBridgeTerminal

/// Where the keys go as a container controller shows one child after
/// another (a navigation stack, tabs): a child shown gets its first
/// focusable view, or the view that had the keys when it was last hidden;
/// a child with nothing focusable leaves the keys with the container's own
/// view, so the container still hears them (Esc, Alt-1).
@MainActor
final class ChildFocus {
  private struct Saved {
    weak var view: TermView?
  }

  private var saved: [ObjectIdentifier: Saved] = [:]
  /// Layout passes left to focus the shown child (its content may appear
  /// only in the first one).
  private var attemptsLeft = 0

  /// `child` is being hidden: remember what in it has the keys.
  func save(_ child: TermViewController, in window: TermWindow?) {
    guard let responder = window?.firstResponder, responder.isDescendant(of: child.view) else { return }
    saved[ObjectIdentifier(child)] = Saved(view: responder)
  }

  /// `child` left the container.
  func forget(_ child: TermViewController) { saved[ObjectIdentifier(child)] = nil }

  /// A child was just shown: focus it in the next layout passes.
  func childWasShown() { attemptsLeft = 2 }

  /// After layout: gives `child` the keys, or `container` if nothing in
  /// `child` takes them.
  func focus(_ child: TermViewController?, container: TermView) {
    guard attemptsLeft > 0, let child, let window = container.window else { return }
    // The keys are in a control elsewhere in the window (a sidebar beside
    // this container): a child shown here does not take them, as adding a
    // child in UIKit moves no first responder.
    if let responder = window.firstResponder, responder !== window, !responder.isDescendant(of: container),
      !container.isDescendant(of: responder)
    {
      attemptsLeft = 0
      return
    }
    attemptsLeft -= 1
    if let view = saved[ObjectIdentifier(child)]?.view, view.window === window,
      view.isDescendant(of: child.view),
      window.makeFirstResponder(view)
    {
      saved[ObjectIdentifier(child)] = nil
      attemptsLeft = 0
    } else if let first = ChildFocus.firstFocusableView(in: child, window: window) {
      window.makeFirstResponder(first)
      attemptsLeft = 0
    } else if attemptsLeft == 0 || window.firstResponder?.isDescendant(of: container) != true {
      window.makeFirstResponder(container)
    }
  }

  /// The first control of `child` that Tab would reach: a scroll view
  /// holding controls gives its first control (a screen's content in a
  /// `ScrollView` gets the keys in its first control, as on macOS with
  /// full keyboard access), one holding none the scroll view itself.
  static func firstFocusableView(in child: TermViewController, window: TermWindow) -> TermView? {
    let views = window.focusableViews().filter { $0.isDescendant(of: child.view) }
    guard var first = views.first else { return nil }
    while first is TermScrollView,
      let inner = views.first(where: { $0 !== first && $0.isDescendant(of: first) })
    {
      first = inner
    }
    return first
  }

  /// Whether nothing in `child` takes keys (the container's view then may).
  static func takesNoKeys(_ child: TermViewController?, container: TermView) -> Bool {
    guard let child, let window = container.window else { return false }
    return !window.focusableViews().contains { $0 !== container && $0.isDescendant(of: child.view) }
  }
}

extension KeyEvent {
  /// Esc or Alt-Left: back to the previous screen or column of a container.
  var isContainerBack: Bool { self == KeyEvent(.escape) || self == KeyEvent(.left, modifiers: .alt) }
}

/// A container controller's root view: it lays its controller's children
/// out through `layout`, then `focus` gives the shown child the keys; it
/// takes the keys itself only while the shown child has nothing that does.
@MainActor
final class ChildContainerView: TermView {
  private let focus: ChildFocus
  private let layout: (Rect) -> Void
  private let shownChild: () -> TermViewController?
  private var isCheckingFocus = false

  init(
    focus: ChildFocus, layout: @escaping (Rect) -> Void, shownChild: @escaping () -> TermViewController?
  ) {
    self.focus = focus
    self.layout = layout
    self.shownChild = shownChild
    super.init(frame: .zero)
  }

  override func layoutSubviews() {
    layout(bounds)
    focus.focus(shownChild(), container: self)
  }

  override var canBecomeFirstResponder: Bool {
    guard !isCheckingFocus else { return false }
    isCheckingFocus = true
    defer { isCheckingFocus = false }
    return ChildFocus.takesNoKeys(shownChild(), container: self)
  }
}
