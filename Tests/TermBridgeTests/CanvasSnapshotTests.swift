import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Canvas drawing on real (headless) ncurses screens, read back cell by cell
/// and compared with the snapshots in `__Snapshots__/`.
extension TerminalSuites {
  @MainActor
  @Suite struct CanvasSnapshotTests {
    @Test func styledText() throws {
      try withDrawnScreen(width: 34, height: 13, draw: CanvasSnapshotTests.drawStyles) { screen in
        expectSnapshot(screen, named: "canvas-styled-text")
        #expect(screen.cell(at: Point(x: 10, y: 0)).style.attributes == .bold)
        #expect(screen.cell(at: Point(x: 16, y: 7)).style.foreground == .indexed(6))
        #expect(screen.cell(at: Point(x: 16, y: 8)).style.background == .indexed(6))
        // True colour comes back as the 256-colour entry the terminal shows.
        #expect(screen.cell(at: Point(x: 10, y: 10)).style.foreground == .indexed(196))
      }
    }

    /// `NO_COLOR`: the same drawing keeps its attributes and loses its colours.
    @Test func styledTextWithoutColor() throws {
      try withDrawnScreen(width: 34, height: 13, noColor: true, draw: CanvasSnapshotTests.drawStyles) {
        screen in
        expectSnapshot(screen, named: "canvas-styled-text-no-color")
        for y in 0..<13 {
          for cell in screen.cells(inRow: y) {
            #expect(cell.style.foreground == .default && cell.style.background == .default)
          }
        }
        #expect(screen.cell(at: Point(x: 10, y: 4)).style.attributes == .reverse)
        #expect(screen.cell(at: Point(x: 10, y: 11)).style.attributes == [.bold, .underline])
      }
    }

