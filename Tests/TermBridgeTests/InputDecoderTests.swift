import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Helpers shared by the decoder tests.
enum Decode {
  static let esc: UInt8 = 0x1B

  /// Bytes of a string written with `\u{1B}` for ESC.
  static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

  /// Decodes the chunks in order, then flushes (like a run loop whose ESC
  /// delay ran out after the last chunk).
  static func chunks(_ chunks: [[UInt8]], flush: Bool = true) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for chunk in chunks { events += decoder.feed(chunk) }
    if flush { events += decoder.flush() }
    return events
  }

  static func string(_ s: String, flush: Bool = true) -> [InputEvent] {
    chunks([bytes(s)], flush: flush)
  }

  /// Every way of cutting `bytes` in two, each decoded without a flush in
  /// between, must give `expected`; so must feeding one byte at a time.
  static func expectSameAtEverySplit(
    _ bytes: [UInt8], _ expected: [InputEvent], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for k in 0...bytes.count {
      let events = chunks([Array(bytes[..<k]), Array(bytes[k...])])
      #expect(events == expected, "split at \(k)", sourceLocation: sourceLocation)
    }
    #expect(chunks(bytes.map { [$0] }) == expected, "byte by byte", sourceLocation: sourceLocation)
  }
}

func key(_ k: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyEvent(k, modifiers: modifiers)) }
func char(_ c: Character, _ modifiers: KeyModifiers = []) -> InputEvent { key(.character(c), modifiers) }
func chars(_ s: String) -> [InputEvent] { s.map { char($0) } }

struct InputDecoderTextTests {
  /// ESC Tab is Alt-Tab (xterm's meta sends escape, and xterm's Shift-Tab
  /// is `CSI Z`), except on a terminal whose terminfo Shift-Tab (`kcbt`)
  /// is ESC Tab, the Linux console's: there it is Shift-Tab.
  @Test func escapeTabIsAltTabUnlessTheTerminalsBacktabIsEscapeTab() {
    let bytes = Decode.bytes("\u{1B}\t")
    #expect(Decode.chunks([bytes]) == [.key(KeyEvent(.tab, modifiers: .alt))])
    var console = InputDecoder(escapeTabIsBacktab: true)
    #expect(console.feed(bytes) + console.flush() == [.key(KeyEvent(.tab, modifiers: .shift))])
    #expect(console.feed(Decode.bytes("\u{1B}[Z")) == [.key(KeyEvent(.tab, modifiers: .shift))])
    #expect(console.feed(Decode.bytes("\u{1B}x")) + console.flush() == [.key(.alt("x"))])
  }

  /// `ESC O t` … `ESC O y` are the keypad's 4 … 9 in application keypad
  /// mode, which the session turns on (terminfo `smkx`); vt100's terminfo
  /// also names them kf5 … kf10 and kf0, but a vt100 has no such keys: it
  /// is the keypad. They decode as the digits the user pressed, on every
  /// terminal.
  @Test func keypadDigitsInApplicationModeAreDigitsNotFunctionKeys() {
    let keys = Decode.chunks([Decode.bytes("\u{1B}Ot\u{1B}Ou\u{1B}Ov\u{1B}Ow\u{1B}Ox\u{1B}Oy")])
    #expect(keys == ["4", "5", "6", "7", "8", "9"].map { .key(KeyEvent(.character(Character($0)))) })
  }

  @Test func asciiText() {
    #expect(Decode.string("hello, World 1!") == chars("hello, World 1!"))
  }

  @Test func multiByteUTF8() {
    #expect(Decode.string("é日👍ß") == chars("é日👍ß"))
  }

  @Test func utf8SplitAcrossChunksAtEveryOffset() {
    let text = "a日👍é"
    Decode.expectSameAtEverySplit(Decode.bytes(text), chars(text))
  }

