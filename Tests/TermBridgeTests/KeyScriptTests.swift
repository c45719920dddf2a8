import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Names and bytes from the bench harness's `key_bytes` (normal cursor mode),
/// so the script driver means the same keys as the pty benchmark.
let benchKeyBytes: [(String, [UInt8])] = [
  ("enter", [13]),
  ("return", [13]),
  ("tab", [9]),
  ("btab", [27, 91, 90]),
  ("shift-tab", [27, 91, 90]),
  ("backspace", [127]),
  ("bs", [127]),
  ("esc", [27]),
  ("escape", [27]),
  ("space", [32]),
  ("ctrl-space", [0]),
  ("ctrl-@", [0]),
  ("ctrl-[", [27]),
  ("ctrl-\\", [28]),
  ("ctrl-]", [29]),
  ("ctrl-^", [30]),
  ("ctrl-_", [31]),
  ("ctrl-?", [127]),
  ("up", [27, 91, 65]),
  ("down", [27, 91, 66]),
  ("left", [27, 91, 68]),
  ("right", [27, 91, 67]),
  ("home", [27, 91, 72]),
  ("end", [27, 91, 70]),
  ("insert", [27, 91, 50, 126]),
  ("delete", [27, 91, 51, 126]),
  ("pgup", [27, 91, 53, 126]),
  ("pgdn", [27, 91, 54, 126]),
  ("pageup", [27, 91, 53, 126]),
  ("pagedown", [27, 91, 54, 126]),
  ("f1", [27, 79, 80]),
  ("f2", [27, 79, 81]),
  ("f3", [27, 79, 82]),
  ("f4", [27, 79, 83]),
  ("f5", [27, 91, 49, 53, 126]),
  ("f6", [27, 91, 49, 55, 126]),
  ("f7", [27, 91, 49, 56, 126]),
  ("f8", [27, 91, 49, 57, 126]),
  ("f9", [27, 91, 50, 48, 126]),
  ("f10", [27, 91, 50, 49, 126]),
  ("f11", [27, 91, 50, 51, 126]),
  ("f12", [27, 91, 50, 52, 126]),
  ("ctrl-a", [1]),
  ("ctrl-q", [17]),
  ("ctrl-u", [21]),
  ("ctrl-h", [8]),
  ("ctrl-m", [13]),
  ("CTRL-Z", [26]),
  ("alt-x", [27, 120]),
  ("alt-X", [27, 120]),
  ("meta-b", [27, 98]),
  ("alt-shift-a", [27, 65]),
  ("shift-a", [65]),
  ("alt-enter", [27, 13]),
  ("ctrl-enter", [13]),
  ("alt-backspace", [27, 127]),
  ("alt-esc", [27, 27]),
  ("alt-space", [27, 32]),
  ("alt-tab", [27, 9]),
  ("ctrl-tab", [9]),
  ("ctrl-up", [27, 91, 49, 59, 53, 65]),
  ("shift-left", [27, 91, 49, 59, 50, 68]),
  ("alt-down", [27, 91, 49, 59, 51, 66]),
  ("ctrl-alt-right", [27, 91, 49, 59, 55, 67]),
  ("ctrl-shift-home", [27, 91, 49, 59, 54, 72]),
  ("shift-end", [27, 91, 49, 59, 50, 70]),
  ("ctrl-pgup", [27, 91, 53, 59, 53, 126]),
  ("alt-pgdn", [27, 91, 54, 59, 51, 126]),
  ("shift-delete", [27, 91, 51, 59, 50, 126]),
  ("ctrl-insert", [27, 91, 50, 59, 53, 126]),
  ("shift-f1", [27, 91, 49, 59, 50, 80]),
  ("ctrl-f3", [27, 91, 49, 59, 53, 82]),
  ("alt-f4", [27, 91, 49, 59, 51, 83]),
  ("ctrl-f5", [27, 91, 49, 53, 59, 53, 126]),
  ("shift-f12", [27, 91, 50, 52, 59, 50, 126]),
  ("ctrl-alt-shift-up", [27, 91, 49, 59, 56, 65]),
  ("alt--", [27, 45]),
  ("ctrl-alt-a", [27, 1]),
  ("alt-[", [27, 91]),
  ("alt-é", [27, 195, 169]),
  ("a", [97]),
  ("A", [65]),
  ("é", [195, 169]),
  ("-", [45]),
  ("1", [49]),
]

