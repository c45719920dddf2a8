import TermBridgeTerminal

/// Shows a ``TermMenu`` as a popup: a bordered box beside its source, one
/// row per entry, what the keys are on in reverse video. Up/Down move (over
/// separators, headers and disabled entries), Enter or a click chooses (a
/// press or drag with the left button highlights the entry under it),
/// Right (or Enter) opens a submenu beside its row, Left closes a submenu,
/// Esc closes the top menu only, and a click outside closes them all.
/// Choosing an action closes every open menu, then runs it.
///
/// Typing letters jumps, as `NSMenu`'s type-select does: the next enabled
/// entry whose title starts with what was typed quickly (a pause of a
/// second starts again) is highlighted, not chosen; Enter chooses it. A
/// plain letter is always type-select in an open menu, even when an entry's
/// ``TermAction/keyboardShortcut`` is that letter (as in AppKit, where key
/// equivalents carry a modifier); keys with Ctrl or Alt are not typing and
/// go on up the responder chain as before.
///
/// Present it with ``present(from:sourceRect:)``; UIKit presents its menus
/// privately, here the presenter is the view the menu is for.
@MainActor
public final class TermMenuController: TermViewController {
  /// The menu shown.
  public let menu: TermMenu
  /// Called once after the menus closed, whether or not something was chosen
  /// (only on the first menu of a chain).
  public var onDismiss: (@MainActor () -> Void)?
  /// Which row the keys are on.
  public private(set) var highlightedRow: Int?
  /// The first row shown, when the rows are more than the screen has room for.
  var firstVisibleRow = 0
  let rows: [TermMenu.Row]
  private var listView: MenuListView { view as! MenuListView }

  /// A controller showing `menu`.
  public init(menu: TermMenu) {
    self.menu = menu
    rows = menu.rows
    super.init()
    modalPresentationStyle = .popover
    highlightedRow = rows.indices.first { rows[$0].isChoosable }
  }

  /// Presents the menu below `sourceRect` (screen coordinates) from the
  /// top-most controller above `view`, or from the application when there
  /// is none. False when `view` is not on screen.
  @discardableResult
  public func present(from view: TermView, sourceRect: Rect) -> Bool {
    popoverSourceRect = sourceRect
    guard let window = view.window, let application = window.application else { return false }
    if let presenter = view.topPresentingController {
      presenter.present(self)
    } else {
      presentFromApplication(application)
    }
    return true
  }

  /// Whether the menu opens on its checked action (the chosen option of a
  /// pop-up button) rather than on its first entry; set before presenting.
  public var highlightsCheckedAction = false

  public override func loadView() {
    if highlightsCheckedAction,
      let checked = rows.indices.first(where: {
        if case .action(let action) = rows[$0], action.state == .on { return rows[$0].isChoosable }
        return false
      })
    {
      highlightedRow = checked
    }
    view = MenuListView(controller: self)
  }

  public override func viewDidAppear() { _ = listView.becomeFirstResponder() }

  public override var preferredContentSize: Size {
    get {
      let width =
        rows.map { row -> Int in
          switch row {
          case .action(let action):
            DisplayWidth.of(action.title)
              + (action.keyboardShortcut.map { DisplayWidth.of($0.shortcutText) + 2 } ?? 0)
          case .submenu(let menu): DisplayWidth.of(menu.title) + 2
          case .header(let title): DisplayWidth.of(title)
          case .separator: 0
          }
        }.max() ?? 0
      return Size(width: max(width + 5, 10), height: max(rows.count, 1))
    }
    set {}
  }

  // MARK: Moving and choosing

  func moveHighlight(by step: Int) {
    let start = highlightedRow ?? (step > 0 ? -1 : rows.count)
    var index = start + step
    while rows.indices.contains(index) {
      if rows[index].isChoosable {
        highlightedRow = index
        scrollHighlightIntoView()
        listView.setNeedsDisplay()
        return
      }
      index += step
    }
  }

  /// Highlights the row at `index` if it can be chosen (the mouse over it).
  func highlight(_ index: Int) {
    guard rows.indices.contains(index), rows[index].isChoosable, index != highlightedRow else { return }
    highlightedRow = index
    listView.setNeedsDisplay()
  }

  /// Scrolls so the highlighted row shows, when the rows do not all fit.
  func scrollHighlightIntoView() {
    let height = listView.bounds.height
    guard height > 0 else { return }
    if let row = highlightedRow {
      if row < firstVisibleRow { firstVisibleRow = row }
      if row >= firstVisibleRow + height { firstVisibleRow = row - height + 1 }
    }
    firstVisibleRow = max(0, min(firstVisibleRow, rows.count - height))
  }

  /// Chooses the row at `index`: opens a submenu, or closes every menu and
  /// runs an action.
  func choose(_ index: Int) {
    guard rows.indices.contains(index), rows[index].isChoosable else { return }
    highlightedRow = index
    listView.setNeedsDisplay()
    switch rows[index] {
    case .submenu: openSubmenu()
    case .action(let action): closeAll { action.perform() }
    case .header, .separator: break
    }
  }

  /// Opens the highlighted row's submenu beside it; false when it is not one.
  @discardableResult
  func openSubmenu() -> Bool {
    guard let index = highlightedRow, case .submenu(let submenu) = rows[index],
      let window = view.window
    else { return false }
    let controller = TermMenuController(menu: submenu)
    let origin = window.frame.origin
    // The submenu's top border one row above the row: its first entry is level with it.
    controller.popoverSourceRect = Rect(
      x: origin.x + window.frame.width, y: origin.y + index - 1, width: 1, height: 1)
    present(controller)
    return true
  }

