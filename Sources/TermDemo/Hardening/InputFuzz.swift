import Dispatch
import Glibc
import TermBridgeCore

/// `TermDemo --fuzz`: random terminal input — valid and broken UTF-8,
/// complete, truncated and unknown escape sequences, stray mouse reports and
/// bracketed-paste markers, NULs — through the real ``InputDecoder`` into the
/// headless demo, cut into random reads as a terminal delivers them.
///
/// Between reads it does what the run loop does when time passes: an ESC
/// left waiting is flushed (the escape delay) and a paste whose end marker
/// never came is finished (as ``InputDecoder/finishPaste()`` asks). Along
/// the way and at the end, the widgets must agree with the model, the text
/// cursors must sit on grapheme boundaries, and a full repaint must show
/// what the incremental frames left on screen.
@MainActor
enum InputFuzz {
  struct Report {
    var seed: UInt64
    var bytes = 0
    var reads = 0
    var events = 0
    var keys = 0
    var pastes = 0
    var mice = 0
    var flushes = 0
    var finishedPastes = 0
    var checks = 0
    var seconds = 0.0
    var queryLength = 0
    var noteCount = 0
    var notesBytes = 0
  }

  /// Feeds `byteCount` random bytes from `seed` to a demo on a `size`
  /// screen over `items` items. Throws a ``HardeningFailure`` naming the
  /// seed and the offset at the first inconsistency; checks every
  /// `checkEvery` reads and at the end. With `runsMainQueue`, runs the
  /// main queue's due work between reads as the app's run loop does (tests
  /// inside a test runner's main actor pass false).
  static func run(
    bytes byteCount: Int, seed: UInt64, items: Int = 10_000, size: Size = Size(width: 100, height: 30),
    checkEvery: Int = 64, runsMainQueue: Bool = true
  ) throws -> Report {
    var rng = SeededGenerator(seed: seed)
    var report = Report(seed: seed)
    let demo = try HeadlessDemo(items: items, size: size)
    defer { demo.close() }
    var decoder = InputDecoder()
    let start = DispatchTime.now().uptimeNanoseconds

    func deliver(_ events: [InputEvent]) {
      guard !events.isEmpty else { return }
      report.events += events.count
      for event in events {
        switch event {
        case .key: report.keys += 1
        case .paste: report.pastes += 1
        case .mouse: report.mice += 1
        default: break
        }
      }
      demo.app.handle(events)
    }

    func check(_ at: String) throws {
      report.checks += 1
      var problems = demo.consistencyProblems()
      if let difference = demo.repaintDifference() {
        problems.append("the screen differs from a full repaint at \(difference)")
      }
      if !problems.isEmpty {
        let last = checkEvery == 1 ? ["the last read's events: \(lastEvents)"] : []
        throw HardeningFailure(seed: seed, problems: ["after \(at)"] + problems + last)
      }
    }

    var stream = InputFuzzStream(rng: SeededGenerator(seed: rng.next()))
    var lastEvents: [InputEvent] = []
    while report.bytes < byteCount {
      let read = stream.nextRead(limit: byteCount - report.bytes)
      report.bytes += read.count
      report.reads += 1
      lastEvents = decoder.feed(read)
      deliver(lastEvents)
      // Time passes before the next read now and then.
      if decoder.isAwaitingMore && rng.chance(0.5) {
        report.flushes += 1
        deliver(decoder.flush())
      }
      if decoder.isPasting && rng.chance(0.02) {
        report.finishedPastes += 1
        deliver(decoder.finishPaste())
      }
      // The run loop between reads: tasks and timers that are due.
      if runsMainQueue { TerminalSession.runPendingMainQueueWork() }
      if report.reads % checkEvery == 0 { try check("\(report.bytes) bytes (read \(report.reads))") }
    }
    deliver(decoder.flush())
    deliver(decoder.finishPaste())
    try check("the last read (\(report.bytes) bytes)")
    report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    report.queryLength = demo.model.query.count
    report.noteCount = demo.model.notesCount
    report.notesBytes = demo.model.notesBytes
    return report
  }
}

