import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
  .mouse(MouseEvent(kind: kind, location: Point(x: x, y: y), modifiers: modifiers))
}

struct BracketedPasteTests {
  static let text = "line1\nline2 日本 👍"

  @Test func pasteIsOneEventWithExactText() {
    let events = Decode.string("\u{1B}[200~\(Self.text)\u{1B}[201~")
    #expect(events == [.paste(Self.text)])
  }

  @Test func pasteKeepsCarriageReturnsTabsAndEscapeBytes() {
    let inner = "a\r\nb\tc\u{1B}[Ad\u{1B}e\u{7F}\u{1}"
    #expect(Decode.string("\u{1B}[200~\(inner)\u{1B}[201~") == [.paste(inner)])
    // A nested start marker is text too.
    #expect(Decode.string("\u{1B}[200~x\u{1B}[200~y\u{1B}[201~") == [.paste("x\u{1B}[200~y")])
  }

  @Test func pasteBetweenKeysInOneChunk() {
    let events = Decode.string("a\u{1B}[200~p q\u{1B}[201~\u{1B}[Bz")
    #expect(events == [char("a"), .paste("p q"), key(.down), char("z")])
    #expect(Decode.string("\u{1B}[200~\u{1B}[201~") == [.paste("")])
  }

  @Test func pasteSplitAtEveryOffset() {
    Decode.expectSameAtEverySplit(
      Decode.bytes("\u{1B}[200~\(Self.text)\u{1B}[201~x"), [.paste(Self.text), char("x")])
  }

  @Test func openPasteIsNotFlushedAsKeys() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Decode.bytes("\u{1B}[200~abc\u{1B}")).isEmpty)
    #expect(decoder.isPasting)
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.flush().isEmpty)  // an ESC-delay flush leaves the paste open
    #expect(decoder.feed(Decode.bytes("[20")).isEmpty)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(Decode.bytes("1~k")) == [.paste("abc"), char("k")])
    #expect(!decoder.isPasting)
  }

  @Test func finishPasteGivesUpOnALostEndMarker() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Decode.bytes("\u{1B}[200~lost\n\u{1B}[2")).isEmpty)
    #expect(decoder.finishPaste() == [.paste("lost\n")])
    #expect(!decoder.isPasting)
    #expect(decoder.feed(Decode.bytes("q")) == [char("q")])
    #expect(decoder.finishPaste().isEmpty)
  }

  @Test func invalidUTF8InPasteBecomesReplacementCharacter() {
    let bytes = Decode.bytes("\u{1B}[200~a") + [0xFF] + Decode.bytes("b\u{1B}[201~")
    #expect(Decode.chunks([bytes]) == [.paste("a\u{FFFD}b")])
  }

  // Megabyte inputs, whole and in 4 KiB reads. Not timed: timings are
  // reported by benchmarks, never asserted by unit tests.
  @Test func megabytePaste() {
    let line = "The quick brown fox 日本 👍 jumps\n"
    var body = ""
    while body.utf8.count < 1 << 20 { body += line }
    let bytes = Decode.bytes("\u{1B}[200~") + Decode.bytes(body) + Decode.bytes("\u{1B}[201~")
    let whole = Decode.chunks([bytes])
    var chunked: [InputEvent] = []
    var decoder = InputDecoder()
    var start = 0
    while start < bytes.count {
      let end = min(start + 4096, bytes.count)
      chunked += decoder.feed(bytes[start..<end])
      start = end
    }
    #expect(whole == [.paste(body)])
    #expect(chunked == [.paste(body)])
  }

  @Test func megabyteOfTypedText() {
    let bytes = [UInt8](repeating: 0x61, count: 1 << 20)
    var count = 0
    var decoder = InputDecoder()
    var start = 0
    while start < bytes.count {
      let end = min(start + 4096, bytes.count)
      count += decoder.feed(bytes[start..<end]).count
      start = end
    }
    #expect(count == bytes.count)
  }
}

struct MouseAndReportTests {
  @Test func sgrClicks() {
    #expect(Decode.string("\u{1B}[<0;1;1M") == [mouse(.press(.left), 0, 0)])
    #expect(Decode.string("\u{1B}[<0;12;7m") == [mouse(.release(.left), 11, 6)])
    #expect(Decode.string("\u{1B}[<1;3;4M") == [mouse(.press(.middle), 2, 3)])
    #expect(Decode.string("\u{1B}[<2;300;200M") == [mouse(.press(.right), 299, 199)])
    #expect(Decode.string("\u{1B}[<2;3;4m") == [mouse(.release(.right), 2, 3)])
  }

