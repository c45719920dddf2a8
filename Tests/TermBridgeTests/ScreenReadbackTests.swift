import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Reading a headless screen back cell by cell, the cursor, and the rules
/// for opening screens.
extension TerminalSuites {
  @MainActor
  @Suite struct ScreenReadbackTests {
    /// A terminal may report 65535x65535; ncurses cannot allocate that.
    /// The screen stops at its documented maximum and still draws.
    @Test func anAbsurdSizeIsClampedToTheMaximum() throws {
      try TermScreen.withHeadless(width: 80, height: 24) { screen in
        screen.resize(to: Size(width: 65535, height: 65535))
        #expect(screen.size == TermScreen.maximumSize)
        let app = TermApplication(screen: screen)
        let window = TermWindow()
        let label = TermLabel(text: "still here")
        label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        window.addSubview(label)
        window.makeKeyAndVisible(in: app)
        app.handle([.resize(Size(width: 65535, height: 65535))])
        #expect(screen.size == TermScreen.maximumSize)
        #expect(screen.rows()[0].hasPrefix("still here"))
        screen.resize(to: Size(width: 0, height: -3))
        #expect(screen.size == Size(width: 1, height: 1))
      }
    }

    @Test func cellsCarryGraphemeWidthStyleAndColor() throws {
      let style = TermStyle(foreground: .red, background: .rgb(0, 0, 0), attributes: [.bold, .underline])
      try withDrawnScreen(width: 10, height: 2) { canvas in
        canvas.draw("A日e\u{301}🇺🇸", at: Point(x: 1, y: 0), style: style)
      } check: { screen in
        let row = screen.cells(inRow: 0)
        #expect(row.count == 10)
        let drawn = TermStyle(
          foreground: .indexed(1), background: .indexed(16), attributes: [.bold, .underline])
        #expect(row[0] == ScreenCell(text: " ", width: 1, style: .plain))
        #expect(row[1] == ScreenCell(text: "A", width: 1, style: drawn))
        #expect(row[2] == ScreenCell(text: "日", width: 2, style: drawn))
        #expect(row[3] == ScreenCell(text: "", width: 0, style: drawn))
        #expect(row[4] == ScreenCell(text: "e\u{301}", width: 1, style: drawn))
        #expect(row[5] == ScreenCell(text: "🇺🇸", width: 2, style: drawn))
        #expect(row[6] == ScreenCell(text: "", width: 0, style: drawn))
        #expect(row[7] == ScreenCell(text: " ", width: 1, style: .plain))
        #expect(screen.cell(at: Point(x: 2, y: 0)).text == "日")
        #expect(screen.rows() == [" A日e\u{301}🇺🇸   ", "          "])
        // Outside the screen: a plain blank, no crash.
        #expect(screen.cell(at: Point(x: 10, y: 0)) == ScreenCell(text: " ", width: 1, style: .plain))
        #expect(screen.cells(inRow: 2).isEmpty)
      }
    }

    @Test func cursorIsReadBackAsRendered() throws {
      try TermScreen.withHeadless(width: 8, height: 3) { screen in
        #expect(screen.renderedCursor == nil)
        screen.cursorPosition = Point(x: 3, y: 1)
        #expect(screen.renderedCursor == nil)  // not rendered yet
        screen.render()
        #expect(screen.renderedCursor == Point(x: 3, y: 1))
        #expect(ScreenSnapshot(screen).text.hasPrefix("screen 8x3, cursor (3, 1)\n"))
        screen.cursorPosition = Point(x: 9, y: 0)  // off screen: hidden
        screen.render()
        #expect(screen.renderedCursor == nil)
        #expect(ScreenSnapshot(screen).text.hasPrefix("screen 8x3, cursor hidden\n"))
        screen.cursorPosition = Point(x: 0, y: 2)
        screen.render()
        expectSnapshot(screen, named: "readback-cursor", expectsBlankScreen: true)  // only the cursor
      }
    }

