import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A screen pushed or shown: a line of text, then two buttons.
struct FocusDetail: View {
  let name: String
  let log: AlertLog

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("\(name) screen")
      Button("\(name) first") { log.entries.append("\(name) first") }
      Button("\(name) second") { log.entries.append("\(name) second") }
    }
    .navigationTitle(name)
  }
}

/// A stack whose root is a list of links, as a to-do app's is.
struct FocusListStack: View {
  let log: AlertLog

  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Alpha") { FocusDetail(name: "Alpha", log: log) }
        NavigationLink("Beta") { FocusDetail(name: "Beta", log: log) }
      }
      .navigationTitle("Items")
    }
  }
}

/// A stack whose root is links in a stack, one by value, one by a binding.
struct FocusLinkStack: View {
  let log: AlertLog
  @State var showsGamma = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        NavigationLink("Alpha") { FocusDetail(name: "Alpha", log: log) }
        Button("Gamma") { showsGamma = true }
      }
      .navigationDestination(isPresented: $showsGamma) { FocusDetail(name: "Gamma", log: log) }
    }
  }
}

/// Tabs, the second a settings screen of toggles.
struct FocusTabs: View {
  @State var sound = false
  @State var shown = false
  let log: AlertLog

  var body: some View {
    TabView {
      Tab("Items", systemImage: "list.bullet") {
        Button("Show sheet") { shown = true }
          .sheet(isPresented: $shown) { FocusDetail(name: "Sheet", log: log) }
      }
      Tab("Settings", systemImage: "gear") {
        VStack(alignment: .leading, spacing: 0) {
          Text("Sound is \(sound ? "on" : "off")")
          Toggle("Sound", isOn: $sound)
        }
      }
    }
  }
}

/// A screen that appears gives the keys to its first control, so the first
/// Space or Enter acts (issue 30, part 3).
@MainActor
struct ScreenFocusTests {
  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }

  func focusedTitle(_ app: TermApplication) -> String {
    guard let view = app.keyWindow?.firstResponder else { return "nothing" }
    if view is TermButton || view is TermSwitch { return controlText(view) }
    return "\(type(of: view))"
  }

  @Test func aScreenPushedFromAListRowTakesTheKeysAndAPopGivesThemBack() throws {
    let log = AlertLog()
    try withHostedController(FocusListStack(log: log), width: 40, height: 10) { app, _, screen in
      app.handle([key(.down), key(.enter)])  // Beta
      #expect(screen.rows().contains { $0.contains("Beta screen") }, "\(screen.rows())")
      app.handle([key(.character(" "))])
      #expect(log.entries == ["Beta first"], "\(focusedTitle(app))")
      app.handle([key(.escape)])
      app.render()
      let list = try #require(app.keyWindow?.firstResponder as? TermListView, "\(focusedTitle(app))")
      #expect(list.selectedRow == 1, "the list has the keys again, on Beta")
      app.handle([key(.enter), key(.enter)])
      #expect(log.entries == ["Beta first", "Beta first"])
    }
  }

  @Test func aScreenPushedByALinkOrADestinationBindingTakesTheKeys() throws {
    let log = AlertLog()
    try withHostedController(FocusLinkStack(log: log), width: 40, height: 10) { app, _, screen in
      #expect(focusedTitle(app).hasPrefix("Alpha"))
      app.handle([key(.enter), key(.enter)])
      #expect(log.entries == ["Alpha first"])
      app.handle([key(.escape)])
      app.render()
      #expect(focusedTitle(app).hasPrefix("Alpha"), "a pop gives the keys back to the link")
      app.handle([key(.tab), key(.enter)])  // Gamma: navigationDestination(isPresented:)
      #expect(screen.rows().contains { $0.contains("Gamma screen") }, "\(screen.rows())")
      app.handle([key(.tab), key(.character(" "))])
      #expect(log.entries == ["Alpha first", "Gamma second"])
      app.handle([key(.escape)])
      app.render()
      #expect(focusedTitle(app) == "Gamma", "\(focusedTitle(app))")
      #expect(screen.rows().contains { $0.contains("Alpha") })
    }
  }

  @Test func aTabShownAndASheetPresentedTakeTheKeys() throws {
    let log = AlertLog()
    try withHostedController(FocusTabs(log: log), width: 40, height: 12) { app, _, screen in
      app.handle([.key(.alt("2"))])
      app.render()
      app.handle([key(.character(" "))])
      #expect(screen.rows().contains { $0.contains("Sound is on") }, "\(focusedTitle(app)) \(screen.rows())")
      app.handle([.key(.alt("1"))])
      app.render()
      app.handle([key(.enter)])  // Show sheet
      #expect(app.windows.count == 2)
      app.handle([key(.enter)])
      #expect(log.entries == ["Sheet first"])
    }
  }
}
