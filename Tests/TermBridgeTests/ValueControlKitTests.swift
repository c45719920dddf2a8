import Testing

@testable import TermBridge
@testable import TermBridgeWidgets

/// `TermStepper` and `TermSlider` on their own, as an imperative program
/// uses them: keys, clicks, bounds, steps, target-action and editing.
@MainActor @Suite struct ValueControlKitTests {
  /// A window with `views` at their frames, shown on a headless screen.
  private func show(
    _ views: [TermView], width: Int = 30, height: Int = 4,
    _ body: (TermApplication, TermWindow, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      for view in views { window.addSubview(view) }
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, window, screen)
    }
  }

  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
  private func click(_ x: Int, _ y: Int = 0) -> [InputEvent] {
    [
      .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
      .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
    ]
  }

  /// A target for target-action.
  @MainActor final class Counter {
    var calls: [Double] = []
    func stepperChanged(_ stepper: TermStepper) { calls.append(stepper.value) }
    func sliderChanged(_ slider: TermSlider) { calls.append(slider.value) }
  }

  @Test func aStepperStepsWithArrowsMinusPlusAndClicksWithinItsBounds() throws {
    var reported: [Double] = []
    let stepper = TermStepper(title: "Copies", value: 1) { reported.append($0) }
    stepper.minimumValue = 0
    stepper.maximumValue = 3
    stepper.frame = Rect(x: 0, y: 0, width: 12, height: 1)
    let counter = Counter()
    stepper.addTarget(counter, action: Counter.stepperChanged)
    try show([stepper]) { app, _, screen in
      #expect(screen.rows()[0].hasPrefix("Copies [-|+]"))
      app.handle([key(.right), .key(.character("+")), key(.right)])
      #expect(stepper.value == 3)
      #expect(reported == [2, 3], "a step past the top does nothing")
      #expect(!stepper.canIncrement)
      #expect(screen.cell(at: Point(x: 10, y: 0)).style.attributes.contains(.dim), "+ is dim at the top")
      app.handle([key(.left), .key(.character("-"))])
      app.handle(click(8))  // -
      app.handle(click(8))
      #expect(stepper.value == 0)
      #expect(reported == [2, 3, 2, 1, 0])
      app.handle(click(10))  // +
      #expect(stepper.value == 1)
      app.handle(click(2))  // the title: nothing
      #expect(stepper.value == 1)
      #expect(counter.calls == reported)
      stepper.value = 2
      #expect(reported.count == 6, "setting value from code reports nothing")
      stepper.isEnabled = false
      app.handle([key(.right)])
      #expect(stepper.value == 2, "a disabled stepper does not step")
    }
  }

  @Test func aWrappingStepperGoesRoundAndStepActionsReplaceTheValue() throws {
    let stepper = TermStepper(value: 0)
    stepper.maximumValue = 10
    stepper.stepValue = 5
    stepper.wraps = true
    var editing: [Bool] = []
    stepper.onEditingChanged = { editing.append($0) }
    stepper.frame = Rect(x: 0, y: 0, width: 5, height: 1)
    try show([stepper]) { app, _, _ in
      app.handle([key(.left)])
      #expect(stepper.value == 10, "down from the bottom wraps to the top")
      app.handle([key(.right)])
      #expect(stepper.value == 0)
      #expect(editing == [true, false, true, false])
      var ups = 0
      stepper.onIncrement = { ups += 1 }
      app.handle([key(.right), key(.right)])
      #expect(ups == 2)
      #expect(stepper.value == 0, "with an increment action the stepper keeps no value")
    }
  }

  @Test func aSliderMovesByItsStepGoesToItsBoundsAndReportsUserChanges() throws {
    var reported: [Double] = []
    let slider = TermSlider(value: 4, minimumValue: 0, maximumValue: 10, stepValue: 2)
    slider.onValueChange = { reported.append($0) }
    slider.frame = Rect(x: 0, y: 0, width: 11, height: 1)
    let counter = Counter()
    slider.addTarget(counter, action: Counter.sliderChanged)
    try show([slider]) { app, _, screen in
      #expect(screen.rows()[0].hasPrefix("━━━━●──────"))
      app.handle([key(.right), key(.up)])
      #expect(slider.value == 8)
      app.handle([key(.end), key(.right)])
      #expect(slider.value == 10)
      #expect(screen.rows()[0].hasPrefix("━━━━━━━━━━●"))
      app.handle([key(.home), key(.left)])
      #expect(slider.value == 0)
      #expect(screen.rows()[0].hasPrefix("●──────────"))
      #expect(reported == [6, 8, 10, 0], "no report when a key changes nothing")
      #expect(counter.calls == reported)
      slider.value = 3
      #expect(slider.value == 4, "a value from code is kept on a step")
      #expect(reported.count == 4, "setting value from code reports nothing")
    }
  }

  @Test func aClickOrDragOnTheTrackSetsTheSliderBetweenItsTexts() throws {
    let slider = TermSlider(value: 0, minimumValue: 0, maximumValue: 100)
    slider.title = "Vol"
    slider.minimumValueText = "0"
    slider.maximumValueText = "100"
    slider.frame = Rect(x: 0, y: 1, width: 21, height: 1)
    var editing: [Bool] = []
    slider.onEditingChanged = { editing.append($0) }
    try show([slider]) { app, _, screen in
      // "Vol 0 " then an 11-column track at 6..<16, then " 100".
      #expect(screen.rows()[1] == "Vol 0 ●────────── 100" + String(repeating: " ", count: 9))
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 11, y: 1)))])
      #expect(slider.value == 50)
      app.handle([.mouse(MouseEvent(kind: .drag(.left), location: Point(x: 20, y: 1)))])
      #expect(slider.value == 100, "a drag past the track (onto the end text) stops at the top")
      app.handle([.mouse(MouseEvent(kind: .drag(.left), location: Point(x: 7, y: 1)))])
      #expect(slider.value == 10)
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: 7, y: 1)))])
      #expect(editing == [true, false])
      #expect(screen.rows()[1].hasPrefix("Vol 0 ━●─────────"))
      slider.isEnabled = false
      app.handle(click(14, 1))
      #expect(slider.value == 10, "a disabled slider does not move")
    }
  }
}
