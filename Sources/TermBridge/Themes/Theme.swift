import TermBridgeTerminal
import TermBridgeWidgets

/// The colours and control styles built-in views draw with: the kit's
/// ``TermTheme`` under the name a SwiftUI app gives it. Set one for a
/// subtree or the whole app with `.theme(_:)` and read the one in force
/// with `@Environment(\.theme)`; with none set it is ``TermTheme/dark`` or
/// ``TermTheme/light``, following ``EnvironmentValues/colorScheme`` (the
/// terminal's background, or `.preferredColorScheme(_:)`).
public typealias Theme = TermTheme

struct ThemeKey: EnvironmentKey {
  static let defaultValue: TermTheme? = nil
}

extension EnvironmentValues {
  /// The theme in force: set by `.theme(_:)` (or the application's
  /// ``TermApplication/theme``), else the built-in one for ``colorScheme``.
  public var theme: Theme {
    get { self[ThemeKey.self] ?? .standard(for: colorScheme == .light ? .light : .dark) }
    set { self[ThemeKey.self] = newValue }
  }
}

extension Palette {
  /// The palette a theme gives: its accent, secondary text, selection and
  /// separator colours.
  public init(_ theme: Theme) {
    self.init(
      accent: Color(theme.accent), secondary: Color(theme.secondaryText), selection: Color(theme.selection),
      border: Color(theme.separator))
  }
}

extension View {
  /// Draws this view and everything inside with `theme`, like a UIKit
  /// view's `overrideTheme`: the environment's ``EnvironmentValues/theme``
  /// below, the built-in controls' colours and focus and selection styles,
  /// and the content's whole area filled with the theme's background and
  /// text colours (one widget behind the content, as `.background` adds).
  /// Inner `.theme(_:)` modifiers win; set it on the root view to theme a
  /// whole app.
  public func theme(_ theme: Theme) -> some View {
    WidgetPropertyView(
      wrapped: BackgroundStyleView(wrapped: environment(\.theme, theme), style: theme.contentStyle),
      property: \.overrideTheme, unset: nil, value: theme)
  }
}