struct KeyScriptTests {
  @Test func typesAndMovesLikeTheExample() throws {
    let script = try KeyScript("type hello\nkey down 3")
    #expect(script.events == chars("hello") + Array(repeating: key(.down), count: 3))
  }

  @Test func keyNamesGiveTheBenchBytes() {
    for (name, bytes) in benchKeyBytes {
      #expect(KeyNames.bytes(forKeyNamed: name) == bytes, "\(name)")
    }
    #expect(KeyNames.bytes(forKeyNamed: "up", applicationCursor: true) == [0x1B, 0x4F, 0x41])
    #expect(KeyNames.bytes(forKeyNamed: "end", applicationCursor: true) == [0x1B, 0x4F, 0x46])
    #expect(KeyNames.bytes(forKeyNamed: "ctrl-up", applicationCursor: true) == Decode.bytes("\u{1B}[1;5A"))
    for bad in ["ctrl-1", "foo", "super-a", "ctrl--", "ctrl-é", ""] {
      #expect(KeyNames.bytes(forKeyNamed: bad) == nil, "\(bad)")
    }
  }

  @Test func keyNamesMeanWhatATerminalSends() throws {
    let table: [(String, InputEvent)] = [
      ("enter", key(.enter)), ("tab", key(.tab)), ("btab", key(.tab, .shift)), ("backspace", key(.backspace)),
      ("esc", key(.escape)), ("space", char(" ")), ("delete", key(.delete)), ("insert", key(.insert)),
      ("home", key(.home)), ("end", key(.end)), ("pgup", key(.pageUp)), ("pgdn", key(.pageDown)),
      ("up", key(.up)), ("down", key(.down)), ("left", key(.left)), ("right", key(.right)),
      ("f1", key(.function(1))), ("f4", key(.function(4))), ("f5", key(.function(5))),
      ("f12", key(.function(12))), ("ctrl-q", char("q", .control)), ("ctrl-U", char("u", .control)),
      ("ctrl-space", char(" ", .control)), ("ctrl-]", char("]", .control)), ("alt-x", char("x", .alt)),
      ("alt-shift-a", char("A", .alt)), ("shift-a", char("A")), ("A", char("A")), ("é", char("é")),
      ("alt-enter", key(.enter, .alt)), ("alt-backspace", key(.backspace, .alt)),
      ("alt-esc", key(.escape, .alt)), ("ctrl-alt-a", char("a", [.alt, .control])),
      ("alt-[", char("[", .alt)), ("ctrl-up", key(.up, .control)), ("shift-left", key(.left, .shift)),
      ("alt-down", key(.down, .alt)), ("ctrl-alt-right", key(.right, [.alt, .control])),
      ("ctrl-shift-home", key(.home, [.control, .shift])), ("ctrl-pgup", key(.pageUp, .control)),
      ("shift-f1", key(.function(1), .shift)), ("ctrl-f3", key(.function(3), .control)),
      ("ctrl-f5", key(.function(5), .control)),
      // As on a real terminal: these share bytes with other keys.
      ("ctrl-h", key(.backspace)), ("ctrl-m", key(.enter)), ("ctrl-i", key(.tab)), ("ctrl-[", key(.escape)),
      ("ctrl-enter", key(.enter)),
    ]
    for (name, event) in table {
      #expect(try KeyScript("key \(name)").events == [event], "\(name)")
    }
  }

