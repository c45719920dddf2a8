import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A container on screen after some keys: what the snapshots at each size
/// record.
struct ContainerScene: CustomTestStringConvertible, Sendable {
  let name: String
  /// Text the screen shows at every size.
  let shows: String
  let keys: [KeyEvent]
  let makeView: @MainActor @Sendable () -> AnyView

  var testDescription: String { name }

  static let all: [ContainerScene] = [
    ContainerScene(name: "navigation-root", shows: "Buy milk ›", keys: []) {
      AnyView(TasksApp(model: TasksModel()))
    },
    ContainerScene(name: "navigation-pushed", shows: "Task #1: Buy milk", keys: [KeyEvent(.enter)]) {
      AnyView(TasksApp(model: TasksModel()))
    },
    ContainerScene(name: "toolbar", shows: "Inbox", keys: []) { AnyView(ToolbarScreen(log: AlertLog())) },
    ContainerScene(name: "tabs-navigation", shows: "Nothing to set yet", keys: [.alt("2")]) {
      AnyView(ChoresApp())
    },
    ContainerScene(name: "tabs-model", shows: "Call Bob ›", keys: []) {
      AnyView(TabsApp(model: TabsModel()))
    },
    ContainerScene(name: "split", shows: "Inbox", keys: []) { AnyView(MailSplit()) },
    ContainerScene(name: "form", shows: "General", keys: []) { AnyView(SettingsForm()) },
    ContainerScene(name: "alert", shows: "Delete the task?", keys: [KeyEvent(.enter)]) {
      AnyView(DeleteScreen(log: AlertLog()))
    },
    ContainerScene(name: "confirmation-dialog", shows: "Sort by", keys: [KeyEvent(.tab), KeyEvent(.enter)]) {
      AnyView(DeleteScreen(log: AlertLog()))
    },
    ContainerScene(name: "list-sections", shows: "selected 2", keys: [KeyEvent(.down)]) {
      AnyView(GroceryList(log: AlertLog()))
    },
    ContainerScene(name: "list-tree", shows: "cv.pdf", keys: [KeyEvent(.right)]) { AnyView(FileBrowser()) },
    ContainerScene(
      name: "list-set", shows: "picked Blue,Intro",
      keys: [KeyEvent(.character(" ")), KeyEvent(.down, modifiers: .shift)]
    ) {
      AnyView(PlaylistEditor())
    },
  ]
}

/// Every container at 80x24 and 40x12: navigation, toolbars, tabs,
/// split views, forms, alerts and dialogs, lists (sections, trees,
/// multiple selection).
@MainActor
@Suite struct ContainerSnapshotTests {
  @Test(arguments: ContainerScene.all, [(80, 24), (40, 12)])
  func containerAtSize(_ scene: ContainerScene, size: (width: Int, height: Int)) throws {
    try withHostedView(scene.makeView(), width: size.width, height: size.height) { app, _, screen in
      if !scene.keys.isEmpty { app.handle(scene.keys.map { .key($0) }) }
      expectSnapshot(screen, named: "container-\(scene.name)-\(size.width)x\(size.height)")
      #expect(screen.rows().contains { $0.contains(scene.shows) })
    }
  }
}
