import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What the value controls below write, read by the tests.
@MainActor @Observable
final class ValueControlsModel {
  var copies = 1
  var volume = 0.5
  var pages = 0
  var editing: [Bool] = []
  var isOn = false
}

/// A stepper, an action stepper, a slider and a toggle over a model.
struct ValueControlsScreen: View {
  let model: ValueControlsModel
  var style: TermSwitch.Style = .checkbox

  var body: some View {
    @Bindable var model = model
    VStack(alignment: .leading) {
      Stepper("Copies: \(model.copies)", value: $model.copies, in: 0...3) { model.editing.append($0) }
      Stepper("Pages: \(model.pages)", onIncrement: { model.pages += 10 }, onDecrement: nil)
      Slider(value: $model.volume, in: 0...1, step: 0.25) {
        Text("Volume")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }
      .frame(width: 20)
      if style == .sliding {
        Toggle("Wrap", isOn: $model.isOn).toggleStyle(.switch)
      } else if style == .button {
        Toggle("Wrap", isOn: $model.isOn).toggleStyle(.button)
      } else {
        Toggle("Wrap", isOn: $model.isOn).toggleStyle(.checkbox)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// `Stepper`, `Slider` and the toggle styles: keys and the mouse write
/// their bindings, within bounds and by steps.
@MainActor
@Suite struct ValueControlTests {
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
  private func click(_ x: Int, _ y: Int) -> [InputEvent] {
    [
      .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
      .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
    ]
  }
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func aStepperWritesItsBindingWithinItsBoundsFromKeysAndClicks() throws {
    let model = ValueControlsModel()
    try withHostedView(ValueControlsScreen(model: model), width: 40, height: 12) { app, _, screen in
      #expect(rows(screen)[0] == "Copies: 1 [-|+]")
      app.handle([key(.right), .key(.character("+")), key(.right)])
      #expect(model.copies == 3, "a step past the top stops at it")
      #expect(rows(screen)[0] == "Copies: 3 [-|+]")
      #expect(model.editing == [true, false, true, false, true, false])
      app.handle([key(.left), .key(.character("-")), key(.left), key(.left)])
      #expect(model.copies == 0)
      let minus = try #require(screen.column(of: "[", inRow: 0)) + 1
      app.handle(click(minus + 2, 0))  // +
      #expect(model.copies == 1)
      app.handle(click(minus, 0))
      #expect(model.copies == 0)
    }
  }

  @Test func anActionStepperCallsItsActionsAndDimsTheSideWithNone() throws {
    let model = ValueControlsModel()
    try withHostedView(ValueControlsScreen(model: model), width: 40, height: 12) { app, _, screen in
      app.handle([key(.tab), key(.right), .key(.character("+"))])
      #expect(model.pages == 20)
      #expect(rows(screen)[1] == "Pages: 20 [-|+]")
      app.handle([key(.left)])
      #expect(model.pages == 20, "no decrement action: - does nothing")
      let minus = try #require(screen.column(of: "[", inRow: 1)) + 1
      #expect(screen.cell(at: Point(x: minus, y: 1)).style.attributes.contains(.dim))
      #expect(!screen.cell(at: Point(x: minus + 2, y: 1)).style.attributes.contains(.dim))
    }
  }

  @Test func aSliderStepsWithArrowsGoesToItsBoundsAndFollowsTheMouse() throws {
    let model = ValueControlsModel()
    try withHostedView(ValueControlsScreen(model: model), width: 40, height: 12) { app, _, screen in
      app.handle([key(.tab), key(.tab)])
      app.handle([key(.right)])
      #expect(model.volume == 0.75)
      app.handle([key(.end)])
      #expect(model.volume == 1)
      app.handle([key(.home), key(.left)])
      #expect(model.volume == 0)
      // "Volume 0 " then a 9-column track, then " 1", in a 20-column frame.
      let row = screen.rows()[2]
      #expect(row.hasPrefix("Volume 0 ●──────── 1"))
      app.handle(click(13, 2))  // the middle of the track
      #expect(model.volume == 0.5)
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 10, y: 2)))])
      #expect(model.volume == 0.25, "a click snaps to the nearest step")
      app.handle([.mouse(MouseEvent(kind: .drag(.left), location: Point(x: 17, y: 2)))])
      #expect(model.volume == 1)
      #expect(screen.rows()[2].hasPrefix("Volume 0 ━━━━━━━━● 1"))
    }
  }

  @Test(arguments: [TermSwitch.Style.checkbox, .sliding, .button])
  func everyToggleStyleFlipsWithSpaceEnterAndAClick(style: TermSwitch.Style) throws {
    let model = ValueControlsModel()
    try withHostedView(ValueControlsScreen(model: model, style: style), width: 40, height: 12) {
      app, host, screen in
      let widget = try #require(findView(TermSwitch.self, in: host))
      #expect(widget.preferredStyle == style)
      app.handle([key(.tab), key(.tab), key(.tab), .key(.character(" "))])
      #expect(model.isOn)
      app.handle([key(.enter)])
      #expect(!model.isOn)
      let x = try #require(screen.column(of: "W", inRow: 3))
      app.handle(click(x, 3))
      #expect(model.isOn)
      let expected = ["[x] Wrap", "( ●) Wrap", "[ Wrap ]"][
        [TermSwitch.Style.checkbox, .sliding, .button].firstIndex(of: style)!]
      #expect(rows(screen)[3] == expected)
    }
  }
}

extension ValueControlTests {
  /// The kit switches under `view`, depth first.
  private func switches(in view: TermView) -> [TermSwitch] {
    (view as? TermSwitch).map { [$0] } ?? view.subviews.flatMap { switches(in: $0) }
  }

  @Test func aSwitchStyleTintColoursTheKnob() throws {
    let view = VStack {
      Toggle("Tinted", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red))
      Toggle("Plain", isOn: .constant(true)).toggleStyle(.switch)
    }
    try withHostedView(view, width: 30, height: 4) { _, host, _ in
      let found = switches(in: host)
      #expect(found.count == 2)
      #expect(found.first?.onTint == TermStyle(foreground: Color.red.termColor))
      #expect(found.last?.onTint != TermStyle(foreground: Color.red.termColor))
    }
  }
}
