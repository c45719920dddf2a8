import TermBridgeTerminal

/// Manages a view and its lifetime on screen, like `UIViewController`:
/// loading, appearance callbacks, child containment and modal presentation.
@MainActor
open class TermViewController: TermResponder {
  /// Makes a controller; its view is made by `loadView()` when `view` is first read.
  public override init() { super.init() }

  // MARK: View

  private var loadedView: TermView?

  /// The controller's root view, created by ``loadView()`` on first use.
  public var view: TermView {
    get {
      loadViewIfNeeded()
      return loadedView!
    }
    set {
      loadedView?.viewController = nil
      loadedView = newValue
      newValue.viewController = self
    }
  }

  /// Whether the view exists yet (reading ``view`` loads it).
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to make your own (don't call super then).
  open func loadView() { view = TermView() }

  /// Loads the view now if it is not loaded, then calls ``viewDidLoad()``.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = TermView() }
    viewDidLoad()
  }

  /// Called once, after the view is loaded (by the first read of `view`), like UIKit's: add
  /// subviews and child controllers here. The view is in no window yet and its size is not
  /// known (a window or a container sets its frame when it lays out), so size and place
  /// subviews in `viewDidLayoutSubviews()` or the view's `layoutSubviews()`.
  open func viewDidLoad() {}

  /// Called before the view lays out its subviews, like UIKit's: in the layout phase of a frame
  /// (or in `layoutIfNeeded()`) when the view's size changed or `setNeedsLayout()` was called on
  /// it. The view's `layoutSubviews()` runs next.
  open func viewWillLayoutSubviews() {}

  /// Called after the view's `layoutSubviews()` and before its subviews lay out theirs, like
  /// UIKit's: size and place the views the controller added, such as a child controller's
  /// view, from `view.bounds`.
  open func viewDidLayoutSubviews() {}

  /// A title, shown by containers and dialogs that have room for one.
  open var title: String? {
    didSet { if title != oldValue { parent?.childBarContentDidChange() } }
  }

  /// A child's title or bar items changed (a container showing them redraws).
  func childBarContentDidChange() {}

  /// What a navigation bar shows for this controller besides its title,
  /// like `UIViewController.navigationItem`.
  public private(set) lazy var navigationItem: TermNavigationItem = {
    let item = TermNavigationItem()
    item.didChange = { [weak self] in self?.parent?.childBarContentDidChange() }
    return item
  }()

  /// The size the controller would like when presented as a sheet or
  /// embedded by a container that asks.
  open var preferredContentSize: Size = .zero

  // MARK: Appearance

  private enum AppearanceState { case disappeared, appearing, appeared, disappearing }
  private var appearance = AppearanceState.disappeared

  /// Whether the view is on screen (between `viewDidAppear` and `viewWillDisappear`).
  public var isVisible: Bool { appearance == .appeared }

  /// Called before the view goes on screen, like UIKit's: it is entering a window the
  /// application shows (added to one, pushed, presented, its tab selected), or its window is
  /// being shown. It is laid out there afterwards. There are no transition animations, so
  /// `viewDidAppear()` follows at once.
  open func viewWillAppear() {}
  /// Called after the view went on screen, like UIKit's: it is in a window the application
  /// shows and is laid out and drawn in the next frame (a window just shown lays out at once).
  /// Make a subview first responder here, as `TermAlertController` focuses its first text field;
  /// a window that has had no first responder focuses its first focusable view in Tab order.
  open func viewDidAppear() {}
  /// Called before the view leaves the screen, like UIKit's: it is about to leave its window
  /// (popped, dismissed, another tab selected, removed from its superview), or its window is
  /// closing. `viewDidDisappear()` follows at once.
  open func viewWillDisappear() {}
  /// Called after the view left the screen, like UIKit's: it is out of its window, or the window
  /// is no longer shown. Stop here what only matters while the view shows, such as a timer.
  open func viewDidDisappear() {}

  func appearanceWillChange(toVisible visible: Bool) {
    if visible && appearance == .disappeared {
      appearance = .appearing
      viewWillAppear()
    } else if !visible && appearance == .appeared {
      appearance = .disappearing
      viewWillDisappear()
    }
  }

  func appearanceDidChange() {
    if appearance == .appearing {
      appearance = .appeared
      viewDidAppear()
    } else if appearance == .disappearing {
      appearance = .disappeared
      viewDidDisappear()
    }
  }

  // MARK: Containment

  /// The child controllers added with `addChild(_:)`, in order, like `UIViewController.children`.
  public private(set) var children: [TermViewController] = []
  /// The container this controller is a child of (a navigation, tab or split controller, or your
  /// own), if any.
  public private(set) weak var parent: TermViewController?