  @Test func sgrWheelDragAndModifiers() {
    #expect(Decode.string("\u{1B}[<64;5;6M") == [mouse(.wheelUp, 4, 5)])
    #expect(Decode.string("\u{1B}[<65;5;6M") == [mouse(.wheelDown, 4, 5)])
    #expect(Decode.string("\u{1B}[<32;8;2M") == [mouse(.drag(.left), 7, 1)])
    #expect(Decode.string("\u{1B}[<34;8;2M") == [mouse(.drag(.right), 7, 1)])
    #expect(Decode.string("\u{1B}[<4;1;1M") == [mouse(.press(.left), 0, 0, .shift)])
    #expect(Decode.string("\u{1B}[<8;1;1M") == [mouse(.press(.left), 0, 0, .alt)])
    #expect(Decode.string("\u{1B}[<16;1;1M") == [mouse(.press(.left), 0, 0, .control)])
    #expect(Decode.string("\u{1B}[<81;2;2M") == [mouse(.wheelDown, 1, 1, .control)])
    #expect(Decode.string("\u{1B}[<66;3;4M") == [mouse(.wheelLeft, 2, 3)])
    #expect(Decode.string("\u{1B}[<67;3;4M") == [mouse(.wheelRight, 2, 3)])
    // Motion with no button and extra buttons are dropped.
    #expect(Decode.string("\u{1B}[<35;1;1M\u{1B}[<128;1;1Mx") == [char("x")])
  }

  @Test func legacyMouseEncodings() {
    // X10: ESC [ M then button+32, x+33, y+33.
    #expect(Decode.chunks([[0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]]) == [mouse(.press(.left), 4, 2)])
    #expect(
      Decode.chunks([[0x1B, 0x5B, 0x4D, 34, 40, 40, 0x1B, 0x5B, 0x4D, 35, 40, 40]]) == [
        mouse(.press(.right), 7, 7), mouse(.release(.right), 7, 7),
      ])
    // urxvt 1015: decimal, button + 32.
    #expect(Decode.string("\u{1B}[96;10;3M") == [mouse(.wheelUp, 9, 2)])
  }

  @Test func focusEvents() {
    #expect(Decode.string("\u{1B}[I\u{1B}[O") == [.report(.focusIn), .report(.focusOut)])
  }

  @Test func decrpmReplies() {
    #expect(Decode.string("\u{1B}[?2026;2$y") == [.report(.modeSupport(mode: 2026, supported: true))])
    #expect(Decode.string("\u{1B}[?2026;1$y") == [.report(.modeSupport(mode: 2026, supported: true))])
    #expect(Decode.string("\u{1B}[?2026;0$y") == [.report(.modeSupport(mode: 2026, supported: false))])
    #expect(Decode.string("\u{1B}[?1004;4$y") == [.report(.modeSupport(mode: 1004, supported: false))])
  }

  @Test func cursorPositionReports() {
    #expect(Decode.string("\u{1B}[12;40R") == [.report(.cursorPosition(Point(x: 39, y: 11)))])
    #expect(Decode.string("\u{1B}[?1;5R") == [.report(.cursorPosition(Point(x: 4, y: 0)))])
    #expect(Decode.string("\u{1B}[1;1R") == [.report(.cursorPosition(Point(x: 0, y: 0)))])
  }
}

