import TermBridgeTerminal

/// Hears when a ``TermNavigationController`` shows another controller, like
/// `UINavigationControllerDelegate`.
@MainActor
public protocol TermNavigationControllerDelegate: AnyObject {
  /// `viewController` is about to become the top controller.
  func navigationController(
    _ navigationController: TermNavigationController, willShow viewController: TermViewController)
  /// `viewController` is the top controller now, on screen.
  func navigationController(
    _ navigationController: TermNavigationController, didShow viewController: TermViewController)
}

extension TermNavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: TermNavigationController, willShow viewController: TermViewController
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: TermNavigationController, didShow viewController: TermViewController
  ) {}
}

/// A stack of controllers with a navigation bar, like
/// `UINavigationController`: the top controller's view fills the space
/// below the bar, the others wait beneath it.
///
/// The terminal mapping: the bar is one row with the top controller's
/// title (bold) and, when there is something to go back to, `‹ ` and the
/// previous controller's title (or "Back"), then a line under it. Esc or
/// Alt-Left pops (when no view inside handled the key), as does a click on
/// the back hint, unless the top's `navigationItem.hidesBackButton`. A
/// pushed controller's first focusable view gets the keys; after a pop,
/// the view that had them before the push gets them back. The bar is
/// hidden while the stack has one controller without a title or bar
/// items, while the top's `navigationItem.prefersNavigationBarHidden`, or
/// always with ``isNavigationBarHidden``.
@MainActor
open class TermNavigationController: TermViewController {
  /// The stack, bottom (the root) to top.
  public private(set) var viewControllers: [TermViewController] = []
  /// Hears pushes and pops; held weakly.
  public weak var delegate: (any TermNavigationControllerDelegate)?
  /// Hides the bar whatever the stack holds.
  public var isNavigationBarHidden = false {
    didSet { if isNavigationBarHidden != oldValue { view.setNeedsLayout() } }
  }

  /// The controller on top: the one on screen.
  public var topViewController: TermViewController? { viewControllers.last }

  /// What had the keys in each covered controller, for when it is on top again.
  private let focus = ChildFocus()
  private let bar = NavigationBarView()

  /// A stack holding `rootViewController`.
  public init(rootViewController: TermViewController) {
    super.init()
    setViewControllers([rootViewController])
  }

  /// An empty stack (push or set controllers before showing it).
  public override init() { super.init() }

  open override func loadView() {
    view = ChildContainerView(
      focus: focus, layout: { [weak self] in self?.layout(in: $0) },
      shownChild: { [weak self] in self?.topViewController })
  }

  open override func viewDidLoad() {
    bar.controller = self
    view.addSubview(bar)
    bar.reloadItems()
    if let top = topViewController { view.addSubview(top.view) }
  }

  // MARK: The stack

  /// Pushes `viewController` on top: its view replaces the one shown.
  public func pushViewController(_ viewController: TermViewController, animated: Bool = false) {
    guard !viewControllers.contains(where: { $0 === viewController }) else { return }
    show(viewControllers + [viewController])
  }

  /// Pops the top controller and returns it; nothing when only the root is left.
  @discardableResult
  public func popViewController(animated: Bool = false) -> TermViewController? {
    guard viewControllers.count > 1, let top = topViewController else { return nil }
    show(Array(viewControllers.dropLast()))
    return top
  }

  /// Pops every controller above `viewController`; returns them, bottom first.
  @discardableResult
  public func popToViewController(_ viewController: TermViewController, animated: Bool = false)
    -> [TermViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    if !popped.isEmpty { show(Array(viewControllers[...index])) }
    return popped
  }

