import TermBridgeWidgets

/// How a `Button` looks, like SwiftUI's `PrimitiveButtonStyle`; set with
/// `.buttonStyle(_:)` on the button or any view above it.
///
/// The terminal looks: `.automatic` is the label with a column either side;
/// `.bordered` puts it in brackets, `[ Save ]`; `.borderedProminent` does
/// too, bold on the accent colour; `.borderless` is the label alone in the
/// accent colour; `.plain` is the label alone as it is. Every style shows a
/// focused button on reverse video, and `role: .destructive` stays red.
/// Only these styles change how a button looks; a style of an app's own is
/// taken as `.automatic`.
public protocol PrimitiveButtonStyle: Sendable {}

/// A built-in style's kit form.
protocol ButtonLookProviding {
  var appearance: TermButton.Appearance { get }
}

/// The platform's default: the label with a column either side.
public struct DefaultButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  public init() {}
  var appearance: TermButton.Appearance { .standard }
}

/// The label in brackets.
public struct BorderedButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  public init() {}
  var appearance: TermButton.Appearance { .bordered }
}

/// The label in brackets, bold on the accent colour: the screen's main action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  public init() {}
  var appearance: TermButton.Appearance { .borderedProminent }
}

/// The label alone in the accent colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  public init() {}
  var appearance: TermButton.Appearance { .borderless }
}

/// The label alone, unstyled.
public struct PlainButtonStyle: PrimitiveButtonStyle, ButtonLookProviding {
  public init() {}
  var appearance: TermButton.Appearance { .plain }
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

struct ButtonLookKey: EnvironmentKey {
  static var defaultValue: TermButton.Appearance { .standard }
}

extension EnvironmentValues {
  /// The kit appearance of the buttons below, from `.buttonStyle(_:)`.
  var buttonLook: TermButton.Appearance {
    get { self[ButtonLookKey.self] }
    set { self[ButtonLookKey.self] = newValue }
  }
}

extension View {
  /// Sets how the buttons in this view look, like SwiftUI's `buttonStyle(_:)`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonLook, (style as? any ButtonLookProviding)?.appearance ?? .standard)
  }
}
