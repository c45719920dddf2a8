import Glibc
import TermBridgeCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// TermDemo's command line.
struct DemoArguments {
  enum Mode: String, CaseIterable {
    /// Declarative views with representables and hosted list cells (default).
    case declarative
    /// Widgets, delegates and target-action only.
    case imperative
    /// An imperative window hosting a declarative panel.
    case hosted
    /// The first demo: echoes decoded input events.
    case echo
    /// Every container and control, one screen per family (``GalleryScreen``).
    case gallery
    /// A small app with a menu bar and a focused-value command (``CommandsDemoApp``).
    case commands
    /// A `TimelineView` clock ticking once a second, for the idle check (``IdleClockScreen``).
    case clock
    /// The clock's screen without the `TimelineView`: nothing may wake it.
    case still
    /// A log growing by 1,000 lines a second (``LiveLogScreen``), for the live-data bench.
    case live
  }

  var items = 10_000
  var notesPath: String?
  var mode = Mode.declarative
  var bench = false
  /// `--pace MS` with `--bench`: a pause before each key.
  var benchPace = 0
  var benchEditor = false
  /// `--bench-containers`: List against ScrollView { LazyVStack }.
  var benchContainers = false
  /// `--bench-containers NAME`: that scenario alone (for a profiler).
  var benchContainersScenario: String?
  /// `--bench-controls`: a screen of 50 value controls, per key.
  var benchControls = false
  /// `--bench-motion [SECONDS]`: rows inserted into a `List` under
  /// `withAnimation` on the real main loop; frames a second and CPU.
  var benchMotionSeconds: Int?
  /// `--fuzz`, `--soak` or `--resize-storm`: a hardening run instead of the app.
  var hardening: HardeningCommand.Run?
  /// `--seed N`: replays a hardening run.
  var seed: UInt64?
  /// `--inline`: the inline demo (``InlineDemoScreen``) below the prompt.
  var inline = false
  /// `--step-ms MS` with `--inline`: how long each step takes.
  var stepMilliseconds = 600

  static let usage = """
    usage: TermDemo [--items N] [--notes PATH] [--mode declarative|imperative|hosted|echo|gallery|commands|clock|still|live]
           TermDemo --inline [--step-ms MS]  (a build's steps below the prompt, printed
                                             above it as they finish; q quits)
           TermDemo --bench [--items N] [--pace MS]  (headless benchmark; release build;
                                             MS: pause before each key, as a typist makes)
           TermDemo --bench-editor [MB]      (TermTextView on a large document)
           TermDemo --bench-containers [NAME] [--items N]  (List against ScrollView { LazyVStack },
                                             N rows, default 1000000; release build)
           TermDemo --bench-controls         (per-key cost of each kind of control: value controls,
                                             dates and colours, a custom Shape, the menu bar; release)
           TermDemo --bench-motion [SECONDS]  (List rows inserted under withAnimation, in the
                                             terminal, default 5 s; frames/s and CPU to stderr)
           TermDemo --fuzz [BYTES] [--seed N]          (random input, default 1000000 bytes)
           TermDemo --soak [KEYS] [--seed N]           (keystrokes, default 100000; memory, leaks)
           TermDemo --resize-storm [COUNT] [--seed N]  (random sizes, default 500)
           TermDemo --settings-writer PREFIX COUNT [non-finite]  (saves COUNT settings, one
                                             at a time, after a NaN and an infinity)

      A search field filtering a list of N items (default 10,000), and a notes
      editor for the selected item, autosaved to PATH (default
      $XDG_DATA_HOME/termdemo/notes.json).
      Keys: type to search; Up/Down/PgUp/PgDn/Home/End move the selection;
      Tab switches search and editor; Ctrl-U clears the search; F1 help;
      Ctrl-Z suspends; Ctrl-Q quits.
      --mode gallery: every container and control, one screen per family;
      Up/Down choose a family, Enter opens it, Esc goes back to the list.
      --mode commands: a small app with a menu bar (F10) and a command on the
      focused scene's value (File › Add Plant, Ctrl-N), a date picker and a shape.
      --mode clock: a TimelineView clock ticking once a second; --mode still: the
      same screen without it (Tests/EndToEnd/idle_cpu.py measures both at idle).
      --mode live: a list of 100,000 lines growing by 1,000 a second
      (Tests/EndToEnd/live_bench.py measures frames a second and CPU).
      TERMBRIDGE_SCREEN_READER=1 runs any mode in screen-reader mode.
    """

