import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A deterministic paste of at least `bytes` UTF-8 bytes mixing scripts:
/// Latin with accents, CJK, emoji (modifiers, ZWJ families, flags, VS16),
/// Arabic and Hebrew (right to left), combining marks (stacked, decomposed
/// Hangul, a Devanagari conjunct), bidi controls, U+2028/U+2029, a BOM,
/// quotes and backslashes, tabs, blank lines, short lines and lines long
/// enough to wrap many times. No CR: a text view keeps LF line ends
/// only, so with LF the text must come back byte for byte.
enum PasteCorpus {
  static let pieces = [
    "Pack my box with five dozen liquor jugs.", "Ça va? Größe, naïve, ŒUVRE, Ångström",
    "漢字かな交じり文", "中文测试，标点。", "한국어 텍스트", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵🇫🇷", "❤️",
    "العربية نص تجريبي", "עברית טקסט", "e\u{301}", "a\u{308}\u{304}", "Z\u{335}\u{31B}\u{327}",
    "\u{1100}\u{1161}\u{11A8}", "न\u{94D}\u{200D}ह", "\t", "ﬁ ﬀ", "Ω≈ç√∫", "x",
    "\u{202E}evil\u{202C} \u{200F}mark", "line\u{2028}sep\u{2029}par", "\u{FEFF}bom",
    "quote \" back\\slash /",
  ]

  static func text(bytes: Int = 1 << 20, seed: UInt64 = 2004) -> String {
    var rng = SplitMix64(state: seed)
    var result = ""
    result.reserveCapacity(bytes + 256)
    var line = 0
    while result.utf8.count < bytes {
      // Mostly short lines, some blank, every 37th one long enough to wrap.
      let words = line % 37 == 0 ? 200 : line % 11 == 0 ? 0 : Int.random(in: 1...12, using: &rng)
      for word in 0..<words {
        if word > 0 { result += " " }
        result += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
      }
      result += "\n"
      line += 1
    }
    return result + "END-OF-PASTE"
  }

  /// The 1 MiB paste the tests use.
  static let megabyte = text()
}

/// Whether two strings have the same UTF-8 bytes. `==` on strings compares
/// by canonical equivalence ("é" precomposed equals "e" + U+0301), which
/// would hide a change of bytes.
func sameBytes(_ a: String, _ b: String) -> Bool { a.hasSameBytes(as: b) }

/// A paste event's text.
func pastedText(_ events: [InputEvent]) -> [String] {
  events.compactMap { event in
    if case .paste(let text) = event { return text }
    return nil
  }
}

struct PasteAtScaleDecodingTests {
  static let bytes = Array("\u{1B}[200~".utf8) + Array(PasteCorpus.megabyte.utf8) + Array("\u{1B}[201~x".utf8)

  @Test func megabyteMixedScriptPasteInRandomChunksIsByteExact() {
    let corpus = PasteCorpus.megabyte
    #expect(corpus.utf8.count >= 1 << 20)
    for seed in UInt64(1)...4 {
      var rng = SplitMix64(state: seed)
      var decoder = InputDecoder()
      var events: [InputEvent] = []
      // Chunks from 1 byte to 8 KiB: UTF-8 characters and the end marker
      // are cut at random places.
      for chunk in randomChunks(Self.bytes, maxChunk: 8192, using: &rng) {
        events += decoder.feed(chunk)
      }
      events += decoder.flush()
      let texts = pastedText(events)
      #expect(texts.count == 1, "seed \(seed)")
      #expect(texts.first.map { sameBytes($0, corpus) } == true, "seed \(seed): text differs")
      #expect(events.last == char("x"), "seed \(seed): the key after the paste")
    }
  }

  @Test func endMarkerCutAtEveryPlaceInTheLastReads() {
    let corpus = PasteCorpus.megabyte
    // The megabyte in 4 KiB reads, then the last 12 bytes (the end of the
    // text, the marker and a key) cut at every pair of places.
    let head = Self.bytes.count - 12
    var decoder = InputDecoder()
    var start = 0
    while start < head {
      let end = min(head, start + 4096)
      #expect(decoder.feed(Self.bytes[start..<end]).isEmpty)
      start = end
    }
    #expect(decoder.isPasting)
    for first in head...Self.bytes.count {
      for second in first...Self.bytes.count {
        var copy = decoder
        var events = copy.feed(Self.bytes[head..<first])
        events += copy.feed(Self.bytes[first..<second])
        events += copy.feed(Self.bytes[second...])
        events += copy.flush()
        let texts = pastedText(events)
        #expect(texts.count == 1 && sameBytes(texts[0], corpus), "cut at \(first), \(second)")
        #expect(events.last == char("x"))
      }
    }
  }
}

