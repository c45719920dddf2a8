import Dispatch
import Glibc
import TermBridgeCore
import TermBridgeTesting

/// `TermDemo --bench-containers [--items N]`: the cost of a long scrolling
/// container, headless at 100x30. Each scenario is a root view of N rows
/// (default 1,000,000) and a key script; it prints the time to the first
/// frame and the time per key (median and p95), with the body evaluations
/// and widgets made per key. Scenarios are rows of ``scenarios``: a `List`
/// of data, a `List` of sections built from content, a `LazyVStack`, and a
/// `Table` of three columns with a sort order.
@MainActor
enum ContainerBenchmark {
  /// One container measured: its name, its root view for a number of rows,
  /// and the keys sent to it once it is on screen (focused).
  struct Scenario {
    var name: String
    var makeRoot: @MainActor (Int) -> AnyView
    var script: String
  }

  /// The keys every scenario gets: line and page steps both ways and the
  /// jumps to both ends.
  static let keys = "key down 20\nkey pagedown 10\nkey end\nkey up 20\nkey pageup 10\nkey home"

  /// The containers compared.
  static let scenarios: [Scenario] = [
    Scenario(
      name: "List",
      makeRoot: { count in AnyView(List(0..<count, id: \.self) { Text("Row \($0)") }) }, script: keys),
    Scenario(
      name: "sectioned List",
      makeRoot: { count in AnyView(SectionedList(count: count, selects: false)) }, script: keys),
    Scenario(
      name: "sectioned List(selection:)",
      makeRoot: { count in AnyView(SectionedList(count: count, selects: true)) }, script: keys),
    Scenario(
      name: "ScrollView { LazyVStack }",
      makeRoot: { count in
        AnyView(
          ScrollView {
            LazyVStack(alignment: .leading) {
              ForEach(0..<count, id: \.self) { Text("Row \($0)") }
            }
          })
      }, script: keys),
    Scenario(
      name: "Table (3 columns)",
      makeRoot: { count in AnyView(BenchTable(count: count)) }, script: keys),
  ]

  /// Measures every scenario, or only the one named `only` (so that a
  /// profiler sees that one alone).
  static func run(items: Int, only: String? = nil) -> Never {
    let chosen = scenarios.filter { only == nil || $0.name == only }
    if chosen.isEmpty {
      StandardStream.error.write(
        "TermDemo: no container scenario named '\(only ?? "")'; the scenarios are: "
          + scenarios.map { "'\($0.name)'" }.joined(separator: ", ") + "\n")
      exit(64)  // EX_USAGE
    }
    let script = keys.split(separator: "\n").joined(separator: ", ")
    print("TermDemo --bench-containers (headless 100x30, \(items) rows, keys: \(script))")
    print("")
    print(
      "scenario".rightPadded(28)
        + "first frame  key median    key p95  bodies/key  widgets made/key  keys")
    for scenario in chosen {
      do {
        try measure(scenario, items: items)
      } catch {
        print("bench failed: \(error)")
        exit(1)
      }
    }
    exit(0)
  }

