import TermBridgeTerminal

/// Two or three columns side by side — a sidebar, an optional middle
/// column, a detail — like `UISplitViewController`.
///
/// The terminal mapping: with room for every column (at least
/// ``minimumWidthForAllColumns``), the columns sit side by side with a
/// line between them, the sidebar and the middle column at their preferred
/// widths and the detail taking the rest; Tab moves through them. Narrower,
/// the split collapses to one column at a time, as a navigation stack
/// does: Enter not handled in a column shows the next one, Esc or
/// Alt-Left the previous one.
@MainActor
open class TermSplitViewController: TermViewController {
  /// A column, like `UISplitViewController.Column`.
  public enum Column: Int, Sendable, CaseIterable {
    /// The sidebar on the left; the middle column of a three-column split; the detail on the right.
    case primary, supplementary, secondary
  }

  /// The columns' controllers: primary (the sidebar), then, with three,
  /// supplementary (the middle column), then secondary (the detail).
  public private(set) var viewControllers: [TermViewController] = []
  /// The sidebar's width while the columns are side by side.
  public var preferredPrimaryColumnWidth = 28 {
    didSet { if isViewLoaded { view.setNeedsLayout() } }
  }
  /// The middle column's width while the columns are side by side.
  public var preferredSupplementaryColumnWidth = 28 {
    didSet { if isViewLoaded { view.setNeedsLayout() } }
  }
  /// Below this width the split shows one column at a time.
  public var minimumWidthForAllColumns = 80 {
    didSet { if isViewLoaded { view.setNeedsLayout() } }
  }

  /// Whether one column is shown at a time (the split is too narrow).
  public private(set) var isCollapsed = false
  /// The column shown while collapsed.
  public private(set) var shownColumn = Column.primary

  private let focus = ChildFocus()
  /// The lines after the sidebar and the middle column.
  private let dividers = [TermDivider(axis: .vertical), TermDivider(axis: .vertical)]

  /// A split without columns yet (set them with ``setViewControllers(_:)``).
  public override init() { super.init() }

  open override func loadView() {
    view = ChildContainerView(
      focus: focus, layout: { [weak self] in self?.layout(in: $0) },
      shownChild: { [weak self] in
        guard let self else { return nil }
        return self.isCollapsed ? self.controller(for: self.shownColumn) : self.viewControllers.first
      })
  }

  open override func viewDidLoad() {
    for divider in dividers { view.addSubview(divider) }
    for controller in viewControllers { view.addSubview(controller.view) }
  }

  /// Sets the columns: two (sidebar, detail) or three (sidebar, middle, detail).
  public func setViewControllers(_ controllers: [TermViewController]) {
    precondition(
      (2...3).contains(controllers.count), "a split view has 2 or 3 columns, not \(controllers.count)")
    for old in viewControllers where !controllers.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      if isViewLoaded { old.view.removeFromSuperview() }
      old.removeFromParent()
      focus.forget(old)
    }
    let previous = viewControllers
    viewControllers = controllers
    for controller in controllers where !previous.contains(where: { $0 === controller }) {
      addChild(controller)
      if isViewLoaded { view.addSubview(controller.view) }
      controller.didMove(toParent: self)
    }
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// The controller of `column`; the middle column of a two-column split is nil.
  public func controller(for column: Column) -> TermViewController? {
    switch column {
    case .primary: return viewControllers.first
    case .supplementary: return viewControllers.count == 3 ? viewControllers[1] : nil
    case .secondary: return viewControllers.count > 1 ? viewControllers.last : nil
    }
  }

  /// Shows `column`: while collapsed, it replaces the column shown; side by
  /// side, its first control gets the keys.
  public func show(_ column: Column) {
    guard let controller = controller(for: column) else { return }
    if isCollapsed {
      if let current = self.controller(for: shownColumn), current !== controller {
        focus.save(current, in: view.window)
      }
      shownColumn = column
      focus.childWasShown()
      view.setNeedsLayout()
    } else if let window = view.window,
      let first = ChildFocus.firstFocusableView(in: controller, window: window)
    {
      window.makeFirstResponder(first)
    }
  }

  /// Whether the sidebar (primary) column is hidden while the columns are
  /// side by side, by ``toggleSidebar()``.
  public private(set) var isSidebarHidden = false

  /// Hides or shows the sidebar, like `NSSplitViewController.toggleSidebar(_:)`:
  /// side by side, the sidebar column goes or comes back (focus in it
  /// moves to the next column); while one column shows at a time, it goes
  /// between the sidebar and the column after it.
  public func toggleSidebar() {
    if isCollapsed {
      show(shownColumn == .primary ? columns[1] : .primary)
      return
    }
    isSidebarHidden.toggle()
    view.setNeedsLayout()
    if isSidebarHidden, let window = view.window, let responder = window.firstResponder,
      let sidebar = controller(for: .primary), responder.isDescendant(of: sidebar.view)
    {
      window.makeFirstResponder(nil)
      view.layoutIfNeeded()
      show(columns[1])
    } else if !isSidebarHidden {
      show(.primary)
    }
  }

  /// The columns there are, in order (the middle one only with three).
  public var columns: [Column] { viewControllers.count == 3 ? Column.allCases : [.primary, .secondary] }

  private func layout(in bounds: Rect) {
    let collapse = bounds.width < minimumWidthForAllColumns
    if collapse != isCollapsed {
      isCollapsed = collapse
      if collapse { shownColumn = .primary }
      focus.childWasShown()
    }
    for divider in dividers { divider.isHidden = true }
    if isCollapsed {
      for (column, controller) in zip(columns, viewControllers) {
        controller.view.isHidden = column != shownColumn
        controller.view.frame = bounds
      }
      return
    }
    var x = 0
    var line = 0
    for (column, controller) in zip(columns, viewControllers) {
      if column == .primary && isSidebarHidden {
        controller.view.isHidden = true
        line += 1
        continue
      }
      controller.view.isHidden = false
      let width: Int
      switch column {
      case .primary: width = min(preferredPrimaryColumnWidth, bounds.width)
      case .supplementary: width = min(preferredSupplementaryColumnWidth, max(0, bounds.width - x))
      case .secondary: width = max(0, bounds.width - x)
      }
      controller.view.frame = Rect(x: x, y: 0, width: width, height: bounds.height)
      x += width
      if column != .secondary {
        dividers[line].isHidden = false
        dividers[line].frame = Rect(x: x, y: 0, width: 1, height: bounds.height)
        line += 1
        x += 1
      }
    }
  }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    if isCollapsed, let index = columns.firstIndex(of: shownColumn) {
      if event == KeyEvent(.enter), index + 1 < columns.count {
        show(columns[index + 1])
        return true
      }
      if event.isContainerBack, index > 0 {
        show(columns[index - 1])
        return true
      }
    }
    return super.keyDown(event)
  }
}