  @Test func halfCharacterAtChunkEndWaits() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x61, 0xE6, 0x97]) == [char("a")])
    #expect(decoder.isAwaitingMore)
    #expect(decoder.feed([0xA5]) == [char("日")])
    #expect(!decoder.isAwaitingMore)
  }

  @Test func invalidBytesBecomeReplacementCharacters() {
    #expect(Decode.chunks([[0x61, 0xFF, 0x62]]) == [char("a"), char("\u{FFFD}"), char("b")])
    #expect(Decode.chunks([[0x80]]) == [char("\u{FFFD}")])
    // An overlong encoding of "/" is two invalid bytes.
    #expect(Decode.chunks([[0xC0, 0xAF]]) == [char("\u{FFFD}"), char("\u{FFFD}")])
    // A sequence broken off by a control byte.
    #expect(Decode.chunks([[0xE6, 0x97, 0x0D]]) == [char("\u{FFFD}"), key(.enter)])
    // Half a character and then no more: flush makes it visible.
    var decoder = InputDecoder()
    #expect(decoder.feed([0xF0, 0x9F]).isEmpty)
    #expect(decoder.flush() == [char("\u{FFFD}")])
    #expect(decoder.feed([0x61]) == [char("a")])
    // Surrogates encoded in UTF-8 are invalid.
    #expect(Decode.chunks([[0xED, 0xA0, 0x80]]).allSatisfy { $0 == char("\u{FFFD}") })
  }

  @Test func graphemeClustersArrivingTogetherAreOneKey() {
    #expect(Decode.string("e\u{301}") == [char("e\u{301}")])
    #expect(Decode.string("👨‍👩‍👧") == [char("👨‍👩‍👧")])
    #expect(Decode.string("🇺🇸🇫🇷") == [char("🇺🇸"), char("🇫🇷")])
    #expect(Decode.string("❤️x") == [char("❤️"), char("x")])
  }

  @Test func controlBytes() {
    let expected: [(UInt8, InputEvent)] = [
      (0x01, char("a", .control)), (0x11, char("q", .control)), (0x15, char("u", .control)),
      (0x1A, char("z", .control)), (0x09, key(.tab)), (0x0D, key(.enter)), (0x0A, key(.enter)),
      (0x7F, key(.backspace)), (0x08, key(.backspace)), (0x00, char(" ", .control)),
      (0x1C, char("\\", .control)), (0x1D, char("]", .control)), (0x1E, char("^", .control)),
      (0x1F, char("_", .control)),
    ]
    for (byte, event) in expected {
      #expect(Decode.chunks([[byte]]) == [event], "byte \(byte)")
    }
    #expect(Decode.chunks([[0x11]]) == [.key(.control("q"))])
    #expect(Decode.string("a\r\nb") == [char("a"), key(.enter), key(.enter), char("b")])
  }
}

