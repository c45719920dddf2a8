import TermBridgeTerminal

// Keys you can discover: what the key hints bar lists and what the command
// palette offers, gathered from one place, the responder chain's
// `keyCommands` (the focused control's keys, then its containers', the
// window's shortcuts and menu bar, the application's quit key), plus the
// menu bar's menus and the tabs of a tab bar controller for the palette.

extension TermWindow {
  /// The keys that work where focus is, innermost first: the
  /// ``TermResponder/keyCommands`` of the first responder and of every
  /// responder after it up the chain (its superviews and controllers, the
  /// window: its shortcuts, its menu bar's, the palette's key; the
  /// application: its quit key). A key listed twice is kept where it is
  /// met first, as it is the one the key reaches first.
  public func discoverableKeyCommands() -> [TermKeyCommand] {
    var commands: [TermKeyCommand] = []
    var seen = Set<KeyEvent>()
    var responder: TermResponder? = firstResponder ?? self
    var steps = 0
    while let current = responder, steps < 512 {
      for command in current.keyCommands where seen.insert(command.input).inserted {
        commands.append(command)
      }
      responder = current.next
      steps += 1
    }
    return commands
  }

  /// Marks the key hints bars of every window of the application (or of
  /// this window alone, off screen) for drawing: focus or the keys changed.
  func keyHintsNeedDisplay() {
    if let application {
      for window in application.windows { window.keyHintsBar?.setNeedsDisplay() }
    } else {
      keyHintsBar?.setNeedsDisplay()
    }
  }

  /// What the command palette offers in this window: the menu bar's menus
  /// (brought up to date first), then, under "Shortcuts", every titled key
  /// command with an action on the responder chain that the menus do not
  /// already hold (buttons with a keyboard shortcut, toolbar items), then,
  /// under "Go to", the tabs of each tab bar controller on screen.
  public func commandPaletteMenu() -> TermMenu {
    var sections: [TermMenuElement] = []
    var inMenus = Set<String>()
    if let menuBar, !menuBar.isHidden {
      for menu in menuBar.menus {
        menuBar.menuNeedsUpdate?(menu)
        sections.append(menu)
        for action in TermCommandPalette.actions(in: menu) { inMenus.insert(action.title) }
      }
    }
    var shortcuts: [TermMenuElement] = []
    var seen = Set<KeyEvent>()
    if let key = commandPaletteKey { seen.insert(key) }
    var responder: TermResponder? = firstResponder ?? self
    var steps = 0
    while let current = responder, steps < 512 {
      for command in current.keyCommands where seen.insert(command.input).inserted {
        guard let action = command.action, !inMenus.contains(command.title) else { continue }
        shortcuts.append(
          TermAction(
            title: command.discoverabilityTitle ?? command.title, attributes: command.attributes,
            keyboardShortcut: command.input
          ) { _ in action() })
      }
      responder = current.next
      steps += 1
    }
    if !shortcuts.isEmpty { sections.append(TermMenu(title: "Shortcuts", children: shortcuts)) }
    var destinations: [TermMenuElement] = []
    for tabs in tabBarControllers() {
      for (index, controller) in tabs.viewControllers.enumerated() {
        let title = tabs.tabBarItem(for: controller).title
        guard !title.isEmpty else { continue }
        destinations.append(
          TermAction(title: title, state: tabs.selectedIndex == index ? .on : .off) { [weak tabs] _ in
            tabs?.selectTab(at: index)
          })
      }
    }
    if !destinations.isEmpty { sections.append(TermMenu(title: "Go to", children: destinations)) }
    return TermMenu(children: sections)
  }

  /// Opens a ``TermCommandPalette`` of ``commandPaletteMenu()`` over the
  /// window; false when it is not on screen or a palette is open.
  @discardableResult
  public func showCommandPalette() -> Bool {
    guard let application, !(rootViewController?.topPresented is TermCommandPalette) else { return false }
    let palette = TermCommandPalette(menu: commandPaletteMenu())
    palette.placeNearTop(of: application.screen.size)
    guard let presenter = rootViewController?.topPresented else {
      palette.presentFromApplication(application)
      return true
    }
    presenter.present(palette)
    return presenter.presentedViewController === palette
  }

  /// The tab bar controllers in the window's controller tree, depth first.
  private func tabBarControllers() -> [TermTabBarController] {
    var found: [TermTabBarController] = []
    func visit(_ controller: TermViewController) {
      if let tabs = controller as? TermTabBarController { found.append(tabs) }
      for child in controller.children { visit(child) }
    }
    if let rootViewController { visit(rootViewController) }
    return found
  }
}

extension TermViewController {
  /// The top of what this controller presents (itself when it presents nothing).
  var topPresented: TermViewController {
    var top = self
    while let next = top.presentedViewController { top = next }
    return top
  }
}
