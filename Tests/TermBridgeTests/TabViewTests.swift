import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

enum AppTab: Hashable {
  case tasks, settings
}

@Observable
@MainActor
final class TabsModel {
  var tab = AppTab.tasks
  var path: [TaskItem] = []
  let tasks = [TaskItem(id: 1, name: "Buy milk"), TaskItem(id: 2, name: "Call Bob")]
}

/// Tabs with a navigation stack in one of them, as a SwiftUI app is built.
struct TabsApp: View {
  @Bindable var model: TabsModel

  var body: some View {
    TabView(selection: $model.tab) {
      Tab("Tasks", systemImage: "list.bullet", value: AppTab.tasks) {
        NavigationStack(path: $model.path) {
          VStack(spacing: 0) {
            ForEach(model.tasks) { task in NavigationLink(task.name, value: task) }
          }
          .navigationTitle("Tasks")
          .navigationDestination(for: TaskItem.self) { task in TaskDetail(task: task) }
        }
      }
      Tab("Settings", systemImage: "gear", value: AppTab.settings) {
        Text("Settings go here")
      }
    }
  }
}

/// `TabView`, `.tabItem`, `.tag` and `Tab`, driven by keys and clicks.
@MainActor
@Suite struct TabViewTests {
  @Test func tabsWithANavigationStackSwitchByKeysClicksAndSelection() throws {
    let model = TabsModel()
    try withHostedView(TabsApp(model: model), width: 40, height: 12) { app, _, screen in
      expectSnapshot(screen, named: "tabs-navigation-40x12")
      #expect(screen.rows()[0].hasPrefix("  ☰ Tasks   ⚙ Settings "))
      #expect(screen.rows()[1].contains("Tasks"))
      app.handle([.key(.alt("2"))])
      #expect(model.tab == .settings)
      #expect(screen.rows().contains { $0.contains("Settings go here") })
      app.handle([.key(KeyEvent(.pageUp, modifiers: .control))])
      #expect(model.tab == .tasks)
      // Into the stack, then away and back: the pushed screen stays.
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.path == [model.tasks[0]])
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 14, y: 0)))])
      #expect(model.tab == .settings)
      model.tab = .tasks
      app.render()
      #expect(screen.rows().contains { $0.contains("Task #1: Buy milk") })
      #expect(screen.rows()[1].hasPrefix(" ‹ Tasks"))
    }
  }

  @Test func tabItemsTagsAndUntaggedTabsWithoutASelectionBinding() throws {
    struct Plain: View {
      var body: some View {
        TabView {
          Text("first tab").tabItem { Label("One", systemImage: "star.fill") }
          Text("second tab").tabItem { Text("Two") }
          Text("third tab")
        }
      }
    }
    try withHostedView(Plain(), width: 80, height: 24) { app, _, screen in
      expectSnapshot(screen, named: "tabs-plain-80x24")
      #expect(screen.rows()[0].hasPrefix("  ★ One   Two   Tab 3 "))
      #expect(screen.rows().contains { $0.contains("first tab") })
      app.handle([.key(.alt("3"))])
      #expect(screen.rows().contains { $0.contains("third tab") })
      app.handle([.key(KeyEvent(.pageDown, modifiers: .control))])
      #expect(screen.rows().contains { $0.contains("first tab") })
    }
  }

  @Test func labelsShowAGlyphForCommonSymbolsAndNothingForOthers() throws {
    struct Labels: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Label("Home", systemImage: "house")
          Label("Unknown", systemImage: "no.such.symbol")
          Label {
            Text("Custom")
          } icon: {
            Text("*")
          }
        }
      }
    }
    try withHostedView(Labels(), width: 20, height: 3) { _, _, screen in
      let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows == ["⌂ Home", "◌ Unknown", "* Custom"])
    }
  }
}
