import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A model rows read from the environment.
@Observable
@MainActor
final class ListRowsModel {
  var suffix = "one"
}

/// The environment above a `List` reaches its rows, which are hosted in
/// reusable cells: values, custom keys and `@Observable` objects (rows
/// used to see the defaults, and `@Environment(Model.self)` stopped the
/// program with "No Model in the environment").
@MainActor
@Suite struct ListEnvironmentTests {
  struct Row: View {
    let item: Int
    @Environment(\.accentName) var accent
    @Environment(ListRowsModel.self) var model
    @Environment(\.isEnabled) var isEnabled
    var body: some View { Text("\(item) \(accent) \(model.suffix) \(isEnabled ? "on" : "off")") }
  }

  struct Screen: View {
    let model: ListRowsModel
    @State var accent = "red"
    @State var disabled = false
    var body: some View {
      VStack(spacing: 0) {
        Button("switch") {
          accent = "blue"
          disabled = true
        }
        List(0..<1000, id: \.self) { item in Row(item: item) }
          .environment(\.accentName, accent)
          .disabled(disabled)
      }
      .environment(model)
    }
  }

  /// The rows' text, without the list's scroll indicator.
  private func rowTexts(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ┃│")) }
  }

  @Test func rowsSeeTheEnvironmentAboveTheList() throws {
    let model = ListRowsModel()
    try withHostedView(Screen(model: model), width: 30, height: 6) { app, _, screen in
      #expect(rowTexts(screen)[1] == "0 red one on")
      #expect(rowTexts(screen)[5] == "4 red one on")
      // A change of the model reaches the rows on screen.
      model.suffix = "two"
      app.render()
      #expect(rowTexts(screen)[2] == "1 red two on")
      // A change of the environment values too.
      app.handle([.key(KeyEvent(.enter))])
      #expect(rowTexts(screen)[1] == "0 blue two off")
      #expect(rowTexts(screen)[5] == "4 blue two off")
    }
  }

  @Test func rowsScrolledIntoViewSeeTheEnvironmentToo() throws {
    let model = ListRowsModel()
    model.suffix = "three"
    try withHostedView(Screen(model: model), width: 30, height: 6) { app, host, screen in
      let list = try #require(findView(TermListView.self, in: host))
      list.scrollToRow(900)
      app.render()
      #expect(rowTexts(screen).contains("900 red three on"))
    }
  }
}
