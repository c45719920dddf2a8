import TermBridgeTerminal
import TermBridgeWidgets

/// The role of a semantic colour in a theme.
enum ThemeColorRole: Hashable, Sendable {
  case text, secondaryText, background, separator, selection, destructive, warning, success

  /// The colour `theme` gives the role.
  func color(in theme: TermTheme) -> TermColor {
    switch self {
    case .text: theme.text
    case .secondaryText: theme.secondaryText
    case .background: theme.background
    case .separator: theme.separator
    case .selection: theme.selection
    case .destructive: theme.destructive
    case .warning: theme.warning
    case .success: theme.success
    }
  }
}

extension Color {
  /// Whether two colours draw alike under the dark theme (a semantic
  /// colour equals the colour it has there: `.secondary == .gray`).
  public static func == (a: Color, b: Color) -> Bool { a.termColor == b.termColor }

  /// Hashes the colour it draws under the dark theme.
  public func hash(into hasher: inout Hasher) { hasher.combine(termColor) }

  /// A semantic colour: `termColor` is its colour under the dark theme.
  init(_ termColor: TermColor, role: ThemeColorRole) {
    self.init(termColor)
    self.role = role
  }

  /// This colour in `environment`, like SwiftUI's `Color.resolve(in:)`: a
  /// semantic colour (`.primary`, `.secondary`, `.background`,
  /// `.separator`…) takes the colour of ``EnvironmentValues/theme``,
  /// as SwiftUI's take the system appearance's; any other is itself.
  public func resolve(in environment: EnvironmentValues) -> Color {
    guard let role else { return self }
    return Color(role.color(in: environment.theme))
  }

  /// The theme's background (the terminal's own unless a theme sets
  /// one), like UIKit's `systemBackground`.
  public static let background = Color(.default, role: .background)
  /// The theme's separator colour, like UIKit's `separator`.
  public static let separator = Color(.gray, role: .separator)
  /// The theme's selection colour.
  public static let selection = Color(.blue, role: .selection)
  /// The theme's colour for destructive actions (red unless the theme
  /// says otherwise).
  public static let destructive = Color(.red, role: .destructive)
  /// The theme's colour for warnings (yellow unless the theme says otherwise).
  public static let warning = Color(.yellow, role: .warning)
  /// The theme's colour for success (green unless the theme says otherwise).
  public static let success = Color(.green, role: .success)
}