/// Notes per item behind a computed binding, written the way TermDemo's
/// model writes them (`noteText`).
@Observable
@MainActor
final class PasteNotesModel {
  var notes: [Int: String] = [:]
  var selected = 7
  @ObservationIgnored var writes = 0

  var noteText: String {
    get { notes[selected] ?? "# item \(selected)\n" }
    set {
      guard !sameBytes(newValue, noteText) else { return }
      notes[selected] = newValue
      writes += 1
    }
  }
}

/// A status line over a notes editor, like TermDemo's notes pane.
struct PasteNotesScreen: View {
  @Bindable var model: PasteNotesModel

  var body: some View {
    VStack(spacing: 0) {
      Text("item \(model.selected)")
      TextEditor(text: $model.noteText)
    }
  }
}

/// Pastes and typing at scale into a `TextEditor` (a representable over
/// `TermTextView`) whose binding goes into an `@Observable` model.
@MainActor
@Suite struct PasteAtScaleEditorTests {
  func withNotesEditor(_ body: (TermApplication, PasteNotesModel, TermTextView, TermScreen) throws -> Void)
    throws
  {
    let model = PasteNotesModel()
    try withHostedView(PasteNotesScreen(model: model), width: 60, height: 12) { app, host, screen in
      let editor = try #require(findView(TermTextView.self, in: host))
      #expect(editor.becomeFirstResponder())
      try body(app, model, editor, screen)
    }
  }

  @Test func megabytePasteReachesTheBindingByteForByte() throws {
    let corpus = PasteCorpus.megabyte
    try withNotesEditor { app, model, editor, screen in
      app.handle([.paste(corpus)])
      #expect(model.writes == 1)
      #expect(sameBytes(model.noteText, "# item 7\n" + corpus), "the binding's bytes differ")
      #expect(sameBytes(editor.text, model.noteText))
      // The cursor is at the end of the paste, and the end is on screen.
      #expect(editor.selectedRange == editor.endPosition..<editor.endPosition)
      #expect(screen.rows().contains { $0.contains("END-OF-PASTE") })
      // Undo takes the whole paste back as one step.
      editor.undo()
      #expect(sameBytes(model.noteText, "# item 7\n"))
    }
  }

  @Test func tenThousandKeysOneFrameEachAreAllApplied() throws {
    let keys = PasteAtScaleEditorTests.typedKeys(count: 10_000)
    try withNotesEditor { app, model, editor, screen in
      for key in keys.events { app.handle([.key(key)]) }
      #expect(sameBytes(model.noteText, "# item 7\n" + keys.expected), "typed text differs")
      #expect(screen.rows().contains { $0.contains("LAST") })
    }
  }

  /// Whether `key` is a printable key the application types as a run.
  static func isPrintable(_ key: KeyEvent) -> Bool { key.typedCharacter != nil }

  @Test func tenThousandKeysInOneBurstAreAllApplied() throws {
    let keys = PasteAtScaleEditorTests.typedKeys(count: 10_000)
    try withNotesEditor { app, model, editor, _ in
      app.handle(keys.events.map { .key($0) })
      #expect(sameBytes(model.noteText, "# item 7\n" + keys.expected), "typed text differs")
      // Each run of printable keys is one edit (one write); the other
      // keys (Enter, Backspace, …) one each.
      let runs = zip(keys.events, [nil] + keys.events.dropLast().map(Optional.some)).filter { key, before in
        !PasteAtScaleEditorTests.isPrintable(key) || before.map(PasteAtScaleEditorTests.isPrintable) != true
      }.count
      #expect(model.writes <= runs)
      #expect(model.writes < keys.events.count / 2)
    }
  }

