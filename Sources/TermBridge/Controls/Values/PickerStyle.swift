import TermBridgeWidgets

/// How a `Picker` looks, like SwiftUI's `PickerStyle`; set with
/// `.pickerStyle(_:)` on the picker or any view above it.
///
/// The terminal mapping: `.menu` and `.automatic` are a button showing the
/// chosen option (Enter opens a popup menu of the options); `.segmented`
/// is a row of options (Left/Right choose); `.inline` and `.radioGroup` are
/// a column of `( )` / `(•)` options (Up/Down choose); `.wheel` is the
/// chosen option with `▲▼` (Up/Down turn it). A style of an app's own is
/// taken as `.menu`.
public protocol PickerStyle: Sendable {}

/// What a picker style means on the terminal.
enum PickerLook: Sendable {
  case menu, segmented, inline, wheel
}

/// A built-in style's meaning on the terminal.
protocol PickerLookProviding {
  var pickerLook: PickerLook { get }
}

/// The platform's default: a menu here.
public struct DefaultPickerStyle: PickerStyle, PickerLookProviding {
  /// Makes the style; `.pickerStyle(.automatic)` is the usual way to name it.
  public init() {}
  var pickerLook: PickerLook { .menu }
}
/// A button that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle, PickerLookProviding {
  /// Makes the style; `.pickerStyle(.menu)` is the usual way to name it.
  public init() {}
  var pickerLook: PickerLook { .menu }
}
/// A row of segments.
public struct SegmentedPickerStyle: PickerStyle, PickerLookProviding {
  /// Makes the style; `.pickerStyle(.segmented)` is the usual way to name it.
  public init() {}
  var pickerLook: PickerLook { .segmented }
}
/// The options in place, one per row.
public struct InlinePickerStyle: PickerStyle, PickerLookProviding {
  /// Makes the style; `.pickerStyle(.inline)` is the usual way to name it.
  public init() {}
  var pickerLook: PickerLook { .inline }
}
/// Radio buttons, one per row (as `.inline` here).
public struct RadioGroupPickerStyle: PickerStyle, PickerLookProviding {
  /// Makes the style; `.pickerStyle(.radioGroup)` is the usual way to name it.
  public init() {}
  var pickerLook: PickerLook { .inline }
}
/// A wheel showing the chosen option.
public struct WheelPickerStyle: PickerStyle, PickerLookProviding {
  /// Makes the style; `.pickerStyle(.wheel)` is the usual way to name it.
  public init() {}
  var pickerLook: PickerLook { .wheel }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default: a menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// A button that opens a menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// A row of segments; Left/Right choose.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// The options in place, one per row; Up/Down choose.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Radio buttons, one per row; Up/Down choose.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// The chosen option with `▲▼`; Up/Down turn it.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

struct PickerLookKey: EnvironmentKey {
  static var defaultValue: PickerLook { .menu }
}

extension EnvironmentValues {
  /// The look of the pickers below, from `.pickerStyle(_:)`.
  var pickerLook: PickerLook {
    get { self[PickerLookKey.self] }
    set { self[PickerLookKey.self] = newValue }
  }
}

extension View {
  /// Sets how the pickers in this view look, like SwiftUI's `pickerStyle(_:)`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerLook, (style as? any PickerLookProviding)?.pickerLook ?? .menu)
  }
}