  @Test func scriptVocabulary() throws {
    let source = """
      # a comment
      type "a b\\tc"

      key tab 2
        key ctrl-q
      paste "line1\\nline2 日本 👍"
      paste unquoted text
      raw \\x1b[A\\x1bOP
      resize 120 40
      type e\u{301}👨‍👩‍👧
      type 'it\\'s'
      """
    let script = try KeyScript(source)
    #expect(
      script.events == [char("a"), char(" "), char("b"), key(.tab), char("c"), key(.tab), key(.tab)]
        + [char("q", .control), .paste("line1\nline2 日本 👍"), .paste("unquoted text"), key(.up)]
        + [key(.function(1)), .resize(Size(width: 120, height: 40)), char("e\u{301}"), char("👨‍👩‍👧")]
        + chars("it's"))
    #expect(script.steps.map(\.line) == [2, 4, 5, 6, 7, 8, 9, 10, 11])
  }

  @Test func pythonEscapesInQuotedText() throws {
    #expect(try ScriptText.text(#""\x41\u00e9\U0001F44D\101\n\\\"""#) == "Aé👍A\n\\\"")
    #expect(try ScriptText.text(#"'\q'"#) == "\\q")
    #expect(try ScriptText.text(#""unterminated"#) == #""unterminated"#)
    #expect(try ScriptText.bytes(#"\x1b[A\r\0\e"#) == [0x1B, 0x5B, 0x41, 0x0D, 0x00, 0x5C, 0x65])
  }

  @Test func benchScenarioParses() throws {
    let scenario = """
      set quiet-ms 50
      phase startup
      wait-for item 000000
      expect-screen-contains matches
      sleep 1
      phase search
      type harlie
      expect-screen-not-contains item 000000
      snapshot after-search
      key down 10
      key tab
      type Pack my box with five dozen liquor jugs!
      key enter
      key backspace 5
      key ctrl-u
      key ctrl-q
      expect-exit 10
      wait-quiet
      """
    let script = try KeyScript(scenario)
    #expect(script.events.count == 6 + 10 + 1 + 40 + 1 + 5 + 2)
    #expect(
      script.steps[2] == KeyScript.Step(line: 3, action: .command(name: "wait-for", argument: "item 000000")))
    #expect(script.steps[0].action == .command(name: "set", argument: "quiet-ms 50"))
    #expect(script.steps.last?.action == .command(name: "wait-quiet", argument: ""))
    #expect(script.events.last == char("q", .control))
  }

  @Test func mistakesNameTheirLine() {
    let cases: [(String, Int, String)] = [
      ("type a\nfly away", 2, "unknown command 'fly'"),
      ("key nosuchkey", 1, "unknown key 'nosuchkey'"),
      ("# c\nkey down x", 2, "COUNT must be a number, not 'x'"),
      ("key", 1, "key NAME [COUNT]"),
      ("key up 2 3", 1, "key NAME [COUNT]"),
      ("\n\nresize 80", 3, "resize COLS ROWS (two positive numbers)"),
      ("resize 0 10", 1, "resize COLS ROWS (two positive numbers)"),
      ("type", 1, "type needs TEXT"),
      ("paste \"\"", 1, "paste needs TEXT"),
      ("type \"a\"b\"", 1, "unescaped \" inside a quoted TEXT"),
      ("type \"\\xZZ\"", 1, "bad \\x escape"),
      ("sleep soon", 1, "sleep SECONDS"),
      ("set speed 3", 1, "unknown setting 'speed'"),
      ("snapshot a/b", 1, "snapshot NAME ([A-Za-z0-9_.-])"),
      ("wait-for", 1, "wait-for needs TEXT"),
    ]
    for (source, line, message) in cases {
      #expect(throws: KeyScriptError(line: line, message: message), "\(source)") { try KeyScript(source) }
    }
    let error = KeyScriptError(line: 4, message: "unknown key 'x'")
    #expect(error.description == "key script line 4: unknown key 'x'")
  }
}

