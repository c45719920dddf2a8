import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A button in each style, one a row, and a destructive bordered one.
struct ButtonStyleGallery: View {
  let pressed: (String) -> Void

  var body: some View {
    VStack(alignment: .leading) {
      Button("Automatic") { pressed("automatic") }
      Button("Bordered") { pressed("bordered") }.buttonStyle(.bordered)
      Button("Prominent") { pressed("prominent") }.buttonStyle(.borderedProminent)
      Button("Borderless") { pressed("borderless") }.buttonStyle(.borderless)
      Button("Plain") { pressed("plain") }.buttonStyle(.plain)
      Button("Delete", role: .destructive) { pressed("delete") }.buttonStyle(.bordered)
      Button("Off") { pressed("off") }.buttonStyle(.bordered).disabled(true)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// `.buttonStyle(_:)`: each style's look and that each still presses.
@MainActor
@Suite struct ButtonStyleTests {
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }

  @Test(arguments: [(80, 24), (40, 12)])
  func eachStyleHasItsLookAndFocusReversesIt(width: Int, height: Int) throws {
    try withHostedView(ButtonStyleGallery { _ in }, width: width, height: height) { app, _, screen in
      expectSnapshot(screen, named: "button-styles-\(width)x\(height)")
      let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(
        Array(rows[0..<7]) == [
          "Automatic", "[ Bordered ]", "[ Prominent ]", "Borderless", "Plain", "[ Delete ]", "[ Off ]",
        ])
      #expect(
        screen.cell(at: Point(x: 1, y: 0)).style.attributes.contains(.reverse), "the first is focused")
      app.handle([key(.tab), key(.tab)])
      expectSnapshot(screen, named: "button-styles-prominent-focused-\(width)x\(height)")
      let prominent = screen.cell(at: Point(x: 2, y: 2)).style
      #expect(prominent.attributes.isSuperset(of: [.bold, .reverse]))
      app.handle([key(.tab)])
      #expect(screen.cell(at: Point(x: 2, y: 2)).style.background == .cyan, "unfocused: on the accent")
      #expect(screen.cell(at: Point(x: 0, y: 3)).style.attributes.contains(.reverse))
    }
  }

  @Test func everyStylePressesWithEnterSpaceAndAClick() throws {
    var presses: [String] = []
    try withHostedView(ButtonStyleGallery { presses.append($0) }, width: 40, height: 12) { app, _, screen in
      app.handle([key(.enter), key(.tab), .key(KeyEvent(.character(" "))), key(.tab), key(.enter)])
      app.handle([key(.tab), key(.enter), key(.tab), key(.enter)])
      for y in [5, 6] {
        let x = 3
        app.handle([
          .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
          .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
        ])
      }
      #expect(presses == ["automatic", "bordered", "prominent", "borderless", "plain", "delete"])
      #expect(screen.cell(at: Point(x: 2, y: 5)).style.foreground == .red, "a destructive label stays red")
    }
  }
}
