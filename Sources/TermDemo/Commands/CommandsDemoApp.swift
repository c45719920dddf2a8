import FoundationEssentials
import TermBridgeCore

/// `TermDemo --mode commands`: a small app with a menu bar, written as a
/// SwiftUI app is. Its plant list publishes the garden to the scene
/// (`.focusedSceneValue`), and the File menu's Add Plant (Ctrl-N) acts on
/// it, dimmed while "Publish the garden" is off. A compact date picker
/// holds the planting day and a custom `Shape` (a leaf) is stroked in
/// braille dots. The window's bottom line lists the keys of where focus
/// is (`.keyHints()`), and Ctrl-P opens the command palette. The
/// end-to-end tests `Tests/EndToEnd/commands_tmux.sh` and
/// `Tests/EndToEnd/palette_tmux.sh` drive it; `Tests/EndToEnd/screen_reader_pty.py` drives it in
/// screen-reader mode.
struct CommandsDemoApp: App {
  var body: some Scene {
    WindowGroup { CommandsDemoScreen().keyHints() }
      .commands {
        SidebarCommands()
        DemoPlantCommands()
        CommandMenu("Garden") {
          Button("Water All") {}.keyboardShortcut("w")
        }
      }
    Settings { Text("No settings yet. Esc closes.").padding() }
  }
}

/// A garden of plants.
struct DemoGarden {
  var plants: [String] = ["Fern"]
}

/// The garden the screen publishes.
struct DemoGardenKey: FocusedValueKey {
  typealias Value = Binding<DemoGarden>
}

extension FocusedValues {
  /// The garden of the focused scene, if it publishes one.
  var demoGarden: Binding<DemoGarden>? {
    get { self[DemoGardenKey.self] }
    set { self[DemoGardenKey.self] = newValue }
  }
}

/// File › Add Plant, on the published garden.
struct DemoPlantCommands: Commands {
  @FocusedBinding(\.demoGarden) var garden: DemoGarden?

  var body: some Commands {
    CommandGroup(before: .newItem) {
      Button("Add Plant") { garden?.plants.append("Plant \((garden?.plants.count ?? 0) + 1)") }
        .keyboardShortcut("n")
        .disabled(garden == nil)
    }
  }
}

/// A leaf: two quadratic curves between opposite corners of the frame.
struct DemoLeaf: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.addQuadCurve(
        to: CGPoint(x: rect.maxX, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
      path.addQuadCurve(
        to: CGPoint(x: rect.minX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// The window's content: the plants, a note field, the toggle, the
/// planting day and a leaf.
struct CommandsDemoScreen: View {
  @State private var garden = DemoGarden()
  @State private var publishes = true
  @State private var note = ""
  /// 14 November 2023, at noon in UTC (the same day in every time zone
  /// from UTC−11 to UTC+11).
  @State private var planted = Date(timeIntervalSince1970: 1_699_963_200)

  var body: some View {
    NavigationSplitView {
      List(garden.plants, id: \.self) { Text($0) }
    } detail: {
      VStack(alignment: .leading, spacing: 0) {
        Text("Plants: \(garden.plants.count)")
        TextField("Note", text: $note)
        Toggle("Publish the garden", isOn: $publishes)
        DatePicker("Planted", selection: $planted, displayedComponents: .date)
        DemoLeaf().stroke(lineWidth: 1).frame(width: 12, height: 4)
        Text("F10 menus · Ctrl-N add plant · Ctrl-Q quit")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    .focusedSceneValue(\.demoGarden, publishes ? $garden : nil)
  }
}
