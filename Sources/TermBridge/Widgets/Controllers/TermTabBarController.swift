import TermBridgeTerminal

/// What a tab shows in a ``TermTabBarController``'s bar, like `UITabBarItem`.
public struct TermTabBarItem: Hashable, Sendable {
  /// The tab's name.
  public var title: String
  /// A glyph before the title (one or two cells), if any.
  public var image: String?
  /// Text after the title, like `UITabBarItem.badgeValue` (a count of
  /// unread items): drawn in parentheses.
  public var badgeValue: String?

  /// An item titled `title`, with a glyph before it and a badge after it
  /// if given.
  public init(title: String, image: String? = nil, badgeValue: String? = nil) {
    self.title = title
    self.image = image
    self.badgeValue = badgeValue
  }

  /// What the bar draws for the tab.
  var label: String {
    let titled = image.map { "\($0) \(title)" } ?? title
    return badgeValue.map { "\(titled) (\($0))" } ?? titled
  }
}

/// Hears tab changes of a ``TermTabBarController``, like
/// `UITabBarControllerDelegate`.
@MainActor
public protocol TermTabBarControllerDelegate: AnyObject {
  /// Whether the user may switch to `viewController`.
  func tabBarController(
    _ tabBarController: TermTabBarController, shouldSelect viewController: TermViewController
  )
    -> Bool
  /// The user switched to `viewController`.
  func tabBarController(
    _ tabBarController: TermTabBarController, didSelect viewController: TermViewController)
}

extension TermTabBarControllerDelegate {
  /// Allows every switch.
  public func tabBarController(
    _ tabBarController: TermTabBarController, shouldSelect viewController: TermViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: TermTabBarController, didSelect viewController: TermViewController
  ) {}
}

/// Tabs of controllers with a bar to switch between them, like
/// `UITabBarController`: the selected controller's view fills the space
/// below the bar.
///
/// The terminal mapping: the bar is the top row, each tab its
/// ``TermTabBarItem`` (or its title) with the selected one in reverse
/// video. Alt-1 … Alt-9 select tab 1 … 9, Ctrl-PgUp and Ctrl-PgDn the
/// previous and next (wrapping), and a click on a tab selects it, whatever
/// has the keys inside (when it does not handle the key itself). Each tab
/// keeps the view that had the keys, and gets it back when selected again.
@MainActor
open class TermTabBarController: TermViewController {
  /// The tabs, left to right.
  public private(set) var viewControllers: [TermViewController] = []
  /// Hears the user's tab changes; held weakly.
  public weak var delegate: (any TermTabBarControllerDelegate)?
  /// The bar's item for each tab, when not derived from the controller's title.
  private var items: [ObjectIdentifier: TermTabBarItem] = [:]
  /// What had the keys in each tab, for when it is selected again.
  private let focus = ChildFocus()
  private let bar = TabBarView()

  /// The selected tab's position (nil with no tabs).
  public var selectedIndex: Int? {
    get { selected }
    set { if let newValue { select(newValue, byUser: false) } }
  }
  private var selected: Int?

  /// The selected tab's controller.
  public var selectedViewController: TermViewController? { selected.map { viewControllers[$0] } }

  /// Tabs without any yet (set them with ``setViewControllers(_:animated:)``).
  public override init() { super.init() }

  open override func loadView() {
    view = ChildContainerView(
      focus: focus, layout: { [weak self] in self?.layout(in: $0) },
      shownChild: { [weak self] in self?.selectedViewController })
  }

  open override func viewDidLoad() {
    bar.controller = self
    view.addSubview(bar)
    if let selectedViewController { view.addSubview(selectedViewController.view) }
  }

  /// Replaces the tabs; the selection stays on the same controller when it
  /// is still a tab, else moves to the first.
  public func setViewControllers(_ controllers: [TermViewController], animated: Bool = false) {
    let previous = selectedViewController
    for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      if controller === previous, isViewLoaded { controller.view.removeFromSuperview() }
      controller.removeFromParent()
      focus.forget(controller)
      items[ObjectIdentifier(controller)] = nil
    }
    let old = viewControllers
    viewControllers = controllers
    for controller in controllers where !old.contains(where: { $0 === controller }) {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    selected = nil
    let keep = previous.flatMap { p in controllers.firstIndex { $0 === p } }
    if let keep {
      selected = keep
    } else if !controllers.isEmpty {
      show(0)
    }
    if isViewLoaded {
      bar.setNeedsDisplay()
      view.setNeedsLayout()
    }
  }

