import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@MainActor
final class WriteCounter {
  var writes: [String] = []
  var bodyEvaluations = 0
}

struct FieldScreen: View {
  let counter: WriteCounter
  @State var name = "hello world"
  var body: some View {
    counter.bodyEvaluations += 1
    let binding = Binding(
      get: { name },
      set: { newValue in
        counter.writes.append(newValue)
        name = newValue
      })
    return VStack(alignment: .leading) {
      TextField("Name", text: binding)
      Text("name: \(name)")
    }
  }
}

@MainActor
@Suite struct BridgeTextFieldTests {
  @Test func typingWritesTheBindingOnceAndTheCursorStaysPut() throws {
    let counter = WriteCounter()
    try withHostedView(FieldScreen(counter: counter), width: 30, height: 2) { app, host, screen in
      guard let field = findView(TermTextField.self, in: host) else {
        Issue.record("no field")
        return
      }
      #expect(field.isFirstResponder)
      // Move into the middle of the text (after "hello"), then type.
      app.handle([.key(KeyEvent(.home))])
      for _ in 0..<5 { app.handle([.key(KeyEvent(.right))]) }
      let evaluationsBefore = counter.bodyEvaluations
      let updatesBefore = host.statistics.widgetUpdates
      app.handle([.key(.character(","))])
      #expect(counter.writes == ["hello, world"])
      #expect(field.text == "hello, world")
      #expect(field.cursorOffset == 6)
      #expect(counter.bodyEvaluations == evaluationsBefore + 1)
      // The field's update, plus the label that shows the name.
      #expect(host.statistics.widgetUpdates - updatesBefore <= 3)
      #expect(screen.rows()[1].hasPrefix("name: hello, world"))
      #expect(screen.renderedCursor == Point(x: 6, y: 0))
      // A burst of keys typed at once is one edit: one write, never an echo.
      app.handle("abc".map { .key(.character($0)) })
      #expect(counter.writes == ["hello, world", "hello,abc world"])
      #expect(field.cursorOffset == 9)
      // A change from code reaches the field without moving the cursor to the end.
      counter.writes.removeAll()
      field.text = field.text  // no-op
      #expect(counter.writes.isEmpty)
    }
  }
}