  /// Whether this menu is a submenu of another.
  var isSubmenu: Bool { presentingViewController is TermMenuController }

  /// Closes this menu and every menu it opened or was opened from, then
  /// runs `completion` and the first menu's ``onDismiss``.
  public func closeAll(then completion: (@MainActor () -> Void)? = nil) {
    var root = self
    while let parent = root.presentingViewController as? TermMenuController { root = parent }
    var chain: [TermMenuController] = [root]
    while let next = chain.last?.presentedViewController as? TermMenuController { chain.append(next) }
    for controller in chain.reversed() { controller.dismiss() }
    root.onDismiss?()
    completion?()
  }

  /// Closes only this menu (Esc, Left in a submenu).
  func closeOne() {
    if isSubmenu {
      dismiss()
    } else {
      closeAll()
    }
  }

  public override func mouseEventOutsideView(_ event: MouseEvent) {
    if case .press = event.kind { closeAll() }
  }

  /// The letters typed to jump to an entry.
  package var typeSelect = TermTypeSelect()

  /// Set by a ``TermMenuBar`` on the menus it opens: keys the menu does
  /// not use (Left and Right at the ends, F10, Alt and a mnemonic) go to
  /// the bar.
  var menuBarKeyHandler: ((KeyEvent) -> Bool)?

  /// Offers `event` to the bar that opened the first menu of the chain.
  private func menuBarKey(_ event: KeyEvent) -> Bool {
    var root = self
    while let parent = root.presentingViewController as? TermMenuController { root = parent }
    return root.menuBarKeyHandler?(event) ?? false
  }

  /// Type-select: `letter` highlights the next choosable entry whose
  /// title starts with what was typed (see `TermTypeSelect`); nothing
  /// moves when none does.
  func typeToSelect(_ letter: Character) {
    let titles = rows.map { $0.isChoosable ? $0.title : nil }
    guard let found = typeSelect.type(letter, titles: titles, current: highlightedRow),
      found != highlightedRow
    else { return }
    highlightedRow = found
    scrollHighlightIntoView()
    listView.setNeedsDisplay()
  }

  func keyDown(in list: TermView, _ event: KeyEvent) -> Bool {
    if typeSelect.isTyping(event), case .character(let letter) = event.key {
      typeToSelect(letter)
      return true
    }
    guard event.modifiers.isEmpty else { return menuBarKey(event) }
    typeSelect.reset()
    switch event.key {
    case .up: moveHighlight(by: -1)
    case .down: moveHighlight(by: 1)
    case .home:
      highlightedRow = nil
      moveHighlight(by: 1)
    case .end:
      highlightedRow = nil
      moveHighlight(by: -1)
    case .enter, .character(" "): if let highlightedRow { choose(highlightedRow) }
    case .right: return openSubmenu() || menuBarKey(event)
    case .left:
      guard isSubmenu else { return menuBarKey(event) }
      closeOne()
    case .escape: closeOne()
    default: return menuBarKey(event)
    }
    return true
  }
}

extension TermView {
  /// The controller a popup for this view is presented from: the nearest
  /// controller above it (else its window's root), then the top of what
  /// that one presents, as presentations stack.
  package var topPresentingController: TermViewController? {
    var view: TermView? = self
    var controller: TermViewController?
    while let current = view, controller == nil {
      controller = current.viewController
      view = current.superview
    }
    var top = controller ?? window?.rootViewController
    while let next = top?.presentedViewController { top = next }
    return top
  }
}

/// The rows of a ``TermMenuController``.
@MainActor
private final class MenuListView: TermView {
  unowned let controller: TermMenuController

  init(controller: TermMenuController) {
    self.controller = controller
    super.init(frame: .zero)
  }

  override var canBecomeFirstResponder: Bool { true }

  override func layoutSubviews() { controller.scrollHighlightIntoView() }

  override func keyDown(_ event: KeyEvent) -> Bool {
    controller.keyDown(in: self, event) || super.keyDown(event)
  }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .release(.left): controller.choose(point.y + controller.firstVisibleRow)
    case .press(.left), .drag(.left): controller.highlight(point.y + controller.firstVisibleRow)
    case .press, .drag: break
    default: return super.mouseEvent(event, at: point)
    }
    return true
  }

  override func draw(in canvas: TermCanvas) {
    let width = canvas.size.width
    let height = canvas.size.height
    let rows = controller.rows
    let first = controller.firstVisibleRow
    for (index, row) in rows.enumerated().dropFirst(first).prefix(max(0, height)) {
      let y = index - first
      let highlighted = index == controller.highlightedRow
      switch row {
      case .separator:
        canvas.drawHorizontalLine(y: y, from: 0, to: width, style: theme.faint)
      case .header(let title):
        canvas.draw(
          TextLayout.truncate(title, toWidth: width - 1), at: Point(x: 1, y: y), style: theme.faint)
      case .action(let action):
        var style: TermStyle = .plain
        if action.attributes.contains(.destructive) { style = theme.destructiveStyle }
        if action.attributes.contains(.disabled) { style = theme.disabled }
        TermMenuRow(
          mark: action.state == .on ? "✓" : " ", title: action.title,
          trailing: action.keyboardShortcut?.shortcutText ?? ""
        )
        .draw(in: canvas, y: y, style: highlighted ? style.merging(theme.focused) : style)
      case .submenu(let menu):
        let style: TermStyle = menu.isEnabled ? .plain : theme.disabled
        TermMenuRow(mark: " ", title: menu.title, trailing: "▸")
          .draw(in: canvas, y: y, style: highlighted ? style.merging(theme.focused) : style)
      }
    }
  }
}
