import TermBridge

struct TodoApp: App {
  var body: some Scene {
    WindowGroup { TodoScreen() }
  }
}

@Observable
@MainActor
final class TodoModel {
  var items = ["Buy milk"]
  var draft = ""

  func add() {
    guard !draft.isEmpty else { return }
    items.append(draft)
    draft = ""
  }
}

struct TodoScreen: View {
  @State private var model = TodoModel()

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("To do: \(model.items.count)").bold()
      HStack {
        TextField("New item", text: $model.draft)
          .onSubmit { model.add() }
        Button("Add") { model.add() }
      }
      VStack(alignment: .leading, spacing: 0) {
        ForEach(model.items, id: \.self) { item in Text("• \(item)") }
      }
      Spacer()
    }
    .padding(1)
    .border(.rounded, title: "Todo")
  }
}
