import TermBridgeWidgets

/// How a `Button` looks and acts, like SwiftUI's `PrimitiveButtonStyle`;
/// set with `.buttonStyle(_:)` on the button or any view above it (the
/// innermost style wins).
///
/// The built-in looks: `.automatic` is the label with a column either side;
/// `.bordered` puts it in brackets, `[ Save ]`; `.borderedProminent` does
/// too, bold on the accent colour; `.borderless` is the label alone in the
/// accent colour; `.plain` is the label alone as it is. Every built-in
/// style shows a focused button on reverse video, and `role: .destructive`
/// stays red.
///
/// A style of an app's own decides everything: its
/// ``makeBody(configuration:)`` is what the button shows, and the button
/// is pressed only when the body calls
/// ``PrimitiveButtonStyleConfiguration/trigger()`` (usually from a
/// `Button` of its own: `Button(action: configuration.trigger) { … }`, or
/// `Button(configuration)`). Buttons in the body take the style that was
/// set outside this one.
@MainActor
public protocol PrimitiveButtonStyle {
  /// The view the style makes for a button.
  associatedtype Body: View
  /// What a button styled so shows, from its label, role and action.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given, like SwiftUI's.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` is given for one button, like
/// SwiftUI's: the label, the role and the action, run with ``trigger()``.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, type-erased: a view that shows it.
  public struct Label: View, StyleConfigurationContent {
    /// A primitive view: it shows the label it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// The button's label.
  public let label: Label
  /// The button's role (`.destructive`, `.cancel`), if any.
  public let role: ButtonRole?
  let action: @MainActor () -> Void
  let isEnabled: Bool

  /// Performs the button's action, as a press does; nothing while the
  /// button is disabled (`.disabled(true)` around it).
  public func trigger() {
    guard isEnabled else { return }
    action()
  }
}

/// How a `Button` looks, given its state, like SwiftUI's `ButtonStyle`:
/// the style draws the label; the button still acts as a button.
///
/// In the terminal the body is one focusable button: Enter or Space while
/// focused, a click or the button's keyboard shortcut run the action; it
/// is shown on reverse video while focused (over whatever the body
/// draws), dimmed and inert while disabled, and the body fills exactly its
/// frame (no padding or brackets are added).
/// ``ButtonStyleConfiguration/isPressed`` is true while the left mouse
/// button is held down over it; a key press runs the action at once and
/// is never shown pressed (a terminal reports no key release).
@MainActor
public protocol ButtonStyle {
  /// The view the style makes for a button.
  associatedtype Body: View
  /// What a button styled so shows, from its label, role and pressed state.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given, like SwiftUI's.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given for one button, like SwiftUI's: the
/// label, whether the button is held down, and its role.
@MainActor
public struct ButtonStyleConfiguration {
  /// The button's label, type-erased: a view that shows it.
  public struct Label: View, StyleConfigurationContent {
    /// A primitive view: it shows the label it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// The button's label.
  public let label: Label
  /// Whether the left mouse button is held down over the button.
  public let isPressed: Bool
  /// The button's role (`.destructive`, `.cancel`), if any.
  public let role: ButtonRole?
}

/// A built-in style's kit form.
protocol ButtonLookProviding: BuiltInStyle {
  var appearance: TermButton.Appearance { get }
}

/// The platform's default: the label with a column either side.
public struct DefaultButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  /// The default style.
  public init() {}
  var appearance: TermButton.Appearance { .standard }
  /// The button itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// The label in brackets.
public struct BorderedButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  /// The bordered style.
  public init() {}
  var appearance: TermButton.Appearance { .bordered }
  /// The button itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// The label in brackets, bold on the accent colour: the screen's main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  /// The prominent style.
  public init() {}
  var appearance: TermButton.Appearance { .borderedProminent }
  /// The button itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// The label alone in the accent colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  /// The borderless style.
  public init() {}
  var appearance: TermButton.Appearance { .borderless }
  /// The button itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// The label alone, unstyled.
public struct PlainButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  /// The plain style.
  public init() {}
  var appearance: TermButton.Appearance { .plain }
  /// The button itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default look.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The label in brackets.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The label in brackets on the accent colour.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label alone in the accent colour.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension EnvironmentValues {
  /// The button styles set above, from `.buttonStyle(_:)`: built-in ones,
  /// ``ButtonStyle``s and ``PrimitiveButtonStyle``s.
  var buttonStyles: StyleStack {
    get { self[StyleStackKey<any ButtonStyle>.self] }
    set { self[StyleStackKey<any ButtonStyle>.self] = newValue }
  }

  /// The kit appearance of a button below with a built-in style.
  @MainActor var buttonLook: TermButton.Appearance {
    (buttonStyles.innermost as? any ButtonLookProviding)?.appearance ?? .standard
  }
}

extension View {
  /// Sets how the buttons in this view look and act, like SwiftUI's
  /// `buttonStyle(_:)` for a `PrimitiveButtonStyle`: a built-in one
  /// (`.bordered`, …) or one of the app's own.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.buttonStyles = $0.buttonStyles.pushing(style) }
  }

  /// Sets how the buttons in this view look, like SwiftUI's
  /// `buttonStyle(_:)` for a `ButtonStyle`: the style draws each label,
  /// and each stays a focusable button.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.buttonStyles = $0.buttonStyles.pushing(style) }
  }
}
