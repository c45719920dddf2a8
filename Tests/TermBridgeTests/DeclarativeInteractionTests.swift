import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@MainActor
final class InteractionLog {
  var entries: [String] = []
  var focus: Binding<InteractionField?>?
  var value: Binding<Int>?
}

enum InteractionField: Hashable {
  case name, secret
}

struct FocusForm: View {
  let log: InteractionLog
  @State var name = ""
  @State var secret = ""
  @State var count = 0
  @FocusState var field: InteractionField?

  init(log: InteractionLog) {
    self.log = log
    _field = FocusState()
  }

  var body: some View {
    log.focus = $field
    log.value = $count
    return VStack(alignment: .leading) {
      TextField("name", text: $name).focused($field, equals: .name)
      SecureField("secret", text: $secret).focused($field, equals: .secret)
      Text("secret has \(secret.count) characters")
      Button("Save") { log.entries.append("save \(name)") }
        .keyboardShortcut(.control("s"))
    }
    .onChange(of: count) { old, new in log.entries.append("count \(old)->\(new)") }
    .onKeyPress(.control("g")) {
      log.entries.append("ctrl-g")
      return .handled
    }
  }
}

@MainActor
@Suite struct DeclarativeInteractionTests {
  @Test func focusStateMovesFocusBothWays() throws {
    let log = InteractionLog()
    try withHostedView(FocusForm(log: log), width: 30, height: 4) { app, host, screen in
      let fields = allViews(TermTextField.self, in: host)
      #expect(fields.count == 2)
      // Setting the focus state focuses the field.
      log.focus?.wrappedValue = .secret
      app.render()
      #expect(fields[1].isFirstResponder)
      app.handle("hunter2".map { .key(.character($0)) })
      #expect(screen.rows()[1].hasPrefix("•••••••"))
      #expect(screen.rows()[2].hasPrefix("secret has 7 characters"))
      // Focus moved by the user updates the focus state.
      app.handle([.key(KeyEvent(.tab, modifiers: .shift))])
      #expect(fields[0].isFirstResponder)
      #expect(log.focus?.wrappedValue == .name)
      // Leaving the bound views clears it.
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.tab))])
      #expect(
        host.window?.firstResponder is TermButton, "\(String(describing: host.window?.firstResponder))")
      #expect(log.focus?.wrappedValue == nil)
    }
  }

  @Test func onChangeOnKeyPressAndKeyboardShortcut() throws {
    let log = InteractionLog()
    try withHostedView(FocusForm(log: log), width: 30, height: 4) { app, _, _ in
      log.value?.wrappedValue = 3
      app.render()
      log.value?.wrappedValue = 3
      app.render()
      log.value?.wrappedValue = 4
      app.render()
      #expect(log.entries == ["count 0->3", "count 3->4"])
      log.entries.removeAll()
      app.handle("ada".map { .key(.character($0)) })
      app.handle([.key(.control("g")), .key(.control("s"))])
      #expect(log.entries == ["ctrl-g", "save ada"])
    }
  }

  @Test func scrollViewScrollsWithTheWheelAndKeys() throws {
    struct Screen: View {
      var body: some View {
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<20) { Text("line \($0)") }
          }
        }
      }
    }
    try withHostedView(Screen(), width: 12, height: 5) { app, host, screen in
      #expect(screen.rows()[0].hasPrefix("line 0"))
      app.handle([.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 2, y: 2)))])
      #expect(screen.rows()[0].hasPrefix("line 3"))
      let scroll = try #require(findView(TermScrollView.self, in: host))
      scroll.becomeFirstResponder()
      app.handle([.key(KeyEvent(.end))])
      #expect(screen.rows()[4].hasPrefix("line 19"))
      expectSnapshot(screen, named: "declarative-scrollview-end")
    }
  }
}
