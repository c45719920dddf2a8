import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

struct SelectedNoteKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  var selectedNote: String? {
    get { self[SelectedNoteKey.self] }
    set { self[SelectedNoteKey.self] = newValue }
  }
}

final class FocusedModel: ObservableObject {
  let name: String
  init(name: String) { self.name = name }
}

/// Shows what `@FocusedValue` and `@FocusedObject` read, as a view.
struct FocusedReader: View {
  @FocusedValue(\.selectedNote) var note
  @FocusedObject var model: FocusedModel?

  var body: some View {
    Text("note: \(note ?? "none"), model: \(model?.name ?? "none")")
  }
}

/// Two fields, each publishing its own note while focused; the scene
/// publishes a default note and a model.
struct FocusedScreen: View {
  @State var first = ""
  @State var second = ""
  let model = FocusedModel(name: "scene model")

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      FocusedReader()
      TextField("first", text: $first).focusedValue(\.selectedNote, "first note")
      TextField("second", text: $second).focusedValue(\.selectedNote, "second note")
      Button("plain") {}
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .focusedSceneValue(\.selectedNote, "scene note")
    .focusedSceneObject(model)
  }
}

@MainActor
@Suite struct FocusedValuesTests {
  @Test func theFocusedViewsValueWinsOverTheScenesAndFollowsFocus() throws {
    try withHostedView(FocusedScreen(), width: 60, height: 6) { app, _, screen in
      app.render()
      #expect(screen.rows()[0].hasPrefix("note: first note, model: scene model"))
      app.handle([.key(KeyEvent(.tab))])
      app.render()
      #expect(screen.rows()[0].hasPrefix("note: second note, model: scene model"))
      app.handle([.key(KeyEvent(.tab))])
      app.render()
      // The button publishes nothing itself: the scene's value shows.
      #expect(screen.rows()[0].hasPrefix("note: scene note, model: scene model"))
      #expect(FocusedValuesStore.shared.values.selectedNote == "scene note")
    }
  }

  @Test func focusedValuesAreEmptyWhenNothingPublishes() {
    var values = FocusedValues()
    #expect(values.selectedNote == nil)
    values.selectedNote = "x"
    #expect(values[SelectedNoteKey.self] == "x")
    values.selectedNote = nil
    #expect(values.isEmpty)
  }

  @Test func aFocusedBindingWritesThroughAndIsNilWithoutAPublisher() throws {
    let store = FocusedValuesStore.shared
    var count = 1
    struct Reader {
      @FocusedBinding(\.counterForTests) var counter: Int?
    }
    struct Publisher: View {
      @Binding var count: Int
      var body: some View {
        Button("b") {}.focusedValue(\.counterForTests, $count)
      }
    }
    try withHostedView(Publisher(count: Binding(get: { count }, set: { count = $0 })), width: 10, height: 1) {
      app, _, _ in
      app.render()
      let reader = Reader()
      #expect(reader.counter == 1)
      reader.counter = 5
      #expect(count == 5)
      reader.$counter.wrappedValue = 6
      #expect(count == 6)
      reader.counter = nil
      #expect(count == 6)
      _ = store
    }
    store.refresh(window: nil)
    #expect(Reader().counter == nil)
  }
}

extension FocusedValues {
  fileprivate var counterForTests: Binding<Int>? {
    get { self[CounterForTestsKey.self] }
    set { self[CounterForTestsKey.self] = newValue }
  }
}

private struct CounterForTestsKey: FocusedValueKey { typealias Value = Binding<Int> }
