import Dispatch
import Glibc
import TermBridgeCore

/// `TermDemo --bench-controls`: the cost of a key on each kind of control,
/// headless at 100x60. Each screen of controls is a ``ControlsBenchScreen``
/// (its view, the keys each stop of the focus gets, the rows and columns
/// of its report) run by one loop (``measure(_:)``): it times the first
/// frame, then each key (handled and drawn, as `--bench` does), and prints
/// the median and p95 over all keys and the median by key and by the kind
/// of control focused, then what the keys reached (a figure for keys that
/// did nothing would be wrong).
@MainActor
enum ControlsBenchmark {
  static func run() -> Never {
    print("TermDemo --bench-controls (headless 100x60; median ms per key, handled and drawn)")
    do {
      for screen in [valueControls(), datesAndColours(), shapes(), menuBar()] { try measure(screen) }
    } catch {
      print("bench failed: \(error)")
      exit(1)
    }
    exit(0)
  }

  /// Shows `bench`'s view, presses its keys on each stop and prints the report.
  static func measure(_ bench: ControlsBenchScreen) throws {
    let screen = try TermScreen.headless(width: 100, height: 60)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let start = DispatchTime.now().uptimeNanoseconds
    let window = bench.makeWindow()
    window.makeKeyAndVisible(in: app)
    app.render()
    let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    if window.firstResponder == nil { _ = window.moveFocus(forward: true) }
    var times: [String: [Double]] = [:]
    var all: [Double] = []
    for _ in 0..<bench.stops {
      let focused = app.keyWindow?.firstResponder ?? window.firstResponder
      let kind = bench.kind ?? focused.map(kindName) ?? "none"
      for (name, key) in bench.keys(focused) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        DemoBenchmark.handleMeasured(.key(KeyEvent(key)), in: app)
        let time = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        times["\(kind) \(name)", default: []].append(time)
        all.append(time)
      }
    }
    print("")
    for line in bench.description { print(line) }
    print("first frame \(format(firstFrame)) ms")
    print(
      "all keys       median \(format(percentile(all, 0.5))) ms  p95 \(format(percentile(all, 0.95))) ms  "
        + "keys \(all.count)")
    print(
      "median ms per key, by the control focused:".rightPadded(42)
        + bench.columns.map { $0.leftPadded(8) }.joined())
    for kind in bench.kinds {
      let cells = bench.columns.map { column -> String in
        guard let values = times["\(kind) \(column)"] else { return "-".leftPadded(8) }
        return format(percentile(values, 0.5)).leftPadded(8)
      }
      print("  " + kind.rightPadded(40) + cells.joined())
    }
    print("reached: \(bench.reached())")
  }

  /// The name a report row gives the focused control: its class, and a
  /// date picker's style.
  static func kindName(_ responder: TermResponder) -> String {
    if let picker = responder as? TermDatePicker { return "TermDatePicker (\(picker.datePickerStyle))" }
    return String(describing: type(of: responder))
  }

  private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  private static func format(_ value: Double) -> String { value.fixed(3) }
}

/// One screen of `--bench-controls`: what it shows, which keys each stop
/// of the focus gets, and how its report reads.
@MainActor
struct ControlsBenchScreen {
  /// The lines that say what the screen is and what the keys do.
  var description: [String]
  /// The window to show (its root controller set).
  var makeWindow: () -> TermWindow
  /// How many stops the keys go through.
  var stops: Int
  /// The keys for one stop, by name, given what has the focus.
  var keys: (TermResponder?) -> [(name: String, key: Key)]
  /// The report's rows (``ControlsBenchmark/kindName(_:)``) and columns (key names).
  var kinds: [String]
  var columns: [String]
  /// What the keys did, read after the run.
  var reached: () -> String
  /// The report row every key goes to, when not the focused control's.
  var kind: String? = nil

  /// A screen showing `view` in a hosting controller.
  static func hosting(_ view: some View) -> () -> TermWindow {
    {
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: view)
      return window
    }
  }
}
