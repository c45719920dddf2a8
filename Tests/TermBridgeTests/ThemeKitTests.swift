import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Themes on the kit alone: inherited down the view hierarchy, set for the
/// application, a window or one view, and drawn by the built-in widgets.
@MainActor
@Suite struct ThemeKitTests {
  private func show(
    _ views: [TermView], width: Int = 30, height: Int = 6, noColor: Bool = false,
    _ body: (TermApplication, TermWindow, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height, noColor: noColor) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      for view in views { window.addSubview(view) }
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, window, screen)
    }
  }

  @Test func theDefaultThemeIsTodaysLookAndFollowsTheTerminalsBackground() throws {
    let view = TermView(frame: Rect(x: 0, y: 0, width: 4, height: 1))
    try show([view]) { app, _, _ in
      #expect(view.theme == .dark, "unknown background: dark")
      #expect(TermTheme.dark.focused == .attributes(.reverse))
      #expect(TermTheme.dark.accent == .cyan && TermTheme.light.accent == .blue)
      #expect(TermTheme.dark.contentStyle == .plain, "the terminal's own colours")
      app.handle([.report(.backgroundColor(red: 250, green: 250, blue: 250))])
      #expect(view.theme == .light, "a light terminal background picks the light theme")
      app.theme = .highContrast
      #expect(view.theme == .highContrast, "the application's theme wins over the built-in one")
    }
  }

  @Test func anOverrideThemesTheViewAndItsSubviewsOnly() throws {
    let outer = TermView(frame: Rect(x: 0, y: 0, width: 10, height: 2))
    let inner = TermView(frame: Rect(x: 0, y: 0, width: 4, height: 1))
    let sibling = TermView(frame: Rect(x: 0, y: 3, width: 4, height: 1))
    outer.addSubview(inner)
    try show([outer, sibling]) { app, window, _ in
      outer.overrideTheme = .colorBlindSafe
      #expect(inner.theme == .colorBlindSafe)
      #expect(sibling.theme == .dark)
      inner.overrideTheme = .highContrast
      #expect(inner.theme == .highContrast, "the nearest override wins")
      window.overrideTheme = .light
      #expect(sibling.theme == .light, "a window's theme reaches every view in it")
      sibling.overrideUserInterfaceStyle = .dark
      #expect(sibling.theme == .light, "a theme set around it wins over a style override")
      window.overrideTheme = nil
      #expect(sibling.theme == .dark, "a style override picks the built-in theme for it")
      #expect(sibling.effectiveUserInterfaceStyle == .dark)
    }
  }

  @Test func aFocusedButtonDrawsWithTheThemesFocusStyle() throws {
    let button = TermButton(title: "OK")
    button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
    try show([button]) { app, window, screen in
      #expect(window.firstResponder === button)
      #expect(screen.cells(inRow: 0)[0].style == .attributes(.reverse), "dark: reverse video, as before")
      window.overrideTheme = .highContrast
      app.render()
      let cell = screen.cells(inRow: 0)[0]
      #expect(cell.style.attributes == [.reverse, .bold])
      #expect(cell.style.foreground == .brightWhite && cell.style.background == .black)
    }
  }

  @Test func aThemedWindowIsFilledWithTheThemesColours() throws {
    let label = TermLabel(text: "Hi")
    label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    try show([label], width: 12, height: 3) { app, window, screen in
      window.overrideTheme = .highContrast
      app.render()
      for y in 0..<3 {
        for cell in screen.cells(inRow: y) {
          #expect(cell.style.background == .black && cell.style.foreground == .brightWhite)
        }
      }
    }
  }

  @Test func noColorStillWinsOverATheme() throws {
    let slider = TermSlider(value: 0.5)
    slider.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    try show([slider], noColor: true) { app, window, screen in
      window.overrideTheme = .highContrast
      app.render()
      let styles = screen.cells(inRow: 0).map(\.style)
      #expect(styles.allSatisfy { $0.foreground == .default && $0.background == .default })
      #expect(styles.contains { $0.attributes.contains(.bold) }, "attributes remain")
    }
  }

  @Test func widgetsTakeTheirColoursFromTheTheme() throws {
    let slider = TermSlider(value: 0.5)
    let progress = TermProgressView(progress: 0.5)
    let switchControl = TermSwitch(title: "On", isOn: true)
    let list = TermView(frame: .zero)
    try show([slider, progress, switchControl, list]) { _, window, _ in
      #expect(slider.trackStyle.foreground == .cyan)
      window.overrideTheme = .colorBlindSafe
      #expect(slider.trackStyle.foreground == TermTheme.colorBlindSafe.accent)
      #expect(progress.barStyle.foreground == TermTheme.colorBlindSafe.accent)
      #expect(switchControl.onTint.foreground == TermTheme.colorBlindSafe.accent)
      slider.trackStyle = TermStyle(foreground: .magenta)
      #expect(slider.trackStyle.foreground == .magenta, "a style set on the widget wins over the theme")
      let action = TermContextualAction(style: .destructive, title: "Delete") {}
      #expect(action.resolvedBackgroundColor(in: .colorBlindSafe) == .rgb(213, 94, 0))
      #expect(action.resolvedBackgroundColor == .red)
    }
  }

  @Test func theColourBlindSafeThemeTellsNoRoleByRedAgainstGreen() {
    let theme = TermTheme.colorBlindSafe
    #expect(theme.destructive != .red && theme.success != .green)
    #expect(theme.destructive != theme.success)
    #expect(TermTheme.builtIn.map(\.name) == ["Dark", "Light", "High contrast", "Colour-blind safe"])
  }
}
