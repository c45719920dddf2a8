import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

extension TerminalSuites {
  /// `LocalizedStringKey` and the Markdown of `Text` literals, and `Text + Text`.
  @MainActor
  @Suite struct TextMarkdownTests {
    private func attributes(_ screen: TermScreen, row: Int, from x: Int, count: Int) -> [TextAttributes] {
      Array(screen.cells(inRow: row)[x..<(x + count)]).map(\.style.attributes)
    }

    @Test func aLiteralsMarkdownIsDrawnAndItsMarkersAreNot() throws {
      let view = VStack(alignment: .leading) {
        Text("a **bold** b")
        Text("an *it* and _it_ x")
        Text("~~no~~ `co*de*`")
        Text("***both***")
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 24, height: 4
      ) { _, _, screen in
        let rows = screen.rows()
        #expect(rows[0].hasPrefix("a bold b "))
        #expect(attributes(screen, row: 0, from: 2, count: 4).allSatisfy { $0.contains(.bold) })
        #expect(!screen.cells(inRow: 0)[0].style.attributes.contains(.bold))
        #expect(!screen.cells(inRow: 0)[7].style.attributes.contains(.bold))
        #expect(rows[1].hasPrefix("an it and it x"))
        #expect(attributes(screen, row: 1, from: 3, count: 2).allSatisfy { $0.contains(.italic) })
        #expect(attributes(screen, row: 1, from: 10, count: 2).allSatisfy { $0.contains(.italic) })
        #expect(screen.cells(inRow: 2)[0].text == "n\u{0336}")
        #expect(rows[2].contains("co*de*"))
        #expect(rows[3].hasPrefix("both "))
        #expect(screen.cells(inRow: 3)[0].style.attributes.isSuperset(of: [.bold, .italic]))
      }
    }

    @Test func verbatimStringVariablesAndInterpolatedValuesAreNotMarkdown() throws {
      let name = "**x**"
      let view = VStack(alignment: .leading) {
        Text(verbatim: "**a**")
        Text(name)
        Text("hi \(name) **b**")
        Text("snake_case_name")
      }
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 24, height: 4
      ) { _, _, screen in
        let rows = screen.rows()
        #expect(rows[0].hasPrefix("**a**"))
        #expect(rows[1].hasPrefix("**x**"))
        #expect(rows[2].hasPrefix("hi **x** b"))
        #expect(!screen.cells(inRow: 2)[3].style.attributes.contains(.bold))
        #expect(screen.cells(inRow: 2)[9].style.attributes.contains(.bold))
        #expect(rows[3].hasPrefix("snake_case_name"), "an underscore inside a word is a character")
      }
    }

    @Test func aLinkIsUnderlinedAndSentAsAHyperlink() throws {
      try TermScreen.withHeadless(width: 30, height: 2) { screen in
        screen.usesHyperlinks = true
        let app = TermApplication(screen: screen)
        let window = TermWindow()
        let host = TermHostingView(
          rootView: Text("see [docs](https://example.com/d) now").frame(
            maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        window.addSubview(host)
        window.makeKeyAndVisible(in: app)
        host.frame = window.bounds
        let offset = screen.bytesWritten
        app.render()
        let sent = String(decoding: screen.writtenBytes(from: offset), as: UTF8.self)
        #expect(screen.rows()[0].hasPrefix("see docs now"))
        #expect(sent.contains("\u{1B}]8;;https://example.com/d\u{1B}\\"))
        #expect(sent.contains("docs\u{1B}]8;;\u{1B}\\"))
      }
    }

    /// A link's text ends at its first `]`, as in CommonMark: a bracketed
    /// word before a link stays a word.
    @Test func aLinksTextEndsAtItsFirstClosingBracket() {
      let parsed = MarkdownText.parse("[x] [docs](u) ~~gone~~ \\*")
      #expect(parsed.content == "[x] docs g\u{336}o\u{336}n\u{336}e\u{336} *")
      #expect(parsed.spans == [TextSpan(range: 4..<8, attributes: .underline, link: "u")])
    }

    /// A status line's brackets and parentheses, with no link among them,
    /// are its characters.
    @Test func bracketsWithoutALinkAreShownAsTheyAre() {
      let line = "[search] item 000322 | (3) matches | [F1] help"
      #expect(MarkdownText.parse(line).content == line)
      #expect(MarkdownText.parse(line).spans.isEmpty)
      #expect(MarkdownText.parse("a [b](c").content == "a [b](c", "a link that does not close")
    }

    @Test func aKeyVariableKeepsItsMarkdown() {
      let key: LocalizedStringKey = "**k**"
      #expect(Text(key).content == "k")
      #expect(Text(key).spans.first?.attributes == .bold)
    }

    /// The byte scan that spares most text the character-by-character
    /// look finds every Markdown character, and nothing else.
    @Test func theQuickScanFindsEveryMarkdownCharacter() {
      for special in MarkdownText.specials {
        #expect(MarkdownText.mayHaveSpecials("ab\(special)c"), "\(special)")
      }
      #expect(!MarkdownText.mayHaveSpecials("plain é text 漢字 #1 -2 {x} <y> 'z' \"q\" 100%"))
      // A special with a combining mark is not a special character: the
      // scan lets it through, and the character look still decides.
      #expect(MarkdownText.parse("*\u{301}x*\u{301}").content == "*\u{301}x*\u{301}")
      #expect(MarkdownText.escaped("a*\u{301}") == "a*\u{301}")
    }

    @Test func anInterpolatedIntegerIsItsDigits() {
      let row = -42
      #expect(Text("Row \(row) of \(1_000)").content == "Row -42 of 1000")
      #expect(Text("**\(7)** left").content == "7 left")
    }

    @Test func concatenatedTextsKeepEachPartsStyle() throws {
      let view = Text("red").foregroundColor(.red) + Text(" plain ") + Text("bold").bold()
      try withHostedView(
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 20, height: 1
      ) { _, _, screen in
        let cells = screen.cells(inRow: 0)
        #expect(screen.rows()[0].hasPrefix("red plain bold"))
        #expect(cells[0].style.foreground == .red)
        #expect(cells[4].style.foreground == .default)
        #expect(!cells[4].style.attributes.contains(.bold))
        #expect(cells[10].style.attributes.contains(.bold))
        #expect(cells[10].style.foreground == .default)
      }
    }
  }
}
