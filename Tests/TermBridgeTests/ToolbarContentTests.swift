import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A screen whose toolbar holds every kind of content SwiftUI allows.
struct RichToolbarScreen: View {
  let log: AlertLog
  @State private var wraps = false
  @State private var size = "S"

  var body: some View {
    NavigationStack {
      Text("wraps \(wraps ? "on" : "off") size \(size)")
        .navigationTitle("Home")
        .toolbar {
          ToolbarItem(placement: .navigation) {
            Menu("More") { Button("Hello") { log.entries.append("hello") } }
          }
          ToolbarItem {
            NavigationLink("Next") { FocusDetail(name: "Next", log: log) }
          }
          ToolbarItemGroup(placement: .primaryAction) {
            Toggle("Wrap", isOn: $wraps)
            Text("Ready")
          }
        }
    }
  }
}

/// A screen whose toolbar holds a label, a picker and a view of the app's.
struct PickerToolbarScreen: View {
  @State private var size = "S"

  var body: some View {
    NavigationStack {
      Text("size \(size)")
        .toolbar {
          ToolbarItem { Label("Tag", systemImage: "tag") }
          ToolbarItem {
            Picker("Size", selection: $size) {
              Text("S").tag("S")
              Text("L").tag("L")
            }
            .pickerStyle(.segmented)
          }
          ToolbarItem { StatusDot() }
        }
    }
  }
}

/// A view of the app's own, for a toolbar.
struct StatusDot: View {
  var body: some View { Text("●ok") }
}

/// Every content a SwiftUI toolbar takes is shown in the bar and works
/// (issue 30, part 3: a `NavigationLink` was dropped, as was anything but
/// a `Button`).
@MainActor
struct ToolbarContentTests {
  @Test func linksMenusTogglesAndTextAreShownInTheBar() throws {
    let log = AlertLog()
    try withHostedView(RichToolbarScreen(log: log), width: 60, height: 8) { app, host, screen in
      let bar = screen.rows()[0]
      for part in ["More", "Next", "Wrap", "Ready", "Home"] {
        #expect(bar.contains(part), "\(part) missing from the bar: \(bar)")
      }
      // The toggle in the bar works.
      let toggle = try #require(allViews(TermSwitch.self, in: host).first)
      app.keyWindow?.makeFirstResponder(toggle)
      app.handle([.key(KeyEvent(.character(" ")))])
      #expect(screen.rows().contains { $0.contains("wraps on") }, "\(screen.rows())")
      // The link in the bar pushes its screen.
      let next = try #require(allViews(TermButton.self, in: host).first { controlText($0).contains("Next") })
      app.keyWindow?.makeFirstResponder(next)
      app.handle([.key(KeyEvent(.enter))])
      #expect(screen.rows().contains { $0.contains("Next screen") }, "\(screen.rows())")
      app.handle([.key(KeyEvent(.escape))])
      app.render()
      #expect(screen.rows()[0].contains("Ready"), "the bar is back: \(screen.rows()[0])")
    }
  }

  @Test func labelsPickersAndViewsOfTheAppsOwnAreShownInTheBar() throws {
    try withHostedView(PickerToolbarScreen(), width: 60, height: 8) { app, host, screen in
      let bar = screen.rows()[0]
      #expect(bar.contains("Tag"), "\(bar)")
      #expect(bar.contains("●ok"), "\(bar)")
      #expect(bar.contains("S") && bar.contains("L"), "\(bar)")
      let picker = try #require(findView(TermSegmentedControl.self, in: host))
      app.keyWindow?.makeFirstResponder(picker)
      app.handle([.key(KeyEvent(.right))])
      #expect(screen.rows().contains { $0.contains("size L") }, "\(screen.rows())")
    }
  }

  @Test func aDestinationGivenAnItemPushesWhileItIsSet() throws {
    try withHostedView(ItemDestinationScreen(), width: 40, height: 8) { app, _, screen in
      app.handle([.key(KeyEvent(.enter))])  // Show 7
      #expect(screen.rows().contains { $0.contains("number 7") }, "\(screen.rows())")
      app.handle([.key(KeyEvent(.escape))])
      app.render()
      #expect(screen.rows().contains { $0.contains("chosen none") }, "\(screen.rows())")
    }
  }
}

/// `navigationDestination(item:destination:)`.
struct ItemDestinationScreen: View {
  @State private var chosen: Int?

  var body: some View {
    NavigationStack {
      VStack {
        Button("Show 7") { chosen = 7 }
        Text("chosen \(chosen.map(String.init) ?? "none")")
      }
      .navigationDestination(item: $chosen) { number in Text("number \(number)") }
    }
  }
}
