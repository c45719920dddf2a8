import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Several days chosen on a month grid, like `UICalendarView` with a
/// `UICalendarSelectionMultiDate`: the inline ``TermDatePicker``'s grid,
/// where Enter, Space or a click chooses the highlighted day or, when it
/// is chosen, gives it up. Arrows move the highlighted day, Page Up/Page
/// Down the month, Home/End to the month's first and last day; days out of
/// ``TermDatePicker/minimumDate``...``TermDatePicker/maximumDate`` are dim
/// and cannot be chosen. Chosen days are drawn as the date picker's chosen
/// day is (accent, bold, underlined).
///
/// ``selectedDates`` holds each chosen day as its year, month and day in
/// ``TermDatePicker/calendar``. Each change the user makes is reported to
/// ``onSelectionChange`` (UIKit's `multiDateSelection(_:didSelectDate:)`
/// and `…didDeselectDate:`); setting ``selectedDates`` from code reports
/// nothing.
@MainActor
open class TermMultiDatePicker: TermDatePicker {
  /// The chosen days: year, month and day, in the picker's calendar.
  open var selectedDates: Set<DateComponents> = [] {
    didSet {
      let days = Set(selectedDates.map(Self.day(of:)))
      if days != selectedDates {
        selectedDates = days
        return
      }
      if selectedDates != oldValue { setNeedsDisplay() }
    }
  }

  /// Called with the chosen days after each change the user makes.
  open var onSelectionChange: (@MainActor (Set<DateComponents>) -> Void)?

  /// A grid of `month`'s days (the day of the date given is highlighted).
  public init(month: Date = Date()) {
    super.init(date: month, mode: .date, style: .inline)
  }

  /// The date picker's look and fields stay the grid's.
  open override var preferredDatePickerStyle: Style {
    get { .inline }
    set {}
  }

  /// Only days are chosen.
  open override var datePickerMode: Mode {
    get { .date }
    set {}
  }

  /// The year, month and day of `components`, nothing else.
  private static func day(of components: DateComponents) -> DateComponents {
    DateComponents(year: components.year, month: components.month, day: components.day)
  }

  private func components(_ parts: Parts) -> DateComponents {
    DateComponents(year: parts.year, month: parts.month, day: parts.day)
  }

  /// A chosen day is one of ``selectedDates``.
  override package func isDayChosen(_ parts: Parts) -> Bool {
    selectedDates.contains(components(parts))
  }

  /// Chooses the highlighted day, or gives it up when it is chosen (only
  /// days in range), and reports the change.
  override package func pickHighlighted() {
    guard isDayInRange(highlighted) else { return }
    let day = components(highlighted)
    var dates = selectedDates
    if dates.remove(day) == nil { dates.insert(day) }
    selectedDates = dates
    onSelectionChange?(selectedDates)
  }
}