  /// Pops all but the root; returns them, bottom first.
  @discardableResult
  public func popToRootViewController(animated: Bool = false) -> [TermViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the stack: controllers no longer in it leave, new ones join.
  public func setViewControllers(_ controllers: [TermViewController], animated: Bool = false) {
    show(controllers)
  }

  private func show(_ controllers: [TermViewController]) {
    let oldTop = topViewController
    let newTop = controllers.last
    let pushing = newTop.map { top in !viewControllers.contains { $0 === top } } ?? false
    if let newTop, newTop !== oldTop { delegate?.navigationController(self, willShow: newTop) }
    // What has the keys now, kept for when the old top is on top again.
    if let oldTop, newTop !== oldTop, pushing, isViewLoaded { focus.save(oldTop, in: view.window) }
    // UIKit's order for children that leave: willMove, the view goes, removeFromParent.
    let leaving = viewControllers.filter { old in !controllers.contains { $0 === old } }
    for controller in leaving { controller.willMove(toParent: nil) }
    if let oldTop, newTop !== oldTop, isViewLoaded { oldTop.view.removeFromSuperview() }
    for controller in leaving {
      controller.removeFromParent()
      focus.forget(controller)
    }
    let previous = viewControllers
    viewControllers = controllers
    for controller in controllers where !previous.contains(where: { $0 === controller }) {
      addChild(controller)
    }
    if let newTop, newTop !== oldTop, isViewLoaded {
      view.addSubview(newTop.view)
      focus.childWasShown()
    }
    for controller in controllers where !previous.contains(where: { $0 === controller }) {
      controller.didMove(toParent: self)
    }
    if isViewLoaded {
      bar.reloadItems()
      view.setNeedsLayout()
    }
    if let newTop, newTop !== oldTop { delegate?.navigationController(self, didShow: newTop) }
  }

  // MARK: Bar

  /// Whether the bar is shown now.
  public var showsNavigationBar: Bool {
    guard !isNavigationBarHidden, let top = topViewController, !top.navigationItem.prefersNavigationBarHidden
    else { return false }
    return viewControllers.count > 1 || top.title != nil || top.navigationItem.subtitle != nil
      || !top.navigationItem.rightBarButtonItems.isEmpty
      || !top.navigationItem.leftBarButtonItems.isEmpty
  }

  /// What the back hint says: the title of the controller below the top.
  var backTitle: String? {
    guard canPopByKeys else { return nil }
    return viewControllers[viewControllers.count - 2].title ?? "Back"
  }

  /// Whether Esc, Alt-Left and the back hint pop: something is below the
  /// top, and the top does not hide its back button.
  var canPopByKeys: Bool {
    viewControllers.count > 1 && topViewController?.navigationItem.hidesBackButton != true
  }

  override func childBarContentDidChange() {
    guard isViewLoaded else { return }
    bar.reloadItems()
    view.setNeedsLayout()
  }

  // MARK: Layout and keys

  private func layout(in bounds: Rect) {
    let barHeight = showsNavigationBar ? min(2, bounds.height) : 0
    bar.isHidden = barHeight == 0
    bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
    topViewController?.view.frame = Rect(
      x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
  }

  /// Esc goes back, while there is a screen to go back to.
  open override var keyCommands: [TermKeyCommand] {
    canPopByKeys ? [TermKeyCommand(title: "Back", input: KeyEvent(.escape))] : []
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if canPopByKeys, event.isContainerBack {
      popViewController()
      return true
    }
    return super.keyDown(event)
  }
}

/// The bar: back hint, the top controller's left items, its title, its
/// right items, and a line under them. The items are buttons: a click or
/// their keyboard shortcut presses them, and Tab reaches them.
@MainActor
private final class NavigationBarView: TermView {
  weak var controller: TermNavigationController?
  private var left: [TermView] = []
  private var right: [TermView] = []

  /// The items the buttons were made for.
  private var shownItems: [TermBarButtonItem] = []

  /// Makes buttons for the top controller's items (again only when the
  /// items changed: a title change only redraws).
  func reloadItems() {
    setNeedsLayout()
    setNeedsDisplay()
    let item = controller?.topViewController?.navigationItem
    let items = (item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? [])
    guard items.count != shownItems.count || zip(items, shownItems).contains(where: { $0 !== $1 }) else {
      return
    }
    shownItems = items
    for button in left + right { button.removeFromSuperview() }
    left = (item?.leftBarButtonItems ?? []).map(makeButton)
    right = (item?.rightBarButtonItems ?? []).map(makeButton)
    for button in left + right { addSubview(button) }
  }

  private func makeButton(for item: TermBarButtonItem) -> TermView {
    if let view = item.customView {
      view.removeFromSuperview()
      return view
    }
    let button = TermButton(title: item.label)
    button.onPress = { [weak item] in item?.action() }
    button.keyboardShortcut = item.keyboardShortcut
    if item.isDestructive { button.style = theme.destructiveStyle }
    return button
  }

  private var backHintWidth: Int {
    controller?.backTitle.map { DisplayWidth.of("‹ \($0)") + 2 } ?? 0
  }

  override func layoutSubviews() {
    var x = max(1, backHintWidth + 1)
    for button in left {
      let width = itemWidth(button)
      button.frame = Rect(x: x, y: 0, width: width, height: 1)
      x += width + 1
    }
    var end = bounds.width
    for button in right.reversed() {
      let width = itemWidth(button)
      end -= width
      button.frame = Rect(x: max(0, end), y: 0, width: width, height: 1)
      end -= 1
    }
  }

  /// A button's width, or what a custom view needs on one line (at most
  /// the bar's width).
  private func itemWidth(_ view: TermView) -> Int {
    min(max(0, view.sizeThatFits(Size(width: bounds.width, height: 1)).width), bounds.width)
  }

  override func draw(in canvas: TermCanvas) {
    guard let controller else { return }
    let width = canvas.size.width
    if let back = controller.backTitle {
      _ = canvas.draw("‹ \(back)", at: Point(x: 1, y: 0), style: theme.secondaryTextStyle)
    }
    let top = controller.topViewController
    let subtitle = top?.navigationItem.subtitle.flatMap { $0.isEmpty ? nil : $0 }
    if let title = top?.title ?? subtitle.map({ _ in "" }) {
      // Centred when there is room between the items, else after the left
      // ones; the subtitle follows the title, dimmed.
      let leftEnd = (left.last.map { $0.frame.maxX } ?? backHintWidth) + 2
      let rightStart = right.first?.frame.minX ?? width
      let gap = title.isEmpty ? "" : "  "
      let titleWidth = DisplayWidth.of(title) + (subtitle.map { DisplayWidth.of(gap + $0) } ?? 0)
      let x = max(leftEnd, min((width - titleWidth) / 2, rightStart - 1 - titleWidth))
      let clipped = canvas.clipped(to: Rect(x: 0, y: 0, width: max(0, rightStart - 1), height: 1))
      let end = x + clipped.draw(title, at: Point(x: x, y: 0), style: theme.title)
      if let subtitle {
        _ = clipped.draw(gap + subtitle, at: Point(x: end, y: 0), style: theme.secondaryTextStyle)
      }
    }
    if canvas.size.height > 1 {
      canvas.drawHorizontalLine(y: 1, from: 0, to: width, style: theme.separatorStyle)
    }
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind, point.y == 0, let controller, controller.backTitle != nil,
      point.x < backHintWidth + 1
    else { return false }
    controller.popViewController()
    return true
  }
}
