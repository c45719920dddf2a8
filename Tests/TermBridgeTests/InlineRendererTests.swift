import Testing

@testable import TermBridgeTerminal

/// The inline renderer's bytes: what an inline app sends for a frame, a
/// change, a print above the live rows, a height change and the end.
@MainActor
@Suite struct InlineRendererTests {
  /// An inline screen whose bytes are collected as text.
  final class Output {
    var bytes: [UInt8] = []
    /// The bytes since the last call, as text.
    func take() -> String {
      defer { bytes.removeAll() }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  func makeScreen(width: Int = 10, height: Int = 3) -> (TermScreen, TermCanvas, Output) {
    let output = Output()
    let screen = TermScreen.inline(width: width, height: height) { output.bytes += $0 }
    let canvas = TermCanvas(surface: screen.makeWindow(frame: screen.bounds))
    return (screen, canvas, output)
  }

  @Test func theFirstFrameReservesItsRowsAndWritesOnlyWhatIsNotBlank() {
    let (screen, canvas, output) = makeScreen()
    #expect(screen.isInline && !screen.isHeadless)
    canvas.draw("hi", at: .zero)
    canvas.draw("日本", at: Point(x: 2, y: 2), style: TermStyle(foreground: .red, attributes: .bold))
    screen.render()
    #expect(
      output.take()
        == "\u{1B}[?25l\r\u{1B}[0m\u{1B}[J\r\n\r\n\u{1B}[0m\u{1B}[2A\u{1B}[2Khi\u{1B}[B\u{1B}[2K\u{1B}[B\u{1B}[2K"
        + "\u{1B}[0;1;31m日本\u{1B}[0m", "moves down keep the column: 日本 needs no CHA")
    #expect(screen.rows() == ["hi        ", "          ", "  日本    "])
  }

  @Test func aChangeSendsOnlyTheChangedCells() {
    let (screen, canvas, output) = makeScreen()
    canvas.draw("hello", at: Point(x: 0, y: 1))
    screen.render()
    _ = output.take()
    canvas.draw("j", at: Point(x: 0, y: 1))
    canvas.draw("p", at: Point(x: 4, y: 1))
    screen.render()
    // Up one row from the last, column 1, "j"; then column 5, "p".
    #expect(output.take() == "\u{1B}[0m\u{1B}[A\rj\u{1B}[5Gp")
    screen.render()
    #expect(output.take() == "\u{1B}[0m", "an unchanged frame sends (almost) nothing")
  }

  @Test func aChangedRightHalfIsWrittenFromTheWideGlyphsLeftHalf() {
    let (screen, canvas, output) = makeScreen(height: 1)
    canvas.draw("a日b", at: .zero)
    screen.render()
    _ = output.take()
    canvas.draw("x", at: Point(x: 2, y: 0))
    screen.render()
    // The wide glyph is cut: its left half is blanked, x takes the right.
    #expect(output.take() == "\u{1B}[0m\u{1B}[2G x")
    #expect(screen.rows() == ["a xb      "])
  }

  @Test func textPrintedAboveScrollsUpAndTheRegionIsDrawnAgainBelowIt() {
    let (screen, canvas, output) = makeScreen(height: 2)
    canvas.draw("live", at: .zero)
    screen.render()
    _ = output.take()
    screen.printAbove("✓ one\n✓ two")
    screen.render()
    #expect(
      output.take()
        == "\u{1B}[A\r\u{1B}[0m\u{1B}[J✓ one\u{1B}[0m\u{1B}[K\r\n✓ two\u{1B}[0m\u{1B}[K\r\n\r\n"
        + "\u{1B}[0m\u{1B}[A\u{1B}[2Klive\u{1B}[B\u{1B}[2K")
  }

  @Test func theRegionGrowsWithNewlinesAndShrinksWithAnEraseBelow() {
    let (screen, canvas, output) = makeScreen(height: 2)
    canvas.draw("a", at: .zero)
    screen.render()
    _ = output.take()
    screen.resize(to: Size(width: 10, height: 4))
    screen.render()
    #expect(output.take().hasPrefix("\r\n\r\n"), "two more rows are made from the last one")
    screen.resize(to: Size(width: 10, height: 1))
    screen.render()
    // From row 3 up to row 1, erase from there down.
    #expect(output.take().hasPrefix("\u{1B}[2A\r\u{1B}[0m\u{1B}[J"))
    #expect(screen.inlineRenderer?.regionHeight == 1)
  }

  @Test func aNewWidthRepaintsTheWholeRegion() {
    let (screen, canvas, output) = makeScreen(height: 2)
    canvas.draw("ab", at: Point(x: 0, y: 1))
    screen.render()
    _ = output.take()
    screen.resize(to: Size(width: 6, height: 2))
    canvas.draw("ab", at: Point(x: 0, y: 1))
    screen.render()
    #expect(output.take() == "\u{1B}[A\r\u{1B}[0m\u{1B}[J\u{1B}[0m\u{1B}[2K\u{1B}[B\u{1B}[2Kab")
  }

  @Test func finishingLeavesTheFrameAndPutsTheCursorOnTheLineBelow() {
    let (screen, canvas, output) = makeScreen(height: 3)
    canvas.draw("x", at: .zero)
    screen.cursorPosition = Point(x: 1, y: 0)
    screen.render()
    #expect(
      output.take().hasSuffix("x\u{1B}[B\u{1B}[2K\u{1B}[B\u{1B}[2K\u{1B}[2A\u{1B}[?25h"),
      "the cursor shown where asked")
    #expect(screen.inlineFinishingBytes == "\u{1B}[0m\u{1B}[2B\r\n\u{1B}[?25h")
    screen.printAbove("last words")
    screen.finishInline()
    let finish = output.take()
    #expect(finish.contains("last words\u{1B}[0m\u{1B}[K\r\n"), "queued text is printed at the end")
    #expect(finish.hasSuffix("x\u{1B}[B\u{1B}[2K\u{1B}[B\u{1B}[2K\u{1B}[0m\r\n\u{1B}[?25h"))
  }

  @Test func synchronizedOutputWrapsEachFrame() {
    let (screen, canvas, output) = makeScreen(height: 1)
    screen.usesSynchronizedOutput = true
    canvas.draw("s", at: .zero)
    screen.render()
    let frame = output.take()
    #expect(frame.hasPrefix("\u{1B}[?2026h") && frame.hasSuffix("\u{1B}[?2026l"))
  }

  @Test func stylesBecomeOneSGREach() {
    #expect(InlineRenderer.sgr(.plain) == "\u{1B}[0m")
    #expect(
      InlineRenderer.sgr(
        TermStyle(foreground: .brightBlue, background: .indexed(200), attributes: [.underline]))
        == "\u{1B}[0;4;94;48;5;200m")
    #expect(
      InlineRenderer.sgr(TermStyle(foreground: .rgb(1, 2, 3), attributes: [.reverse, .italic]))
        == "\u{1B}[0;3;7;38;2;1;2;3m")
  }

  @Test func aFullScreenScreenKeepsPrintedTextForTheEnd() {
    TermScreen.withInMemory(width: 4, height: 1) { screen in
      #expect(!screen.isInline)
      screen.printAbove("kept")
      #expect(screen.textPrintedOutsideInline == ["kept"])
      #expect(screen.inlineFinishingBytes.isEmpty)
    }
  }
}
