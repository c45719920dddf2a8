import TermBridgeTerminal

extension TermTheme {
  /// The library's look on a dark terminal: the terminal's own text and
  /// background, a cyan accent, focus and selection in reverse video.
  public static let dark = TermTheme(name: "Dark")

  /// The library's look on a light terminal: as ``dark``, with accents
  /// that read on white (a blue accent, a cyan selection).
  public static let light = TermTheme(name: "Light", accent: .blue, selection: .cyan)

  /// Bright text on black, bold focus, and no faint (dim) text: every role
  /// in the terminal's brightest colours.
  public static let highContrast = TermTheme(
    name: "High contrast", background: .black, text: .brightWhite, secondaryText: .white,
    accent: .brightYellow, selection: .brightBlue, separator: .brightWhite, destructive: .brightRed,
    warning: .brightYellow, success: .brightGreen, focused: .attributes([.reverse, .bold]),
    disabled: TermStyle(foreground: .white, attributes: .italic),
    selectedRow: .attributes([.reverse, .bold]),
    unfocusedSelectedRow: .attributes([.reverse]), currentRow: .attributes([.underline, .bold]),
    placeholder: TermStyle(foreground: .white, attributes: .italic),
    textSelection: .attributes([.reverse, .bold]),
    bar: TermStyle(foreground: .black, background: .brightWhite, attributes: .bold),
    selectedTab: TermStyle(foreground: .black, background: .brightYellow, attributes: .bold),
    faint: TermStyle(foreground: .white), title: .attributes([.bold, .underline]),
    header: .attributes([.bold, .underline]),
    toast: TermStyle(foreground: .black, background: .brightYellow, attributes: .bold))

  /// Safe for red–green colour blindness: the Okabe–Ito hues, with
  /// vermillion for destructive, blue for success, orange for warnings
  /// and sky blue for the accent (no role tells red from green).
  public static let colorBlindSafe = TermTheme(
    name: "Colour-blind safe", secondaryText: .gray, accent: .rgb(86, 180, 233), selection: .rgb(0, 114, 178),
    separator: .gray, destructive: .rgb(213, 94, 0), warning: .rgb(230, 159, 0), success: .rgb(0, 114, 178))

  /// Every built-in theme, in the order a menu lists them.
  public static let builtIn: [TermTheme] = [.dark, .light, .highContrast, .colorBlindSafe]
}
