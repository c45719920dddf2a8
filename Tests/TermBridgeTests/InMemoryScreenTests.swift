import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// In-memory screens: no ncurses, any number at once, windows stacked and
/// composed on each frame (what they draw is checked against ncurses in
/// `SurfaceParityTests`).
@MainActor
@Suite struct InMemoryScreenTests {
  @Test func manyScreensAtOnceShareNothing() {
    let first = TermScreen.inMemory(width: 6, height: 2)
    let second = TermScreen.inMemory(width: 4, height: 1)
    defer {
      first.close()
      second.close()
    }
    #expect(first.isInMemory && first.isHeadless && second.isInMemory)
    // The screen holds its windows weakly: whoever made one keeps it.
    let one = first.makeWindow(frame: first.bounds)
    let two = second.makeWindow(frame: second.bounds)
    TermCanvas(surface: one).draw("one", at: Point(x: 1, y: 1))
    TermCanvas(surface: two).draw("two", at: .zero)
    first.render()
    second.render()
    #expect(first.rows() == ["      ", " one  "])
    #expect(second.rows() == ["two "])
    #expect(first.writtenBytes().isEmpty && first.bytesWritten == 0)
    #expect(first.frameCount == 1)
  }

  @Test func windowsStackBottomToTopAndComeToFront() {
    TermScreen.withInMemory(width: 8, height: 1) { screen in
      let bottom = screen.makeWindow(frame: screen.bounds)
      let top = screen.makeWindow(frame: Rect(x: 2, y: 0, width: 3, height: 1))
      TermCanvas(surface: bottom).fill(Rect(x: 0, y: 0, width: 8, height: 1), with: "a")
      TermCanvas(surface: top).fill(Rect(x: 0, y: 0, width: 3, height: 1), with: "b")
      screen.render()
      #expect(screen.rows() == ["aabbbaaa"])
      bottom.bringToFront()
      screen.render()
      #expect(screen.rows() == ["aaaaaaaa"])
      bottom.close()
      screen.forget(bottom)
      screen.render()
      #expect(screen.rows() == ["  bbb   "])
    }
  }

  @Test func cellsKeepGraphemeWidthAndShownStyle() {
    TermScreen.withInMemory(width: 6, height: 1) { screen in
      let style = TermStyle(foreground: .rgb(255, 0, 0), background: .blue, attributes: .bold)
      let window = screen.makeWindow(frame: screen.bounds)
      TermCanvas(surface: window).draw("日x", at: .zero, style: style)
      screen.render()
      let cells = screen.cells(inRow: 0)
      #expect(cells.map(\.text) == ["日", "", "x", " ", " ", " "])
      #expect(cells.map(\.width) == [2, 0, 1, 1, 1, 1])
      // True colour is shown as xterm-256color shows it: the nearest of 256.
      #expect(cells[0].style == TermStyle(foreground: .indexed(196), background: .blue, attributes: .bold))
      #expect(cells[3].style == .plain)
    }
  }

  @Test func resizeReclampsWindowsAndTheCursorFollowsFrames() {
    TermScreen.withInMemory(width: 5, height: 2) { screen in
      let window = screen.makeWindow(frame: Rect(x: 3, y: 0, width: 4, height: 2))
      TermCanvas(surface: window).draw("wxyz", at: .zero)
      screen.cursorPosition = Point(x: 4, y: 1)
      screen.render()
      #expect(screen.rows() == ["   wx", "     "])
      #expect(screen.renderedCursor == Point(x: 4, y: 1))
      screen.resize(to: Size(width: 7, height: 1))
      #expect(screen.rows() == ["   wx  "])
      TermCanvas(surface: window).draw("wxyz", at: .zero)
      screen.render()
      #expect(screen.rows() == ["   wxyz"])
      #expect(screen.renderedCursor == nil)
    }
  }

  @Test func anApplicationRunsOnAnInMemoryScreen() throws {
    try TermPilot.run(Text("in memory"), width: 12, height: 3) { pilot in
      #expect(pilot.screen.isInMemory)
      #expect(pilot.screenText.contains("in memory"))
    }
  }
}
