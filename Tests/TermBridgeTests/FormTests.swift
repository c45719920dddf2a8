import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A settings screen, written as SwiftUI is.
struct SettingsForm: View {
  @State private var notifications = true
  @State private var showsAdvanced = false

  var body: some View {
    Form {
      Section {
        Toggle("Notifications", isOn: $notifications)
        LabeledContent("Version", value: "1.2")
      } header: {
        Text("General")
      } footer: {
        Text("Shown on the lock screen.")
      }
      Section("About") {
        GroupBox("Licence") { Text("MIT") }
        DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
          Text("Cache: 12 MB")
        }
      }
    }
  }
}

/// `Form`, `Section`, `LabeledContent`, `GroupBox`, `DisclosureGroup`,
/// `ContentUnavailableView`.
@MainActor
@Suite struct FormTests {
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func aFormShowsSectionsWithHeadersFootersAndLabelledValues() throws {
    try withHostedView(SettingsForm(), width: 40, height: 12) { app, _, screen in
      expectSnapshot(screen, named: "form-settings-40x12")
      let text = rows(screen)
      #expect(text[0] == "General")
      #expect(text.contains { $0.hasPrefix("Version") && $0.hasSuffix("1.2") })
      #expect(text.contains("Shown on the lock screen."))
      #expect(text.contains("About"))
      #expect(text.contains { $0.contains("╭ Licence") })
      #expect(text.contains { $0.contains("▸ Advanced") })
      #expect(!text.contains { $0.contains("Cache") })
    }
  }

  @Test func aDisclosureGroupOpensAndClosesWithEnter() throws {
    try withHostedView(SettingsForm(), width: 80, height: 24) { app, _, screen in
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Advanced
      expectSnapshot(screen, named: "form-settings-expanded-80x24")
      #expect(rows(screen).contains { $0.contains("▾ Advanced") })
      #expect(rows(screen).contains("Cache: 12 MB"))
      app.handle([.key(KeyEvent(.enter))])
      #expect(!rows(screen).contains("Cache: 12 MB"))
    }
  }

  @Test func contentUnavailableViewCentresItsIconTitleAndDescription() throws {
    struct Empty: View {
      var body: some View {
        ContentUnavailableView("No Tasks", systemImage: "tray", description: Text("Add one with +."))
      }
    }
    try withHostedView(Empty(), width: 30, height: 7) { _, _, screen in
      let text = rows(screen).filter { !$0.isEmpty }
      #expect(text == ["▭", "No Tasks", "Add one with +."])
      let title = try #require(screen.rows().first { $0.contains("No Tasks") })
      #expect(title.hasPrefix("          No Tasks"))  // centred in the column the description sets
    }
  }
}
