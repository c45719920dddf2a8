import TermBridgeTerminal
import TermBridgeWidgets

/// How a `Toggle` looks and acts, like SwiftUI's `ToggleStyle`; set with
/// `.toggleStyle(_:)` on the toggle or any view above it (the innermost
/// style wins).
///
/// The built-in forms: `.checkbox` (and `.automatic`) draw `[x]` / `[ ]`
/// before the label; `.switch` draws a sliding switch, `( ●)` on (the knob
/// in the accent colour) and `(○ )` off; `.button` draws the label as a
/// button, `[ label ]`, on reverse video while on.
///
/// A style of an app's own decides everything, as in SwiftUI: its
/// ``makeBody(configuration:)`` is what the toggle shows, and the toggle
/// flips only when the body writes ``ToggleStyleConfiguration/isOn``
/// (usually from a `Button` of its own). Nothing is focusable unless the
/// body has a control; toggles in the body take the style set outside
/// this one.
@MainActor
public protocol ToggleStyle {
  /// The view the style makes for a toggle.
  associatedtype Body: View
  /// What a toggle styled so shows, from its label and its binding.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What the style is given, like SwiftUI's.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` is given for one toggle, like SwiftUI's: the
/// label and the value, which the style reads and writes.
@MainActor
public struct ToggleStyleConfiguration {
  /// The toggle's label, type-erased: a view that shows it.
  public struct Label: View, StyleConfigurationContent {
    /// A primitive view: it shows the label it was made from.
    public typealias Body = Never
    let erased: any View
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; writing it writes the toggle's binding
  /// (`configuration.isOn.toggle()`), and `$isOn` is the binding itself.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are not all the
  /// same (SwiftUI's `Toggle(sources:isOn:)`); false for a toggle of one value.
  public var isMixed: Bool

  init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
    self.label = label
    _isOn = isOn
    self.isMixed = isMixed
  }
}

/// A built-in style's kit form.
protocol ToggleLookProviding: BuiltInStyle {
  var switchStyle: TermSwitch.Style { get }
  /// The colour of an "on" toggle, when the style gives one.
  var onTint: Color? { get }
}

extension ToggleLookProviding {
  var onTint: Color? { nil }
}

/// The platform's default: a check box here.
public struct DefaultToggleStyle: ToggleStyle, ToggleLookProviding {
  /// The default style.
  public init() {}
  /// The toggle itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
  var switchStyle: TermSwitch.Style { .checkbox }
}

/// A sliding switch before the label.
public struct SwitchToggleStyle: ToggleStyle, ToggleLookProviding {
  let tint: Color?

  /// The switch style.
  public init() { tint = nil }
  /// A switch whose knob is `tint` while on, like SwiftUI's deprecated
  /// `SwitchToggleStyle(tint:)` (today's form is `.tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  /// The toggle itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
  var switchStyle: TermSwitch.Style { .sliding }
  var onTint: Color? { tint }
}

/// A check box before the label.
public struct CheckboxToggleStyle: ToggleStyle, ToggleLookProviding {
  /// The check box style.
  public init() {}
  /// The toggle itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
  var switchStyle: TermSwitch.Style { .checkbox }
}

/// The label as a button that stays pressed (reverse video) while on.
public struct ButtonToggleStyle: ToggleStyle, ToggleLookProviding {
  /// The button style.
  public init() {}
  /// The toggle itself, in this style.
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
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

extension EnvironmentValues {
  /// The toggle styles set above, from `.toggleStyle(_:)`.
  var toggleStyles: StyleStack {
    get { self[StyleStackKey<any ToggleStyle>.self] }
    set { self[StyleStackKey<any ToggleStyle>.self] = newValue }
  }

  /// The kit style of a toggle below with a built-in style.
  @MainActor var toggleLook: TermSwitch.Style {
    (toggleStyles.innermost as? any ToggleLookProviding)?.switchStyle ?? .checkbox
  }

  /// The colour of an "on" toggle: the style's tint, else the accent.
  @MainActor var toggleOnTint: Color {
    (toggleStyles.innermost as? any ToggleLookProviding)?.onTint ?? palette.accent
  }
}

extension View {
  /// Sets how the toggles in this view look, like SwiftUI's
  /// `toggleStyle(_:)`: a built-in style (`.switch`, …) or one of the
  /// app's own.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.toggleStyles = $0.toggleStyles.pushing(style) }
  }
}