  @Test func pasteOfCanonicallyEquivalentTextReachesTheBinding() throws {
    // "café" with a precomposed é is canonically equivalent to "cafe" +
    // U+0301, so `==` calls them equal; the paste must still land.
    let decomposed = "cafe\u{301}"
    try withNotesEditor { app, model, editor, _ in
      model.noteText = "caf\u{E9}"
      app.render()
      #expect(sameBytes(editor.text, "caf\u{E9}"))
      editor.selectedRange = .zero..<editor.endPosition
      app.handle([.paste(decomposed)])
      #expect(sameBytes(editor.text, decomposed))
      #expect(sameBytes(model.noteText, decomposed), "the binding kept the old bytes")
      // And back, from the model: the editor takes the other bytes too.
      model.noteText = "caf\u{E9}"
      app.render()
      #expect(sameBytes(editor.text, "caf\u{E9}"), "the editor kept the old bytes")
    }
  }

  /// `count` keys (letters, digits, spaces, Enter, accented, CJK and
  /// emoji keys, Backspace after a plain letter) ending in "LAST", and
  /// the text they must leave.
  static func typedKeys(count: Int) -> (events: [KeyEvent], expected: String) {
    var rng = SplitMix64(state: 10_000)
    let plain = Array("abcdefghijklmnopqrstuvwxyz0123456789 ")
    let wide: [Character] = ["é", "ß", "中", "文", "👍", "ש", "ع", "Ω"]
    var events: [KeyEvent] = []
    var expected = ""
    var lastWasPlain = false
    while events.count < count - 4 {
      let roll = Int.random(in: 0..<100, using: &rng)
      if roll < 5 && lastWasPlain {
        events.append(KeyEvent(.backspace))
        expected.removeLast()
        lastWasPlain = false
      } else if roll < 10 {
        events.append(KeyEvent(.enter))
        expected += "\n"
        lastWasPlain = false
      } else if roll < 20 {
        let c = wide[Int.random(in: 0..<wide.count, using: &rng)]
        events.append(.character(c))
        expected.append(c)
        lastWasPlain = false
      } else {
        let c = plain[Int.random(in: 0..<plain.count, using: &rng)]
        events.append(.character(c))
        expected.append(c)
        lastWasPlain = true
      }
    }
    for c in "LAST" {
      events.append(.character(c))
      expected.append(c)
    }
    return (events, expected)
  }
}

/// A search field and a notes editor; Tab moves focus between them through
/// `@FocusState`, as TermDemo's screen does.
struct FocusSwitchingScreen: View {
  enum Pane: Hashable { case search, editor }

  @Bindable var model: PasteNotesModel
  @State var query = ""
  @FocusState var focus: Pane?

  init(model: PasteNotesModel) {
    _model = Bindable(model)
    _query = State(wrappedValue: "")
    _focus = FocusState()
  }

  var body: some View {
    VStack(spacing: 0) {
      TextField("Search", text: $query)
        .focused($focus, equals: .search)
      TextEditor(text: $model.noteText)
        .focused($focus, equals: .editor)
    }
    .onKeyPress(KeyEvent(.tab)) {
      focus = focus == .editor ? .search : .editor
      return .handled
    }
  }
}

/// Keys that arrive in one read (a fast typist, a laggy link, a script)
/// must act as if typed one at a time: a key that moves focus sends the
/// keys after it to the newly focused view.
@MainActor
@Suite struct KeysInOneReadTests {
  @Test func keysAfterAFocusChangeInTheSameReadGoToTheNewFocus() throws {
    let model = PasteNotesModel()
    let screen = FocusSwitchingScreen(model: model)
    try withHostedView(screen, width: 40, height: 8) { app, host, _ in
      let field = try #require(findView(TermTextField.self, in: host))
      let editor = try #require(findView(TermTextView.self, in: host))
      #expect(field.isFirstResponder)
      app.handle([.key(KeyEvent(.tab))] + "hi".map { .key(.character($0)) } + [.paste(" there")])
      #expect(editor.isFirstResponder)
      #expect(field.text == "")
      #expect(sameBytes(model.noteText, "# item 7\nhi there"))
      // And back, in one read too.
      app.handle([.key(KeyEvent(.tab)), .key(.character("q"))])
      #expect(field.isFirstResponder)
      #expect(field.text == "q")
    }
  }
}