  /// Parses `arguments`; prints a clear error and exits 2 on bad input.
  static func parse(_ arguments: [String]) -> DemoArguments {
    var result = DemoArguments()
    var rest = arguments[...]
    func fail(_ message: String) -> Never {
      StandardStream.error.write("TermDemo: \(message)\n\(usage)\n")
      exit(2)
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--items":
        guard let value = rest.popFirst(), let count = Int(value), count >= 0, count <= 10_000_000 else {
          fail("--items needs a number from 0 to 10000000")
        }
        result.items = count
      case "--notes":
        guard let path = rest.popFirst(), !path.isEmpty else { fail("--notes needs a file path") }
        result.notesPath = path
      case "--mode":
        guard let value = rest.popFirst(), let mode = Mode(rawValue: value) else {
          fail("--mode needs one of: \(Mode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        result.mode = mode
      case "--bench":
        result.bench = true
      case "--pace":
        guard let value = rest.popFirst(), let pace = Int(value), (0...10_000).contains(pace) else {
          fail("--pace needs milliseconds from 0 to 10000")
        }
        result.benchPace = pace
      case "--bench-editor":
        result.benchEditor = true
      case "--bench-containers":
        result.benchContainers = true
        if let next = rest.first, !next.hasPrefix("-") {
          result.benchContainersScenario = next
          rest.removeFirst()
        }
      case "--bench-controls":
        result.benchControls = true
      case "--bench-motion":
        result.benchMotionSeconds = 5
        if let next = rest.first, let value = Int(next) {
          guard (1...600).contains(value) else { fail("--bench-motion needs seconds from 1 to 600") }
          result.benchMotionSeconds = value
          rest.removeFirst()
        }
      case "--fuzz", "--soak", "--resize-storm":
        var count: Int?
        if let next = rest.first, let value = Int(next.replacing("_", with: "")) {
          guard value > 0 else { fail("\(argument) needs a positive count") }
          count = value
          rest.removeFirst()
        }
        switch argument {
        case "--fuzz": result.hardening = .fuzz(bytes: count ?? 1_000_000)
        case "--soak": result.hardening = .soak(keys: count ?? 100_000)
        default: result.hardening = .resizeStorm(resizes: count ?? 500)
        }
      case "--settings-writer":
        guard let prefix = rest.popFirst(), let value = rest.popFirst(), let count = Int(value), count >= 0
        else {
          fail("--settings-writer needs a key prefix and a count")
        }
        let nonFinite = rest.first == "non-finite"
        if nonFinite { rest.removeFirst() }
        result.hardening = .settingsWriter(prefix: prefix, count: count, nonFinite: nonFinite)
      case "--inline":
        result.inline = true
      case "--step-ms":
        guard let value = rest.popFirst(), let ms = Int(value), (1...60_000).contains(ms) else {
          fail("--step-ms needs milliseconds from 1 to 60000")
        }
        result.stepMilliseconds = ms
      case "--seed":
        guard let value = rest.popFirst(), let seed = UInt64(value) else { fail("--seed needs a number") }
        result.seed = seed
      case "-h", "--help":
        // Asked for, the usage must arrive: a failed write is an error.
        guard StandardStream.output.write(usage + "\n") else {
          StandardStream.error.write("TermDemo: could not write the usage to standard output\n")
          exit(74)  // EX_IOERR
        }
        exit(0)
      default:
        if result.benchEditor, Double(argument) != nil {
          rest.insert(argument, at: rest.startIndex)
          return result
        }
        fail("unknown argument '\(argument)'")
      }
    }
    return result
  }

  var notesURL: URL {
    notesPath.map { URL(fileURLWithPath: $0) } ?? NotesStore.defaultURL
  }
}
