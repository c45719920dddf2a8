import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// The README's examples, verbatim (less `@main`), so the README stays true.

// "Navigation, tabs and alerts"
struct Chore: Hashable, Identifiable {
  let id: Int
  var name: String
}

struct ChoresApp: View {
  @State private var chores = [Chore(id: 1, name: "Water plants"), Chore(id: 2, name: "Take out bins")]
  @State private var path: [Chore] = []

  var body: some View {
    TabView {
      Tab("Chores", systemImage: "list.bullet") {
        NavigationStack(path: $path) {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(chores) { chore in NavigationLink(chore.name, value: chore) }
          }
          .navigationTitle("Chores")
          .navigationDestination(for: Chore.self) { chore in
            ChoreDetail(chore: chore) { chores.removeAll { $0.id == chore.id } }
          }
        }
      }
      Tab("Settings", systemImage: "gear") {
        Text("Nothing to set yet")
      }
    }
  }
}

struct ChoreDetail: View {
  let chore: Chore
  let delete: () -> Void
  @State private var confirming = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Delete…", role: .destructive) { confirming = true }
      .navigationTitle(chore.name)
      .alert("Delete \(chore.name)?", isPresented: $confirming) {
        Button("Delete", role: .destructive) {
          delete()
          dismiss()
        }
        Button("Cancel", role: .cancel) {}
      }
  }
}

struct CounterView: View {
  @State private var count = 0
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Hello, \(name.isEmpty ? "terminal" : name)!").bold()
      TextField("Your name", text: $name)
      HStack {
        Button("-") { count -= 1 }
        Text("\(count)").frame(width: 5)
        Button("+") { count += 1 }
      }
      Toggle("Loud", isOn: .constant(true))
    }
    .padding(1)
    .border(.rounded, title: "Counter")
  }
}

struct SearchBox: TermViewRepresentable {
  @Binding var query: String

  final class Coordinator: TermSearchBarDelegate {
    var parent: SearchBox
    init(parent: SearchBox) { self.parent = parent }
    func searchBar(_ bar: TermSearchBar, textDidChange text: String) { parent.query = text }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermView(context: Context) -> TermSearchBar {
    let bar = TermSearchBar(placeholder: "Search")
    bar.delegate = context.coordinator
    return bar
  }

  func updateTermView(_ bar: TermSearchBar, context: Context) {
    context.coordinator.parent = self
    if bar.text != query { bar.text = query }
  }
}

extension TerminalSuites {
  @MainActor
  @Suite struct ReadmeExamplesTests {
    @Test func choresAppNavigatesSwitchesTabsAndDeletesAfterTheAlert() throws {
      try withHostedView(ChoresApp(), width: 50, height: 14) { app, _, screen in
        #expect(screen.rows()[0].contains("☰ Chores"))
        #expect(screen.rows().contains { $0.contains("Take out bins ›") })
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Take out bins
        #expect(screen.rows()[1].contains("‹ Chores"))
        app.handle([.key(KeyEvent(.enter))])  // Delete…
        #expect(screen.rows().contains { $0.contains("Delete Take out bins?") })
        app.handle([.key(KeyEvent(.enter))])  // Delete, then back
        #expect(app.windows.count == 1)
        #expect(!screen.rows().contains { $0.contains("Take out bins") })
        #expect(screen.rows().contains { $0.contains("Water plants ›") })
        app.handle([.key(.alt("2"))])
        #expect(screen.rows().contains { $0.contains("Nothing to set yet") })
      }
    }

    @Test func greeting() throws {
      try TermScreen.withHeadless(width: 30, height: 11) { screen in
        let app = TermApplication(screen: screen)
        let window = TermWindow()
        window.rootViewController = TermHostingController(rootView: CounterView())
        window.makeKeyAndVisible(in: app)
        app.handle(try KeyScript("type Ada\nkey tab\nkey tab\nkey enter").events)
        if let diff = SnapshotStore(testFile: #filePath).verify(screen, named: "readme-greeting") {
          Issue.record(Comment(rawValue: diff))
        }
        #expect(screen.rows().contains { $0.contains("Hello, Ada!") })
        #expect(screen.rows().contains { $0.contains("  1  ") })
      }
    }

    @Test func searchBoxWritesItsBinding() throws {
      struct Screen: View {
        @State var query = ""
        var body: some View {
          VStack {
            SearchBox(query: $query)
            Text("query: \(query)")
          }
        }
      }
      try withHostedView(Screen(), width: 30, height: 2) { app, _, screen in
        app.handle(try KeyScript("type tea").events)
        #expect(screen.rows()[1].contains("query: tea"))
      }
    }
  }
}
