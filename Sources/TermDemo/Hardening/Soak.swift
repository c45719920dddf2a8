import Dispatch
import Glibc
import TermBridgeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `TermDemo --soak`: a long session of ordinary input on the headless
/// demo — typing and deleting in the search field, moving through the list,
/// Tab to the notes and back, typing notes, Ctrl-U, the help sheet opened
/// and closed, clicks on rows and the wheel over the list — one key or
/// click per batch, as a person works.
///
/// Every widget, controller and coordinator that appears is tracked weakly:
/// at the end none may be alive without a window holding it (the help
/// sheet's alert, dequeued cells, coordinators of removed representables),
/// and the number alive must not have grown. RSS is read every tenth of the
/// run and reported; `Tests/EndToEnd/mixed_soak.py` judges it on the real
/// demo in a pty. (Profile growth with heaptrack rather than massif:
/// massif's own allocator hid a text field's storage growing 16 bytes per
/// edit, which glibc's malloc showed.)
@MainActor
enum Soak {
  struct Report {
    var seed: UInt64
    var keys = 0
    var seconds = 0.0
    var rssStartKB = 0
    var rssEndKB = 0
    var peakRSSKB = 0
    /// VmRSS after each tenth of the keys.
    var rssSamplesKB: [Int] = []
    var liveStart: [String: Int] = [:]
    var liveEnd: [String: Int] = [:]
    var seen = 0
    var leaks: [String: Int] = [:]
    var sheetsOpened = 0
    var noteCount = 0
    var notesBytes = 0

    var liveStartTotal: Int { liveStart.values.reduce(0, +) }
    var liveEndTotal: Int { liveEnd.values.reduce(0, +) }
  }

  /// Types `keyCount` keys from `seed` into a demo of `items` items; checks
  /// consistency every `checkEvery` keys. Throws a ``HardeningFailure`` on
  /// an inconsistency, a leak or growth in the live objects. With
  /// `runsMainQueue`, runs the main queue's due work between keys as the
  /// app's run loop does (tests inside a test runner's main actor pass false).
  static func run(
    keys keyCount: Int, seed: UInt64, items: Int = 10_000, size: Size = Size(width: 100, height: 30),
    checkEvery: Int = 500, runsMainQueue: Bool = true
  ) throws -> Report {
    var report = Report(seed: seed)
    var keys = SoakKeys(rng: SeededGenerator(seed: seed))
    let demo = try HeadlessDemo(items: items, size: size)
    defer { demo.close() }
    let tracker = LiveObjectTracker()
    tracker.scan(demo.app)
    report.liveStart = tracker.liveCounts
    report.rssStartKB = HeadlessDemo.kilobytes("VmRSS")
    let start = DispatchTime.now().uptimeNanoseconds

    func fail(_ problems: [String]) -> HardeningFailure {
      HardeningFailure(seed: seed, problems: ["after \(report.keys) keys"] + problems)
    }

    while report.keys < keyCount {
      let step = keys.nextStep(focus: demo.model.focus, sheetShown: demo.model.showsHelp, screen: size)
      for event in step { demo.app.handle([event]) }
      report.keys += 1
      // What the run loop does between keys: run the tasks and timers that
      // are due (a frame scheduled outside a batch, for one); left undone
      // they would pile up as if they leaked.
      if runsMainQueue { TerminalSession.runPendingMainQueueWork() }
      if report.keys % max(1, keyCount / 10) == 0 {
        report.rssSamplesKB.append(HeadlessDemo.kilobytes("VmRSS"))
      }
      if step == [.key(KeyEvent(.function(1)))] {
        report.sheetsOpened += 1
        tracker.scan(demo.app)
      } else if report.keys % 100 == 0 {
        tracker.scan(demo.app)
      }
      if report.keys % checkEvery == 0 {
        let problems = demo.consistencyProblems()
        if !problems.isEmpty { throw fail(problems) }
        tracker.prune()
      }
    }

    // Back to where it started: sheet closed, search focused and empty, top
    // of the list; then nothing may be alive that no window holds.
    for key in keys.closingKeys(focus: demo.model.focus, sheetShown: demo.model.showsHelp) {
      demo.app.handle([.key(key)])
    }
    report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    var problems = demo.consistencyProblems()
    if let difference = demo.repaintDifference() {
      problems.append("the screen differs from a full repaint at \(difference)")
    }
    let reachable = tracker.scan(demo.app)
    report.liveEnd = tracker.liveCounts
    report.seen = tracker.seenCount
    report.leaks = tracker.leaks(reachable: reachable)
    report.rssEndKB = HeadlessDemo.kilobytes("VmRSS")
    report.peakRSSKB = HeadlessDemo.kilobytes("VmHWM")
    report.noteCount = demo.model.notesCount
    report.notesBytes = demo.model.notesBytes
    if !report.leaks.isEmpty {
      problems.append("alive without a window holding them: \(report.leaks.sorted { $0.key < $1.key })")
    }
    if report.liveEndTotal > report.liveStartTotal {
      problems.append("live objects grew from \(report.liveStart) to \(report.liveEnd)")
    }
    if !problems.isEmpty { throw fail(problems) }
    return report
  }
}