struct InputDecoderEscapeTests {
  @Test func escapeAloneWaitsThenFlushes() {
    var decoder = InputDecoder()
    #expect(decoder.feed([Decode.esc]).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush() == [key(.escape)])
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.flush().isEmpty)
  }

  @Test func escapeThenLetterInSameChunkIsAlt() {
    #expect(Decode.string("\u{1B}b") == [char("b", .alt)])
    #expect(Decode.string("\u{1B}B") == [char("B", .alt)])
    #expect(Decode.string("\u{1B}\r") == [key(.enter, .alt)])
    #expect(Decode.string("\u{1B}\u{7F}") == [key(.backspace, .alt)])
    #expect(Decode.string("\u{1B}\u{01}") == [char("a", [.alt, .control])])
    #expect(Decode.string("\u{1B}é") == [char("é", .alt)])
    #expect(Decode.string("\u{1B} ") == [char(" ", .alt)])
  }

  @Test func escapeAtChunkEndJoinsTheNextChunkUntilFlushed() {
    // Within the escape delay, ESC and the next byte are one Alt key.
    #expect(Decode.chunks([[Decode.esc], Decode.bytes("x")]) == [char("x", .alt)])
    // After the delay (flush), they are two keys.
    var decoder = InputDecoder()
    #expect(decoder.feed([Decode.esc]).isEmpty)
    #expect(decoder.flush() == [key(.escape)])
    #expect(decoder.feed(Decode.bytes("x")) == [char("x")])
  }

  @Test func partialIntroducersFlushAsAltKeys() {
    #expect(Decode.string("\u{1B}[") == [char("[", .alt)])
    #expect(Decode.string("\u{1B}O") == [char("O", .alt)])
    #expect(Decode.string("\u{1B}]") == [char("]", .alt)])
    #expect(Decode.string("\u{1B}Px") == [char("P", .alt), char("x")])
    #expect(Decode.string("\u{1B}\u{1B}") == [key(.escape, .alt)])
    // A longer partial sequence is dropped, not shown as text.
    #expect(Decode.string("\u{1B}[1;5").isEmpty)
  }

  @Test func arrowsAndNavigationInBothEncodings() {
    let table: [(String, Key)] = [
      ("[A", .up), ("[B", .down), ("[C", .right), ("[D", .left), ("[H", .home), ("[F", .end),
      ("OA", .up), ("OB", .down), ("OC", .right), ("OD", .left), ("OH", .home), ("OF", .end),
      ("[1~", .home), ("[4~", .end), ("[7~", .home), ("[8~", .end), ("[2~", .insert), ("[3~", .delete),
      ("[5~", .pageUp), ("[6~", .pageDown),
    ]
    for (tail, k) in table {
      #expect(Decode.string("\u{1B}" + tail, flush: false) == [key(k)], "ESC \(tail)")
    }
  }

  @Test func functionKeys() {
    let table: [(String, Int)] = [
      ("OP", 1), ("OQ", 2), ("OR", 3), ("OS", 4), ("[11~", 1), ("[12~", 2), ("[13~", 3), ("[14~", 4),
      ("[15~", 5), ("[17~", 6), ("[18~", 7), ("[19~", 8), ("[20~", 9), ("[21~", 10), ("[23~", 11),
      ("[24~", 12), ("[[A", 1), ("[[E", 5),
    ]
    for (tail, n) in table {
      #expect(Decode.string("\u{1B}" + tail, flush: false) == [key(.function(n))], "ESC \(tail)")
    }
    #expect(Decode.string("\u{1B}[1;2P") == [key(.function(1), .shift)])
    #expect(Decode.string("\u{1B}[1;5Q") == [key(.function(2), .control)])
    #expect(Decode.string("\u{1B}[1;5R") == [key(.function(3), .control)])
    #expect(Decode.string("\u{1B}[1;3S") == [key(.function(4), .alt)])
    #expect(Decode.string("\u{1B}[15;5~") == [key(.function(5), .control)])
    #expect(Decode.string("\u{1B}[24;2~") == [key(.function(12), .shift)])
    #expect(Decode.string("\u{1B}O5P") == [key(.function(1), .control)])
  }

  @Test func xtermModifiers() {
    let table: [(String, InputEvent)] = [
      ("[1;2A", key(.up, .shift)), ("[1;3B", key(.down, .alt)), ("[1;5C", key(.right, .control)),
      ("[1;6D", key(.left, [.control, .shift])), ("[1;4H", key(.home, [.alt, .shift])),
      ("[1;7F", key(.end, [.alt, .control])), ("[1;8A", key(.up, [.shift, .alt, .control])),
      ("[1;9A", key(.up, .alt)), ("[1;10A", key(.up, [.alt, .shift])),
      ("[5;5~", key(.pageUp, .control)), ("[6;2~", key(.pageDown, .shift)),
      ("[3;2~", key(.delete, .shift)), ("[2;3~", key(.insert, .alt)), ("[1;1A", key(.up)),
      ("[Z", key(.tab, .shift)),
    ]
    for (tail, event) in table {
      #expect(Decode.string("\u{1B}" + tail) == [event], "ESC \(tail)")
    }
  }

  @Test func altPrefixedSequences() {
    #expect(Decode.string("\u{1B}\u{1B}[A") == [key(.up, .alt)])
    #expect(Decode.string("\u{1B}\u{1B}OB") == [key(.down, .alt)])
    #expect(Decode.string("\u{1B}\u{1B}[5~") == [key(.pageUp, .alt)])
    #expect(Decode.string("\u{1B}\u{1B}[1;5C") == [key(.right, [.alt, .control])])
    #expect(Decode.string("\u{1B}\u{1B}x") == [key(.escape, .alt), char("x")])
    Decode.expectSameAtEverySplit(Decode.bytes("\u{1B}\u{1B}[A"), [key(.up, .alt)])
  }

  @Test func rxvtAndOtherTerminals() {
    let table: [(String, InputEvent)] = [
      ("[a", key(.up, .shift)), ("[d", key(.left, .shift)), ("Oa", key(.up, .control)),
      ("Oc", key(.right, .control)), ("[2$", key(.insert, .shift)), ("[3^", key(.delete, .control)),
      ("[5@", key(.pageUp, [.control, .shift])), ("OM", key(.enter)), ("Oj", char("*")), ("Oq", char("1")),
      ("[27;5;13~", key(.enter, .control)), ("[27;6;97~", char("a", [.control, .shift])),
      ("[97;5u", char("a", .control)), ("[13;2u", key(.enter, .shift)),
    ]
    for (tail, event) in table {
      #expect(Decode.string("\u{1B}" + tail) == [event], "ESC \(tail)")
    }
  }

  @Test func sequencesSplitAtEveryOffset() {
    let cases: [(String, [InputEvent])] = [
      ("\u{1B}[1;5A", [key(.up, .control)]),
      ("x\u{1B}OPy", [char("x"), key(.function(1)), char("y")]),
      ("\u{1B}[15;2~", [key(.function(5), .shift)]),
      ("\u{1B}[<0;10;5M", [.mouse(MouseEvent(kind: .press(.left), location: Point(x: 9, y: 4)))]),
      ("\u{1B}[?2026;2$y", [.report(.modeSupport(mode: 2026, supported: true))]),
      (
        "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\a",
        [.report(.backgroundColor(red: 0, green: 0, blue: 0)), char("a")]
      ),
      ("\u{1B}[200~hi\u{1B}[201~", [.paste("hi")]),
    ]
    for (text, expected) in cases {
      Decode.expectSameAtEverySplit(Decode.bytes(text), expected)
    }
  }

  @Test func truncatedSequenceWaitsForTheNextChunk() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Decode.bytes("a\u{1B}[1;")) == [char("a")])
    #expect(decoder.isAwaitingMore)
    #expect(decoder.feed(Decode.bytes("5")).isEmpty)
    #expect(decoder.feed(Decode.bytes("Ab")) == [key(.up, .control), char("b")])
    #expect(!decoder.isAwaitingMore)
  }
}