struct DecoderRobustnessTests {
  @Test func unknownSequencesAreDroppedWhole() {
    // (DA1, the kitty flags reply and OSC 11 are reports now:
    // TerminalProtocolDecoderTests.)
    let junk = [
      "\u{1B}[99~", "\u{1B}[>41;354;0c", "\u{1B}[1;2;3;4;5;6x", "\u{1B}[ q",
      "\u{1B}]12;rgb:ffff/ffff/ffff\u{7}", "\u{1B}]10;rgb:0/0/0\u{1B}\\",
      "\u{1B}P>|XTerm(388)\u{1B}\\", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\", "\u{1B}[201~",
      "\u{1B}O~", "\u{1B}[12;2$y", "\u{1B}[E",
    ]
    for sequence in junk {
      #expect(Decode.string(sequence + "x") == [char("x")], "\(Array(sequence.utf8))")
      #expect(Decode.string("x" + sequence) == [char("x")], "\(Array(sequence.utf8))")
    }
  }

  @Test func malformedSequencesDoNotSwallowWhatFollows() {
    // A control byte inside a CSI ends it; the control is still a key.
    #expect(Decode.string("\u{1B}[1;\rx") == [key(.enter), char("x")])
    // An ESC inside a CSI starts a new sequence.
    #expect(Decode.string("\u{1B}[12\u{1B}[A") == [key(.up)])
    // An OSC cut short by a control byte (Alt-] then a digit typed fast).
    #expect(Decode.string("\u{1B}]1abc\rq") == [key(.enter), char("q")])
    // An OSC cut short by another sequence.
    #expect(Decode.string("\u{1B}]1;x\u{1B}[B") == [key(.down)])
  }

  @Test func unterminatedStringIsDroppedByFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Decode.bytes("\u{1B}]11;rgb:00")).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(Decode.bytes("a")) == [char("a")])
  }

  @Test func overLongSequenceIsGivenUpWithBoundedMemory() {
    var decoder = InputDecoder()
    var events = decoder.feed(Decode.bytes("\u{1B}["))
    for _ in 0..<1000 {
      events += decoder.feed([UInt8](repeating: 0x31, count: 100))
      #expect(decoder.heldByteCount <= EscapeSequenceParser.maxSequenceLength + 100)
    }
    events += decoder.feed(Decode.bytes(";5Aok"))
    #expect(events == chars("ok"))
    #expect(!decoder.isAwaitingMore)
    // Huge parameters saturate instead of overflowing.
    #expect(Decode.string("\u{1B}[99999999999999999999999;5A") == [key(.up, .control)])
  }

  @Test func everyByteValueDecodesWithoutHanging() {
    for b in 0...255 {
      let events = Decode.chunks([[UInt8(b)], Decode.bytes("z")])
      #expect(events.last == char("z") || b == 0x1B, "byte \(b)")
      #expect(!events.isEmpty)
    }
    #expect(Decode.chunks([Array(0...255)]).count > 100)
  }
}

struct PipeDecodingTests {
  static let writes: [String] = [
    "hi é", "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}[15~", "\u{1B}[200~line1\nline2 日本 👍 👨‍👩‍👧\u{1B}[201~",
    "\u{1B}[<0;10;5M", "\u{1B}[<0;10;5m", "\u{1B}[<65;3;3M", "\u{1B}x", "\u{11}", "日", "\u{1B}",
  ]
  static let expected: [InputEvent] =
    chars("hi é") + [
      key(.up), key(.right, .control), key(.function(1)), key(.function(5)), .paste("line1\nline2 日本 👍 👨‍👩‍👧"),
      mouse(.press(.left), 9, 4), mouse(.release(.left), 9, 4), mouse(.wheelDown, 2, 2), char("x", .alt),
      char("q", .control), char("日"), key(.escape),
    ]

  /// Real bytes through a pipe, read back with `read()` in whatever chunks
  /// the kernel gives. Each keystroke is one `write()`; after each write the
  /// reader takes at most `readSize` bytes, so small sizes cut sequences
  /// apart and leave bytes queued in the pipe. One thread does both (the
  /// data fits in the pipe buffer), so no read can block forever.
  @Test(arguments: [1, 3, 7, 64, 4096])
  func decodesBytesReadFromAPipe(readSize: Int) throws {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    let (readEnd, writeEnd) = (fds[0], fds[1])
    defer { close(readEnd) }
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var buffer = [UInt8](repeating: 0, count: readSize)
    func readOnce() -> Int {
      let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, readSize) }
      if count > 0 { events += decoder.feed(buffer[..<count]) }
      return count
    }
    for chunk in Self.writes {
      let bytes = Array(chunk.utf8)
      let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
      try #require(written == bytes.count)
      _ = readOnce()
    }
    close(writeEnd)
    while readOnce() > 0 {}
    events += decoder.flush() + decoder.finishPaste()
    #expect(events == Self.expected)
  }
}
