import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// The README's examples, verbatim (less `@main`), so the README stays true.

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
