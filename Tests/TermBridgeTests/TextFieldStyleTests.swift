import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What the fields below write.
@MainActor @Observable
final class FieldsModel {
  var name = ""
  var search = ""
  var notes = ""
  var limited = ""
}

/// A prompted field, a bordered one, a vertical one and a limited vertical one.
struct FieldsScreen: View {
  let model: FieldsModel

  var body: some View {
    @Bindable var model = model
    VStack(alignment: .leading) {
      TextField("Name", text: $model.name, prompt: Text("Your name"))
      TextField("Search", text: $model.search).textFieldStyle(.roundedBorder)
      TextField("Notes", text: $model.notes, axis: .vertical)
      Text("--")
      TextField("Limited", text: $model.limited, prompt: Text("Two lines at most"), axis: .vertical)
        .lineLimit(2)
      Text("==")
      TextField("Plain", text: .constant("")).textFieldStyle(.plain)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// `TextField(_:text:prompt:)`, `TextField(_:text:axis:)` and
/// `.textFieldStyle(_:)`.
@MainActor
@Suite struct TextFieldStyleTests {
  private func type(_ text: String) -> [InputEvent] { text.map { .key(KeyEvent(.character($0))) } }
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func promptsBordersAndVerticalFieldsLookAsTheirStylesSay(width: Int, height: Int) throws {
    try withHostedView(FieldsScreen(model: FieldsModel()), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "text-field-styles-\(width)x\(height)")
      let text = rows(screen)
      #expect(text[0] == "Your name", "the prompt is the placeholder")
      #expect(text[1].hasPrefix("╭") && text[1].hasSuffix("╮"))
      #expect(text[2].hasPrefix("│Search"))
      #expect(text[3].hasPrefix("╰"))
      #expect(Array(text[4...7]) == ["Notes", "--", "Two lines at most", "=="])
      #expect(text[8] == "Plain")
    }
  }

  @Test func aFieldWritesItsBindingInsideItsBorder() throws {
    let model = FieldsModel()
    try withHostedView(FieldsScreen(model: model), width: 40, height: 12) { app, _, screen in
      app.handle(type("Ada") + [key(.tab)] + type("swift"))
      #expect(model.name == "Ada")
      #expect(model.search == "swift")
      #expect(rows(screen)[2].hasPrefix("│swift"))
    }
  }

  @Test func aVerticalFieldGrowsALineAtATimeUpToItsLineLimit() throws {
    let model = FieldsModel()
    try withHostedView(FieldsScreen(model: model), width: 40, height: 16) { app, _, screen in
      app.handle([key(.tab), key(.tab)] + type("one") + [key(.enter)] + type("two"))
      #expect(model.notes == "one\ntwo", "Enter inserts a newline")
      #expect(Array(rows(screen)[4...6]) == ["one", "two", "--"])
      app.handle([key(.tab)] + type("a") + [key(.enter)] + type("b") + [key(.enter)] + type("c"))
      #expect(model.limited == "a\nb\nc")
      let text = rows(screen)
      let dashes = try #require(text.firstIndex(of: "--"))
      #expect(text[dashes + 3] == "==", "two lines at most, then the text below")
      expectSnapshot(screen, named: "text-field-vertical-grown-40x16")
    }
  }
}
