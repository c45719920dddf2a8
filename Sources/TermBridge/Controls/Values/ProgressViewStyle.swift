/// How a `ProgressView` looks, like SwiftUI's `ProgressViewStyle`; set with
/// `.progressViewStyle(_:)` on the view or any view above it (the
/// innermost style wins).
///
/// The built-in ones, `.automatic` and `.linear`, are the kit's bar (or
/// its spinner, with no value). A style of an app's own draws the progress
/// with its ``makeBody(configuration:)``; progress views in the body take
/// the style set outside this one.
@MainActor
public protocol ProgressViewStyle {
  /// The view the style makes for a progress view.
  associatedtype Body: View
  /// What a progress view styled so shows, from its fraction and labels.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given, like SwiftUI's.
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` is given for one progress view, like
/// SwiftUI's: how far it is, and its labels, type-erased.
@MainActor
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, type-erased: a view that shows it.
  public struct Label: View, StyleConfigurationContent {
    /// A primitive view: it shows the label it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// The progress view's current value label, type-erased.
  public struct CurrentValueLabel: View, StyleConfigurationContent {
    /// A primitive view: it shows the label it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// How much is done, from 0 to 1; nil when that is not known (a spinner).
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public let label: Label?
  /// The current value label, if the progress view has one.
  public let currentValueLabel: CurrentValueLabel?
}

/// The platform's default: a bar, or a spinner with no value.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
  /// The default style.
  public init() {}
  /// The progress view itself, in this style.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

/// A bar across the width offered (a spinner with no value).
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle {
  /// The linear style.
  public init() {}
  /// The progress view itself, in this style.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).progressViewStyle(self)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default look.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension EnvironmentValues {
  /// The progress view styles set above, from `.progressViewStyle(_:)`.
  var progressViewStyles: StyleStack {
    get { self[StyleStackKey<any ProgressViewStyle>.self] }
    set { self[StyleStackKey<any ProgressViewStyle>.self] = newValue }
  }
}

extension View {
  /// Sets how the progress views in this view look, like SwiftUI's
  /// `progressViewStyle(_:)`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.progressViewStyles = $0.progressViewStyles.pushing(style) }
  }
}
