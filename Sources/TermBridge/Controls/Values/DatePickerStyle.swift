import TermBridgeWidgets

/// How a ``DatePicker`` looks, like SwiftUI's `DatePickerStyle`; set with
/// `.datePickerStyle(_:)` on the picker or any view above it.
///
/// The terminal mapping: `.automatic` and `.compact` are one line edited a
/// field at a time (`Nov 14, 2023  10:13 PM`); `.field` and
/// `.stepperField` the same in numbers (`11/14/2023  22:13`); `.graphical`
/// a month grid with the time under it; `.wheel` columns of values. A
/// style of an app's own is taken as `.automatic`.
public protocol DatePickerStyle: Sendable {}

/// A built-in style's meaning on the terminal.
protocol DatePickerLookProviding {
  var datePickerLook: TermDatePicker.Style { get }
}

/// The platform's default: ``CompactDatePickerStyle`` here.
public struct DefaultDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
  /// Makes the style; `.datePickerStyle(.automatic)` is the usual way to name it.
  public init() {}
  var datePickerLook: TermDatePicker.Style { .compact }
}
/// One line, edited a field at a time.
public struct CompactDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
  /// Makes the style; `.datePickerStyle(.compact)` is the usual way to name it.
  public init() {}
  var datePickerLook: TermDatePicker.Style { .compact }
}
/// A month grid to pick a day from, and the time under it.
public struct GraphicalDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
  /// Makes the style; `.datePickerStyle(.graphical)` is the usual way to name it.
  public init() {}
  var datePickerLook: TermDatePicker.Style { .inline }
}
/// Columns of values, the chosen one in the middle.
public struct WheelDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
  /// Makes the style; `.datePickerStyle(.wheel)` is the usual way to name it.
  public init() {}
  var datePickerLook: TermDatePicker.Style { .wheels }
}
/// One line of numbers, like a text field (macOS).
public struct FieldDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
  /// Makes the style; `.datePickerStyle(.field)` is the usual way to name it.
  public init() {}
  var datePickerLook: TermDatePicker.Style { .field }
}
/// A text field with a stepper (macOS): the field style here, Up/Down
/// being the stepper.
public struct StepperFieldDatePickerStyle: DatePickerStyle, DatePickerLookProviding {
  /// Makes the style; `.datePickerStyle(.stepperField)` is the usual way to name it.
  public init() {}
  var datePickerLook: TermDatePicker.Style { .field }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default: one line, a field at a time.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// One line, a field at a time; Up/Down change it, digits type it.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A month grid; arrows move the day, Page Up/Down the month, Enter picks.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Columns of values; Up/Down turn the focused one.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// One line of numbers.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// One line of numbers, Up/Down stepping the focused field.
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

struct DatePickerLookKey: EnvironmentKey {
  static var defaultValue: TermDatePicker.Style { .compact }
}

extension EnvironmentValues {
  /// The look of the date pickers below, from `.datePickerStyle(_:)`.
  var datePickerLook: TermDatePicker.Style {
    get { self[DatePickerLookKey.self] }
    set { self[DatePickerLookKey.self] = newValue }
  }
}

extension View {
  /// Sets how the date pickers in this view look, like SwiftUI's
  /// `datePickerStyle(_:)`.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerLook, (style as? any DatePickerLookProviding)?.datePickerLook ?? .compact)
  }
}
