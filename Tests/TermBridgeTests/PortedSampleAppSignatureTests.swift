import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// An ingredient list as a 2023 recipe sample writes it: bullets lined up
/// by their first baseline, a rating read by a localized key, keys that
/// select by the characters typed.
struct IngredientRows: View {
  let log: ImportLog
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .firstTextBaseline) {
        Text("•")
        Text("two\nlines").fixedSize()
      }
      HStack(alignment: .lastTextBaseline) {
        Text("•")
        Text("three\nmore\nlines").fixedSize()
      }
      Button("★") {}
        .accessibilityLabel(LocalizedStringKey("Five **stars**"))
        .contentTransition(.symbolEffect)
        .blendMode(.screen)
        .onKeyPress(characters: .alphanumerics, phases: .down) { press in
          log.pastedText.append(press.characters)
          return .handled
        }
        .onKeyPress(.escape, phases: .up) { _ in
          log.pastedText.append("up")
          return .handled
        }
    }
  }
}

@MainActor
@Suite struct PortedSampleAppSignatureTests {
  @Test func baselinesLineUpFirstAndLastLines() throws {
    #expect(VerticalAlignment.firstTextBaseline == .top)
    #expect(VerticalAlignment.lastTextBaseline == .bottom)
    try withHostedView(IngredientRows(log: ImportLog()), width: 20, height: 6) { _, _, screen in
      // The stack is centred; the bullet sits on the first line of the
      // first pair and on the last line of the second.
      let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows[0] == "• two", "\(rows)")
      #expect(rows[1] == "lines", "\(rows)")
      #expect(rows[2] == "three", "\(rows)")
      #expect(rows[3] == "more", "\(rows)")
      #expect(rows[4] == "• lines", "\(rows)")
    }
  }

  @Test func aLocalizedLabelAndKeysByCharacterReachTheButton() throws {
    let log = ImportLog()
    try withHostedView(IngredientRows(log: log), width: 20, height: 6) { app, host, _ in
      let button = try #require(findView(TermButton.self, in: host))
      #expect(button.accessibilityLabel == "Five stars")
      #expect(button.becomeFirstResponder())
      press(app, KeyEvent(.character("a")), KeyEvent(.character("-")), KeyEvent(.escape))
      // `-` is no alphanumeric, and a terminal reports no key going up.
      #expect(log.pastedText == ["a"])
    }
  }

  @Test func aWindowGroupWithAnIdKeepsItsTitle() {
    #expect(WindowGroup("Products", id: "viewer") { Text("x") }.title == "Products")
    #expect(WindowGroup(id: "viewer") { Text("x") }.title == nil)
  }

  @Test func aCanvasTakesABlendModeAndDrawsAsNormal() throws {
    let canvas = Canvas { context, size in
      context.blendMode = .screen
      #expect(context.blendMode == GraphicsContext.BlendMode.screen)
      context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red))
    }
    let plain = Canvas { context, size in
      context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red))
    }
    let blended = try withHostedView(canvas.frame(width: 4, height: 2), width: 4, height: 2) { _, _, screen in
      screen.rows()
    }
    let normal = try withHostedView(plain.frame(width: 4, height: 2), width: 4, height: 2) { _, _, screen in
      screen.rows()
    }
    #expect(blended == normal)
    #expect(BlendMode.allCases.count == 21)
  }
}
