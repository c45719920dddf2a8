import TermBridgeTerminal
import TermBridgeWidgets

/// A way to paint a shape, a background or text, like SwiftUI's
/// `ShapeStyle`. In a terminal every style comes down to one colour per
/// cell: ``Color`` is itself, the hierarchical styles (`.primary`,
/// `.secondary`…) and `.tint`, `.selection`, `.separator` are the
/// environment's colours, and materials (`.bar`, `.regularMaterial`…) and
/// `.background` are the terminal's own background (nothing is blurred).
/// A style of the app's own paints with the terminal's colours.
public protocol ShapeStyle: Sendable {
  /// The colour this style paints with in `environment`; nil is the
  /// terminal's own colour. The library's styles answer it; a style of the
  /// app's own keeps the default (nil).
  func _terminalColor(in environment: EnvironmentValues) -> Color?
}

extension ShapeStyle {
  /// The terminal's own colour.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? { nil }
}

extension Color: ShapeStyle {
  /// The colour itself, or for a semantic colour the theme's (``Color/resolve(in:)``).
  public func _terminalColor(in environment: EnvironmentValues) -> Color? { resolve(in: environment) }
}

/// Any style, like SwiftUI's `AnyShapeStyle`: a style whose type is
/// decided at run time (`condition ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`).
public struct AnyShapeStyle: ShapeStyle {
  let style: any ShapeStyle

  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) { self.style = style }

  /// The wrapped style's colour.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? {
    style._terminalColor(in: environment)
  }
}

/// The levels of content, like SwiftUI's `HierarchicalShapeStyle`:
/// `.primary` is the environment's text colour, the others grey.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int

  /// The level's colour in `environment`.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? {
    switch level {
    case 0: return environment.foregroundColor
    case 1: return environment.palette.secondary
    default: return Color(environment.theme.secondaryText)
    }
  }
}

/// The foreground in force, like SwiftUI's `ForegroundStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle {
  /// The foreground style.
  public init() {}
  /// The environment's text colour.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? { environment.foregroundColor }
}

/// The background in force, like SwiftUI's `BackgroundStyle` (`.background`):
/// the terminal's own background.
public struct BackgroundStyle: ShapeStyle {
  /// The background style.
  public init() {}
  /// The theme's background: the terminal's own unless a theme sets one.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? {
    Color(environment.theme.background)
  }
}

/// The tint in force, like SwiftUI's `TintShapeStyle` (`.tint`).
public struct TintShapeStyle: ShapeStyle {
  /// The tint style.
  public init() {}
  /// The environment's tint, or the palette's accent.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? {
    environment.tint ?? environment.palette.accent
  }
}

/// The colour of selected content, like SwiftUI's `SelectionShapeStyle` (`.selection`).
public struct SelectionShapeStyle: ShapeStyle {
  /// The selection style.
  public init() {}
  /// The palette's selection colour.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? { environment.palette.selection }
}

/// The colour of separators, like SwiftUI's `SeparatorShapeStyle` (`.separator`).
public struct SeparatorShapeStyle: ShapeStyle {
  /// The separator style.
  public init() {}
  /// The palette's border colour.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? { environment.palette.border }
}

/// A translucent, blurred background, like SwiftUI's `Material`. A cell
/// cannot be translucent: every material is the terminal's own background.
public struct Material: ShapeStyle {
  let thickness: Int

  /// The terminal's background.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? { .clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of content: the text colour.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level of content.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of content.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of content.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
  /// The fifth level of content.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground in force.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background in force: the terminal's.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint in force.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// The colour of selected content.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { Material(thickness: 0) }
  /// A thin material.
  public static var thinMaterial: Material { Material(thickness: 1) }
  /// The default material.
  public static var regularMaterial: Material { Material(thickness: 2) }
  /// A thick material.
  public static var thickMaterial: Material { Material(thickness: 3) }
  /// The thickest material.
  public static var ultraThickMaterial: Material { Material(thickness: 4) }
  /// The material of bars.
  public static var bar: Material { Material(thickness: 5) }
}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// ANSI magenta (a terminal colour SwiftUI has no name for).
  public static var magenta: Color { Color.magenta }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// White.
  public static var white: Color { Color.white }
  /// Grey.
  public static var gray: Color { Color.gray }
  /// Black.
  public static var black: Color { Color.black }
  /// The terminal's own colour.
  public static var clear: Color { Color.clear }
  /// The app's accent.
  public static var accentColor: Color { Color.accentColor }
}