  private static func measure(_ scenario: Scenario, items: Int) throws {
    let screen = try TermScreen.headless(width: 100, height: 30)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let start = DispatchTime.now().uptimeNanoseconds
    let controller = TermHostingController(rootView: scenario.makeRoot(items))
    let window = TermWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: app)
    app.render()
    let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    if let focusable = firstFocusable(in: controller.view) { focusable.becomeFirstResponder() }
    var times: [Double] = []
    var bodies: [Double] = []
    var made: [Double] = []
    var byLine: [(line: String, times: [Double])] = []
    for line in scenario.script.split(separator: "\n") {
      var lineTimes: [Double] = []
      for event in try KeyScript(String(line)).events {
        let before = totals(in: controller.view)
        let t0 = DispatchTime.now().uptimeNanoseconds
        DemoBenchmark.handleMeasured(event, in: app)
        lineTimes.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        let after = totals(in: controller.view)
        bodies.append(Double(after.bodies - before.bodies))
        made.append(Double(after.widgets - before.widgets))
      }
      times += lineTimes
      byLine.append((String(line), lineTimes))
    }
    print(
      scenario.name.rightPadded(28)
        + "\(format(firstFrame)) ms".leftPadded(11) + "\(format(percentile(times, 0.5))) ms".leftPadded(13)
        + "\(format(percentile(times, 0.95))) ms".leftPadded(11)
        + format(percentile(bodies, 0.5), digits: 1).leftPadded(12)
        + format(percentile(made, 0.5), digits: 1).leftPadded(18) + "\(times.count)".leftPadded(6))
    let steps = byLine.map { "\($0.line.dropFirst(4)) \(format(percentile($0.times, 0.5)))" }
    print("  median ms per key: " + steps.joined(separator: ", "))
  }

  /// The first view that takes keys, depth first (the list, or the scroll view).
  private static func firstFocusable(in view: TermView) -> TermView? {
    if view.canBecomeFirstResponder { return view }
    for subview in view.subviews {
      if let found = firstFocusable(in: subview) { return found }
    }
    return nil
  }

  /// Body evaluations and widgets made by every hosted graph in `view`
  /// (the screen's, and each row's).
  private static func totals(in view: TermView) -> (bodies: Int, widgets: Int) {
    var bodies = 0
    var widgets = 0
    func visit(_ view: TermView) {
      if let host = view as? any HostingStatistics {
        bodies += host.hostedStatistics.bodyEvaluations
        widgets += host.hostedStatistics.widgetsCreated
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(view)
    return (bodies, widgets)
  }

  private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  private static func format(_ value: Double, digits: Int = 3) -> String {
    value.fixed(digits)
  }
}

/// A hosting view's counts, whatever its root view's type.
@MainActor
private protocol HostingStatistics {
  var hostedStatistics: ViewGraphStatistics { get }
}

extension TermHostingView: HostingStatistics {
  fileprivate var hostedStatistics: ViewGraphStatistics { statistics }
}

/// A `List` built from content: sections of 1,000 rows (the last one
/// shorter), with a selection binding or none. With one, every key that
/// moves the selection runs the body again (the content is taken apart
/// again: a cost in proportion to the sections).
struct SectionedList: View {
  let count: Int
  let selects: Bool
  @State private var selection: Int?

  var body: some View {
    if selects {
      List(selection: $selection) { sections }
    } else {
      List { sections }
    }
  }

  private var sections: some View {
    ForEach(0..<(count + 999) / 1000, id: \.self) { section in
      Section("Section \(section)") {
        ForEach(section * 1000..<min(count, section * 1000 + 1000), id: \.self) { Text("Row \($0)") }
      }
    }
  }
}

/// A file of ``BenchFiles``: made from its row number, so a million of
/// them cost nothing until a row is shown.
struct BenchFile: Identifiable, Hashable {
  let id: Int
  var name: String { "File \(id)" }
  var size: Int { (id &* 7919) % 100_000 }
  var kind: String { id % 3 == 0 ? "folder" : "document" }
}

/// `count` files, made as they are read (O(1) equality, as a range's).
struct BenchFiles: RandomAccessCollection, Equatable {
  let count: Int
  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(index: Int) -> BenchFile { BenchFile(id: index) }
}

/// A `Table` of `count` files in three columns (name, size, kind), with a
/// sort order binding (not changed by the keys).
struct BenchTable: View {
  let count: Int
  @State private var order = [KeyPathComparator(\BenchFile.name)]

  var body: some View {
    Table(BenchFiles(count: count), sortOrder: $order) {
      TableColumn("Name", value: \.name)
      TableColumn("Size", value: \.size) { Text("\($0.size)") }.width(10)
      TableColumn("Kind", value: \.kind)
    }
  }
}
