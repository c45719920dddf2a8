import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Written as SwiftUI is: a private `@FocusState` and no initializer.
struct LoginForm: View {
  enum Field: Hashable { case name, password }
  @FocusState private var field: Field?
  @FocusState private var agreed: Bool
  @State private var name = ""
  @State private var showsName = true

  var body: some View {
    VStack(spacing: 0) {
      if showsName {
        TextField("Name", text: $name).focused($field, equals: .name)
      }
      Button("Hide name") { showsName = false }
      Button("Focus name") { field = .name }
    }
  }
}

@MainActor
@Suite struct FocusStateTests {
  @Test func aViewWithPrivateFocusStateKeepsItsMemberwiseInit() throws {
    try withHostedView(LoginForm(), width: 20, height: 3) { app, host, _ in
      let field = try #require(findView(TermTextField.self, in: host))
      #expect(field.isFirstResponder)
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Focus name
      #expect(field.isFirstResponder)
    }
  }

  @Test func whenTheFocusedViewLeavesTheTreeTheNearestFocusableViewGetsTheKeys() throws {
    let model = FocusModel()
    try withHostedView(Removable(model: model), width: 20, height: 4) { app, host, _ in
      let field = try #require(findView(TermTextField.self, in: host))
      app.handle([.key(KeyEvent(.tab))])  // the field in the middle
      #expect(field.isFirstResponder)
      model.showsField = false
      app.render()
      #expect(findView(TermTextField.self, in: host) == nil)
      // "Below" was right under the field: it has the keys, not nothing.
      let below = allViews(TermButton.self, in: host).last
      #expect(below?.isFirstResponder == true)
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.pressed == ["below"])
    }
  }
}

@Observable
@MainActor
final class FocusModel {
  var showsField = true
  var pressed: [String] = []
}

struct Removable: View {
  let model: FocusModel
  @State private var text = ""

  var body: some View {
    VStack(spacing: 0) {
      Button("Above") { model.pressed.append("above") }
      Text("gap")
      if model.showsField { TextField("Field", text: $text) }
      Button("Below") { model.pressed.append("below") }
    }
  }
}

/// A sidebar list the window focuses by itself (its first focusable view),
/// in a column hosted apart from the binding's view.
struct FocusedSidebar: View {
  @FocusState private var inSidebar: Bool

  var body: some View {
    VStack(spacing: 0) {
      NavigationSplitView {
        List(["One", "Two"], id: \.self) { Text($0) }.focused($inSidebar)
      } detail: {
        Button("Detail") {}
      }
      Text(inSidebar ? "keys in the sidebar" : "keys elsewhere")
    }
  }
}

extension FocusStateTests {
  @Test func focusTheWindowGaveBeforeTheBindingWatchedCounts() throws {
    try withHostedView(FocusedSidebar(), width: 80, height: 4) { app, _, screen in
      #expect(screen.rows()[3].contains("keys in the sidebar"))
      app.handle([.key(KeyEvent(.tab))])
      #expect(screen.rows()[3].contains("keys elsewhere"))
    }
  }
}
