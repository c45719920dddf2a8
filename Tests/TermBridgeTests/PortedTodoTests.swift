import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTesting

/// A to-do model as a 2022 MVVM tutorial app writes it.
final class PortedTodoModel: ObservableObject {
  @Published var items: [PortedTodo] = [] {
    didSet { saves += 1 }
  }
  var saves = 0
}

struct PortedTodo: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// The app's list: an empty state or a list, switched inside a `ZStack`.
struct PortedTodoList: View {
  @EnvironmentObject var model: PortedTodoModel

  var body: some View {
    ZStack {
      if model.items.isEmpty {
        Text("No items")
          .transition(AnyTransition.opacity.animation(.easeIn))
      } else {
        List {
          ForEach(model.items) { item in Text(item.title) }
        }
        .listStyle(PlainListStyle())
      }
    }
    .navigationTitle("Todo")
  }
}

/// What a ported tutorial app found: a list that replaces an empty state.
@MainActor
@Suite struct PortedTodoTests {
  @Test func aListReplacingAnEmptyStateShowsItsRows() throws {
    let model = PortedTodoModel()
    let root = NavigationView { PortedTodoList() }.environmentObject(model)
    try withHostedView(root, width: 30, height: 8) { app, _, screen in
      #expect(screen.rows().contains { $0.contains("No items") })
      model.items.append(PortedTodo(id: 1, title: "Buy milk"))
      app.render()
      #expect(screen.rows().contains { $0.contains("Buy milk") }, "\(screen.rows())")
      #expect(!screen.rows().contains { $0.contains("No items") })
    }
  }
}
