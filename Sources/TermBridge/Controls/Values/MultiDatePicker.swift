import TermBridgeTerminal
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A control that chooses several days, like SwiftUI's `MultiDatePicker`:
/// a ``TermMultiDatePicker`` (the graphical date picker's month grid)
/// under its label. Enter, Space or a click chooses the highlighted day
/// or gives it up; arrows move it, Page Up/Page Down turn the month. It
/// counts in the environment's `calendar` and `timeZone`; days outside
/// `in:` are dim and cannot be chosen.
///
/// The selection holds each chosen day as `DateComponents` with its
/// calendar, era, year, month and day, as SwiftUI's does; days the app
/// puts in it are matched by year, month and day.
public struct MultiDatePicker<Label: View>: View, WidgetView {
  /// A multi-date picker is a leaf view: a `TermMultiDatePicker` draws it.
  public typealias Body = Never
  let selection: Binding<Set<DateComponents>>
  let minimum: Date?
  let maximum: Date?
  let title: String

  init(selection: Binding<Set<DateComponents>>, minimum: Date?, maximum: Date?, label: Label) {
    self.selection = selection
    self.minimum = minimum
    self.maximum = maximum
    title = labelParts(of: label).title
  }

  /// A picker of any days: `MultiDatePicker(selection: $days) { Text("Days") }`.
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, minimum: nil, maximum: nil, label: label())
  }

  /// A picker of days within `bounds` (its end not included).
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: bounds.lowerBound, maximum: Self.lastMoment(before: bounds.upperBound),
      label: label())
  }

  /// A picker of days from `bounds`' start on.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, minimum: bounds.lowerBound, maximum: nil, label: label())
  }

  /// A picker of days before `bounds`' end.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, minimum: nil, maximum: Self.lastMoment(before: bounds.upperBound), label: label())
  }

  /// The latest moment before `end` a day can start at and be chosen.
  private static func lastMoment(before end: Date) -> Date { end.addingTimeInterval(-0.001) }

  /// Makes the `TermMultiDatePicker`, showing the month of the earliest
  /// chosen day (else today's, kept within the bounds).
  package func makeWidget(context: Context) -> TermMultiDatePicker {
    var calendar = context.environment.calendar
    calendar.timeZone = context.environment.timeZone
    let earliest = selection.wrappedValue.compactMap { calendar.date(from: Self.day(of: $0)) }.min()
    var start = earliest ?? Date()
    if earliest == nil, let maximum, start > maximum { start = maximum }
    if earliest == nil, let minimum, start < minimum { start = minimum }
    return TermMultiDatePicker(month: start)
  }

  /// Brings the grid up to date with the environment's calendar and time
  /// zone, the bounds and the bound days; a day the user chooses or gives
  /// up writes the binding.
  package func updateWidget(_ picker: TermMultiDatePicker, context: Context) {
    let environment = context.environment
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    if picker.calendar != calendar { picker.calendar = calendar }
    if picker.locale != environment.locale { picker.locale = environment.locale }
    picker.title = title
    picker.minimumDate = minimum
    picker.maximumDate = maximum
    picker.selectedDates = Set(selection.wrappedValue.map(Self.day(of:)))
    picker.accentStyle = TermStyle(foreground: environment.palette.accent.termColor)
    let selection = selection
    picker.onSelectionChange = { days in
      // Days kept as the app wrote them; new ones with SwiftUI's fields.
      var written = selection.wrappedValue.filter { days.contains(Self.day(of: $0)) }
      let present = Set(written.map(Self.day(of:)))
      for day in days where !present.contains(day) {
        var full = day
        full.calendar = calendar
        full.era = calendar.date(from: day).map { calendar.component(.era, from: $0) }
        written.insert(full)
      }
      selection.wrappedValue = written
    }
  }

  /// The year, month and day of `components`, nothing else.
  private static func day(of components: DateComponents) -> DateComponents {
    DateComponents(year: components.year, month: components.month, day: components.day)
  }
}

extension MultiDatePicker where Label == Text {
  /// A picker titled by `titleKey`: `MultiDatePicker("Days", selection: $days)`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }

  /// A picker titled `title`, a string that is not a literal.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }

  /// A picker titled by `titleKey` of days within `bounds`.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>)
  {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// A picker titled `title` of days within `bounds`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>)
  {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  /// A picker titled by `titleKey` of days from `bounds`' start on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// A picker titled `title` of days from `bounds`' start on.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  /// A picker titled by `titleKey` of days before `bounds`' end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  /// A picker titled `title` of days before `bounds`' end.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }
}
