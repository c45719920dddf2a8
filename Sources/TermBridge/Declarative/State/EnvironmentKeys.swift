import TermBridgeTerminal
import TermBridgeWidgets

/// A light or dark terminal background, for views that pick colours.
public enum ColorScheme: Hashable, Sendable {
  /// `light` is a light background with dark text; `dark` a dark one with
  /// light text.
  case light, dark
}

/// Colours views use for their roles; set one with `.environment(\.palette, …)`.
public struct Palette: Hashable, Sendable {
  /// The accent: links, buttons' tint, toggles that are on, progress and
  /// gauge bars, slider tracks.
  public var accent: Color
  /// For secondary content; no built-in view reads it yet.
  public var secondary: Color
  /// For selected content; no built-in view reads it yet.
  public var selection: Color
  /// Lines: dividers, and borders not given a colour of their own.
  public var border: Color

  /// A palette with a colour for each role.
  public init(accent: Color, secondary: Color, selection: Color, border: Color) {
    self.accent = accent
    self.secondary = secondary
    self.selection = selection
    self.border = border
  }

  /// The palette for a dark background.
  public static let standard = Palette(accent: .cyan, secondary: .gray, selection: .blue, border: .gray)
  /// The palette for a light background: darker accents that read on white.
  public static let light = Palette(accent: .blue, secondary: .gray, selection: .cyan, border: .gray)

  /// The palette that suits `scheme`.
  public static func standard(for scheme: ColorScheme) -> Palette {
    scheme == .light ? .light : .standard
  }
}

/// Dismisses the presentation the view is in, like SwiftUI's `DismissAction`.
public struct DismissAction: Equatable, Sendable {
  let id: Int
  let action: @MainActor @Sendable () -> Void

  package init(id: Int = 0, action: @escaping @MainActor @Sendable () -> Void) {
    self.id = id
    self.action = action
  }

  /// Dismisses the presentation, called as `dismiss()`; does nothing
  /// outside one.
  @MainActor public func callAsFunction() { action() }

  /// Whether two actions dismiss the same presentation.
  public static func == (a: DismissAction, b: DismissAction) -> Bool { a.id == b.id }
}

struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}
struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.dark
}
struct PaletteKey: EnvironmentKey {
  static let defaultValue: Palette? = nil
}
struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction(action: {})
}
struct ForegroundColorKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}
struct TextAttributesKey: EnvironmentKey {
  static let defaultValue: TextAttributes = []
}
struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}
struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

extension EnvironmentValues {
  /// Whether controls accept input; `.disabled(true)` turns it off below.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// Whether the terminal's background is light or dark: from its answer
  /// to OSC 11 at start (`.dark` until, or unless, it answers).
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// The colours views use for their roles: unless set, the ones of
  /// ``theme`` (the standard palette for ``colorScheme`` when no theme is set).
  public var palette: Palette {
    get { self[PaletteKey.self] ?? Palette(theme) }
    set { self[PaletteKey.self] = newValue }
  }
  /// Dismisses the sheet (or hosting presentation) this view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
  /// The colour `Text` and other views draw their foreground in.
  public var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }
  /// Attributes (bold, italic, …) added to text below.
  public var textAttributes: TextAttributes {
    get { self[TextAttributesKey.self] }
    set { self[TextAttributesKey.self] = newValue }
  }
  /// How the lines of wrapped `Text` align in its width, like SwiftUI's
  /// `multilineTextAlignment`; leading unless set.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
  /// The most lines `Text` wraps to; nil means no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}
