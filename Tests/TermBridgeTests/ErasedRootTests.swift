import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A view with state of its own: the label it first appeared with.
private struct FirstLabelView: View {
  let label: String
  @State private var firstLabel: String?

  var body: some View {
    Text("\(label) first \(firstLabel ?? "-")")
      .onAppear { if firstLabel == nil { firstLabel = label } }
  }
}

private struct OtherView: View {
  var body: some View { Text("other") }
}

/// A hosted `AnyView` root is its wrapped view (no node for the eraser),
/// with `AnyView`'s identity: the same wrapped type updates in place and
/// keeps its state, another type is a new view.
@MainActor
@Suite struct ErasedRootTests {
  private func shown(_ screen: TermScreen) -> String {
    screen.rows()[0].trimmingCharacters(in: .whitespaces)
  }

  @Test func theSameWrappedTypeKeepsItsState() throws {
    try withHostedView(AnyView(FirstLabelView(label: "a")), width: 20, height: 1) { app, host, screen in
      #expect(shown(screen) == "a first a")
      host.rootView = AnyView(FirstLabelView(label: "b"))
      app.render()
      #expect(shown(screen) == "b first a")
    }
  }

  @Test func anotherWrappedTypeIsANewView() throws {
    try withHostedView(AnyView(FirstLabelView(label: "a")), width: 20, height: 1) { app, host, screen in
      host.rootView = AnyView(OtherView())
      app.render()
      #expect(shown(screen) == "other")
      host.rootView = AnyView(FirstLabelView(label: "c"))
      app.render()
      #expect(shown(screen) == "c first c")
    }
  }
}
