import TermBridgeTerminal

/// A button with a menu, like a `UIButton` given a `menu`: with
/// ``showsMenuAsPrimaryAction`` (the default) Enter, Space or a click opens
/// the menu below the button; without it they press the button as usual
/// and Down opens the menu. Down opens it either way. A label of subviews
/// gets a `▾` in its last column. The keyboard shortcuts of the menu's
/// actions (at any depth) run them from anywhere in the button's window
/// while the menu is closed.
@MainActor
open class TermMenuButton: TermButton {
  open override var accessibilityRole: TermAccessibilityRole { .menuButton }

  /// The menu the button opens; nil makes it a plain button.
  open var menu: TermMenu? {
    didSet { if menu !== oldValue { registerMenuShortcuts() } }
  }
  /// Whether pressing the button opens the menu rather than pressing it.
  open var showsMenuAsPrimaryAction = true
  /// Whether the button picks one of its menu's actions, like UIKit's
  /// `changesSelectionAsPrimaryAction`: the menu opens on the checked
  /// action (the button's owner keeps the title and the checks up to date).
  open var changesSelectionAsPrimaryAction = false
  /// The open menu, while it is open.
  public private(set) var presentedMenu: TermMenuController?
  /// Owns the window's key commands for the menu's shortcuts.
  private final class ShortcutOwner {}
  private let shortcutOwner = ShortcutOwner()
  private weak var shortcutWindow: TermWindow?

  /// A button titled `title` (empty: its subviews are the label) that opens `menu`.
  public init(title: String = "", menu: TermMenu? = nil) {
    self.menu = menu
    super.init(title: title)
  }

  /// Opens the menu below the button, as the user does.
  public func showMenu() {
    guard let menu, presentedMenu == nil, isEffectivelyEnabled, let window else { return }
    let controller = TermMenuController(menu: menu)
    controller.highlightsCheckedAction = changesSelectionAsPrimaryAction
    controller.onDismiss = { [weak self] in self?.presentedMenu = nil }
    presentedMenu = controller
    let frame = frameInWindow
    let shown = controller.present(
      from: self, sourceRect: Rect(origin: frame.origin + window.frame.origin, size: frame.size))
    if !shown { presentedMenu = nil }
  }

  open override func didMoveToWindow() {
    super.didMoveToWindow()
    registerMenuShortcuts()
    // A button taken off the screen takes its open menu with it.
    if window == nil { presentedMenu?.closeAll() }
  }

  private func registerMenuShortcuts() {
    shortcutWindow?.removeKeyCommand(for: shortcutOwner)
    shortcutWindow = window
    guard let window, let menu else { return }
    func register(_ menu: TermMenu) {
      for child in menu.children {
        if let submenu = child as? TermMenu {
          register(submenu)
        } else if let action = child as? TermAction, let key = action.keyboardShortcut {
          window.addKeyCommand(key, owner: shortcutOwner, title: { [weak action] in action?.title }) {
            [weak self, weak action] in
            guard let self, self.isEffectivelyEnabled, self.presentedMenu == nil else { return }
            action?.perform()
          }
        }
      }
    }
    register(menu)
  }

  private var opensMenuOnPress: Bool { menu != nil && showsMenuAsPrimaryAction }

  open override func keyDown(_ event: KeyEvent) -> Bool {
    guard menu != nil, event.modifiers.isEmpty else { return super.keyDown(event) }
    if event.key == .down || (opensMenuOnPress && (event.key == .enter || event.key == .character(" "))) {
      showMenu()
      return true
    }
    return super.keyDown(event)
  }

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    if opensMenuOnPress, case .release(.left) = event.kind, bounds.contains(point) {
      showMenu()
      return true
    }
    return super.mouseEvent(event, at: point)
  }

  open override func draw(in canvas: TermCanvas) {
    super.draw(in: canvas)
    guard title.isEmpty, !subviews.isEmpty, menu != nil, canvas.size.width > 0 else { return }
    let style: TermStyle = showsFocusEffect ? theme.focused : .plain
    canvas.draw(
      "▾", at: Point(x: canvas.size.width - 1, y: max(0, (canvas.size.height - 1) / 2)), style: style)
  }
}