struct KeyScriptBytesTests {
  /// Decodes one write the way a run loop does once the ESC delay passes.
  func decodeWrite(_ bytes: [UInt8]) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  @Test func scriptKeysRoundTripThroughTheDecoder() throws {
    for (name, bytes) in benchKeyBytes {
      let events = try KeyScript("key \(name)").events
      #expect(events == decodeWrite(bytes), "\(name)")
      for applicationCursor in [false, true] {
        for event in events {
          #expect(
            decodeWrite(KeyScript.bytes(for: event, applicationCursor: applicationCursor)) == [event],
            "\(name)")
        }
      }
    }
  }

  @Test func everyKindOfEventRoundTrips() {
    var events: [InputEvent] = [
      char("a", [.control, .shift]), char("A", .control), char("h", .control), char("m", .control),
      char("[", .control), char("@", .control), char("?", .control), char("1", .control), char("a", .shift),
      char("é", [.alt, .shift]), char("z", [.alt, .control]), key(.enter, .shift),
      key(.tab, [.control, .shift]),
      key(.backspace, .control), key(.escape, .shift), key(.escape), key(.tab, .shift), char("O", .alt),
      char("P", .alt), char("👨‍👩‍👧"), key(.function(13)), key(.function(20), .control),
      .paste("line1\nline2 日本 👍\u{1B}[A"), .paste(""),
      .report(.modeSupport(mode: 2026, supported: true)), .report(.modeSupport(mode: 2004, supported: false)),
      .report(.cursorPosition(Point(x: 4, y: 0))), .report(.focusIn), .report(.focusOut),
    ]
    for k: Key in [.up, .down, .left, .right, .home, .end, .insert, .delete, .pageUp, .pageDown] {
      events += [key(k), key(k, .shift), key(k, [.alt, .control])]
    }
    for n in 1...12 { events += [key(.function(n)), key(.function(n), [.shift, .control])] }
    for kind: MouseEvent.Kind in [.press(.left), .release(.middle), .drag(.right), .wheelUp, .wheelDown] {
      events += [mouse(kind, 0, 0), mouse(kind, 199, 61, [.shift, .alt, .control])]
    }
    for event in events {
      for applicationCursor in [false, true] {
        #expect(
          decodeWrite(KeyScript.bytes(for: event, applicationCursor: applicationCursor)) == [event],
          "\(event)")
      }
    }
  }

  @Test func bytesForSpecificEvents() {
    #expect(KeyScript.bytes(for: key(.up)) == Decode.bytes("\u{1B}[A"))
    #expect(KeyScript.bytes(for: key(.up), applicationCursor: true) == Decode.bytes("\u{1B}OA"))
    #expect(KeyScript.bytes(for: key(.up, .control)) == Decode.bytes("\u{1B}[1;5A"))
    #expect(KeyScript.bytes(for: key(.function(5), .shift)) == Decode.bytes("\u{1B}[15;2~"))
    #expect(KeyScript.bytes(for: char("q", .control)) == [0x11])
    #expect(KeyScript.bytes(for: .paste("hi")) == Decode.bytes("\u{1B}[200~hi\u{1B}[201~"))
    #expect(KeyScript.bytes(for: .paste("hi"), bracketedPaste: false) == Decode.bytes("hi"))
    #expect(KeyScript.bytes(for: mouse(.release(.left), 9, 4)) == Decode.bytes("\u{1B}[<0;10;5m"))
    #expect(KeyScript.bytes(for: .resize(Size(width: 80, height: 24))).isEmpty)
  }

  @Test func wholeScriptRoundTripsAsOneStream() throws {
    // Bytes of every event written back to back, read in one go: the same
    // events, as long as no lone ESC needs the delay to be told apart.
    let script = try KeyScript(
      """
      type héllo 日本
      key ctrl-left 2
      key f5
      paste "a\\nb"
      key shift-tab
      key ctrl-q
      """)
    let stream = script.events.flatMap { KeyScript.bytes(for: $0) }
    #expect(Decode.chunks([stream]) == script.events)
  }
}
