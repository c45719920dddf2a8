/// How a `LabeledContent` arranges its label and content, like SwiftUI's
/// `LabeledContentStyle`; set with `.labeledContentStyle(_:)` on the view
/// or any view above it (the innermost style wins).
///
/// The built-in `.automatic` puts the label on the left and the content on
/// the right of the row. A style of an app's own draws both with its
/// ``makeBody(configuration:)``; labeled content in the body takes the
/// style set outside this one.
@MainActor
public protocol LabeledContentStyle {
  /// The view the style makes for a labeled content.
  associatedtype Body: View
  /// What a labeled content styled so shows, from its label and content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given, like SwiftUI's.
  typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` is given, like SwiftUI's: the label and
/// the content, type-erased.
@MainActor
public struct LabeledContentStyleConfiguration {
  /// The label, type-erased: a view that shows it.
  public struct Label: View, StyleConfigurationContent {
    /// A primitive view: it shows the label it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// The content, type-erased: a view that shows it.
  public struct Content: View, StyleConfigurationContent {
    /// A primitive view: it shows the content it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// The label.
  public let label: Label
  /// The content (the value or control).
  public let content: Content
}

/// The platform's default: the label on the left, the content on the right.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInStyle {
  /// The default style.
  public init() {}
  /// The label, room, the content, on one row.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(cellSpacing: 1) {
      configuration.label
      Spacer(cellMinLength: 1)
      configuration.content
    }
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default arrangement.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension EnvironmentValues {
  /// The labeled content styles set above, from `.labeledContentStyle(_:)`.
  var labeledContentStyles: StyleStack {
    get { self[StyleStackKey<any LabeledContentStyle>.self] }
    set { self[StyleStackKey<any LabeledContentStyle>.self] = newValue }
  }
}

extension View {
  /// Sets how the labeled content in this view is arranged, like
  /// SwiftUI's `labeledContentStyle(_:)`.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) {
      $0.labeledContentStyles = $0.labeledContentStyles.pushing(style)
    }
  }
}
