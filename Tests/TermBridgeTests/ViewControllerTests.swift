import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A controller that logs its lifecycle into a shared log.
@MainActor
final class LoggingController: TermViewController {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init()
  }

  override func viewDidLoad() { log.add("\(name).viewDidLoad") }
  override func viewWillAppear() { log.add("\(name).viewWillAppear") }
  override func viewDidAppear() { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear() { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear() { log.add("\(name).viewDidDisappear") }
  override func willMove(toParent parent: TermViewController?) {
    log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: TermViewController?) {
    log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

@MainActor
final class EventLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

@MainActor
@Suite struct ViewControllerTests {
  @Test func appearanceFollowsTheWindowAndChildrenAppearWithTheParent() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let log = EventLog()
      let root = LoggingController("root", log: log)
      let window = TermWindow()
      window.rootViewController = root
      #expect(log.take() == ["root.viewDidLoad"])
      window.makeKeyAndVisible(in: app)
      #expect(log.take() == ["root.viewWillAppear", "root.viewDidAppear"])

      // Containment in UIKit's order.
      let child = LoggingController("child", log: log)
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
      #expect(
        log.take() == [
          "child.willMove(parent)", "child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear",
          "child.didMove(parent)",
        ])
      #expect(root.children.count == 1 && child.parent === root)

      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(
        log.take() == [
          "child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)",
        ])
      #expect(root.children.isEmpty && child.parent == nil)

      window.close()
      #expect(log.take() == ["root.viewWillDisappear", "root.viewDidDisappear"])
    }
  }

  @Test func presentedSheetTakesKeysAndDismissRestoresTheScreen() throws {
    TermScreen.withInMemory(width: 30, height: 8) { screen in
      let app = TermApplication(screen: screen)
      let log = EventLog()
      let root = LoggingController("root", log: log)
      let window = TermWindow()
      window.rootViewController = root
      let label = TermLabel(text: "Main screen behind the sheet")
      label.frame = Rect(x: 0, y: 0, width: 30, height: 1)
      root.view.addSubview(label)
      let rootButton = TermButton(title: "Root")
      rootButton.frame = Rect(x: 0, y: 7, width: 10, height: 1)
      var rootPresses = 0
      rootButton.onPress = { rootPresses += 1 }
      root.view.addSubview(rootButton)
      window.makeKeyAndVisible(in: app)
      _ = log.take()

      let sheet = LoggingController("sheet", log: log)
      sheet.title = "Confirm"
      sheet.preferredContentSize = Size(width: 16, height: 3)
      let ok = TermButton(title: "OK")
      ok.frame = Rect(x: 5, y: 2, width: 6, height: 1)
      ok.onPress = { sheet.dismiss() }
      sheet.view.addSubview(ok)
      let message = TermLabel(text: "Really?")
      message.frame = Rect(x: 0, y: 0, width: 16, height: 1)
      sheet.view.addSubview(message)
      root.present(sheet)
      app.render()
      #expect(root.presentedViewController === sheet)
      #expect(sheet.presentingViewController === root)
      #expect(log.take() == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])
      expectSnapshot(screen, named: "widgets-modal-sheet")

      // Keys go to the sheet, not to the window below.
      app.handle([.key(KeyEvent(.enter))])
      #expect(rootPresses == 0)
      #expect(root.presentedViewController == nil)
      #expect(log.take() == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
      #expect(screen.rows()[3].trimmingCharacters(in: .whitespaces).isEmpty)
      app.handle([.key(KeyEvent(.enter))])
      #expect(rootPresses == 1)
    }
  }

  @Test func sheetRecentresWhenTheScreenResizes() throws {
    TermScreen.withInMemory(width: 30, height: 8) { screen in
      let app = TermApplication(screen: screen)
      let root = TermViewController()
      let window = TermWindow()
      window.rootViewController = root
      window.makeKeyAndVisible(in: app)
      let sheet = TermViewController()
      sheet.preferredContentSize = Size(width: 10, height: 2)
      root.present(sheet)
      app.render()
      let sheetWindow = app.keyWindow!
      #expect(sheetWindow.frame == Rect(x: 9, y: 2, width: 12, height: 4))
      app.handle([.resize(Size(width: 40, height: 10))])
      #expect(sheetWindow.frame == Rect(x: 14, y: 3, width: 12, height: 4))
      #expect(window.frame == Rect(x: 0, y: 0, width: 40, height: 10))
    }
  }
}
