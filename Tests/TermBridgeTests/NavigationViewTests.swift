import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@Observable
@MainActor
final class LegacyNavigationModel {
  var showsAbout = false
  var selection: Int?
  var visibility = NavigationSplitViewVisibility.all
}

/// A list screen in the style of 2020's SwiftUI apps.
struct LegacyInbox: View {
  @Bindable var model: LegacyNavigationModel

  var body: some View {
    NavigationView {
      VStack(alignment: .leading, spacing: 0) {
        NavigationLink(destination: Text("Message from Ada")) { Text("Ada") }
        NavigationLink("Bob", destination: Text("Message from Bob"))
        NavigationLink("About", isActive: $model.showsAbout) { Text("About this app") }
        NavigationLink("Tagged", tag: 7, selection: $model.selection) { Text("Seventh screen") }
      }
      .navigationBarTitle("Inbox", displayMode: .inline)
      .navigationBarItems(
        leading: Button("Edit") {}, trailing: NavigationLink("Add", destination: Text("New message")))
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}

/// A sidebar and a detail, as an iPad app writes them.
struct LegacySplit: View {
  var body: some View {
    NavigationView {
      VStack(alignment: .leading, spacing: 0) {
        NavigationLink("First", destination: Text("First detail").navigationTitle("First"))
        NavigationLink("Second", destination: Text("Second detail"))
      }
      .navigationTitle("Items")
      Text("Pick an item")
    }
  }
}

extension TerminalSuites {
  /// `NavigationView`, its styles, the `navigationBar…` modifiers and the
  /// older `NavigationLink` initializers.
  @MainActor
  @Suite struct NavigationViewTests {
    private func verify(_ screen: TermScreen, _ name: String) {
      if let message = SnapshotStore(testFile: #filePath).verify(screen, named: name) {
        Issue.record(Comment(rawValue: message))
      }
    }

    @Test func oneChildIsAStackWithTitleAndBarItems() throws {
      try TermPilot.run(LegacyInbox(model: LegacyNavigationModel()), width: 60, height: 12) { pilot in
        verify(pilot.screen, "navigationview-stack-60x12")
        let bar = pilot.screen.rows()[0]
        #expect(bar.contains("Edit") && bar.contains("Inbox") && bar.contains("Add"))
        // Enter on the first link pushes; Esc pops.
        try pilot.press("enter")
        #expect(pilot.screenText.contains("Message from Ada"))
        #expect(pilot.screen.rows()[0].contains("‹ Inbox"))
        try pilot.press("escape")
        #expect(pilot.screenText.contains("Bob"))
        #expect(!pilot.screenText.contains("Message from Ada"))
        // A link in the bar pushes too.
        try pilot.click("Add")
        #expect(pilot.screenText.contains("New message"))
        try pilot.press("alt-left")
        #expect(!pilot.screenText.contains("New message"))
      }
    }

    @Test func anActiveLinkFollowsItsBindingBothWays() throws {
      let model = LegacyNavigationModel()
      try TermPilot.run(LegacyInbox(model: model), width: 60, height: 12) { pilot in
        model.showsAbout = true
        pilot.app.render()
        #expect(pilot.screenText.contains("About this app"))
        try pilot.press("escape")
        #expect(!model.showsAbout)
        #expect(!pilot.screenText.contains("About this app"))
        // Following the link sets the binding; clearing it pops.
        try pilot.click("About")
        #expect(model.showsAbout)
        #expect(pilot.screenText.contains("About this app"))
        model.showsAbout = false
        pilot.app.render()
        #expect(!pilot.screenText.contains("About this app"))
      }
    }

    @Test func aTaggedLinkFollowsTheSelection() throws {
      let model = LegacyNavigationModel()
      try TermPilot.run(LegacyInbox(model: model), width: 60, height: 12) { pilot in
        try pilot.click("Tagged")
        #expect(model.selection == 7)
        #expect(pilot.screenText.contains("Seventh screen"))
        try pilot.press("escape")
        #expect(model.selection == nil)
        model.selection = 7
        pilot.app.render()
        #expect(pilot.screenText.contains("Seventh screen"))
      }
    }

    @Test func twoChildrenAreColumnsWhoseLinksFillTheDetail() throws {
      try TermPilot.run(LegacySplit(), width: 80, height: 12) { pilot in
        verify(pilot.screen, "navigationview-columns-80x12")
        #expect(pilot.screenText.contains("Pick an item"))
        try pilot.press("enter")
        #expect(pilot.screenText.contains("First detail"))
        #expect(pilot.screenText.contains("Second"))
      }
    }

    @Test func twoChildrenNarrowShowOneColumnAtATime() throws {
      try TermPilot.run(LegacySplit(), width: 60, height: 12) { pilot in
        verify(pilot.screen, "navigationview-columns-60x12")
        #expect(!pilot.screenText.contains("Pick an item"))
        try pilot.press("tab", "enter")
        #expect(pilot.screenText.contains("Second detail"))
        #expect(!pilot.screenText.contains("First"))
        try pilot.press("escape")
        #expect(pilot.screenText.contains("First"))
      }
    }

    @Test func theStackStyleShowsTheFirstChildOnly() throws {
      let view = LegacySplit().navigationViewStyle(.stack)
      try TermPilot.run(view, width: 80, height: 12) { pilot in
        #expect(pilot.screenText.contains("Items"))
        #expect(!pilot.screenText.contains("Pick an item"))
      }
      try TermPilot.run(LegacySplit().navigationViewStyle(.columns), width: 80, height: 12) { pilot in
        #expect(pilot.screenText.contains("Pick an item"))
      }
      try TermPilot.run(
        LegacySplit().navigationViewStyle(DoubleColumnNavigationViewStyle()), width: 80, height: 12
      ) {
        pilot in
        #expect(pilot.screenText.contains("Pick an item"))
      }
      try TermPilot.run(LegacySplit().navigationViewStyle(.automatic), width: 80, height: 12) { pilot in
        #expect(pilot.screenText.contains("Pick an item"))
      }
    }

    @Test func hiddenBarAndHiddenBackButton() throws {
      struct Screens: View {
        var body: some View {
          NavigationView {
            NavigationLink("Open") {
              VStack {
                Text("Inner screen")
                NavigationLink("Deeper") { Text("Deepest").navigationBarHidden(true) }
              }
              .navigationBarTitle(Text("Inner"))
              .navigationBarBackButtonHidden(true)
            }
            .navigationTitle(Text("Outer"))
            .navigationBarTitleDisplayMode(.large)
          }
        }
      }
      try TermPilot.run(Screens(), width: 40, height: 8) { pilot in
        #expect(pilot.screen.rows()[0].contains("Outer"))
        try pilot.press("enter")
        #expect(pilot.screen.rows()[0].contains("Inner"))
        #expect(!pilot.screen.rows()[0].contains("‹"))
        try pilot.press("escape")
        #expect(pilot.screenText.contains("Inner screen"))
        try pilot.press("enter")
        #expect(pilot.screenText.contains("Deepest"))
        #expect(!pilot.screenText.contains("Inner") && !pilot.screenText.contains("───"))
      }
    }

    @Test func splitViewColumnVisibility() throws {
      struct Split: View {
        @Bindable var model: LegacyNavigationModel
        var body: some View {
          NavigationSplitView(columnVisibility: $model.visibility) {
            Text("Sidebar")
          } detail: {
            Text("Detail")
          }
        }
      }
      let model = LegacyNavigationModel()
      try TermPilot.run(Split(model: model), width: 60, height: 6) { pilot in
        #expect(pilot.screenText.contains("Sidebar"))
        model.visibility = .detailOnly
        pilot.app.render()
        #expect(pilot.screenText.contains("Detail"))
        #expect(!pilot.screenText.contains("Sidebar"))
        model.visibility = .all
        pilot.app.render()
        #expect(pilot.screenText.contains("Sidebar"))
      }
      struct Three: View {
        @Bindable var model: LegacyNavigationModel
        var body: some View {
          NavigationSplitView(columnVisibility: $model.visibility) {
            Text("Sidebar")
          } content: {
            Text("Middle")
          } detail: {
            Text("Detail")
          }
        }
      }
      try TermPilot.run(Three(model: model), width: 100, height: 6) { pilot in
        #expect(pilot.screenText.contains("Middle") && pilot.screenText.contains("Detail"))
      }
      let encoded = try JSONEncoder().encode([NavigationSplitViewVisibility.detailOnly, .doubleColumn])
      let decoded = try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: encoded)
      #expect(decoded == [.detailOnly, .doubleColumn])
      #expect(Set([NavigationSplitViewVisibility.automatic, .all]).count == 2)
    }
  }
}
