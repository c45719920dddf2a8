import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A tab with a focusable button, or nothing focusable.
@MainActor
private final class TabContent: TermViewController {
  let button: TermButton?

  init(title: String, button: String?) {
    self.button = button.map { TermButton(title: $0) }
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    if let button { view.addSubview(button) }
    view.addSubview(TermLabel(text: "in \(title ?? "")"))
  }

  override func loadView() { view = RowsView() }
}

@MainActor
private final class RowsView: TermView {
  override func layoutSubviews() {
    for (row, view) in subviews.enumerated() {
      view.frame = Rect(x: 0, y: row, width: bounds.width, height: 1)
    }
  }
}

@MainActor
private final class TabLog: TermTabBarControllerDelegate {
  var refused: Set<String> = []
  var selected: [String] = []
  func tabBarController(
    _ tabBarController: TermTabBarController, shouldSelect viewController: TermViewController
  )
    -> Bool
  { !refused.contains(viewController.title ?? "") }
  func tabBarController(
    _ tabBarController: TermTabBarController, didSelect viewController: TermViewController
  ) {
    selected.append(viewController.title ?? "")
  }
}

/// `TermTabBarController` on its own, without the declarative layer.
@MainActor
@Suite struct TabBarControllerTests {
  private func withTabs(
    _ body: (TermApplication, TermTabBarController, [TabContent], TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: 40, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let tabs = [
        TabContent(title: "Tasks", button: "Add"), TabContent(title: "Stats", button: nil),
        TabContent(title: "Settings", button: "Reset"),
      ]
      let controller = TermTabBarController()
      controller.setViewControllers(tabs)
      controller.setTabBarItem(TermTabBarItem(title: "Settings", image: "⚙"), for: tabs[2])
      let window = TermWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, controller, tabs, screen)
    }
  }

  @Test func theBarShowsEveryTabAndTheSelectedOnesContent() throws {
    try withTabs { _, controller, tabs, screen in
      expectSnapshot(screen, named: "kit-tab-bar")
      #expect(screen.rows()[0].hasPrefix("  Tasks   Stats   ⚙ Settings "))
      #expect(controller.selectedIndex == 0)
      #expect(controller.selectedViewController === tabs[0])
      #expect(tabs[0].button?.isFirstResponder == true)
      #expect(screen.rows()[2].contains("in Tasks"))
    }
  }

  @Test func altDigitsCtrlPageKeysAndClicksSelectTabs() throws {
    try withTabs { app, controller, tabs, screen in
      let log = TabLog()
      controller.delegate = log
      app.handle([.key(.alt("3"))])
      #expect(controller.selectedIndex == 2)
      #expect(screen.rows()[2].contains("in Settings"))
      #expect(tabs[2].button?.isFirstResponder == true)
      app.handle([.key(KeyEvent(.pageDown, modifiers: .control))])  // wraps to the first
      #expect(controller.selectedIndex == 0)
      app.handle([.key(KeyEvent(.pageUp, modifiers: .control))])
      #expect(controller.selectedIndex == 2)
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 10, y: 0)))])  // "Stats"
      #expect(controller.selectedIndex == 1)
      // A tab with nothing focusable still hears the keys.
      app.handle([.key(.alt("1"))])
      #expect(controller.selectedIndex == 0)
      #expect(log.selected == ["Settings", "Tasks", "Settings", "Stats", "Tasks"])
      app.handle([.key(.alt("9"))])  // no ninth tab
      #expect(controller.selectedIndex == 0)
    }
  }

  @Test func theDelegateMayRefuseAndEachTabKeepsWhatHadTheKeys() throws {
    try withTabs { app, controller, tabs, _ in
      let log = TabLog()
      log.refused = ["Stats"]
      controller.delegate = log
      app.handle([.key(.alt("2"))])
      #expect(controller.selectedIndex == 0)
      app.handle([.key(.alt("3")), .key(.alt("1"))])
      #expect(tabs[0].button?.isFirstResponder == true)
      // Selecting from code does not ask the delegate.
      controller.selectedIndex = 1
      #expect(controller.selectedIndex == 1)
      #expect(log.selected == ["Settings", "Tasks"])
      controller.setViewControllers([tabs[2], tabs[1]])
      #expect(controller.selectedViewController === tabs[1])
      #expect(tabs[0].parent == nil)
    }
  }
}