  /// The bar item of `controller` (its title when none was set).
  public func tabBarItem(for controller: TermViewController) -> TermTabBarItem {
    items[ObjectIdentifier(controller)] ?? TermTabBarItem(title: controller.title ?? "Tab")
  }

  /// Sets what the bar shows for `controller`.
  public func setTabBarItem(_ item: TermTabBarItem, for controller: TermViewController) {
    guard items[ObjectIdentifier(controller)] != item else { return }
    items[ObjectIdentifier(controller)] = item
    if isViewLoaded { bar.setNeedsDisplay() }
  }

  override func childBarContentDidChange() {
    if isViewLoaded { bar.setNeedsDisplay() }
  }

  /// Selects the tab at `index` as the user does: asks the delegate, then
  /// tells it. Returns whether the tab is selected now.
  @discardableResult
  public func selectTab(at index: Int) -> Bool { select(index, byUser: true) }

  @discardableResult
  private func select(_ index: Int, byUser: Bool) -> Bool {
    guard viewControllers.indices.contains(index) else { return false }
    if index == selected { return true }
    let controller = viewControllers[index]
    if byUser, let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
    show(index)
    if byUser { delegate?.tabBarController(self, didSelect: controller) }
    return true
  }

  private func show(_ index: Int) {
    if let old = selectedViewController, isViewLoaded {
      focus.save(old, in: view.window)
      old.view.removeFromSuperview()
    }
    selected = index
    if isViewLoaded {
      view.addSubview(viewControllers[index].view)
      focus.childWasShown()
      bar.setNeedsDisplay()
      view.setNeedsLayout()
    }
  }

  // MARK: Layout and keys

  private func layout(in bounds: Rect) {
    let barHeight = min(1, bounds.height)
    bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: barHeight)
    selectedViewController?.view.frame = Rect(
      x: 0, y: barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
  }

  /// The bar's tabs: each one's columns, for clicks.
  fileprivate var tabSpans: [Range<Int>] {
    var x = 1
    return viewControllers.map { controller in
      let width = DisplayWidth.of(tabBarItem(for: controller).label) + 2
      defer { x += width + 1 }
      return x..<(x + width)
    }
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if event.modifiers == .alt, case .character(let c) = event.key, let digit = c.wholeNumberValue,
      (1...9).contains(digit), digit <= viewControllers.count
    {
      selectTab(at: digit - 1)
      return true
    }
    if event.modifiers == .control, event.key == .pageUp || event.key == .pageDown, viewControllers.count > 1
    {
      let count = viewControllers.count
      let step = event.key == .pageDown ? 1 : count - 1
      selectTab(at: ((selected ?? 0) + step) % count)
      return true
    }
    return super.keyDown(event)
  }
}

/// The bar: one tab after another, the selected one in reverse video.
@MainActor
private final class TabBarView: TermView {
  weak var controller: TermTabBarController?

  override var accessibilityRole: TermAccessibilityRole { .tabBar }

  override var accessibilityChildElements: [TermAccessibilityElement] {
    guard let controller else { return [] }
    let bar = frameOnScreen
    return controller.tabSpans.enumerated().map { index, span in
      let item = controller.tabBarItem(for: controller.viewControllers[index])
      return TermAccessibilityElement(
        role: .tab, label: item.title, value: item.badgeValue,
        traits: index == controller.selectedIndex ? .isSelected : [],
        frame: Rect(x: bar.minX + span.lowerBound, y: bar.minY, width: span.count, height: 1), view: nil,
        activate: { [weak controller] in controller?.selectTab(at: index) ?? false })
    }
  }

  override func draw(in canvas: TermCanvas) {
    guard let controller else { return }
    for (index, span) in controller.tabSpans.enumerated() {
      let item = controller.tabBarItem(for: controller.viewControllers[index])
      let style: TermStyle = index == controller.selectedIndex ? theme.selectedTab : .plain
      _ = canvas.draw(" \(item.label) ", at: Point(x: span.lowerBound, y: 0), style: style)
    }
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind, let controller,
      let index = controller.tabSpans.firstIndex(where: { $0.contains(point.x) })
    else { return false }
    controller.selectTab(at: index)
    return true
  }
}