    static func drawStyles(_ canvas: TermCanvas) {
      let attributes: [(String, TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("reverse", .reverse),
        ("blink", .blink),
      ]
      for (row, (name, attribute)) in attributes.enumerated() {
        canvas.draw("\(name):", at: Point(x: 0, y: row))
        canvas.draw(name, at: Point(x: 10, y: row), style: .attributes(attribute))
      }
      canvas.draw("fg 0-15:", at: Point(x: 0, y: 7))
      canvas.draw("bg 0-15:", at: Point(x: 0, y: 8))
      for i in 0..<16 {
        let digit = String(i, radix: 16)
        canvas.draw(digit, at: Point(x: 10 + i, y: 7), style: TermStyle(foreground: .indexed(UInt8(i))))
        canvas.draw(digit, at: Point(x: 10 + i, y: 8), style: TermStyle(background: .indexed(UInt8(i))))
      }
      canvas.draw("256:", at: Point(x: 0, y: 9))
      for (i, n) in [16, 67, 196, 231, 232, 244, 255].enumerated() {
        canvas.draw("#", at: Point(x: 10 + i, y: 9), style: TermStyle(foreground: .indexed(UInt8(n))))
      }
      canvas.draw("rgb:", at: Point(x: 0, y: 10))
      let rgb: [TermColor] = [.rgb(255, 0, 0), .rgb(95, 135, 175), .rgb(128, 128, 128), .rgb(18, 52, 86)]
      for (i, color) in rgb.enumerated() {
        canvas.draw("#", at: Point(x: 10 + i, y: 10), style: TermStyle(foreground: color))
      }
      canvas.draw("mixed:", at: Point(x: 0, y: 11))
      canvas.draw(
        "warning", at: Point(x: 10, y: 11),
        style: TermStyle(foreground: .yellow, background: .blue, attributes: [.bold, .underline]))
      canvas.draw("bg fill ", at: Point(x: 0, y: 12))
      canvas.fill(Rect(x: 10, y: 12, width: 6, height: 1), style: TermStyle(background: .green))
    }

    @Test func everyBorderStyle() throws {
      try withDrawnScreen(width: 46, height: 13, draw: CanvasSnapshotTests.drawBorders) { screen in
        expectSnapshot(screen, named: "canvas-borders")
        #expect(screen.cell(at: Point(x: 19, y: 8)).text == " ")
        #expect(screen.cell(at: Point(x: 21, y: 9)).text == " ")
      }
    }

    static func drawBorders(_ canvas: TermCanvas) {
      let styles: [(String, BorderStyle)] = [
        ("single", .single), ("rounded", .rounded), ("double", .double), ("heavy", .heavy),
        ("dashed", .dashed), ("ascii", .ascii),
      ]
      for (i, (name, style)) in styles.enumerated() {
        let rect = Rect(x: (i % 3) * 15, y: (i / 3) * 4, width: 14, height: 4)
        canvas.drawBorder(rect, style: style, title: name)
      }
      // A title too long for its box, and a coloured one.
      canvas.drawBorder(
        Rect(x: 0, y: 8, width: 10, height: 3), title: "a long title",
        titleStyle: .attributes(.bold))
      canvas.drawBorder(
        Rect(x: 11, y: 8, width: 7, height: 3), style: .rounded, lineStyle: TermStyle(foreground: .blue),
        title: "日本語")
      // Tiny boxes: 1x1 and 1x3 have no room (nothing drawn), 2x2, 3x2, a
      // 5-wide box is the narrowest with a title, 4-wide gets none.
      canvas.drawBorder(Rect(x: 19, y: 8, width: 1, height: 1))
      canvas.drawBorder(Rect(x: 21, y: 8, width: 1, height: 3))
      canvas.drawBorder(Rect(x: 23, y: 8, width: 2, height: 2))
      canvas.drawBorder(Rect(x: 26, y: 8, width: 3, height: 2), style: .double)
      canvas.drawBorder(Rect(x: 30, y: 8, width: 5, height: 3), title: "xyz")
      canvas.drawBorder(Rect(x: 36, y: 8, width: 4, height: 3), title: "xyz")
      canvas.drawBorder(Rect(x: 41, y: 8, width: 5, height: 5), style: .heavy, title: "Q")
    }

    /// Text, fills and borders that run past each edge of a clipped canvas.
    /// Each clip area is framed (outside it) with `+-|`; nothing may land on
    /// the frame, and a wide glyph cut by an edge leaves blanks.
    @Test func clippingAtAllFourEdges() throws {
      try withDrawnScreen(width: 34, height: 16, draw: CanvasSnapshotTests.drawClipping) { screen in
        expectSnapshot(screen, named: "canvas-clipping")
        // 日 at local x -1 straddles the left edge: its visible half is blank.
        #expect(
          screen.cell(at: Point(x: 1, y: 2)) == ScreenCell(text: " ", width: 1, style: .attributes(.reverse)))
        #expect(screen.cell(at: Point(x: 2, y: 2)).text == "本")
        // 本 at local x 11 straddles the right edge: blank, and the frame is intact.
        #expect(
          screen.cell(at: Point(x: 30, y: 2)) == ScreenCell(text: " ", width: 1, style: .attributes(.reverse))
        )
        #expect(screen.cell(at: Point(x: 31, y: 2)).text == "|")
        for y in 0..<16 {
          #expect(screen.cell(at: Point(x: 0, y: y)).text != "·")
        }
      }
    }

    static func drawClipping(_ canvas: TermCanvas) {
      let areas = [
        Rect(x: 1, y: 1, width: 12, height: 6), Rect(x: 19, y: 1, width: 12, height: 6),
        Rect(x: 1, y: 9, width: 12, height: 6), Rect(x: 19, y: 9, width: 12, height: 6),
      ]
      for area in areas {
        canvas.drawBorder(area.inset(by: EdgeInsets(-1)), style: .ascii)
      }
      // Left edge.
      let left = canvas.clipped(to: areas[0])
      left.draw("<<<hello", at: Point(x: -3, y: 0))
      left.draw("日本語", at: Point(x: -1, y: 1), style: .attributes(.reverse))
      left.fill(Rect(x: -5, y: 2, width: 7, height: 1), with: "#")
      left.fill(Rect(x: -3, y: 3, width: 8, height: 1), with: "語")
      left.drawBorder(Rect(x: -4, y: 4, width: 8, height: 3))
      // Right edge.
      let right = canvas.clipped(to: areas[1])
      right.draw("hello>>>>>>>>", at: Point(x: 0, y: 0))
      right.draw("abcdefghi日本", at: Point(x: 0, y: 1), style: .attributes(.reverse))
      right.fill(Rect(x: 9, y: 2, width: 7, height: 1), with: "=")
      right.fill(Rect(x: 6, y: 3, width: 9, height: 1), with: "語")
      right.drawBorder(Rect(x: 7, y: 4, width: 9, height: 3), style: .double)
      // Top edge.
      let top = canvas.clipped(to: areas[2])
      top.fill(Rect(x: 0, y: -3, width: 12, height: 5), with: "·")
      top.draw("never drawn", at: Point(x: 0, y: -1))
      top.drawBorder(Rect(x: 1, y: -2, width: 8, height: 5), style: .rounded, title: "hidden")
      top.draw("row 4", at: Point(x: 0, y: 4))
      // Bottom edge.
      let bottom = canvas.clipped(to: areas[3])
      bottom.drawBorder(Rect(x: 1, y: 3, width: 8, height: 5), style: .heavy, title: "box")
      bottom.fill(Rect(x: 9, y: 4, width: 3, height: 9), with: "%")
      bottom.draw("never drawn", at: Point(x: 0, y: 6))
      bottom.draw("row 0", at: Point(x: 0, y: 0))
      // A clipped canvas inside a clipped canvas never grows past its parent.
      let nested = right.clipped(to: Rect(x: 1, y: 5, width: 30, height: 5))
      #expect(nested.visibleRect == Rect(x: 0, y: 0, width: 11, height: 1))
    }

