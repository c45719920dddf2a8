/// How a `Label` arranges its title and icon, like SwiftUI's `LabelStyle`;
/// set with `.labelStyle(_:)` on the label or any view above it (the
/// innermost style wins).
///
/// The built-in ones: `.automatic` and `.titleAndIcon` show the icon, a
/// space, the title; `.titleOnly` the title; `.iconOnly` the icon (or the
/// title, for a label with no glyph, so it never vanishes). A style of an
/// app's own draws the label with its ``makeBody(configuration:)``;
/// labels in the body take the style set outside this one.
@MainActor
public protocol LabelStyle {
  /// The view the style makes for a label.
  associatedtype Body: View
  /// What a label styled so shows, from its title and icon.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given, like SwiftUI's.
  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` is given for one label, like SwiftUI's: its title
/// and icon, type-erased.
@MainActor
public struct LabelStyleConfiguration {
  /// The label's title, type-erased: a view that shows it.
  public struct Title: View, StyleConfigurationContent {
    /// A primitive view: it shows the title it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// The label's icon, type-erased: a view that shows it (nothing for a
  /// label with no glyph).
  public struct Icon: View, StyleConfigurationContent {
    /// A primitive view: it shows the icon it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
  /// Whether the label has an icon at all.
  let hasIcon: Bool
}

/// How a built-in label style arranges a label.
enum LabelLook {
  case titleAndIcon, titleOnly, iconOnly
}

/// A built-in style's arrangement.
protocol LabelLookProviding: BuiltInStyle {
  var look: LabelLook { get }
}

/// The platform's default: the icon, a space, the title.
public struct DefaultLabelStyle: LabelStyle, LabelLookProviding {
  /// The default style.
  public init() {}
  var look: LabelLook { .titleAndIcon }
  /// The label itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

/// The icon, a space, the title.
public struct TitleAndIconLabelStyle: LabelStyle, LabelLookProviding {
  /// The title-and-icon style.
  public init() {}
  var look: LabelLook { .titleAndIcon }
  /// The label itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, LabelLookProviding {
  /// The title-only style.
  public init() {}
  var look: LabelLook { .titleOnly }
  /// The label itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

/// The icon alone (the title for a label with no glyph).
public struct IconOnlyLabelStyle: LabelStyle, LabelLookProviding {
  /// The icon-only style.
  public init() {}
  var look: LabelLook { .iconOnly }
  /// The label itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default arrangement: icon and title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, a space, the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension EnvironmentValues {
  /// The label styles set above, from `.labelStyle(_:)`.
  var labelStyles: StyleStack {
    get { self[StyleStackKey<any LabelStyle>.self] }
    set { self[StyleStackKey<any LabelStyle>.self] = newValue }
  }
}

extension View {
  /// Sets how the labels in this view arrange title and icon, like
  /// SwiftUI's `labelStyle(_:)`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.labelStyles = $0.labelStyles.pushing(style) }
  }
}
