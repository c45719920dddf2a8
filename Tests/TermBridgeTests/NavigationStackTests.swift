import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

struct TaskItem: Hashable, Identifiable {
  let id: Int
  let name: String
}

@Observable
@MainActor
final class TasksModel {
  var path: [TaskItem] = []
  let tasks = [
    TaskItem(id: 1, name: "Buy milk"), TaskItem(id: 2, name: "Call Bob"), TaskItem(id: 3, name: "Pay rent"),
  ]
}

/// A small task manager, written as SwiftUI is.
struct TasksApp: View {
  @Bindable var model: TasksModel

  var body: some View {
    NavigationStack(path: $model.path) {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(model.tasks) { task in
          NavigationLink(task.name, value: task)
        }
        NavigationLink("Settings") { SettingsScreen() }
      }
      .navigationTitle("Tasks")
      .navigationDestination(for: TaskItem.self) { task in TaskDetail(task: task) }
    }
  }
}

struct TaskDetail: View {
  let task: TaskItem
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Task #\(task.id): \(task.name)")
      Button("Done") { dismiss() }
    }
    .navigationTitle(task.name)
  }
}

struct SettingsScreen: View {
  var body: some View {
    Text("Settings go here").navigationTitle("Settings")
  }
}

/// `NavigationStack`, `NavigationLink` and `navigationDestination`, driven
/// by keys as a user would.
@MainActor
@Suite struct NavigationStackTests {
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The screen's content below the bar, without blank rows (a stack
  /// centres a `VStack`, as SwiftUI does).
  private func content(_ screen: TermScreen) -> [String] {
    rows(screen).dropFirst(2).filter { !$0.isEmpty }
  }

  @Test func aLinkPushesItsValueAndEscPopsIt() throws {
    let model = TasksModel()
    try withHostedView(TasksApp(model: model), width: 40, height: 12) { app, _, screen in
      #expect(rows(screen)[0] == "Tasks")
      #expect(content(screen) == ["Buy milk ›", "Call Bob ›", "Pay rent ›", "Settings ›"])
      expectSnapshot(screen, named: "navigation-root-40x12")
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // the second link
      #expect(model.path == [model.tasks[1]])
      #expect(screen.rows()[0].hasPrefix(" ‹ Tasks"))
      #expect(screen.rows()[0].contains("Call Bob"))
      #expect(content(screen) == ["Task #2: Call Bob", "Done"])
      app.handle([.key(KeyEvent(.escape))])
      #expect(model.path.isEmpty)
      #expect(rows(screen)[0] == "Tasks")
      // The link that pushed has the keys again.
      let focused = app.keyWindow?.firstResponder
      #expect(focused?.frameInWindow.minY == 6)  // "Call Bob ›", the second of four centred rows
    }
  }

  @Test func changingThePathPushesAndPops() throws {
    let model = TasksModel()
    try withHostedView(TasksApp(model: model), width: 80, height: 24) { app, _, screen in
      model.path = [model.tasks[0], model.tasks[2]]
      app.render()
      expectSnapshot(screen, named: "navigation-deep-80x24")
      #expect(screen.rows()[0].hasPrefix(" ‹ Buy milk"))
      #expect(content(screen).first == "Task #3: Pay rent")
      model.path.removeLast()
      app.render()
      #expect(screen.rows()[0].hasPrefix(" ‹ Tasks"))
      #expect(content(screen).first == "Task #1: Buy milk")
      model.path = []
      app.render()
      #expect(rows(screen)[0] == "Tasks")
    }
  }

