import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A small screen of controls, for each theme's snapshot.
struct ThemeSampleScreen: View {
  let theme: Theme?
  @State private var wrap = true
  @State private var name = ""
  @State private var level = 0.5
  @State private var fruit: String? = "Banana"

  var body: some View {
    let content = VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        Button("Save") {}
        Button("Delete", role: .destructive) {}.buttonStyle(.borderless)
        Toggle("Wrap", isOn: $wrap)
      }
      TextField("Name", text: $name)
      Slider(value: $level)
      ProgressView(value: level)
      Text("Secondary").foregroundStyle(.secondary)
      Divider()
      List(["Apple", "Banana", "Cherry"], id: \.self, selection: $fruit) { Text($0) }
    }
    if let theme { content.theme(theme) } else { content }
  }
}

/// Themes on the SwiftUI side: `.theme(_:)`, `@Environment(\.theme)`,
/// `.preferredColorScheme(_:)`, semantic colours, and a snapshot of each
/// built-in theme.
@MainActor
@Suite struct ThemeTests {
  struct ThemeReader: View {
    let seen: (Theme, ColorScheme) -> Void
    @Environment(\.theme) private var theme
    @Environment(\.colorScheme) private var scheme
    var body: some View {
      seen(theme, scheme)
      return Text(theme.name)
    }
  }

  final class Seen {
    var theme: Theme?
    var scheme: ColorScheme?
  }

  @Test func theEnvironmentsThemeIsTheOneSetAboveElseTheBuiltInForTheScheme() throws {
    let plain = Seen()
    let themed = Seen()
    let light = Seen()
    let view = VStack {
      ThemeReader { theme, _ in plain.theme = theme }
      ThemeReader { theme, _ in themed.theme = theme }.theme(.highContrast)
      ThemeReader {
        light.theme = $0
        light.scheme = $1
      }.preferredColorScheme(.light)
    }
    try withHostedView(view, width: 30, height: 3) { _, _, _ in
      #expect(plain.theme == .dark)
      #expect(themed.theme == .highContrast)
      #expect(light.theme == .light && light.scheme == .light)
    }
  }

  @Test func theApplicationsThemeReachesTheEnvironment() throws {
    let seen = Seen()
    try withHostedView(ThemeReader { theme, _ in seen.theme = theme }, width: 30, height: 1) { app, _, _ in
      app.theme = .colorBlindSafe
      app.render()
      #expect(seen.theme == .colorBlindSafe)
    }
  }

  @Test func semanticColoursResolveThroughTheTheme() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("secondary").foregroundColor(.secondary)
      Text("destructive").foregroundColor(.destructive)
      Text("accent").foregroundColor(.accentColor)
    }
    .theme(.highContrast)
    try withHostedView(view, width: 20, height: 3) { _, _, screen in
      let x =
        screen.rows()[0].firstIndex(of: "s").map {
          screen.rows()[0].distance(from: screen.rows()[0].startIndex, to: $0)
        } ?? 0
      #expect(screen.cells(inRow: 0)[x].style.foreground == TermTheme.highContrast.secondaryText)
      let y1 =
        screen.rows()[1].firstIndex(of: "d").map {
          screen.rows()[1].distance(from: screen.rows()[1].startIndex, to: $0)
        } ?? 0
      #expect(screen.cells(inRow: 1)[y1].style.foreground == TermTheme.highContrast.destructive)
      let y2 =
        screen.rows()[2].firstIndex(of: "a").map {
          screen.rows()[2].distance(from: screen.rows()[2].startIndex, to: $0)
        } ?? 0
      #expect(screen.cells(inRow: 2)[y2].style.foreground == .blue, "accentColor keeps its value")
    }
    #expect(Color.secondary == Color.gray, "a semantic colour equals its dark-theme colour")
    var environment = EnvironmentValues()
    environment.theme = .colorBlindSafe
    #expect(Color.success.resolve(in: environment).termColor == TermTheme.colorBlindSafe.success)
    #expect(Color.red.resolve(in: environment) == .red)
  }

  @Test func controlsDrawWithTheThemeTheyAreIn() throws {
    try withHostedController(ThemeSampleScreen(theme: .highContrast), width: 40, height: 12) { _, _, screen in
      // The focused button: the theme's focus style; the content filled with its colours.
      let save = screen.cells(inRow: 0).first { $0.text == "S" }
      #expect(save?.style.attributes.contains(.bold) == true)
      #expect(screen.cells(inRow: 5)[30].style.background == .black, "the themed content's fill")
      let cherry = screen.rows().firstIndex { $0.contains("Cherry") } ?? 0
      #expect(screen.cells(inRow: cherry)[0].style.background == .black)
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func eachBuiltInThemeOnASmallScreen(width: Int, height: Int) throws {
    for theme in TermTheme.builtIn {
      try withHostedController(ThemeSampleScreen(theme: theme), width: width, height: height) {
        _, _, screen in
        let slug = theme.name.lowercased().replacingOccurrences(of: " ", with: "-").replacingOccurrences(
          of: "colour-blind-safe", with: "colour-blind")
        expectSnapshot(screen, named: "theme-\(slug)-\(width)x\(height)")
      }
    }
  }

  @Test func theDefaultThemeLooksAsTheScreenDidWithoutOne() throws {
    let plain = try withHostedController(ThemeSampleScreen(theme: nil), width: 40, height: 12) {
      _, _, screen in
      ScreenSnapshot(screen).text
    }
    let dark = try withHostedController(ThemeSampleScreen(theme: .dark), width: 40, height: 12) {
      _, _, screen in
      ScreenSnapshot(screen).text
    }
    #expect(plain == dark)
  }
}
