import Dispatch
import Glibc
import TermBridgeCore
import TermBridgeTesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `TermDemo --bench`: the demo on a headless 100x30 screen, driven by the
/// same keystrokes as ../shared/bench/scenario.txt, at 100,000 and 1,000,000
/// items (or `--items N`). Prints per-keystroke time, bytes sent to the
/// terminal, body evaluations and widget updates, startup and peak memory.
///
/// Keys follow each other at once unless `--pace MS` pauses before each:
/// after a pause like a typist's (the pty harness waits 50 ms) the caches
/// are cold and the same key costs several times more.
@MainActor
enum DemoBenchmark {
  /// The scenario's keystrokes, phase by phase.
  static let phases: [(name: String, script: String)] = [
    ("search", "type harlie"),
    ("list", "key down 10"),
    (
      "editor",
      "key tab\ntype \"Pack my box with five dozen liquor jugs!\"\nkey enter\ntype \"second line of notes\"\nkey backspace 5"
    ),
    ("back", "key tab\nkey ctrl-u"),
  ]

  struct Sample {
    var phase: String
    var seconds: Double
    var bytes: Int
    var bodies: Int
    var widgetUpdates: Int
  }

  static func run(itemCounts: [Int], mode: DemoArguments.Mode, pace: Int) -> Never {
    let paced = pace > 0 ? ", \(pace) ms before each key" : ""
    print("TermDemo --bench (\(mode.rawValue) mode, headless 100x30, scenario keys\(paced))")
    for count in itemCounts {
      do {
        try measure(items: count, mode: mode, pace: pace)
      } catch {
        print("bench failed: \(error)")
        exit(1)
      }
    }
    exit(0)
  }

  private static func measure(items: Int, mode: DemoArguments.Mode, pace: Int) throws {
    let start = Date()
    let screen = try TermScreen.headless(width: 100, height: 30)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let model = DemoModel(itemCount: items, store: nil)
    let window = TermWindow()
    let host: TermHostingController<DemoScreen>?
    switch mode {
    case .imperative:
      window.rootViewController = ImperativeDemoController(model: model)
      host = nil
    default:
      let controller = TermHostingController(rootView: DemoScreen(model: model))
      window.rootViewController = controller
      host = controller
    }
    window.makeKeyAndVisible(in: app)
    app.render()
    let startup = Date().timeIntervalSince(start)
    var samples: [Sample] = []
    for phase in phases {
      for event in try KeyScript(phase.script).events {
        let bytesBefore = screen.bytesWritten
        let stats = host?.hostingView.statistics ?? ViewGraphStatistics()
        if pace > 0 { usleep(UInt32(pace) * 1000) }
        let t0 = DispatchTime.now().uptimeNanoseconds
        handleMeasured(event, in: app)
        let t1 = DispatchTime.now().uptimeNanoseconds
        let after = host?.hostingView.statistics ?? ViewGraphStatistics()
        samples.append(
          Sample(
            phase: phase.name, seconds: Double(t1 - t0) / 1e9, bytes: screen.bytesWritten - bytesBefore,
            bodies: after.bodyEvaluations - stats.bodyEvaluations,
            widgetUpdates: after.widgetUpdates - stats.widgetUpdates))
      }
    }
    report(items: items, startup: startup, samples: samples)
  }

  private static func report(items: Int, startup: Double, samples: [Sample]) {
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
    func p95(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
    }
    let ms = samples.map { $0.seconds * 1000 }
    print("")
    print(
      "items \(items): \(samples.count) keystrokes, startup to first frame \(format(startup * 1000)) ms, "
        + "peak RSS \(peakRSSKilobytes() / 1024) MiB")
    print(
      "  all     time/key median \(format(median(ms))) ms  p95 \(format(p95(ms))) ms  "
        + "bytes/key median \(Int(median(samples.map { Double($0.bytes) })))  total \(samples.reduce(0) { $0 + $1.bytes })"
    )
    for phase in phases.map(\.name) {
      let chosen = samples.filter { $0.phase == phase }
      let times = chosen.map { $0.seconds * 1000 }
      print(
        "  \(phase.rightPadded(7)) time/key median \(format(median(times))) ms  "
          + "p95 \(format(p95(times))) ms  bytes/key \(Int(median(chosen.map { Double($0.bytes) })))  "
          + "bodies/key \(format(median(chosen.map { Double($0.bodies) })))  "
          + "widget updates/key \(format(median(chosen.map { Double($0.widgetUpdates) })))")
    }
  }

  /// One measured key (a function of its own, so a profiler can collect
  /// inside it alone: `valgrind --tool=callgrind --toggle-collect=…`).
  @inline(never)
  static func handleMeasured(_ event: InputEvent, in app: TermApplication) {
    app.handle([event])
  }

  private static func format(_ value: Double) -> String { value.fixed(3) }

  /// VmHWM of this process, in KiB.
  static func peakRSSKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
  }
}
