import TermBridgeTerminal

/// The main menu of a window, like AppKit's `NSApp.mainMenu` shown as a
/// menu bar: a ``TermMenu`` whose child menus are the bar's menus (as the
/// items of AppKit's main menu carry submenus), drawn on one line, in
/// reverse video, across the top of the window that shows it (set
/// ``TermWindow/menuBar``).
///
/// - F10 opens the first menu; Alt and a menu's mnemonic (its underlined
///   letter: the first letter of its title no menu before it took) opens
///   that menu. Both reach the bar when the focused control does not use
///   the key (a text field keeps Alt-B, Alt-F and Alt-D for its words).
/// - In an open menu, Up/Down and type-select move, Enter runs, Right
///   opens a submenu (else the next menu of the bar), Left closes a
///   submenu (else opens the previous menu), Esc or F10 closes.
/// - A click on a title opens its menu; a click outside an open menu
///   closes it.
/// - The ``TermAction/keyboardShortcut`` of every enabled action, at any
///   depth, runs it when the key reaches the window unhandled, with the
///   menus closed, and is shown beside its title.
///
/// A menu with no entries is not shown, as AppKit hides an empty menu.
@MainActor
open class TermMenuBar: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .menuBar }
  open override var accessibilityChildElements: [TermAccessibilityElement] {
    let bar = frameOnScreen
    return zip(menus.indices, titleRanges).map { index, range in
      TermAccessibilityElement(
        role: .menuBarItem, label: menus[index].title, traits: .isButton,
        frame: Rect(x: bar.minX + range.lowerBound, y: bar.minY, width: range.count, height: 1),
        isFocused: highlightedIndex == index, view: nil,
        activate: { [weak self] in self?.openMenu(at: index) ?? false })
    }
  }

  /// The main menu: its child menus, in order, are the menus of the bar
  /// (actions directly in it are left out, as AppKit shows only submenus).
  open var menu: TermMenu {
    didSet {
      guard menu !== oldValue else { return }
      openController?.closeAll()
      setNeedsDisplay()
      window?.keyHintsNeedDisplay()
    }
  }

  /// Called before a menu of the bar opens, like `NSMenuDelegate`'s
  /// `menuNeedsUpdate(_:)`: bring its entries up to date (enable or
  /// disable them) here.
  open var menuNeedsUpdate: ((TermMenu) -> Void)?

  /// The index (in ``menus``) of the menu open, or chosen by the keys.
  public private(set) var highlightedIndex: Int?
  /// The popup of the open menu, while one is open.
  public private(set) var openController: TermMenuController?

  /// A bar showing the child menus of `menu`.
  public init(menu: TermMenu) {
    self.menu = menu
    super.init(frame: .zero)
  }

  /// The menus the bar shows: the main menu's child menus that have entries.
  public var menus: [TermMenu] {
    menu.children.compactMap { $0 as? TermMenu }.filter { !$0.rows.isEmpty }
  }

  open override var intrinsicContentSize: Size? {
    Size(width: menus.reduce(1) { $0 + DisplayWidth.of($1.title) + 2 }, height: 1)
  }

  // MARK: Titles

  /// Where each menu's title is drawn: its column range on the bar, one
  /// space either side of the title.
  public var titleRanges: [Range<Int>] {
    var x = 1
    return menus.map { menu in
      let width = DisplayWidth.of(menu.title) + 2
      defer { x += width }
      return x..<(x + width)
    }
  }

  /// Each menu's mnemonic, lower-cased: the first letter of its title that
  /// no menu before it took (nil when every letter is taken).
  public var mnemonics: [Character?] {
    var taken = Set<Character>()
    return menus.map { menu in
      let letter = menu.title.lowercased().first { $0.isLetter && !taken.contains($0) }
      if let letter { taken.insert(letter) }
      return letter
    }
  }

  // MARK: Opening and closing

  /// Opens the menu at `index` of ``menus`` below its title, closing the
  /// one open; false when there is no such menu or the bar is not on screen.
  @discardableResult
  open func openMenu(at index: Int) -> Bool {
    let menus = self.menus
    guard menus.indices.contains(index), let window else { return false }
    if let open = openController {
      openController = nil
      open.onDismiss = nil
      open.closeAll()
    }
    let menu = menus[index]
    menuNeedsUpdate?(menu)
    highlightedIndex = index
    setNeedsDisplay()
    let controller = TermMenuController(menu: menu)
    controller.menuBarKeyHandler = { [weak self] event in self?.openMenuKey(event) ?? false }
    controller.onDismiss = { [weak self, weak controller] in
      guard let self, self.openController === controller else { return }
      self.openController = nil
      self.highlightedIndex = nil
      self.setNeedsDisplay()
    }
    openController = controller
    let origin = frameInWindow.origin + window.frame.origin
    let range = titleRanges[index]
    let source = Rect(x: origin.x + range.lowerBound, y: origin.y, width: range.count, height: 1)
    if !controller.present(from: self, sourceRect: source) {
      openController = nil
      highlightedIndex = nil
      return false
    }
    return true
  }

  /// Closes the open menu, if any.
  open func closeMenu() {
    openController?.closeAll()
  }

  /// A key an open menu did not use: Left/Right go to the neighbouring
  /// menu, F10 closes, Alt and a mnemonic opens that menu.
  private func openMenuKey(_ event: KeyEvent) -> Bool {
    guard let current = highlightedIndex else { return false }
    let count = menus.count
    switch (event.key, event.modifiers) {
    case (.left, []): return openMenu(at: (current + count - 1) % count)
    case (.right, []): return openMenu(at: (current + 1) % count)
    case (.function(10), []):
      closeMenu()
      return true
    default:
      if let index = mnemonicIndex(event) { return openMenu(at: index) }
      return false
    }
  }

  private func mnemonicIndex(_ event: KeyEvent) -> Int? {
    guard event.modifiers == .alt, case .character(let letter) = event.key else { return nil }
    let lower = Character(letter.lowercased())
    return mnemonics.firstIndex { $0 == lower }
  }

  // MARK: Keys

  /// Handles a key that reached the window unhandled, as AppKit's main menu
  /// answers `performKeyEquivalent(with:)`: F10 opens the first menu, Alt
  /// and a mnemonic its menu, and an enabled action's shortcut runs it.
  /// Returns whether the key was used.
  open func performKeyEquivalent(_ event: KeyEvent) -> Bool {
    guard openController == nil, !isHidden else { return false }
    if event == KeyEvent(.function(10)) { return openMenu(at: 0) }
    if let index = mnemonicIndex(event) { return openMenu(at: index) }
    for menu in menus {
      menuNeedsUpdate?(menu)
      if let action = Self.action(for: event, in: menu) {
        action.perform()
        return true
      }
    }
    return false
  }

  /// The enabled action of `menu` (at any depth, in enabled submenus)
  /// whose shortcut is `event`.
  static func action(for event: KeyEvent, in menu: TermMenu) -> TermAction? {
    for child in menu.children {
      if let action = child as? TermAction, action.keyboardShortcut == event,
        !action.attributes.contains(.disabled)
      {
        return action
      }
      if let submenu = child as? TermMenu, submenu.isEnabled || submenu.options.contains(.displayInline),
        let found = action(for: event, in: submenu)
      {
        return found
      }
    }
    return nil
  }

  /// The bar's keys, for the key hints bar: F10 for the menus, then the
  /// shortcut of every action with one (disabled ones marked so); the bar
  /// itself runs them (``performKeyEquivalent(_:)``).
  open override var keyCommands: [TermKeyCommand] {
    var commands = [TermKeyCommand(title: "Menu", input: KeyEvent(.function(10)))]
    func collect(_ menu: TermMenu, enabled: Bool) {
      for child in menu.children {
        if let action = child as? TermAction, let key = action.keyboardShortcut {
          let disabled = !enabled || action.attributes.contains(.disabled)
          commands.append(
            TermKeyCommand(title: action.title, input: key, attributes: disabled ? .disabled : []))
        } else if let submenu = child as? TermMenu {
          collect(
            submenu, enabled: enabled && (submenu.isEnabled || submenu.options.contains(.displayInline)))
        }
      }
    }
    for menu in menus {
      menuNeedsUpdate?(menu)
      collect(menu, enabled: true)
    }
    return commands
  }

  // MARK: Mouse

  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    switch event.kind {
    case .press(.left):
      if let index = titleRanges.firstIndex(where: { $0.contains(point.x) }) { openMenu(at: index) }
      return true
    case .release(.left), .drag(.left):
      return true
    default:
      return super.mouseEvent(event, at: point)
    }
  }

  // MARK: Drawing

  open override func draw(in canvas: TermCanvas) {
    let bar = theme.bar
    canvas.fill(Rect(origin: .zero, size: canvas.size), style: bar)
    let mnemonics = self.mnemonics
    for (index, (menu, range)) in zip(menus, titleRanges).enumerated() {
      let style: TermStyle = index == highlightedIndex ? .plain : bar
      canvas.fill(Rect(x: range.lowerBound, y: 0, width: range.count, height: 1), style: style)
      var x = range.lowerBound + 1
      var underlined = false
      for character in menu.title {
        let mark =
          !underlined && mnemonics[index].map { Character(character.lowercased()) == $0 } == true
        if mark { underlined = true }
        canvas.draw(character, at: Point(x: x, y: 0), style: mark ? style.adding(.underline) : style)
        x += DisplayWidth.of(String(character))
      }
    }
  }
}
