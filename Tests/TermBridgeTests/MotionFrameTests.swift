import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The frames an animated change draws, read back at chosen times.
@MainActor @Suite struct MotionFrameTests {
  private func trimmed(_ screen: TermScreen) -> [String] {
    screen.rows().map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test func anInsertedRowMovesInFromTheLeadingEdge() throws {
    let motion = MotionHarness()
    let model = MotionModel()
    try motion.run {
      // Three rows: the content (centred) starts at the top both before and after.
      try withHostedView(MotionRowsScreen(model: model), width: 12, height: 3) { app, _, screen in
        #expect(trimmed(screen) == ["alpha", "beta", ""])
        withAnimation(.linear(duration: 1)) { model.rows.insert("inserted", at: 0) }
        app.render()
        #expect(
          trimmed(screen) == ["alpha", "beta", ""], "t=0: the new row is off the edge, the others unmoved")
        motion.advance(0.5)
        app.render()
        #expect(trimmed(screen) == ["rted", "alpha", "beta"], "t=50%: half in, the rows below moved")
        motion.advance(0.5)
        app.render()
        #expect(trimmed(screen) == ["inserted", "alpha", "beta"], "t=100%: in place")
        #expect(!motion.clock.isRunning)
      }
    }
  }

  @Test func aRemovedRowLeavesThroughItsTransition() throws {
    let motion = MotionHarness()
    let model = MotionModel()
    model.rows = ["gone", "stays"]
    try motion.run {
      try withHostedView(MotionRowsScreen(model: model), width: 12, height: 2) { app, _, screen in
        withAnimation(.linear(duration: 1)) { _ = model.rows.removeFirst() }
        app.render()
        #expect(trimmed(screen) == ["gone", "stays"], "t=0: the removed row is still there")
        motion.advance(0.25)
        app.render()
        #expect(trimmed(screen) == ["one", "stays"], "t=25%: a cell out to the leading edge")
        motion.advance(0.8)
        app.render()
        #expect(trimmed(screen) == ["stays", ""], "t=100%: gone, the other row in its place")
        #expect(!motion.clock.isRunning)
      }
    }
  }

  @Test func aFadeWalksTheColourRamp() throws {
    let motion = MotionHarness()
    let model = MotionModel()
    try motion.run {
      try withHostedView(MotionFadeScreen(model: model), width: 10, height: 2) { app, _, screen in
        withAnimation(.linear(duration: 1)) { model.shown = true }
        app.render()
        let start = screen.cells(inRow: 0)[0].style.foreground
        motion.advance(0.5)
        app.render()
        let middle = screen.cells(inRow: 0)[0].style.foreground
        motion.advance(0.5)
        app.render()
        let end = screen.cells(inRow: 0)[0].style.foreground
        // Black, a grey of the 256-colour ramp, white.
        #expect(start == .indexed(16) && middle == .indexed(243))
        #expect(trimmed(screen)[0] == "fade")
        #expect(start != middle && middle != end)
        #expect(end == TermColor.white || end == .indexed(7) || end == .rgb(229, 229, 229))
      }
    }
  }

  @Test func numericTextCounts() throws {
    let motion = MotionHarness()
    let model = MotionModel()
    try motion.run {
      try withHostedView(MotionCounterScreen(model: model), width: 12, height: 1) { app, _, screen in
        #expect(trimmed(screen) == ["count 10"])
        withAnimation(.linear(duration: 1)) { model.count = 50 }
        app.render()
        #expect(trimmed(screen) == ["count 10"])
        motion.advance(0.5)
        app.render()
        #expect(trimmed(screen) == ["count 30"])
        motion.advance(0.5)
        app.render()
        #expect(trimmed(screen) == ["count 50"])
      }
    }
  }

  @Test func anOffsetAnimatedByValueMovesACellAtATime() throws {
    let motion = MotionHarness()
    let model = MotionModel()
    try motion.run {
      try withHostedView(MotionOffsetScreen(model: model), width: 16, height: 1) { app, _, screen in
        model.wide = true
        app.render()
        #expect(trimmed(screen) == ["box"])
        motion.advance(0.3)
        app.render()
        #expect(trimmed(screen) == ["   box"])
        motion.advance(0.7)
        app.render()
        #expect(trimmed(screen) == ["          box"])
      }
    }
  }

  @Test func reducedMotionDrawsTheChangeAtOnce() throws {
    let motion = MotionHarness()
    let model = MotionModel()
    try motion.run {
      let view = MotionRowsScreen(model: model).environment(\.accessibilityReduceMotion, true)
      try withHostedView(view, width: 12, height: 3) { app, _, screen in
        withAnimation(.linear(duration: 1)) { model.rows.insert("new", at: 0) }
        app.render()
        #expect(trimmed(screen) == ["new", "alpha", "beta"])
        #expect(!motion.clock.isRunning)
      }
    }
  }

  /// The frame budget: an animated insertion, watched a millisecond at a
  /// time for two seconds, draws at most 60 frames a second and none once
  /// it is over.
  @Test func anAnimatedInsertionDrawsAtMostSixtyFramesASecond() throws {
    let motion = MotionHarness()
    let model = MotionModel()
    try motion.run {
      try withHostedView(MotionRowsScreen(model: model), width: 12, height: 4) { app, _, _ in
        withAnimation(.linear(duration: 1)) { model.rows.insert("inserted", at: 0) }
        app.render()
        let first = app.frameStatistics.frames
        for _ in 0..<1100 {
          motion.advance(0.001)
          app.renderIfNeeded()
        }
        let during = app.frameStatistics.frames - first
        // A step every 1/60 s at most; a frame only for a step that moved a
        // cell (the row crosses 8 columns and the others 1 row).
        #expect(motion.clock.steps <= 61, "steps in the animation: \(motion.clock.steps)")
        #expect(during <= motion.clock.steps && during >= 8, "frames in the animation: \(during)")
        #expect(!motion.clock.isRunning)
        for _ in 0..<1000 {
          motion.advance(0.001)
          app.renderIfNeeded()
        }
        #expect(app.frameStatistics.frames - first == during, "no frame once nothing moves")
      }
    }
  }
}