    /// A row mixing ASCII, CJK, a combining sequence, an emoji, a flag and a
    /// ZWJ family, then a marker: tmux 3.3a puts the marker at column 11
    /// (a b 日日 é 😀😀 🇺🇸🇺🇸 👨‍👩‍👧👨‍👩‍👧 |), and so does the readback.
    /// `TmuxCrossCheckTests` replays these rows into tmux.
    @Test func mixedRowKeepsLaterCellsInPlace() throws {
      try withDrawnScreen(width: 32, height: 9) { canvas in
        canvas.draw(ruler(32), at: .zero, style: .attributes(.dim))
        for (row, text) in CanvasSnapshotTests.trickyRows.enumerated() {
          canvas.draw(text, at: Point(x: 0, y: row + 1))
        }
      } check: { screen in
        expectSnapshot(screen, named: "canvas-mixed-row")
        #expect(screen.column(of: "|", inRow: 1) == 11)
        let row = screen.cells(inRow: 1)
        #expect(row.map(\.width) == [1, 1, 2, 0, 1, 2, 0, 2, 0, 2, 0, 1] + Array(repeating: 1, count: 20))
        #expect(row[4].text == "e\u{301}" && row[7].text == "🇺🇸" && row[9].text == "👨‍👩‍👧")
        // Skin tone and VS16 dropped, keycap kept, VS15 dropped.
        #expect(screen.rows()[2].hasPrefix("👍|❤|1\u{20E3}|⌚|"))
        #expect(screen.column(of: "X", inRow: 2) == 10)
      }
    }

    /// Rows of unusual clusters, each followed by markers.
    static let trickyRows = [
      "ab日e\u{301}😀🇺🇸👨‍👩‍👧|",
      "👍🏽|❤️|1️⃣|⌚︎|X",
      "👨‍👩‍👧‍👦|👩‍❤️‍👨|🏳️‍🌈|🏴󠁧󠁢󠁳󠁣󠁴󠁿|",
      "\u{1100}\u{1161}\u{11A8}|한|\u{1161}|क्ष|कि|กำ|",
      "שָׁלוֹם|سلام|\u{200F}|\u{202E}abc|",
      "\u{301}|🇺a|\u{200B}|\u{FEFF}|🫨|e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}|",
      "x\u{1B}[31my\u{1B}[0m\tz\u{7}\u{0}\u{7F}\r\n|",
    ]

    /// Control characters and ESC in data are drawn as pictures, never sent.
    @Test func controlCharactersAreVisible() throws {
      try withDrawnScreen(width: 24, height: 3) { canvas in
        canvas.draw("a\u{1B}[31mred\u{1B}[0m\tb", at: Point(x: 0, y: 0))
        canvas.draw(
          "\u{7}\u{0}\u{7F}\r\n\u{85}\u{1F}|", at: Point(x: 0, y: 1), style: TermStyle(foreground: .red))
        canvas.draw(Character("\u{1B}"), at: Point(x: 0, y: 2))
      } check: { screen in
        expectSnapshot(screen, named: "canvas-control-characters")
        #expect(screen.rows()[0].hasPrefix("a␛[31mred␛[0m␉b"))
        #expect(screen.rows()[1].hasPrefix("␇␀␡␍␊�␟|"))
        #expect(screen.cell(at: Point(x: 0, y: 2)).text == "␛")
      }
    }
  }
}