    @Test func screensOneAfterAnother() throws {
      for (i, size) in [Size(width: 5, height: 2), Size(width: 30, height: 4), Size(width: 1, height: 1)]
        .enumerated()
      {
        try withDrawnScreen(width: size.width, height: size.height) { canvas in
          canvas.draw("screen \(i)", at: .zero)
        } check: { screen in
          #expect(screen.size == size)
          #expect(
            screen.rows()[0]
              == String("screen \(i)".prefix(size.width)).padding(
                toLength: size.width, withPad: " ", startingAt: 0))
          #expect(TermScreen.current === screen)
        }
        #expect(TermScreen.current == nil)
      }
    }

    @Test func aSecondScreenWhileOneIsOpenFails() throws {
      let first = try TermScreen.headless(width: 4, height: 1)
      defer { first.close() }
      #expect(throws: TermScreenError.anotherScreenIsOpen) { try TermScreen.headless(width: 4, height: 1) }
      #expect(
        TermScreenError.anotherScreenIsOpen.description
          == "another TermBridge screen is already open in this process; close it first")
      #expect(TermScreen.current === first)
      first.close()
      first.close()  // twice is fine
      try TermScreen.withHeadless(width: 4, height: 1) { second in
        #expect(TermScreen.current === second)
      }
    }

    /// ncurses repairs a wide glyph when half of it is overwritten, and the
    /// readback shows the repair (tmux shows the same).
    @Test func overwritingHalfAWideGlyph() throws {
      try withDrawnScreen(width: 8, height: 2) { canvas in
        canvas.draw("日本", at: Point(x: 0, y: 0))
        canvas.draw("a", at: Point(x: 1, y: 0))  // right half of 日
        canvas.draw("日本", at: Point(x: 0, y: 1))
        canvas.draw("b", at: Point(x: 2, y: 1))  // left half of 本
      } check: { screen in
        #expect(screen.rows() == [" a本    ", "日b     "])
        #expect(screen.cells(inRow: 0).map(\.width) == [1, 1, 2, 0, 1, 1, 1, 1])
      }
    }

    /// A wide glyph at the last column never wraps onto the next row.
    @Test func wideGlyphAtTheRightEdgeOfTheScreen() throws {
      try withDrawnScreen(width: 6, height: 3) { canvas in
        canvas.draw("abcde日", at: Point(x: 0, y: 0))
        canvas.draw("🇺🇸🇺🇸🇺🇸", at: Point(x: 1, y: 1))
        canvas.fill(Rect(x: 0, y: 2, width: 6, height: 1), with: "x")  // includes the bottom-right cell
      } check: { screen in
        #expect(screen.rows() == ["abcde ", " 🇺🇸🇺🇸 ", "xxxxxx"])
      }
    }

    /// A window partly off screen draws only its on-screen part, and glyphs
    /// cut by the screen edge leave blanks.
    @Test func windowPartlyOffScreen() throws {
      try TermScreen.withHeadless(width: 10, height: 3) { screen in
        let leftWindow = screen.makeWindow(frame: Rect(x: -3, y: 0, width: 8, height: 2))
        let left = TermCanvas(surface: leftWindow)
        #expect(left.visibleRect == Rect(x: 3, y: 0, width: 5, height: 2))
        left.draw("0123456789", at: .zero)
        left.draw("ab日本", at: Point(x: 0, y: 1))
        let rightWindow = screen.makeWindow(frame: Rect(x: 6, y: 1, width: 8, height: 5))
        let right = TermCanvas(surface: rightWindow)
        #expect(right.visibleRect == Rect(x: 0, y: 0, width: 4, height: 2))
        right.draw("xyz日", at: .zero)
        right.draw("never", at: Point(x: 0, y: 2))
        let gone = screen.makeWindow(frame: Rect(x: 20, y: 0, width: 4, height: 1))
        #expect(TermCanvas(surface: gone).visibleRect.isEmpty)
        TermCanvas(surface: gone).draw("gone", at: .zero)
        screen.render()
        #expect(screen.rows() == ["34567     ", " 本   xyz ", "          "])
      }
    }
  }
}
