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

/// The to-do screen as the tutorial app builds it: an empty state in a
/// scroll view (point-sized paddings), or a list of padded rows, and an
/// "Add" link in the bar to a screen that adds and goes back.
struct PortedTodoScreen: View {
  @EnvironmentObject var model: PortedTodoModel

  var body: some View {
    ZStack {
      if model.items.isEmpty {
        ScrollView {
          VStack(spacing: 10) {
            Text("Nothing to do")
            NavigationLink(destination: PortedAddScreen()) { Text("Add the first") }
              .padding(.horizontal, 50)
          }
          .frame(maxWidth: 400)
          .padding(2)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(AnyTransition.opacity.animation(.easeIn))
      } else {
        List {
          ForEach(model.items) { item in
            HStack {
              Image(systemName: "circle")
              Text(item.title)
              Spacer()
            }
            .padding(.vertical, 8)
          }
          .onDelete { model.items.remove(atOffsets: $0) }
        }
        .listStyle(PlainListStyle())
      }
    }
    .navigationTitle("Todo")
    .navigationBarItems(
      leading: EditButton(), trailing: NavigationLink("Add", destination: PortedAddScreen()))
  }
}

/// The screen that adds an item and goes back.
struct PortedAddScreen: View {
  @Environment(\.presentationMode) var presentationMode
  @EnvironmentObject var model: PortedTodoModel

  var body: some View {
    ScrollView {
      VStack {
        Button("Save") {
          model.items.append(PortedTodo(id: model.items.count + 1, title: "Water the plants"))
          presentationMode.wrappedValue.dismiss()
        }
      }
      .padding(14)
    }
    .navigationTitle("Add")
  }
}

extension PortedTodoTests {
  @Test func anItemAddedOnAPushedScreenShowsInTheListAfterThePop() throws {
    let model = PortedTodoModel()
    let root = NavigationView { PortedTodoScreen() }.environmentObject(model)
    try withHostedController(root, width: 60, height: 20) { app, controller, screen in
      #expect(screen.rows().contains { $0.contains("Nothing to do") })
      let add = try #require(
        allViews(TermButton.self, in: controller.view).first { controlText($0).hasPrefix("Add") })
      app.keyWindow?.makeFirstResponder(add)
      app.handle([.key(KeyEvent(.enter))])
      #expect(screen.rows()[0].contains("Add"), "\(screen.rows())")
      app.handle([.key(KeyEvent(.enter))])  // Save: the pushed screen's first control
      app.render()
      #expect(model.items.count == 1)
      #expect(!screen.rows().contains { $0.contains("Nothing to do") })
      // Census item 2 (TodoList), reproduced: the list that replaced the
      // empty state while the screen was covered draws nothing after the
      // pop. Not fixed yet; this fails (as a known issue) until it is.
      withKnownIssue("the list shown after the pop is blank") {
        #expect(screen.rows().contains { $0.contains("Water the plants") }, "\(screen.rows())")
      }
    }
  }
}
