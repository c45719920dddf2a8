import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

extension TerminalSuites {
  /// `.offset`, `.position`, `.zIndex`, `.clipped` and the visual effects a
  /// cell grid ignores.
  @MainActor
  @Suite struct PlacementEffectsTests {
    @Test func offsetMovesTheViewAndKeepsItsSpace() throws {
      let view = VStack(alignment: .leading, spacing: 0) {
        Text("ab").offset(x: 3, y: 1)
        Text("cd")
        Text("ef").offset(EssentialSize(width: 1, height: 0))
        Text("gh").offset(x: 2.0)
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 8, height: 4
      ) { _, _, screen in
        let rows = screen.rows()
        #expect(rows[0].hasPrefix("  "))
        #expect(rows[1].hasPrefix("cd ab"))
        #expect(rows[2].hasPrefix(" ef"))
        #expect(rows[3].hasPrefix("  gh"))
      }
    }

    @Test func positionCentresTheViewOnThePoint() throws {
      let view = Text("xyz").position(x: 5, y: 2)
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 10, height: 4
      ) { _, _, screen in
        #expect(screen.rows()[2] == "    xyz   ")
      }
    }

    @Test func zIndexOrdersAZStacksDrawing() throws {
      let view = ZStack(alignment: .topLeading) {
        Text("TOP").zIndex(1)
        Text("low")
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 5, height: 1
      ) { _, _, screen in
        #expect(screen.rows()[0].hasPrefix("TOP"))
      }
      let plain = ZStack(alignment: .topLeading) {
        Text("TOP")
        Text("low")
      }
      try withHostedView(
        plain.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 5, height: 1
      ) { _, _, screen in
        #expect(screen.rows()[0].hasPrefix("low"))
      }
    }

    @Test func clippedCutsTheContentAtTheFrame() throws {
      let view = VStack(alignment: .leading, spacing: 0) {
        Text("abcdef").fixedSize().frame(width: 3, alignment: .leading).clipped()
        Text("abcdef").fixedSize().frame(width: 3, alignment: .leading)
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 8, height: 2
      ) { _, _, screen in
        #expect(screen.rows()[0].hasPrefix("abc "))
        #expect(screen.rows()[1].hasPrefix("abcdef"))
      }
    }

    @Test func effectsACellGridCannotShowLeaveTheViewAsItIs() throws {
      let size = (width: 2.0, height: 2.0)
      let view = Text("Same")
        .rotationEffect(.degrees(45), anchor: .bottom)
        .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
        .hueRotation(Angle(degrees: 90))
        .scaleEffect(1 / 3)
        .scaleEffect(x: 2, y: 1)
        .scaleEffect(size)
        .shadow(radius: 4)
        .shadow(color: .red, radius: 2, x: 1, y: 1)
        .blur(radius: 3)
        .compositingGroup()
        .drawingGroup()
        .mask { Rectangle() }
        .saturation(0.5).grayscale(1).brightness(0.2).contrast(2)
        .coordinateSpace(name: "scroll")
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 6, height: 1
      ) { _, _, screen in
        #expect(screen.rows()[0] == "Same  ")
      }
    }

    @Test func styleAndListModifiersAreAccepted() throws {
      let view = List {
        Text("Row")
          .listRowBackground(Color.red)
          .listRowSeparator(.hidden)
          .listRowSeparatorTint(.blue, edges: .top)
          .listRowInsets(EdgeInsets())
          .listSectionSeparator(.hidden, edges: .bottom)
      }
      .scrollIndicators(.hidden)
      .scrollContentBackground(.hidden)
      .scrollDismissesKeyboard(.interactively)
      .formStyle(.grouped)
      .tableStyle(.inset(alternatesRowBackgrounds: false))
      .menuStyle(.button)
      .controlSize(.small)
      .labelsHidden()
      .padding([.top, .horizontal])
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 12, height: 4
      ) { _, _, screen in
        #expect(screen.rows().joined().contains("Row"))
      }
      var environment = EnvironmentValues()
      #expect(environment.controlSize == .regular)
      environment.controlSize = .large
      #expect(environment.controlSize == .large)
    }
  }
}
