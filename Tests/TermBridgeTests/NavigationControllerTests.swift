import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A screen with two buttons, for focus to move between.
@MainActor
private final class ButtonsController: TermViewController {
  let first: TermButton
  let second: TermButton

  init(title: String?, names: (String, String)) {
    first = TermButton(title: names.0)
    second = TermButton(title: names.1)
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    view.addSubview(first)
    view.addSubview(second)
  }

  override func viewDidAppear() { view.setNeedsLayout() }

  override func loadView() { view = StackedView() }
}

/// Lays its subviews out one per row.
@MainActor
private final class StackedView: TermView {
  override func layoutSubviews() {
    for (row, view) in subviews.enumerated() {
      view.frame = Rect(x: 0, y: row, width: bounds.width, height: 1)
    }
  }
}

@MainActor
private final class NavigationLog: TermNavigationControllerDelegate {
  var entries: [String] = []
  func navigationController(
    _ navigationController: TermNavigationController, willShow viewController: TermViewController
  ) {
    entries.append("will \(viewController.title ?? "?")")
  }
  func navigationController(
    _ navigationController: TermNavigationController, didShow viewController: TermViewController
  ) {
    entries.append("did \(viewController.title ?? "?")")
  }
}

/// `TermNavigationController` on its own, without the declarative layer.
@MainActor
@Suite struct NavigationControllerTests {
  private func withNavigation(
    width: Int = 40, height: Int = 8,
    _ body: (TermApplication, TermNavigationController, ButtonsController, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let root = ButtonsController(title: "Tasks", names: ("Buy milk", "Call Bob"))
      let navigation = TermNavigationController(rootViewController: root)
      let window = TermWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, navigation, root, screen)
    }
  }

  @Test func pushShowsTheNewTopUnderABarWithABackHint() throws {
    try withNavigation { app, navigation, root, screen in
      #expect(screen.rows()[0].contains("Tasks"))
      #expect(screen.rows()[2].contains("Buy milk"))
      let detail = ButtonsController(title: "Buy milk", names: ("Done", "Delete"))
      navigation.pushViewController(detail)
      app.render()
      expectSnapshot(screen, named: "kit-navigation-pushed")
      #expect(navigation.viewControllers.count == 2)
      #expect(navigation.topViewController === detail)
      #expect(root.view.superview == nil)
      #expect(detail.parent === navigation)
      #expect(screen.rows()[0].hasPrefix(" ‹ Tasks"))
      #expect(screen.rows()[2].contains("Done"))
    }
  }

  @Test func escPopsAndTheViewThatHadTheKeysGetsThemBack() throws {
    try withNavigation { app, navigation, root, _ in
      // The second button of the root has the keys before the push.
      app.handle([.key(KeyEvent(.tab))])
      #expect(root.second.isFirstResponder)
      let detail = ButtonsController(title: "Call Bob", names: ("Dial", "Text"))
      navigation.pushViewController(detail)
      app.render()
      #expect(detail.first.isFirstResponder)  // focus moved into the pushed screen
      app.handle([.key(KeyEvent(.escape))])
      #expect(navigation.viewControllers.count == 1)
      #expect(detail.parent == nil)
      #expect(root.second.isFirstResponder)
      // Alt-Left pops too; with only the root left, Esc does nothing here.
      navigation.pushViewController(detail)
      app.render()
      app.handle([.key(KeyEvent(.left, modifiers: .alt))])
      #expect(navigation.topViewController === root)
      #expect(navigation.popViewController() == nil)
    }
  }

  @Test func theDelegateHearsEachShowAndTheStackCanBeSetOrPoppedToTheRoot() throws {
    try withNavigation { app, navigation, root, screen in
      let log = NavigationLog()
      navigation.delegate = log
      let a = ButtonsController(title: "A", names: ("a1", "a2"))
      let b = ButtonsController(title: "B", names: ("b1", "b2"))
      navigation.setViewControllers([root, a, b])
      app.render()
      #expect(screen.rows()[0].hasPrefix(" ‹ A"))
      #expect(log.entries == ["will B", "did B"])
      let popped = navigation.popToRootViewController()
      #expect(popped?.map(\.title) == ["A", "B"])
      #expect(log.entries == ["will B", "did B", "will Tasks", "did Tasks"])
      #expect(a.parent == nil && b.parent == nil)
    }
  }

  @Test func aClickOnTheBackHintPopsAndTitleChangesRedrawTheBar() throws {
    try withNavigation { app, navigation, _, screen in
      let detail = ButtonsController(title: "Detail", names: ("x", "y"))
      navigation.pushViewController(detail)
      app.render()
      detail.title = "Renamed"
      app.render()
      #expect(screen.rows()[0].contains("Renamed"))
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 2, y: 0)))])
      app.render()
      #expect(navigation.viewControllers.count == 1)
    }
  }

  @Test func withoutATitleAndWithNothingToGoBackToThereIsNoBar() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let root = ButtonsController(title: nil, names: ("first", "second"))
      let navigation = TermNavigationController(rootViewController: root)
      let window = TermWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(!navigation.showsNavigationBar)
      #expect(screen.rows()[0].contains("first"))
      navigation.pushViewController(ButtonsController(title: nil, names: ("p", "q")))
      app.render()
      #expect(screen.rows()[0].hasPrefix(" ‹ Back"))
      navigation.isNavigationBarHidden = true
      app.render()
      #expect(screen.rows()[0].contains("p"))
    }
  }
}
