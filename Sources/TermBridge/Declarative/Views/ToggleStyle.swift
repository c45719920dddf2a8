import TermBridgeTerminal
import TermBridgeWidgets

/// How a `Toggle` looks, like SwiftUI's `ToggleStyle`; set with
/// `.toggleStyle(_:)` on the toggle or any view above it.
///
/// The terminal forms: `.checkbox` (and `.automatic`) draw `[x]` / `[ ]`
/// before the label; `.switch` draws a sliding switch, `( ●)` on (the knob
/// in the accent colour) and `(○ )` off; `.button` draws the label as a
/// button, `[ label ]`, on reverse video while on. Only these styles change
/// how a toggle looks; a style of an app's own is taken as `.automatic`.
public protocol ToggleStyle: Sendable {}

/// A built-in style's kit form.
protocol ToggleLookProviding {
  var switchStyle: TermSwitch.Style { get }
}

/// The platform's default: a check box here.
public struct DefaultToggleStyle: ToggleStyle, ToggleLookProviding {
  public init() {}
  var switchStyle: TermSwitch.Style { .checkbox }
}

/// A sliding switch before the label.
public struct SwitchToggleStyle: ToggleStyle, ToggleLookProviding {
  public init() {}
  var switchStyle: TermSwitch.Style { .sliding }
}

/// A check box before the label.
public struct CheckboxToggleStyle: ToggleStyle, ToggleLookProviding {
  public init() {}
  var switchStyle: TermSwitch.Style { .checkbox }
}

/// The label as a button that stays pressed (reverse video) while on.
public struct ButtonToggleStyle: ToggleStyle, ToggleLookProviding {
  public init() {}
  var switchStyle: TermSwitch.Style { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default look: a check box.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  /// A sliding switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A check box.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

struct ToggleLookKey: EnvironmentKey {
  static var defaultValue: TermSwitch.Style { .checkbox }
}

extension EnvironmentValues {
  /// The kit style of the toggles below, from `.toggleStyle(_:)`.
  var toggleLook: TermSwitch.Style {
    get { self[ToggleLookKey.self] }
    set { self[ToggleLookKey.self] = newValue }
  }
}

extension View {
  /// Sets how the toggles in this view look, like SwiftUI's `toggleStyle(_:)`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleLook, (style as? any ToggleLookProviding)?.switchStyle ?? .checkbox)
  }
}
