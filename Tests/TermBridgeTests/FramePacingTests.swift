import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Frames at the display's pace: changes that do not come from input make
/// at most `maximumFramesPerSecond` frames a second (on a test clock here),
/// changes between two frames make one, and input is drawn at once.
@MainActor
@Suite struct FramePacingTests {
  final class Time {
    var now: UInt64 = 1_000_000_000
  }

  private func paced(
    _ body: @MainActor (TermApplication, TermLabel, @MainActor (Double) -> Void) async throws -> Void
  ) async throws {
    let screen = TermScreen.inMemory(width: 20, height: 3)
    defer { screen.close() }
    let time = Time()
    let timers = MainLoopTimers(clock: { time.now })
    let app = TermApplication(screen: screen)
    app.frameTimers = timers
    app.maximumFramesPerSecond = 60
    let (_, label) = showLabel("0", width: 10, in: app)
    // The first frame, as the frame the window asked for would draw it.
    app.renderIfNeeded()
    let advance: @MainActor (Double) -> Void = { seconds in
      time.now += UInt64(seconds * 1_000_000_000)
      timers.fireDue(now: time.now)
    }
    try await body(app, label, advance)
  }

  @Test func changesSoonAfterAFrameWaitForTheNextFrameAndMakeOne() async throws {
    try await paced { app, label, advance in
      let frames = app.frameStatistics.frames
      advance(0.005)
      #expect(app.pacedFrameDeadline() != nil, "5 ms after a frame, the next waits")
      for value in 1...50 { label.text = "\(value)" }
      #expect(app.frameStatistics.frames == frames, "no frame 5 ms after the last")
      advance(0.010)
      #expect(app.frameStatistics.frames == frames, "nor 15 ms after it")
      advance(0.002)
      #expect(app.frameStatistics.frames == frames + 1, "one frame once 1/60 s has gone by")
      #expect(app.screen.rows()[0].hasPrefix("50"), "showing the last value")
      advance(1)
      #expect(app.frameStatistics.frames == frames + 1, "and none while nothing changes")
    }
  }

  @Test func aChangeLongAfterTheLastFrameIsDrawnAtOnce() async throws {
    try await paced { app, label, advance in
      let frames = app.frameStatistics.frames
      advance(0.5)
      #expect(app.pacedFrameDeadline() == nil, "a frame asked for now is not put off")
      label.text = "late"
      await app.nextFrame()
      #expect(app.frameStatistics.frames == frames + 1)
      #expect(app.screen.rows()[0].hasPrefix("late"))
    }
  }

  @Test func inputIsDrawnAtOnceWhateverThePace() async throws {
    try await paced { app, label, advance in
      let field = TermTextField()
      field.frame = Rect(x: 0, y: 1, width: 10, height: 1)
      label.window?.addSubview(field)
      _ = field.becomeFirstResponder()
      advance(1)
      app.renderIfNeeded()
      let frames = app.frameStatistics.frames
      advance(0.001)
      app.handle([.key(KeyEvent(.character("x")))])
      #expect(app.frameStatistics.frames == frames + 1, "the batch's own frame, 1 ms after the last")
      #expect(field.text == "x")
    }
  }

  @Test func withoutAPaceEachRequestIsDrawnAtOnce() async throws {
    try await paced { app, label, advance in
      app.maximumFramesPerSecond = nil
      let frames = app.frameStatistics.frames
      advance(0.001)
      #expect(app.pacedFrameDeadline() == nil)
      label.text = "now"
      await app.nextFrame()
      #expect(app.frameStatistics.frames == frames + 1)
    }
  }

  /// A view asks the application its window is shown by now: a change
  /// made after each frame is drawn by the next, in the application that
  /// shows the window, also after the window moved to another one.
  @Test func eachChangeAfterAFrameAsksTheWindowsApplicationForTheNext() {
    let firstScreen = TermScreen.inMemory(width: 20, height: 3)
    let secondScreen = TermScreen.inMemory(width: 20, height: 3)
    defer {
      firstScreen.close()
      secondScreen.close()
    }
    let first = TermApplication(screen: firstScreen)
    let second = TermApplication(screen: secondScreen)
    let (window, label) = showLabel("one", width: 10, in: first)
    first.renderIfNeeded()
    for text in ["two", "three"] {
      let frames = first.frameStatistics.frames
      label.text = text
      first.renderIfNeeded()
      #expect(first.frameStatistics.frames == frames + 1, "a change after a frame asks for one")
      #expect(firstScreen.rows()[0].hasPrefix(text))
    }
    label.text = "four"
    window.close()
    first.renderIfNeeded()
    window.makeKeyAndVisible(in: second)
    second.renderIfNeeded()
    #expect(secondScreen.rows()[0].hasPrefix("four"))
    let frames = second.frameStatistics.frames
    label.text = "five"
    second.renderIfNeeded()
    #expect(second.frameStatistics.frames == frames + 1, "the other application is asked")
    #expect(secondScreen.rows()[0].hasPrefix("five"))
    let firstFrames = first.frameStatistics.frames
    first.renderIfNeeded()
    #expect(first.frameStatistics.frames == firstFrames, "the first one no longer is")
  }
}
