import Dispatch
import FoundationEssentials
import TermBridgeCore

/// The second screen of `TermDemo --bench-controls`: the date and colour
/// controls, headless at 100x60. A graphical date picker, then ten rows of
/// a compact date picker (six fields), a wheel time picker (three) and a
/// colour picker. The keys go through every field in turn: Up, Down, then
/// Tab (to the next field, or the next control from the last); on a colour
/// well, Enter opens its palette and Esc closes it before the Tab.
@MainActor
enum DatesControlsBenchmark {
  /// The values the screen's controls edit.
  @Observable
  final class Model {
    var days = Array(repeating: DatesControlsBenchmark.start, count: 10)
    var times = Array(repeating: DatesControlsBenchmark.start, count: 10)
    var colors = Array(repeating: Color.cyan, count: 10)
    var day = DatesControlsBenchmark.start
    /// Every date written, counted apart from the value (Up then Down leaves it as it was).
    @ObservationIgnored var writes = 0
  }

  nonisolated static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// A graphical picker, then ten rows of three controls.
  struct Screen: View {
    let model: Model

    var body: some View {
      @Bindable var model = model
      VStack(alignment: .leading) {
        DatePicker("Day", selection: counted($model.day), displayedComponents: .date).datePickerStyle(
          .graphical)
        ForEach(0..<10, id: \.self) { row in
          HStack(alignment: .top) {
            DatePicker("Due", selection: counted($model.days[row]))
            DatePicker("At", selection: counted($model.times[row]), displayedComponents: .hourAndMinute)
              .datePickerStyle(.wheel)
            ColorPicker("Tint", selection: $model.colors[row]).frame(width: 12)
          }
        }
      }
    }

    /// `binding`, counting each write in the model.
    private func counted(_ binding: Binding<Date>) -> Binding<Date> {
      Binding(
        get: { binding.wrappedValue },
        set: {
          model.writes += 1
          binding.wrappedValue = $0
        })
    }
  }

  static func measure() throws {
    let screen = try TermScreen.headless(width: 100, height: 60)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let model = Model()
    let start = DispatchTime.now().uptimeNanoseconds
    let controller = TermHostingController(rootView: Screen(model: model))
    let window = TermWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible(in: app)
    app.render()
    let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    if window.firstResponder == nil { _ = window.moveFocus(forward: true) }
    var times: [String: [Double]] = [:]
    var all: [Double] = []
    var opened = 0
    func press(_ key: Key, named name: String, on kind: String) {
      let t0 = DispatchTime.now().uptimeNanoseconds
      DemoBenchmark.handleMeasured(.key(KeyEvent(key)), in: app)
      let time = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
      times["\(kind) \(name)", default: []].append(time)
      all.append(time)
    }
    // 1 grid + 10 × (6 fields + 3 fields + 1 well) stops.
    for _ in 0..<101 {
      let focused = app.keyWindow?.firstResponder ?? window.firstResponder
      let kind = focused.map { String(describing: type(of: $0)) } ?? "none"
      press(.up, named: "Up", on: kind)
      press(.down, named: "Down", on: kind)
      if let well = focused as? TermColorWell {
        press(.enter, named: "Enter", on: kind)
        if well.presentedPicker != nil { opened += 1 }
        press(.escape, named: "Esc", on: kind)
      }
      press(.tab, named: "Tab", on: kind)
    }
    print("")
    print("Dates and colours (headless 100x60: a graphical date picker, then 10 rows of a compact date")
    print("picker, a wheel time picker and a colour picker; on each field Up, Down, then Tab; on a colour")
    print("well Enter opens the palette and Esc closes it)")
    print("first frame \(format(firstFrame)) ms")
    print(
      "all keys       median \(format(percentile(all, 0.5))) ms  p95 \(format(percentile(all, 0.95))) ms  "
        + "keys \(all.count)")
    print("median ms per key, by the control focused:     Up    Down   Enter     Esc     Tab")
    for kind in ["TermDatePicker", "TermColorWell"] {
      let cells = ["Up", "Down", "Enter", "Esc", "Tab"].map {
        format(percentile(times["\(kind) \($0)"] ?? [], 0.5)).leftPadded(8)
      }
      print("  " + kind.rightPadded(40) + cells.joined())
    }
    print("reached: dates written \(model.writes) times, colour palettes opened \(opened) times")
  }

  private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  private static func format(_ value: Double) -> String { value.fixed(3) }
}