/// The random bytes, as reads of 1 to a few hundred bytes made of pieces
/// chosen by weight. Each piece is something a terminal or a user can send,
/// or a broken version of it.
struct InputFuzzStream {
  var rng: SeededGenerator
  private var pending: [UInt8] = []

  init(rng: SeededGenerator) { self.rng = rng }

  /// The next read: at most `limit` bytes, at least 1.
  mutating func nextRead(limit: Int) -> [UInt8] {
    let length = min(
      limit, rng.chance(0.7) ? Int.random(in: 1...16, using: &rng) : Int.random(in: 1...512, using: &rng))
    while pending.count < length { pending += piece() }
    let read = Array(pending.prefix(length))
    pending.removeFirst(length)
    return read
  }

  private static let esc: UInt8 = 0x1B

  /// Keys as xterm sends them.
  private static let keySequences: [String] = [
    "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OB", "\u{1B}[H", "\u{1B}[F",
    "\u{1B}[1~",
    "\u{1B}[4~", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[3~", "\u{1B}[2~", "\u{1B}[1;5C", "\u{1B}[1;3D",
    "\u{1B}[1;2A",
    "\u{1B}[1;6B", "\u{1B}[Z", "\u{1B}OP", "\u{1B}[15~", "\u{1B}[24~", "\u{1B}[3;5~", "\u{1B}b", "\u{1B}f",
    "\u{1B}d", "\u{1B}\u{7F}", "\u{1B}u", "\u{1B}", "\t", "\r", "\n", "\u{7F}", "\u{8}",
  ]

  /// Control keys (Ctrl-A … Ctrl-_), NUL and DEL; Ctrl-Z and Ctrl-Q do
  /// nothing on a headless screen with no session.
  private static let controls: [UInt8] = Array(0x00...0x1F).filter { $0 != 0x1B } + [0x7F]

  /// Printable text worth typing: words, wide, combining, emoji, RTL.
  private static let texts: [String] = [
    "alpha", "echo", "item", "0001", "harlie", " ", "  ", "é", "e\u{301}", "\u{301}", "\u{20DD}", "日本語",
    "한국어",
    "👍", "👍🏽", "❤️", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "🇺", "🇺🇸🇬", "שלום", "مرحبا", "\u{202E}abc", "\u{200B}",
    "\u{FEFF}", "\u{0378}", "\u{E000}", "\u{FFFF}", "क्षि", "ก\u{0E31}",
    "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    "~!@#$%^&*()_+{}|:\"<>?", "\u{85}", "\u{9B}31m",
  ]

  private mutating func piece() -> [UInt8] {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<30:
      return Array(Self.texts.randomElement(using: &rng)!.utf8)
    case 30..<38:
      return (0..<Int.random(in: 1...12, using: &rng)).map { _ in UInt8.random(in: 0x61...0x7A, using: &rng) }
    case 38..<50:
      return Array(Self.keySequences.randomElement(using: &rng)!.utf8)
    case 50..<56:
      return [Self.controls.randomElement(using: &rng)!]
    case 56..<62:
      return invalidUTF8()
    case 62..<70:
      return mouseReport()
    case 70..<76:
      return pasteMarkers()
    case 76..<84:
      return unknownOrTruncatedSequence()
    case 84..<88:
      return terminalString()
    case 88..<90:
      // Ctrl-U clears the query (so items match again) or cuts a line of
      // notes; Tab switches between the two.
      return [0x15]
    case 90..<92:
      // Clear the query, then Tab: to the notes of the first item (or back).
      return [0x15, 0x09]
    case 92..<94:
      // A longer run of typing.
      return Array(String(repeating: "abc ", count: Int.random(in: 10...200, using: &rng)).utf8)
    default:
      return (0..<Int.random(in: 1...8, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
    }
  }

  /// Lone continuation bytes, cut-off and overlong sequences, surrogates,
  /// code points past U+10FFFF, bytes that never appear in UTF-8.
  private mutating func invalidUTF8() -> [UInt8] {
    let choices: [[UInt8]] = [
      [0x80], [0xBF], [0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x91], [0xC0, 0x80], [0xE0, 0x80, 0xAF],
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFE], [0xFF], [0xF8, 0x88, 0x80, 0x80, 0x80],
      [0xC3, 0x1B, 0x5B, 0x41], [0xE2, 0x82, 0x0D],
    ]
    return choices.randomElement(using: &rng)!
  }

  /// SGR mouse reports, well-formed or not: any button code, coordinates
  /// from 0 to far off screen, cut off anywhere.
  private mutating func mouseReport() -> [UInt8] {
    let buttons = [0, 1, 2, 3, 32, 33, 35, 64, 65, 66, 67, 4, 8, 16, 28, 255, 100_000]
    let button = buttons.randomElement(using: &rng)!
    let x =
      rng.chance(0.8) ? Int.random(in: 0...120, using: &rng) : Int.random(in: 0...99_999_999, using: &rng)
    let y =
      rng.chance(0.8) ? Int.random(in: 0...40, using: &rng) : Int.random(in: 0...99_999_999, using: &rng)
    let final = rng.chance(0.5) ? "M" : "m"
    var bytes = Array("\u{1B}[<\(button);\(x);\(y)\(final)".utf8)
    if rng.chance(0.15) { bytes = Array(bytes.prefix(Int.random(in: 1..<bytes.count, using: &rng))) }
    if rng.chance(0.05) {
      bytes = Array("\u{1B}[M".utf8) + [UInt8.random(in: 0...255, using: &rng), 0x21, 0x21]
    }
    return bytes
  }

  /// Bracketed pastes: whole ones holding anything (newlines, escapes,
  /// broken UTF-8), stray end markers, start markers whose end is lost.
  private mutating func pasteMarkers() -> [UInt8] {
    let start = Array("\u{1B}[200~".utf8)
    let end = Array("\u{1B}[201~".utf8)
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<5:
      var body: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        body +=
          rng.chance(0.2)
          ? invalidUTF8()
          : Array((Self.texts + ["\n", "\r\n", "\t", "\u{1B}[A"]).randomElement(using: &rng)!.utf8)
      }
      return start + body + end
    case 5..<7:
      return end
    case 7:
      return start
    case 8:
      // A cut-off end marker inside a paste, then the real one.
      return start + Array("x\u{1B}[20".utf8) + end
    default:
      return start + start + Array("nested".utf8) + end + end
    }
  }

  /// CSI sequences with unknown finals or parameters, over-long ones, and
  /// sequences cut off before their final byte.
  private mutating func unknownOrTruncatedSequence() -> [UInt8] {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      let finals = Array("@abcdeghijklmnopqrstuvwxyz`{|}".utf8)
      return Array("\u{1B}[\(Int.random(in: 0...999, using: &rng))".utf8) + [
        finals.randomElement(using: &rng)!
      ]
    case 1:
      return Array(
        "\u{1B}[?\(Int.random(in: 0...9999, using: &rng));\(Int.random(in: 0...9, using: &rng))$y".utf8)
    case 2:
      let length = Int.random(in: 20...300, using: &rng)
      return [Self.esc, 0x5B] + (0..<length).map { _ in UInt8.random(in: 0x30...0x3F, using: &rng) } + [0x7E]
    case 3:
      return Array(
        ["\u{1B}[", "\u{1B}[1;", "\u{1B}O", "\u{1B}[<", "\u{1B}[<0;1", "\u{1B}[20", "\u{1B}[1;5"]
          .randomElement(using: &rng)!.utf8)
    case 4:
      return Array(
        "\u{1B}[\(Int.random(in: 0...99, using: &rng));\(Int.random(in: 0...99, using: &rng))R".utf8)
    default:
      return [Self.esc, UInt8.random(in: 0x20...0x7E, using: &rng)]
    }
  }

  /// OSC, DCS and APC strings (replies the demo never asked for), ended by
  /// BEL, ST, or nothing.
  private mutating func terminalString() -> [UInt8] {
    let introducer = ["\u{1B}]", "\u{1B}P", "\u{1B}_", "\u{1B}^"].randomElement(using: &rng)!
    let body = "11;rgb:0000/0000/0000"
    let terminator = ["\u{7}", "\u{1B}\\", "", "\u{1B}[A"].randomElement(using: &rng)!
    return Array((introducer + body + terminator).utf8)
  }
}
