/// How a `GroupBox` looks, like SwiftUI's `GroupBoxStyle`; set with
/// `.groupBoxStyle(_:)` on the box or any view above it (the innermost
/// style wins).
///
/// The built-in `.automatic` is a rounded border with the label's text as
/// its title and the content inset by a column. A style of an app's own
/// draws the box with its ``makeBody(configuration:)``; group boxes in the
/// body take the style set outside this one.
@MainActor
public protocol GroupBoxStyle {
  /// The box the style draws round a group box's content.
  associatedtype Body: View
  /// The box for one group box, from its title and content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The group box's parts, as SwiftUI names them.
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` is given, like SwiftUI's: the label and the
/// content, type-erased.
@MainActor
public struct GroupBoxStyleConfiguration {
  /// The box's title, type-erased: a view that shows it (nothing for a
  /// box without one).
  public struct Label: View, StyleConfigurationContent {
    /// A primitive view: it shows the title the box was given.
    public typealias Body = Never
    let erased: any View
  }

  /// What the box groups, type-erased.
  public struct Content: View, StyleConfigurationContent {
    /// A primitive view: it shows the views the box groups.
    public typealias Body = Never
    let erased: any View
  }

  /// The box's title.
  public let label: Label
  /// The views the box groups.
  public let content: Content
}

/// The platform's default: a rounded border titled with the label's text.
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltInStyle {
  /// The default style.
  public init() {}
  /// The content inset by a column in a rounded border, the label's text as its title.
  public func makeBody(configuration: Configuration) -> some View {
    let title = labelParts(of: configuration.label).title
    configuration.content
      .cellPadding(.horizontal, 1)
      .frame(maxWidth: .infinity, alignment: .leading)
      .border(.rounded, title: title.isEmpty ? nil : title)
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default look.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension EnvironmentValues {
  /// The group box styles set above, from `.groupBoxStyle(_:)`.
  var groupBoxStyles: StyleStack {
    get { self[StyleStackKey<any GroupBoxStyle>.self] }
    set { self[StyleStackKey<any GroupBoxStyle>.self] = newValue }
  }
}

extension View {
  /// Sets how the group boxes in this view look, like SwiftUI's
  /// `groupBoxStyle(_:)`.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.groupBoxStyles = $0.groupBoxStyles.pushing(style) }
  }
}
