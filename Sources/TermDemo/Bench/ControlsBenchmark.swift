import Dispatch
import Glibc
import TermBridgeCore

/// `TermDemo --bench-controls`: the cost of a screen of 50 controls,
/// headless at 100x60. The screen is a `Form`-like column of ten rows,
/// each with a stepper, a slider, a toggle (the three styles in turn), a
/// button and a text field, all over one `@Observable` model. The keys go
/// through every control in turn: Right, Left and Space on each, then Tab
/// to the next. It prints the first frame and the time per key (median and
/// p95) over all keys, and the median by key and kind of control focused.
@MainActor
enum ControlsBenchmark {
  /// The values the screen's controls edit.
  @Observable
  final class Model {
    var counts = Array(repeating: 5, count: 10)
    var levels = Array(repeating: 0.5, count: 10)
    var flags = Array(repeating: false, count: 10)
    var names = Array(repeating: "", count: 10)
    var presses = 0
    /// Every stepper write, counted apart from the value (Right then Left leaves it as it was).
    @ObservationIgnored var steps = 0
  }

  /// Ten rows of five controls.
  struct Screen: View {
    let model: Model

    var body: some View {
      @Bindable var model = model
      VStack(alignment: .leading) {
        ForEach(0..<10, id: \.self) { row in
          HStack {
            Stepper("Count \(model.counts[row])", value: counted($model.counts[row]), in: 0...10)
            Slider(value: $model.levels[row], in: 0...1, step: 0.1) { Text("Level") }
              .frame(width: 24)
            toggle(row, isOn: $model.flags[row])
            Button("Press \(row)") { model.presses += 1 }
            TextField("Name \(row)", text: $model.names[row])
          }
        }
      }
    }

    /// `binding`, counting each write in the model.
    private func counted(_ binding: Binding<Int>) -> Binding<Int> {
      Binding(
        get: { binding.wrappedValue },
        set: {
          model.steps += 1
          binding.wrappedValue = $0
        })
    }

    @ViewBuilder private func toggle(_ row: Int, isOn: Binding<Bool>) -> some View {
      switch row % 3 {
      case 0: Toggle("Flag", isOn: isOn).toggleStyle(.switch)
      case 1: Toggle("Flag", isOn: isOn).toggleStyle(.checkbox)
      default: Toggle("Flag", isOn: isOn).toggleStyle(.button)
      }
    }
  }

  static func run() -> Never {
    print("TermDemo --bench-controls (headless 100x60, 50 controls: 10 rows of stepper, slider, toggle,")
    print("button, text field; on each control Right, Left, Space, then Tab)")
    print("")
    do {
      try measure()
      try DatesControlsBenchmark.measure()
    } catch {
      print("bench failed: \(error)")
      exit(1)
    }
    exit(0)
  }

  private static func measure() throws {
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
    if window.firstResponder == nil { _ = window.moveFocus(forward: true) }  // the first control
    var times: [String: [Double]] = [:]
    var all: [Double] = []
    let keys: [(name: String, key: Key)] = [
      ("Right", .right), ("Left", .left), ("Space", .character(" ")), ("Tab", .tab),
    ]
    let kinds = ["TermStepper", "TermSlider", "TermSwitch", "TermButton", "TermTextField"]
    for _ in 0..<50 {
      let kind = window.firstResponder.map { String(describing: type(of: $0)) } ?? "none"
      for (name, key) in keys {
        let t0 = DispatchTime.now().uptimeNanoseconds
        DemoBenchmark.handleMeasured(.key(KeyEvent(key)), in: app)
        let time = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        times["\(kind) \(name)", default: []].append(time)
        all.append(time)
      }
    }
    print("first frame \(format(firstFrame)) ms")
    print(
      "all keys       median \(format(percentile(all, 0.5))) ms  p95 \(format(percentile(all, 0.95))) ms  "
        + "keys \(all.count)")
    print("median ms per key, by the control focused:  Right    Left   Space     Tab")
    for kind in kinds {
      let cells = keys.map { format(percentile(times["\(kind) \($0.name)"] ?? [], 0.5)).leftPadded(8) }
      print("  " + kind.rightPadded(40) + cells.joined())
    }
    // The keys must have reached the controls: a figure for keys that did nothing would be wrong.
    print(
      "reached: \(model.flags.filter { $0 }.count) toggles flipped, \(model.presses) buttons pressed, "
        + "\(model.names.filter { $0 == " " }.count) fields typed in, steppers changed \(model.steps) times")
  }

  private static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  private static func format(_ value: Double) -> String { value.fixed(3) }
}
