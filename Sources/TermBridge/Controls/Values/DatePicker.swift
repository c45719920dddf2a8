import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The parts of a date a ``DatePicker`` shows, like SwiftUI's
/// `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
  /// The hour, minute and second (macOS): shown as the hour and minute.
  public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)

  /// The kit's mode for these components.
  var mode: TermDatePicker.Mode {
    let time = !isDisjoint(with: [.hourAndMinute, .hourMinuteAndSecond])
    if contains(.date) { return time ? .dateAndTime : .date }
    return .time
  }
}

/// A control that chooses a date, like SwiftUI's `DatePicker`: a
/// ``TermDatePicker`` after its label, in the style `.datePickerStyle(_:)`
/// sets (see the kit widget for the keys of each). It counts in the
/// environment's `calendar` and `timeZone`, orders day, month and year as
/// the environment's `locale` does, and keeps the date within `in:`
/// (days out of range are dim in the graphical style).
public struct DatePicker<Label: View>: View, WidgetView {
  /// A date picker is a leaf view: a `TermDatePicker` draws it.
  public typealias Body = Never
  let selection: Binding<Date>
  let minimum: Date?
  let maximum: Date?
  let components: DatePickerComponents
  let title: String

  init(
    selection: Binding<Date>, minimum: Date?, maximum: Date?, components: DatePickerComponents, label: Label
  ) {
    self.selection = selection
    self.minimum = minimum
    self.maximum = maximum
    self.components = components
    title = labelParts(of: label).title
  }

  /// A picker of any date: `DatePicker(selection: $due) { Text("Due") }`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: nil, maximum: nil, components: displayedComponents, label: label())
  }

  /// A picker of a date within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: range.lowerBound, maximum: range.upperBound,
      components: displayedComponents, label: label())
  }

  /// A picker of a date from `range`'s start on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: range.lowerBound, maximum: nil, components: displayedComponents,
      label: label())
  }

  /// A picker of a date up to `range`'s end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: nil, maximum: range.upperBound, components: displayedComponents,
      label: label())
  }

  /// Makes the `TermDatePicker`.
  package func makeWidget(context: Context) -> TermDatePicker { TermDatePicker(date: selection.wrappedValue) }

  /// Brings the picker up to date with the environment's calendar, time
  /// zone, locale and style, the range and the bound date; a change the
  /// user makes writes the binding, then shows what the binding holds.
  package func updateWidget(_ picker: TermDatePicker, context: Context) {
    let environment = context.environment
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    if picker.calendar != calendar { picker.calendar = calendar }
    if picker.locale != environment.locale { picker.locale = environment.locale }
    picker.datePickerMode = components.mode
    picker.preferredDatePickerStyle = environment.datePickerLook
    picker.title = title
    picker.minimumDate = minimum
    picker.maximumDate = maximum
    picker.date = selection.wrappedValue
    picker.accentStyle = TermStyle(foreground: environment.palette.accent.termColor)
    let selection = selection
    picker.onValueChange = { [weak picker] date in
      selection.wrappedValue = date
      picker?.date = selection.wrappedValue
    }
  }
}

extension DatePicker where Label == Text {
  /// A picker titled by `titleKey`: `DatePicker("Due", selection: $due)`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title`, a string that is not a literal.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled by `titleKey` of a date within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title` of a date within `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled by `titleKey` of a date from `range`'s start on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title` of a date from `range`'s start on.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled by `titleKey` of a date up to `range`'s end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title` of a date up to `range`'s end.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}
