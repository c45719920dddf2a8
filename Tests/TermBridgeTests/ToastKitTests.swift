import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Toasts on the kit alone: placement, stacking, expiry on the main loop's
/// deadlines (a test clock here), dismissal, focus and announcements.
@MainActor
@Suite struct ToastKitTests {
  final class Time {
    var now: UInt64 = 1_000_000_000
  }

  /// A window with a focused text field on a screen, its toasts on a clock the test moves.
  private func show(
    width: Int = 40, height: Int = 12,
    _ body: (TermApplication, TermWindow, TermTextField, TermScreen, (Double) -> Void, MainLoopTimers) throws
      -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let time = Time()
      let timers = MainLoopTimers(clock: { time.now })
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let field = TermTextField()
      field.frame = Rect(x: 0, y: 0, width: 12, height: 1)
      window.addSubview(field)
      window.toastStack.timers = timers
      window.makeKeyAndVisible(in: app)
      app.render()
      let advance: (Double) -> Void = { seconds in
        time.now += UInt64(seconds * 1_000_000_000)
        timers.fireDue(now: time.now)
      }
      try body(app, window, field, screen, advance, timers)
    }
  }

  @Test func aToastShowsInTheTopTrailingCornerAndLeavesAfterItsTime() throws {
    try show { app, window, _, screen, advance, timers in
      window.showToast(TermToast("Saved", kind: .success))
      app.render()
      let rows = screen.rows()
      #expect(rows[0].hasSuffix("╭─────────╮ "))
      #expect(rows[1].hasSuffix("│ ✓ Saved │ "))
      #expect(rows[2].hasSuffix("╰─────────╯ "))
      #expect(
        screen.cells(inRow: 1)[30].style.foreground == TermTheme.dark.success,
        "the mark in the success colour")
      advance(2.9)
      app.renderIfNeeded()
      #expect(screen.rows()[1].contains("Saved"), "still there before 3 s")
      advance(0.2)
      #expect(window.toasts.isEmpty)
      app.render()
      #expect(!screen.rows().joined().contains("Saved"))
      #expect(timers.pollTimeout(now: timers.now) == -1, "no deadline left: nothing wakes the loop")
      let drawn = app.drawnViewCount
      advance(10)
      app.renderIfNeeded()
      #expect(app.drawnViewCount == drawn, "no frame is drawn after the toast left")
    }
  }

  @Test func toastsStackNewestNearestTheCornerUpToTheMaximum() throws {
    try show { app, window, _, screen, _, _ in
      window.maximumToastCount = 2
      var dismissed: [String] = []
      for message in ["one", "two", "three"] {
        window.showToast(TermToast(message)) { dismissed.append(message) }
      }
      app.render()
      #expect(window.toasts.map(\.message) == ["three", "two"])
      #expect(dismissed == ["one"], "the oldest was pushed out")
      let rows = screen.rows()
      #expect(rows[1].contains("• three"))
      #expect(rows[4].contains("• two"))
      window.toastPlacement = .bottomTrailing
      app.render()
      let bottom = screen.rows()
      #expect(bottom[10].contains("• three"), "at the bottom the newest is lowest")
      #expect(bottom[7].contains("• two"))
    }
  }

  @Test func aToastNeverTakesFocusAndKeysStillReachTheField() throws {
    try show { app, window, field, _, _, _ in
      #expect(window.firstResponder === field)
      window.showToast(TermToast("Hello"))
      app.render()
      app.handle([.key(KeyEvent(.character("a")))])
      #expect(field.text == "a")
      #expect(window.firstResponder === field)
      #expect(window.toastStackView?.canBecomeFirstResponder == false)
    }
  }

  @Test func escAndAClickDismissToasts() throws {
    try show { app, window, field, screen, _, _ in
      window.showToast(TermToast("first"))
      window.showToast(TermToast("second"))
      app.render()
      #expect(window.discoverableKeyCommands().contains { $0.title == "Dismiss" })
      app.handle([.key(KeyEvent(.escape))])
      #expect(window.toasts.map(\.message) == ["first"], "Esc, unused by the field, dismisses the newest")
      app.render()
      let row = screen.rows()[1]
      let x = row.firstIndex(of: "f").map { row.distance(from: row.startIndex, to: $0) } ?? 0
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: 1)))])
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: 1)))])
      #expect(window.toasts.isEmpty, "a click on a toast dismisses it")
      #expect(window.firstResponder === field, "and leaves focus where it was")
      #expect(!window.dismissToast(), "nothing left to dismiss")
    }
  }

  @Test func aToastIsAnnouncedInScreenReaderMode() throws {
    try show { app, window, _, _, _, _ in
      window.showToast(TermToast("Quiet"))
      #expect(!app.accessibilityAnnouncements.contains("Quiet"), "no announcement outside the mode")
      app.isScreenReaderModeEnabled = true
      app.render()
      window.showToast(TermToast("Disk almost full", kind: .warning))
      app.render()
      #expect(app.accessibilityAnnouncements.last == "Warning: Disk almost full")
    }
  }

  @Test func aNegativeDurationIsNone() {
    #expect(TermToastStackView.nanoseconds(of: .seconds(-2)) == 0)
    #expect(TermToastStackView.nanoseconds(of: .milliseconds(1500)) == 1_500_000_000)
  }
}
