import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A view that logs what happens to it.
@MainActor
final class ProbeView: TermView {
  var log: [String] = []
  var focusable = true
  var handles: Set<KeyEvent> = []
  var drawCount = 0
  var fillCharacter: Character = "#"

  override var canBecomeFirstResponder: Bool { focusable }
  override var cursorPosition: Point? { Point(x: 1, y: 0) }

  override func keyDown(_ event: KeyEvent) -> Bool {
    if handles.contains(event) {
      log.append("key \(event)")
      setNeedsDisplay()
      return true
    }
    return super.keyDown(event)
  }

  override func draw(in canvas: TermCanvas) {
    drawCount += 1
    canvas.fill(canvas.bounds, with: fillCharacter)
  }

  override func didBecomeFirstResponder() { log.append("focus") }
  override func didResignFirstResponder() { log.append("blur") }

  override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    log.append("mouse \(point)")
    return true
  }
}

@MainActor
@Suite struct WidgetCoreTests {
  @Test func tabOrderFollowsVisualOrderNotInsertionOrder() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let bottom = ProbeView(frame: Rect(x: 0, y: 4, width: 5, height: 1))
      let topRight = ProbeView(frame: Rect(x: 10, y: 0, width: 5, height: 1))
      let topLeft = ProbeView(frame: Rect(x: 0, y: 0, width: 5, height: 1))
      let hidden = ProbeView(frame: Rect(x: 0, y: 2, width: 5, height: 1))
      hidden.isHidden = true
      let disabled = ProbeView(frame: Rect(x: 6, y: 2, width: 5, height: 1))
      disabled.isEnabled = false
      for view in [bottom, topRight, hidden, disabled, topLeft] { window.addSubview(view) }
      window.makeKeyAndVisible(in: app)
      #expect(window.firstResponder === topLeft)
      app.handle([.key(KeyEvent(.tab))])
      #expect(window.firstResponder === topRight)
      app.handle([.key(KeyEvent(.tab))])
      #expect(window.firstResponder === bottom)
      app.handle([.key(KeyEvent(.tab))])
      #expect(window.firstResponder === topLeft)
      app.handle([.key(KeyEvent(.tab, modifiers: .shift))])
      #expect(window.firstResponder === bottom)
      #expect(topLeft.log == ["focus", "blur", "focus", "blur"])
    }
  }

  @Test func unhandledKeysTravelUpTheChain() throws {
    TermScreen.withInMemory(width: 20, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let container = ProbeView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
      container.focusable = false
      container.handles = [.control("g")]
      let leaf = ProbeView(frame: Rect(x: 1, y: 1, width: 5, height: 1))
      leaf.handles = [.character("x")]
      container.addSubview(leaf)
      window.addSubview(container)
      window.makeKeyAndVisible(in: app)
      var unhandled: [KeyEvent] = []
      app.unhandledKeyHandler = {
        unhandled.append($0); return true
      }
      app.handle([.key(.character("x")), .key(.control("g")), .key(.control("k"))])
      #expect(leaf.log.contains("key x"))
      #expect(container.log == ["key Ctrl-g"])
      #expect(unhandled == [.control("k")])
    }
  }

  @Test func onlyDirtyViewsRedrawAndABatchIsOneFrame() throws {
    TermScreen.withInMemory(width: 30, height: 10) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let views = (0..<10).map { i in ProbeView(frame: Rect(x: 0, y: i, width: 30, height: 1)) }
      for view in views { window.addSubview(view) }
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(views.allSatisfy { $0.drawCount == 1 })
      let frames = screen.frameCount
      views[3].setNeedsDisplay()
      views[7].setNeedsDisplay()
      app.render()
      #expect(views.map(\.drawCount) == [1, 1, 1, 2, 1, 1, 1, 2, 1, 1])
      #expect(screen.frameCount == frames + 1)
      // A batch of input is one frame however many views change.
      views[0].handles = [.character("a")]
      views[0].becomeFirstResponder()
      app.render()
      let before = screen.frameCount
      app.handle(Array(repeating: .key(.character("a")), count: 50))
      #expect(screen.frameCount == before + 1)
      #expect(views[0].drawCount == 2)
      // Nothing changed: no frame at all.
      app.handle([.key(.control("y"))])
      #expect(screen.frameCount == before + 1)
    }
  }

  @Test func overlappingViewRedrawsWhenViewBelowRedraws() throws {
    TermScreen.withInMemory(width: 10, height: 3) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let below = ProbeView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
      below.fillCharacter = "."
      let above = ProbeView(frame: Rect(x: 2, y: 1, width: 3, height: 1))
      above.fillCharacter = "A"
      window.addSubview(below)
      window.addSubview(above)
      window.makeKeyAndVisible(in: app)
      app.render()
      below.setNeedsDisplay()
      app.render()
      #expect(above.drawCount == 2)
      #expect(screen.rows()[1] == "..AAA.....")
    }
  }

  @Test func cursorFollowsFirstResponderAndHidesWithoutOne() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let field = ProbeView(frame: Rect(x: 4, y: 2, width: 5, height: 1))
      window.addSubview(field)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.renderedCursor == Point(x: 5, y: 2))
      field.resignFirstResponder()
      app.render()
      #expect(screen.renderedCursor == nil)
    }
  }

  @Test func mouseClickFocusesAndReachesTheHitView() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let a = ProbeView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
      let b = ProbeView(frame: Rect(x: 0, y: 3, width: 10, height: 2))
      window.addSubview(a)
      window.addSubview(b)
      window.makeKeyAndVisible(in: app)
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 3, y: 4)))])
      #expect(window.firstResponder === b)
      #expect(b.log.last == "mouse (3, 1)")
    }
  }

  /// 100,000 identical SGR presses in one burst took half a minute: each
  /// was a full event. A press or drag that repeats the report before it
  /// is dropped; releases, wheel turns and moves still count.
  @Test func repeatedHeldButtonReportsAreDroppedOthersAreNot() throws {
    TermScreen.withInMemory(width: 20, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let probe = ProbeView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
      window.addSubview(probe)
      window.makeKeyAndVisible(in: app)
      func mouse(_ kind: MouseEvent.Kind, _ x: Int) -> InputEvent {
        .mouse(MouseEvent(kind: kind, location: Point(x: x, y: 1)))
      }
      let press = mouse(.press(.left), 3)
      app.handle(Array(repeating: press, count: 10_000))
      #expect(probe.log.filter { $0.hasPrefix("mouse") }.count == 1)
      probe.log.removeAll()
      app.handle([
        press, mouse(.drag(.left), 4), mouse(.drag(.left), 4), mouse(.drag(.left), 5),
        mouse(.release(.left), 5),
        mouse(.release(.left), 5), mouse(.wheelDown, 5), mouse(.wheelDown, 5), press, press,
      ])
      #expect(probe.log.filter { $0.hasPrefix("mouse") }.count == 8)
    }
  }

  @Test func taskThatAwaitsThenSetsLabelTextShowsInNextFrame() async throws {
    let screen = TermScreen.inMemory(width: 20, height: 2)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let (_, label) = showLabel("loading", width: 20, in: app)
    app.render()
    #expect(screen.rows()[0].hasPrefix("loading"))
    let task = Task { @MainActor in
      try await Task.sleep(for: .milliseconds(20))
      label.text = "loaded"
    }
    try await task.value
    await app.nextFrame()
    #expect(screen.rows()[0].hasPrefix("loaded "))
  }

  @Test func timerFiresOnTheMainActor() async throws {
    var fired = 0
    let timer = TermTimer.scheduledTimer(withTimeInterval: 0.005, repeats: true) { timer in
      fired += 1
      if fired == 3 { timer.invalidate() }
    }
    for _ in 0..<200 where timer.isValid { try await Task.sleep(for: .milliseconds(5)) }
    #expect(fired == 3)
    #expect(!timer.isValid)
  }
}

/// Adding a view inside itself stops the program with a clear message
/// (checked in a child process).
@Suite struct ViewCycleTests {
  @Test func aViewCannotBeAddedToItself() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = TermView()
        view.addSubview(view)
      }
    }
  }

  @Test func aViewCannotBeAddedBelowItself() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let parent = TermView()
        let child = TermView()
        parent.addSubview(child)
        child.setSubviews([parent])
      }
    }
  }
}
