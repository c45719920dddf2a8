import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The kit's menus and choice controls alone, without the declarative layer.
@MainActor
@Suite struct MenuKitTests {
  /// Runs `body` with `view` in a window of an app on a 40x12 screen.
  private func withWindow(
    _ view: TermView, frame: Rect = Rect(x: 0, y: 0, width: 30, height: 1),
    _ body: (TermApplication, TermWindow, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: 40, height: 12) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      view.frame = frame
      window.addSubview(view)
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, window, screen)
    }
  }

  @Test func inlineMenusFlattenIntoSeparatedSections() {
    let noop: @MainActor (TermAction) -> Void = { _ in }
    let menu = TermMenu(children: [
      TermMenu(options: .displayInline, children: []),
      TermAction(title: "A", handler: noop),
      TermMenu(options: .displayInline, children: []),
      TermMenu(options: .displayInline, children: []),
      TermMenu(title: "S", options: .displayInline, children: [TermAction(title: "B", handler: noop)]),
      TermMenu(title: "Sub", children: []),
      TermMenu(options: .displayInline, children: []),
    ])
    let shapes = menu.rows.map { row -> String in
      switch row {
      case .action(let action): "action \(action.title)"
      case .submenu(let menu): "menu \(menu.title)"
      case .header(let title): "header \(title)"
      case .separator: "-"
      }
    }
    #expect(shapes == ["action A", "-", "header S", "action B", "-", "menu Sub"])
  }

  @Test func aDisabledActionDoesNotRun() {
    var runs = 0
    let action = TermAction(title: "Go", attributes: .disabled) { _ in runs += 1 }
    action.perform()
    #expect(runs == 0)
    action.attributes = []
    action.perform()
    #expect(runs == 1)
  }

  @Test func segmentedControlSelectsWithArrowsAndClicks() throws {
    let control = TermSegmentedControl(items: ["One", "Two", "Three"])
    control.selectedSegmentIndex = 0
    var changes: [Int] = []
    control.onValueChange = { changes.append($0) }
    #expect(control.intrinsicContentSize == Size(width: 5 + 5 + 7 + 2, height: 1))
    try withWindow(control) { app, window, screen in
      window.makeFirstResponder(control)
      app.handle([.key(KeyEvent(.right)), .key(KeyEvent(.right)), .key(KeyEvent(.right))])
      #expect(changes == [1, 2])
      app.handle([.key(KeyEvent(.home))])
      #expect(control.selectedSegmentIndex == 0)
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 8, y: 0)))])
      #expect(control.selectedSegmentIndex == 1)
      app.render()
      #expect(screen.rows()[0].hasPrefix(" One │ Two │ Three "))
      control.isEnabled = false
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: 0)))])
      #expect(control.selectedSegmentIndex == 1)
    }
  }

  @Test func radioGroupAndPickerViewStepWithUpAndDown() throws {
    let group = TermRadioGroup(titles: ["A", "B"])
    try withWindow(group, frame: Rect(x: 0, y: 0, width: 10, height: 2)) { app, window, screen in
      window.makeFirstResponder(group)
      app.handle([.key(KeyEvent(.down))])
      #expect(group.selectedIndex == 0)
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down))])
      #expect(group.selectedIndex == 1)
      app.render()
      #expect(screen.rows()[0].hasPrefix("( ) A") && screen.rows()[1].hasPrefix("(•) B"))
    }
    let wheel = TermPickerView(titles: ["Short", "Longer"])
    wheel.selectedRow = 1
    #expect(wheel.intrinsicContentSize == Size(width: 9, height: 1))
    try withWindow(wheel) { app, window, screen in
      window.makeFirstResponder(wheel)
      app.handle([.key(KeyEvent(.up)), .key(KeyEvent(.up))])
      #expect(wheel.selectedRow == 0)
      app.render()
      #expect(screen.rows()[0].hasPrefix("Short  ▲▼"))
    }
  }

  @Test func aMenuButtonPresentsAMenuControllerAndItsActionsRun() throws {
    var log: [String] = []
    let menu = TermMenu(children: [
      TermAction(title: "Off", attributes: .disabled) { _ in log.append("off") },
      TermAction(title: "Run", keyboardShortcut: .control("r")) { _ in log.append("run") },
      TermMenu(title: "More", children: [TermAction(title: "Deep") { _ in log.append("deep") }]),
    ])
    let button = TermMenuButton(title: "Go", menu: menu)
    try withWindow(button, frame: Rect(x: 2, y: 1, width: 6, height: 1)) { app, window, screen in
      window.makeFirstResponder(button)
      app.handle([.key(.control("r"))])
      #expect(log == ["run"])
      app.handle([.key(KeyEvent(.enter))])
      let controller = try #require(button.presentedMenu)
      #expect(controller.highlightedRow == 1)  // the disabled first entry is skipped
      #expect(screen.rows()[2].hasPrefix("  ╭") && screen.rows()[3].hasPrefix("  │   Off"))
      #expect(screen.rows()[4].hasPrefix("  │   Run   Ctrl-R │"))
      app.handle([.key(.control("r"))])
      #expect(log == ["run"])  // not while the menu is open
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.right))])
      #expect(controller.presentedViewController is TermMenuController)
      app.handle([.key(KeyEvent(.enter))])
      #expect(log == ["run", "deep"])
      #expect(button.presentedMenu == nil)
      #expect(app.keyWindow === window)
      #expect(window.firstResponder === button)
      button.showsMenuAsPrimaryAction = false
      button.onPress = { log.append("press") }
      app.handle([.key(KeyEvent(.enter))])
      #expect(log.last == "press" && button.presentedMenu == nil)
      app.handle([.key(KeyEvent(.down))])
      #expect(button.presentedMenu != nil)
      app.handle([.mouse(MouseEvent(kind: .drag(.left), location: Point(x: 5, y: 5)))])  // More
      #expect(button.presentedMenu?.highlightedRow == 2)
      app.handle([.mouse(MouseEvent(kind: .drag(.left), location: Point(x: 5, y: 3)))])  // Off: disabled
      #expect(button.presentedMenu?.highlightedRow == 2)
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 39, y: 11)))])
      #expect(button.presentedMenu == nil)
    }
  }
}