extension DemoModel {
  /// Items with a note of their own.
  var notesCount: Int { notes.count }
  /// The notes' text, in UTF-8 bytes.
  var notesBytes: Int { notes.values.reduce(0) { $0 + $1.utf8.count } }
}

/// The soak's keystrokes: what a person does in the demo, chosen by weight
/// from where the focus is.
struct SoakKeys {
  var rng: SeededGenerator
  /// Keys still to send of a word being typed.
  private var queued: [KeyEvent] = []

  init(rng: SeededGenerator) { self.rng = rng }

  private static let words = ItemCatalog.words + ["item", "00", "12", "日本", "é", "👍"]

  /// `SOAK_ONLY=sheet|type|list|tab|search|click` in the environment
  /// narrows the soak to one kind of input, to see which one memory grows
  /// with.
  mutating func next(focus: DemoFocus, sheetShown: Bool) -> KeyEvent {
    if let only = ProcessInfo.processInfo.environment["SOAK_ONLY"] {
      switch only {
      case "sheet": return sheetShown ? KeyEvent(.escape) : KeyEvent(.function(1))
      case "type": return [KeyEvent(.character("a")), KeyEvent(.backspace)].randomElement(using: &rng)!
      case "list": return [KeyEvent(.down), KeyEvent(.up), KeyEvent(.pageDown)].randomElement(using: &rng)!
      case "tab": return KeyEvent(.tab)
      case "search": return [KeyEvent(.character("e")), .control("u")].randomElement(using: &rng)!
      default: break
      }
    }
    if !queued.isEmpty { return queued.removeFirst() }
    if sheetShown {
      // Read the help, then close it one way or another.
      return [KeyEvent(.escape), KeyEvent(.enter), KeyEvent(.tab), KeyEvent(.down)].randomElement(
        using: &rng)!
    }
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<35:
      queued = Self.words.randomElement(using: &rng)!.map { KeyEvent(.character($0)) }
      if focus == .editor, rng.chance(0.3) { queued.append(KeyEvent(.character(" "))) }
      return queued.removeFirst()
    case 35..<47:
      return KeyEvent(.backspace)
    case 47..<65:
      return [
        KeyEvent(.up), KeyEvent(.down), KeyEvent(.down), KeyEvent(.pageDown), KeyEvent(.pageUp),
        KeyEvent(.home), KeyEvent(.end), KeyEvent(.left), KeyEvent(.right),
      ]
      .randomElement(using: &rng)!
    case 65..<75:
      return KeyEvent(.tab)
    case 75..<83:
      return .control("u")
    case 83..<88:
      return KeyEvent(.enter)
    case 88..<91:
      return KeyEvent(.function(1))
    case 91..<95:
      return [KeyEvent.control("a"), .control("e"), .control("w"), .control("k"), .control("_")]
        .randomElement(using: &rng)!
    default:
      return [KeyEvent(.escape), KeyEvent(.delete), KeyEvent(.character(" ")), .alt("b"), .alt("f")]
        .randomElement(using: &rng)!
    }
  }

  /// One step: mostly a key (``next(focus:sheetShown:)``); now and then,
  /// with no sheet up and no word being typed, a click on a row of the list
  /// (press and release) or a turn of the wheel over it.
  mutating func nextStep(focus: DemoFocus, sheetShown: Bool, screen: Size) -> [InputEvent] {
    let only = ProcessInfo.processInfo.environment["SOAK_ONLY"]
    if only == "click" || (only == nil && queued.isEmpty && !sheetShown && rng.chance(0.08)) {
      // The list fills the left half below the search row and the divider.
      let point = Point(
        x: Int.random(in: 0..<max(1, screen.width / 2 - 2), using: &rng),
        y: Int.random(in: 2..<max(3, screen.height - 1), using: &rng))
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        return [
          .mouse(MouseEvent(kind: .press(.left), location: point)),
          .mouse(MouseEvent(kind: .release(.left), location: point)),
        ]
      case 1: return [.mouse(MouseEvent(kind: .wheelDown, location: point))]
      default: return [.mouse(MouseEvent(kind: .wheelUp, location: point))]
      }
    }
    return [.key(next(focus: focus, sheetShown: sheetShown))]
  }

  /// Keys that close the sheet, return to the search field, clear it and
  /// select the first row.
  func closingKeys(focus: DemoFocus, sheetShown: Bool) -> [KeyEvent] {
    var keys: [KeyEvent] = []
    if sheetShown { keys.append(KeyEvent(.escape)) }
    if focus == .editor { keys.append(KeyEvent(.tab)) }
    keys += [.control("u"), KeyEvent(.home)]
    return keys
  }
}
