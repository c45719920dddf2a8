import FoundationEssentials
import TermBridgeCore

/// The screens of `TermDemo --bench-controls`, each run by
/// ``ControlsBenchmark/measure(_:)``.
@MainActor
extension ControlsBenchmark {
  // MARK: Value controls

  /// The values the value controls edit.
  @Observable
  final class ValuesModel {
    var counts = Array(repeating: 5, count: 10)
    var levels = Array(repeating: 0.5, count: 10)
    var flags = Array(repeating: false, count: 10)
    var names = Array(repeating: "", count: 10)
    var presses = 0
    /// Every stepper write, counted apart from the value (Right then Left leaves it as it was).
    @ObservationIgnored var steps = 0
  }

  /// Ten rows of a stepper, a slider, a toggle (the three styles in turn),
  /// a button and a text field, over one `@Observable` model.
  struct ValuesScreen: View {
    let model: ValuesModel

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

  static func valueControls() -> ControlsBenchScreen {
    let model = ValuesModel()
    return ControlsBenchScreen(
      description: [
        "Value controls (50: 10 rows of stepper, slider, toggle, button, text field; on each Right,",
        "Left, Space, then Tab)",
      ],
      makeWindow: ControlsBenchScreen.hosting(ValuesScreen(model: model)), stops: 50,
      keys: { _ in [("Right", .right), ("Left", .left), ("Space", .character(" ")), ("Tab", .tab)] },
      kinds: ["TermStepper", "TermSlider", "TermSwitch", "TermButton", "TermTextField"],
      columns: ["Right", "Left", "Space", "Tab"],
      reached: {
        "\(model.flags.filter { $0 }.count) toggles flipped, \(model.presses) buttons pressed, "
          + "\(model.names.filter { $0 == " " }.count) fields typed in, steppers changed \(model.steps) times"
      })
  }

  // MARK: Dates and colours

  nonisolated static let startDate = Date(timeIntervalSince1970: 1_700_000_000)

  /// The values the date and colour controls edit.
  @Observable
  final class DatesModel {
    var days = Array(repeating: ControlsBenchmark.startDate, count: 10)
    var times = Array(repeating: ControlsBenchmark.startDate, count: 10)
    var colors = Array(repeating: Color.cyan, count: 10)
    var day = ControlsBenchmark.startDate
    /// Every date written, counted apart from the value (Up then Down leaves it as it was).
    @ObservationIgnored var writes = 0
    /// Colour palettes seen open after Enter.
    @ObservationIgnored var opened = 0
  }

  /// A graphical date picker, then ten rows of a compact date picker (six
  /// fields), a wheel time picker (three) and a colour picker.
  struct DatesScreen: View {
    let model: DatesModel

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

  static func datesAndColours() -> ControlsBenchScreen {
    let model = DatesModel()
    return ControlsBenchScreen(
      description: [
        "Dates and colours (a graphical date picker (the kit's inline style), then 10 rows of a compact",
        "date picker, a wheel time picker and a colour picker; on each field Up, Down, then Tab; on a",
        "colour well Enter opens the palette and Esc closes it)",
      ],
      makeWindow: ControlsBenchScreen.hosting(DatesScreen(model: model)),
      // 1 grid + 10 × (6 fields + 3 fields + 1 well) stops.
      stops: 101,
      keys: { focused in
        let wells: [(name: String, key: Key)] = [("Enter", .enter), ("Esc", .escape)]
        return [("Up", .up), ("Down", .down)] + (focused is TermColorWell ? wells : []) + [("Tab", .tab)]
      },
      kinds: [
        "TermDatePicker (inline)", "TermDatePicker (compact)", "TermDatePicker (wheels)", "TermColorWell",
      ],
      columns: ["Up", "Down", "Enter", "Esc", "Tab"],
      reached: { "dates written \(model.writes) times" })
  }

  // MARK: Shapes

  /// The trim a slider sets on the shapes.
  @Observable
  final class ShapesModel {
    var trim = 0.5
    /// Frames the wave was drawn in, counted by its `path(in:)`.
    @ObservationIgnored var paths = 0
  }

  /// A wave of cubic curves, counting its paths.
  struct CountedWave: Shape {
    let model: ShapesModel

    func path(in rect: CGRect) -> Path {
      model.paths += 1
      return GalleryWave().path(in: rect)
    }
  }

  /// A slider whose value trims a stroked custom shape (60x16 cells) and a
  /// filled triangle: each key redraws both.
  struct ShapesScreen: View {
    let model: ShapesModel

    var body: some View {
      @Bindable var model = model
      VStack(alignment: .leading) {
        Slider(value: $model.trim, in: 0...1, step: 0.05) { Text("Trim") }.frame(width: 40)
        CountedWave(model: model).trim(from: 0, to: model.trim).stroke(lineWidth: 1)
          .frame(width: 60, height: 16)
        GalleryTriangle().trim(from: 0, to: model.trim).fill(Color.green).frame(width: 30, height: 10)
      }
    }
  }

  static func shapes() -> ControlsBenchScreen {
    let model = ShapesModel()
    var redraws = 0
    return ControlsBenchScreen(
      description: [
        "A custom Shape redrawn (a slider trims a stroked 60x16 wave and a filled 30x10 triangle;",
        "Right and Left on the slider, 100 times each)",
      ],
      makeWindow: ControlsBenchScreen.hosting(ShapesScreen(model: model)), stops: 100,
      keys: { _ in
        redraws += 1
        return [("Right", .right), ("Left", .left)]
      },
      kinds: ["Shape redraw (on a TermSlider)"], columns: ["Right", "Left"],
      reached: { "the wave's path made \(model.paths) times over \(redraws * 2) keys" },
      kind: "Shape redraw (on a TermSlider)")
  }

  // MARK: Menu bar

  /// A garden app's window with a menu bar made by its commands.
  struct MenuScene: Scene {
    let counter: MenuCounter

    var body: some Scene {
      WindowGroup { Text("Menus: F10 opens, Right moves, Down, Enter runs") }
        .commands {
          SidebarCommands()
          CommandMenu("Garden") {
            ForEach(0..<8, id: \.self) { index in
              Button("Water bed \(index)") { counter.runs += 1 }
            }
          }
        }
    }
  }

  /// The menu items run.
  final class MenuCounter {
    var runs = 0
  }

  static func menuBar() -> ControlsBenchScreen {
    let counter = MenuCounter()
    return ControlsBenchScreen(
      description: [
        "The menu bar (commands: app, File, Edit, View, Garden menus; F10 opens the app menu, Left",
        "moves to the Garden menu, Down moves in it, Enter runs the item and closes it; 50 times)",
      ],
      makeWindow: { makeSceneWindow(MenuScene(counter: counter), appName: "Bench") }, stops: 50,
      keys: { _ in [("F10", .function(10)), ("Left", .left), ("Down", .down), ("Enter", .enter)] },
      kinds: ["TermMenuBar"], columns: ["F10", "Left", "Down", "Enter"],
      reached: { "menu items run \(counter.runs) times" }, kind: "TermMenuBar")
  }
}