  @Test func dismissInAPushedScreenPopsIt() throws {
    let model = TasksModel()
    try withHostedView(TasksApp(model: model), width: 40, height: 12) { app, _, screen in
      model.path = [model.tasks[0]]
      app.render()
      // The pushed screen's first control (Done) has the keys.
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.path.isEmpty)
      #expect(rows(screen)[0] == "Tasks")
    }
  }

  @Test func aLinkWithADestinationViewPushesItOutsideThePath() throws {
    let model = TasksModel()
    try withHostedView(TasksApp(model: model), width: 40, height: 12) { app, _, screen in
      app.handle([.key(KeyEvent(.tab, modifiers: .shift)), .key(KeyEvent(.enter))])  // Settings
      #expect(content(screen) == ["Settings go here"])
      #expect(screen.rows()[0].contains("Settings"))
      #expect(model.path.isEmpty)
      app.handle([.key(KeyEvent(.left, modifiers: .alt))])
      #expect(rows(screen)[0] == "Tasks")
    }
  }

  @Test func aStackWithoutAPathKeepsItsOwnAndLinksOutsideAStackAreDisabled() throws {
    struct Own: View {
      var body: some View {
        VStack(spacing: 0) {
          NavigationLink("outside", value: 1)
          NavigationStack {
            NavigationLink("Numbers", value: 7)
              .navigationDestination(for: Int.self) { n in Text("number \(n)") }
          }
        }
      }
    }
    try withHostedView(Own(), width: 30, height: 8) { app, host, screen in
      // Only the link inside the stack can take the keys.
      let buttons = allViews(TermButton.self, in: host)
      #expect(buttons.count == 2)
      #expect(buttons[0].isEnabled == false)
      app.handle([.key(KeyEvent(.enter))])
      #expect(screen.rows().contains { $0.contains("number 7") })
      app.handle([.key(KeyEvent(.escape))])
      #expect(screen.rows().contains { $0.contains("Numbers ›") })
    }
  }
}

/// A screen with toolbar buttons, written as SwiftUI is.
struct ToolbarScreen: View {
  let log: AlertLog
  @State private var count = 0

  var body: some View {
    NavigationStack {
      Text("added \(count)")
        .navigationTitle("Inbox")
        .toolbar {
          ToolbarItem(placement: .primaryAction) {
            Button("Add") {
              count += 1
              log.entries.append("add \(count)")
            }
            .keyboardShortcut(.control("n"))
          }
          ToolbarItem(placement: .cancellationAction) {
            Button("Close") { log.entries.append("close") }
          }
        }
    }
  }
}

@MainActor
@Suite struct ToolbarTests {
  @Test func toolbarButtonsSitInTheBarWithTheirShortcuts() throws {
    let log = AlertLog()
    try withHostedView(ToolbarScreen(log: log), width: 50, height: 8) { app, _, screen in
      expectSnapshot(screen, named: "toolbar-inbox-50x8")
      let bar = screen.rows()[0]
      #expect(bar.hasPrefix(" [ Close ]"))
      #expect(bar.contains("Inbox"))
      #expect(bar.hasSuffix("[ Add Ctrl-n ]"))
      app.handle([.key(.control("n"))])
      #expect(screen.rows().contains { $0.contains("added 1") })
      // The action the bar runs is the current one: the count goes on.
      app.handle([.key(.control("n"))])
      #expect(log.entries == ["add 1", "add 2"])
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 4, y: 0)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 4, y: 0)))])
      #expect(log.entries.last == "close")
    }
  }

  @Test func theKitBarShowsItemsOfTheTopController() throws {
    TermScreen.withInMemory(width: 40, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let root = TermViewController()
      root.title = "Root"
      var pressed = 0
      root.navigationItem.rightBarButtonItems = [
        TermBarButtonItem(title: "Edit", keyboardShortcut: .control("e")) { pressed += 1 }
      ]
      let navigation = TermNavigationController(rootViewController: root)
      let window = TermWindow()
      window.rootViewController = navigation
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows()[0].hasSuffix("[ Edit Ctrl-e ]"))
      app.handle([.key(.control("e"))])
      #expect(pressed == 1)
      // Covered by a push, its items and their shortcuts go.
      navigation.pushViewController(TermViewController())
      app.render()
      #expect(!screen.rows()[0].contains("Edit"))
      app.handle([.key(.control("e"))])
      #expect(pressed == 1)
    }
  }
}
