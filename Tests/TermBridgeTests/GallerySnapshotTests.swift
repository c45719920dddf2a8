import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets
@testable import TermDemo

/// A state of one gallery screen: the keys that reach it from the gallery's
/// start (the first family chosen, the sidebar focused) and a text it shows.
struct GalleryScene: CustomTestStringConvertible, Sendable {
  let name: String
  let keys: [String]
  let shows: String

  var testDescription: String { name }

  /// The keys that open `family`'s screen from the start: Down to its row,
  /// Enter (the first control of the screen gets the keys).
  static func opening(_ family: GalleryFamily) -> [String] {
    Array(repeating: "down", count: GalleryFamily.allCases.firstIndex(of: family)!) + ["enter"]
  }

  static let all: [GalleryScene] =
    GalleryFamily.allCases.map { family in
      GalleryScene(name: family.rawValue, keys: opening(family), shows: family.marker)
    } + [
      GalleryScene(name: "pickers-actions-menu", keys: opening(.pickers) + ["enter"], shows: "Ctrl-N"),
      GalleryScene(
        name: "pickers-context-menu", keys: opening(.pickers) + ["tab", "shift-f10"], shows: "Duplicate"),
      GalleryScene(
        name: "pickers-menu-open", keys: opening(.pickers) + ["tab", "tab", "enter"], shows: "✓ Vanilla"),
      GalleryScene(
        name: "navigation-pushed", keys: opening(.navigation) + ["enter"], shows: "146 moons, gas"),
      GalleryScene(
        name: "navigation-alert", keys: opening(.navigation) + ["tab", "tab", "enter"],
        shows: "Delete the draft?"),
      GalleryScene(
        name: "navigation-dialog", keys: opening(.navigation) + ["tab", "tab", "tab", "enter"],
        shows: "Sort planets by"),
      GalleryScene(
        name: "navigation-sheet", keys: opening(.navigation) + ["tab", "tab", "tab", "tab", "enter"],
        shows: "A sheet"),
      GalleryScene(
        name: "navigation-popover",
        keys: opening(.navigation) + Array(repeating: "tab", count: 5) + ["enter"],
        shows: "A popover, under its button"),
      GalleryScene(
        name: "lists-table-sorted", keys: opening(.lists) + ["tab", "tab", ">"], shows: "Moons  ▲"),
      GalleryScene(
        name: "lists-pinned-header", keys: opening(.lists) + Array(repeating: "down", count: 7),
        shows: "Fruit: Onion"),
      GalleryScene(name: "commands-menu-open", keys: opening(.commands) + ["right", "enter"], shows: "Redo"),
      GalleryScene(name: "rows-actions-menu", keys: opening(.rows) + ["tab", "shift-f10"], shows: "Unread"),
      GalleryScene(name: "rows-editing", keys: opening(.rows) + ["enter"], shows: "⊖"),
      GalleryScene(
        name: "themes-high-contrast", keys: opening(.themes) + ["right", "right"], shows: "High contrast"),
      GalleryScene(
        name: "themes-toast", keys: opening(.themes) + Array(repeating: "tab", count: 6) + ["enter"],
        shows: "Hello from a toast"),
    ]
}

extension GalleryFamily {
  /// A text only this family's screen shows.
  var marker: String {
    switch self {
    case .buttons: return "Toggle styles"
    case .pickers: return "Picker styles"
    case .values: return "Progress and gauges"
    case .textInput: return "Search fruit"
    case .lists: return "Vegetables"
    case .navigation: return "About the gallery ›"
    case .layout: return "ViewThatFits"
    case .text: return "TermBridge on the web"
    case .shapes: return "GraphicsContext"
    case .commands: return "Last command:"
    case .dates: return "Within a week"
    case .rows: return "Keys here:"
    case .keys: return "Last action:"
    case .motion: return "Offset on a spring"
    case .selection: return "Drag over any text"
    case .themes: return "Secondary text"
    }
  }
}

/// `TermDemo --mode gallery`, screen by screen, driven by keys as a user
/// drives it.
@MainActor
@Suite struct GallerySnapshotTests {
  private func run(width: Int = 80, height: Int = 24, _ body: (TermPilot) throws -> Void) throws {
    try TermPilot.run(GalleryScreen(), width: width, height: height, body)
  }

  private func press(_ pilot: TermPilot, _ keys: [String]) throws {
    for key in keys { try pilot.press(key) }
  }

  private func statusLine(_ pilot: TermPilot) -> String { pilot.screen.rows().last ?? "" }

  @Test(arguments: [(80, 24), (40, 12)])
  func theOverviewListsEveryFamily(width: Int, height: Int) throws {
    try run(width: width, height: height) { pilot in
      expectSnapshot(pilot.screen, named: "gallery-overview-\(width)x\(height)")
      for family in GalleryFamily.allCases.prefix(height - 1) {
        #expect(pilot.screenText.contains(family.title.prefix(width - 2)))
      }
      #expect(statusLine(pilot).contains("↑↓ family"))
    }
  }

  @Test(arguments: GalleryScene.all)
  func eachScreenAt80x24(_ scene: GalleryScene) throws {
    try run { pilot in
      try press(pilot, scene.keys)
      expectSnapshot(pilot.screen, named: "gallery-\(scene.name)-80x24")
      #expect(pilot.screenText.contains(scene.shows))
    }
  }

  @Test func everyFamilyInTheSidebarOpensItsScreenAndEscGoesBack() throws {
    try run { pilot in
      for (index, family) in GalleryFamily.allCases.enumerated() {
        if index > 0 { try pilot.press("down") }
        #expect(pilot.screenText.contains(family.marker), "\(family) shown beside the sidebar")
        try pilot.press("enter")
        #expect(statusLine(pilot).contains(family.keys), "\(family)'s keys once it is open")
        try pilot.press("escape")
        #expect(statusLine(pilot).contains(GalleryFamily.sidebarKeys), "Esc from \(family)")
      }
      for family in GalleryFamily.allCases.dropLast().reversed() {
        try pilot.press("up")
        #expect(pilot.screenText.contains(family.marker))
      }
    }
  }

  @Test func collapsedAt40ColumnsEnterOpensAFamilyAndEscComesBack() throws {
    try run(width: 40, height: 12) { pilot in
      try pilot.press("down", "down", "enter")
      expectSnapshot(pilot.screen, named: "gallery-values-40x12")
      #expect(pilot.screenText.contains("Steppers"))
      #expect(!pilot.screenText.contains("Buttons & toggles"))
      try pilot.press("escape")
      #expect(pilot.screenText.contains("Buttons & toggles"))
      try pilot.press("down", "enter")  // the next family, Text input
      #expect(pilot.screenText.contains("Search fruit"))
      #expect(!pilot.screenText.contains("Steppers"))
    }
  }

  @Test func controlsOnTheScreensWork() throws {
    try run { pilot in
      try press(pilot, GalleryScene.opening(.buttons) + ["tab", "enter"])
      #expect(pilot.screenText.contains("Last pressed: Bordered"))
      try pilot.press("escape", "down", "down", "enter", "right", "right")  // Values: the stepper
      #expect(pilot.screenText.contains("Count: 5"))
      try pilot.press("escape", "down", "enter")
      pilot.type("an")
      #expect(pilot.screenText.contains("Matches: banana, mango"))
    }
  }
}