  /// Adds a child controller. Add its view to your view yourself, then call
  /// `child.didMove(toParent: self)`, as in UIKit.
  public func addChild(_ child: TermViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent. Call `willMove(toParent: nil)`
  /// and remove its view first, as in UIKit.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to `parent` (or removed, with
  /// nil), as UIKit's containment does.
  open func willMove(toParent parent: TermViewController?) {}
  /// Called after the controller was added to `parent` (or removed, with
  /// nil); a container calls it after adding the child's view.
  open func didMove(toParent parent: TermViewController?) {}

  open override var next: TermResponder? {
    loadedView?.superview ?? parent ?? presentingViewController ?? loadedView?.window
  }

  /// A mouse event outside the window of a presented controller (a
  /// popover, a sheet), which takes the mouse alone; the default ignores
  /// it. A popup menu closes.
  open func mouseEventOutsideView(_ event: MouseEvent) {}

  // MARK: Presentation

  /// How a presented controller is shown.
  public enum ModalPresentationStyle: Sendable {
    /// A window covering the whole screen.
    case fullScreen
    /// A bordered window centred over the presenter, sized by
    /// ``preferredContentSize`` (limited to the screen).
    case sheet
    /// A bordered box beside ``popoverSourceRect`` (below it, or above it
    /// when there is no room below), sized by ``preferredContentSize``.
    case popover
  }

  /// How `present(_:completion:)` shows this controller, like UIKit's; `.sheet` unless set.
  open var modalPresentationStyle = ModalPresentationStyle.sheet

  /// What a `.popover` presentation points at, in screen coordinates, like
  /// `UIPopoverPresentationController.sourceRect`; nil centres it.
  public var popoverSourceRect: Rect?

  /// The controller this one presented with `present(_:completion:)` and has not dismissed.
  public private(set) var presentedViewController: TermViewController?
  /// The controller that presented this one; nil when this one is not presented, or when the
  /// application presented it from a window with no root controller.
  public private(set) weak var presentingViewController: TermViewController?
  private var presentationWindow: TermWindow?

  /// Shows `controller` modally in a window above this one. It gets the
  /// keys until it is dismissed.
  public func present(_ controller: TermViewController, completion: (() -> Void)? = nil) {
    guard presentedViewController == nil, let application = view.window?.application else {
      return
    }
    let window = ModalWindow(for: controller)
    presentedViewController = controller
    controller.presentingViewController = self
    controller.presentationWindow = window
    window.rootViewController = controller
    window.makeKeyAndVisible(in: application)
    completion?()
  }

  /// Shows `controller` modally in `application` when there is no
  /// controller to present it from (a window without a root controller).
  package func presentFromApplication(_ application: TermApplication) {
    let window = ModalWindow(for: self)
    presentationWindow = window
    window.rootViewController = self
    window.makeKeyAndVisible(in: application)
  }

  /// Dismisses the controller this one presented and every controller
  /// above it, as UIKit does for a controller lower in a stack of
  /// presentations; or, when this one presents nothing, this one.
  public func dismiss(completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      var chain = [presented]
      while let next = chain.last?.presentedViewController { chain.append(next) }
      for controller in chain.reversed() { controller.dismissItself() }
      completion?()
      return
    }
    dismissItself()
    completion?()
  }

  /// Dismisses this controller and every controller above it: what ends a
  /// presentation whose owner no longer wants it (SwiftUI dismisses what a
  /// sheet presented along with the sheet).
  package func dismissWithPresentedControllers() {
    if presentedViewController != nil { dismiss() }
    dismissItself()
  }

  /// Takes this controller, which presents nothing, off the screen.
  private func dismissItself() {
    guard let presenter = presentingViewController else {
      // Presented by the application itself (no presenting controller).
      if let window = presentationWindow {
        presentationWindow = nil
        window.close()
        window.rootViewController = nil
      }
      return
    }
    presenter.presentedViewController = nil
    presentingViewController = nil
    let window = presentationWindow
    presentationWindow = nil
    window?.close()
    window?.rootViewController = nil
  }
}

extension TermView {
  /// Tells every controller in the tree whether it is now on screen.
  func updateAppearanceInTree() {
    let visible = window?.application != nil
    var controllers: [TermViewController] = []
    collectControllers(into: &controllers)
    for controller in controllers { controller.appearanceWillChange(toVisible: visible) }
    for controller in controllers { controller.appearanceDidChange() }
  }
}
