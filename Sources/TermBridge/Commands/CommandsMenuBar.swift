import Observation
import TermBridgeTerminal
import TermBridgeWidgets

/// The menu bar of a scene's commands: a ``TermMenuBar`` whose main menu
/// is made from the commands (``MainMenuLayout``) and made again whenever
/// what the commands' bodies read changes (the focused values, an
/// observable model), in the update phase of the next frame.
@MainActor
package final class CommandsMenuBar: TermMenuBar {
  let commands: [any Commands]
  let settings: AnyView?
  let appName: String
  private var needsRebuild = true

  /// A bar for `commands`; `settings` is what Settings… presents.
  package init(commands: [any Commands], settings: AnyView?, appName: String) {
    self.commands = commands
    self.settings = settings
    self.appName = appName
    super.init(menu: TermMenu(children: []))
    rebuild()
  }

  package override func updateProperties() {
    super.updateProperties()
    if needsRebuild { rebuild() }
  }

  /// Makes the main menu again from the commands, following what they read.
  package func rebuild() {
    needsRebuild = false
    let menu = withObservationTracking {
      MainMenuLayout(bar: self).mainMenu()
    } onChange: { [weak self] in
      // Observation calls this on the thread that made the change: on the
      // main actor at once, from any other thread on the next turn.
      if ViewGraph.isOnMainActor {
        MainActor.assumeIsolated { self?.commandsChanged() }
      } else {
        Task { @MainActor in self?.commandsChanged() }
      }
    }
    self.menu = menu
    invalidateIntrinsicContentSize()
  }

  /// Something the commands read changed: the bar is made again before
  /// the next frame.
  private func commandsChanged() {
    needsRebuild = true
    setNeedsUpdateProperties()
  }
}

/// Lays out the main menu as SwiftUI's menu bar is: the app menu, File,
/// Edit, Format, View, the app's own menus, Window and Help, each made of
/// its standard groups (the items a terminal can do, and what the
/// commands put before, after or in place of them).
@MainActor
struct MainMenuLayout {
  let bar: CommandsMenuBar

  func mainMenu() -> TermMenu {
    var contributions = CommandContributions()
    for commands in bar.commands { contributions.add(commands) }
    let environment = EnvironmentValues()
    func group(_ placement: CommandGroupPlacement, _ standard: [TermMenuElement] = []) -> TermMenuElement {
      let additions = contributions.groups[placement] ?? CommandContributions.Group()
      func elements(_ views: [any View]) -> [TermMenuElement] {
        views.flatMap { menuElements(of: $0, environment: environment) }
      }
      let children =
        elements(additions.before) + (additions.replacement.map(elements) ?? standard)
        + elements(additions.after)
      return TermMenu(options: .displayInline, children: children)
    }
    func menu(_ title: String, _ groups: [TermMenuElement]) -> TermMenu {
      // Only groups with items: an empty inline menu would be a divider.
      TermMenu(title: title, children: groups.filter { !(($0 as? TermMenu).map(isEmpty) ?? false) })
    }
    let sets = contributions.standardSets
    var menus = [
      menu(
        bar.appName,
        [
          group(.appInfo), group(.appSettings, settingsItems()), group(.systemServices),
          group(.appVisibility), group(.appTermination, [quitItem()]),
        ]),
      menu("File", [group(.newItem), group(.saveItem), group(.importExport), group(.printItem)]),
      menu(
        "Edit",
        [
          group(.undoRedo, editItems([.undo, .redo])),
          group(.pasteboard, editItems([.cut, .copy, .paste, .selectAll])), group(.textEditing),
        ]),
      menu("Format", [group(.textFormatting)]),
      menu("View", [group(.toolbar), group(.sidebar, sets.contains("sidebar") ? [sidebarItem()] : [])]),
    ]
    for custom in contributions.menus {
      menus.append(
        TermMenu(
          title: custom.title,
          children: custom.content.flatMap { menuElements(of: $0, environment: environment) })
      )
    }
    menus.append(menu("Window", [group(.windowSize), group(.windowList), group(.windowArrangement)]))
    menus.append(menu("Help", [group(.help)]))
    return TermMenu(children: menus)
  }

  // MARK: The standard items

  private func quitItem() -> TermAction {
    TermAction(title: "Quit \(bar.appName)", keyboardShortcut: .control("q")) { [weak bar] _ in
      bar?.window?.application?.requestTermination()
    }
  }

  private func settingsItems() -> [TermMenuElement] {
    guard let settings = bar.settings else { return [] }
    return [
      TermAction(title: "Settings…") { [weak bar] _ in
        guard let window = bar?.window, var presenter = window.rootViewController else { return }
        while let next = presenter.presentedViewController { presenter = next }
        var environment = EnvironmentValues()
        let box = WeakControllerBox()
        environment.dismiss = DismissAction(id: ObjectIdentifier(box).hashValue) { box.controller?.dismiss() }
        let controller = SheetHostingController.make(
          content: settings, style: .sheet, environment: environment,
          screen: window.application?.screen.size ?? window.frame.size)
        box.controller = controller
        presenter.present(controller)
      }
    ]
  }

  private func editItems(_ actions: [TermEditAction]) -> [TermMenuElement] {
    actions.map { edit in
      TermAction(title: edit.title) { [weak bar] _ in bar?.window?.sendEditAction(edit) }
    }
  }

  private func sidebarItem() -> TermAction {
    TermAction(
      title: "Toggle Sidebar", keyboardShortcut: KeyEvent(.character("s"), modifiers: [.control, .alt])
    ) {
      [weak bar] _ in
      guard let root = bar?.window?.rootViewController, let split = root.firstSplitViewController else {
        return
      }
      split.toggleSidebar()
    }
  }
}

/// Whether an inline menu shows no entry (only empty sections and dividers).
@MainActor
private func isEmpty(_ menu: TermMenu) -> Bool {
  menu.options.contains(.displayInline)
    && menu.children.allSatisfy { child in (child as? TermMenu).map(isEmpty) ?? false }
}

/// Holds the settings sheet for its dismiss action.
@MainActor
private final class WeakControllerBox: Sendable {
  weak var controller: TermViewController?
}

extension TermViewController {
  /// The first split view controller in this controller's tree (depth first).
  fileprivate var firstSplitViewController: TermSplitViewController? {
    if let split = self as? TermSplitViewController { return split }
    for child in children {
      if let found = child.firstSplitViewController { return found }
    }
    return nil
  }
}
