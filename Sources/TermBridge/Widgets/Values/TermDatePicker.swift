import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A date and time chosen a field at a time, like `UIDatePicker`: ``date``
/// within ``minimumDate``...``maximumDate``, in ``calendar`` and
/// ``timeZone``, its day, month and year in the order of ``locale``.
///
/// The ``Style-swift.enum`` sets the look. `.compact` (and `.automatic`)
/// is one line, `Nov 14, 2023  10:13 PM`, and `.field` its numeric form,
/// `11/14/2023  22:13`: Left/Right (and Tab/Shift-Tab, until the last
/// field) move between fields, Up/Down change the focused one (a month,
/// day, hour or minute goes round within its range without carrying),
/// digits type it (the next field is focused once it is full), `a`/`p`
/// set AM or PM. `.inline` is a month grid: arrows move the highlighted
/// day, Page Up/Page Down the month, Enter or Space picks the day, a click
/// on a day picks it and a click on `‹` or `›` turns the month; days out of
/// range are dim and cannot be picked. `.wheels` shows each field as a
/// column of three values, the chosen one in the middle, turned with
/// Up/Down or the mouse wheel; AM/PM is a column of two (AM above PM), so
/// it shows a blank where it has no neighbour.
///
/// Each change the user makes is reported to ``onValueChange`` and the
/// targets (UIKit's `.valueChanged`); setting ``date`` from code reports
/// nothing. A date outside the range is clamped to it.
@MainActor
open class TermDatePicker: TermView {
  open override var accessibilityRole: TermAccessibilityRole { .datePicker }
  open override var accessibilityContentLabel: String? { title.isEmpty ? nil : title }
  open override var accessibilityContentValue: String? { lineSegments(from: 0).map(\.text).joined() }
  open override var accessibilityLabelOrigin: Point { .zero }

  /// The chosen date, kept within ``minimumDate``...``maximumDate``.
  open var date: Date {
    didSet {
      let kept = clamped(date)
      if kept != date { date = kept }
      guard date != oldValue else { return }
      highlighted = parts(of: date)
      setNeedsDisplay()
    }
  }
  /// The earliest date that can be chosen; nil for none.
  open var minimumDate: Date? {
    didSet { rangeDidChange() }
  }
  /// The latest date that can be chosen; nil for none.
  open var maximumDate: Date? {
    didSet { rangeDidChange() }
  }
  /// Whether the date, the time or both are edited.
  open var datePickerMode: Mode = .dateAndTime {
    didSet { layoutDidChange(datePickerMode != oldValue) }
  }
  /// The look asked for; ``datePickerStyle`` is the one used.
  open var preferredDatePickerStyle: Style = .automatic {
    didSet { layoutDidChange(preferredDatePickerStyle != oldValue) }
  }
  /// The look used: the preferred one, `.compact` for `.automatic`.
  public var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  /// The calendar the fields are counted in (Gregorian by default).
  open var calendar: Calendar {
    didSet {
      partsCache = nil
      highlighted = parts(of: date)
      layoutDidChange(true)
    }
  }
  /// The time zone the fields are shown in; the calendar's when nil.
  open var timeZone: TimeZone? {
    didSet {
      if let timeZone { calendar.timeZone = timeZone }
    }
  }
  /// The locale that sets the order of the fields and the clock.
  open var locale: Locale {
    didSet {
      let (order, clock) = FieldOrder.conventions(forLocaleIdentifier: locale.identifier)
      fieldOrder = order
      uses24HourClock = clock
    }
  }
  /// The order of day, month and year (from ``locale``; settable).
  open var fieldOrder: FieldOrder = .monthDayYear {
    didSet { layoutDidChange(fieldOrder != oldValue) }
  }
  /// Whether hours run 0–23 rather than 1–12 with AM/PM (from ``locale``).
  open var uses24HourClock = false {
    didSet { layoutDidChange(uses24HourClock != oldValue) }
  }
  /// The step of the minute field, like `UIDatePicker.minuteInterval`.
  open var minuteInterval = 1 {
    didSet { minuteInterval = max(1, min(30, minuteInterval)) }
  }
  /// Text before the picker (above the grid in the inline style).
  open var title = "" {
    didSet { layoutDidChange(title != oldValue) }
  }
  /// The style of the chosen day and the focused field's accent.
  open var accentStyle: TermStyle {
    get { accentStyleOverride ?? theme.accentStyle }
    set {
      let oldValue = accentStyle
      accentStyleOverride = newValue
      if accentStyle != oldValue { setNeedsDisplay() }
    }
  }
  /// What was set for ``accentStyle``; nil follows the theme.
  private var accentStyleOverride: TermStyle?
  /// Called with the new date after each change the user makes.
  open var onValueChange: (@MainActor (Date) -> Void)?

  private var targets = TargetActions<TermDatePicker>()
  private var partsCache: (date: Date, parts: Parts)?
  /// The field keys act on: its index among the fields shown, in order.
  public internal(set) var selectedFieldIndex = 0
  /// Digits typed into the selected field so far.
  var typed = ""
  /// The day the grid's cursor is on (the inline style).
  package var highlighted: Parts

  /// A picker showing `date`, in the current calendar and locale.
  public init(date: Date = Date(), mode: Mode = .dateAndTime, style: Style = .automatic) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    self.calendar = calendar
    self.date = date
    locale = .current
    datePickerMode = mode
    preferredDatePickerStyle = style
    highlighted = TermDatePicker.parts(of: date, in: calendar)
    super.init(frame: .zero)
    (fieldOrder, uses24HourClock) = FieldOrder.conventions(forLocaleIdentifier: locale.identifier)
  }

  /// Calls `action` on `target` after each change the user makes (UIKit's
  /// `.valueChanged`); the target is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (TermDatePicker) -> Void
  ) {
    targets.add(target, action: action)
  }

  /// Removes every action registered for `target`.
  public func removeTarget(_ target: AnyObject) { targets.remove(target) }

  /// Sets the date as if the user chose it: clamped, then reported when it
  /// changed.
  public func setDate(_ newDate: Date, reporting: Bool) {
    let old = date
    date = newDate
    if reporting && date != old {
      targets.send(self)
      onValueChange?(date)
    }
  }

  // MARK: Fields

  /// The fields keys move between, in the order they are shown.
  package var fields: [Field] {
    var result: [Field] = []
    if datePickerMode != .time {
      if datePickerStyle == .inline {
        result.append(.calendar)
      } else {
        switch fieldOrder {
        case .monthDayYear: result += [.month, .day, .year]
        case .dayMonthYear: result += [.day, .month, .year]
        case .yearMonthDay: result += [.year, .month, .day]
        }
      }
    }
    if datePickerMode != .date {
      result += [.hour, .minute]
      if !uses24HourClock { result.append(.meridiem) }
    }
    return result
  }

  /// The field keys act on.
  package var selectedField: Field {
    let fields = fields
    return fields[min(selectedFieldIndex, fields.count - 1)]
  }

  /// The fields of `date` in the picker's calendar.
  package func parts(of date: Date) -> Parts {
    // Drawing, sizing and the cursor each ask for the shown date's fields.
    if let cached = partsCache, cached.date == date { return cached.parts }
    let parts = TermDatePicker.parts(of: date, in: calendar)
    partsCache = (date, parts)
    return parts
  }

  static func parts(of date: Date, in calendar: Calendar) -> Parts {
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return Parts(
      year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1, hour: c.hour ?? 0, minute: c.minute ?? 0)
  }

  /// The date of `parts` (its day kept within its month), with the
  /// seconds of the current date.
  package func date(of parts: Parts) -> Date {
    var p = parts
    p.day = min(p.day, daysInMonth(year: p.year, month: p.month))
    let seconds = calendar.component(.second, from: date)
    let components = DateComponents(
      year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: seconds)
    return calendar.date(from: components) ?? date
  }

  /// How many days `month` of `year` has.
  package func daysInMonth(year: Int, month: Int) -> Int {
    guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let range = calendar.range(of: .day, in: .month, for: first)
    else { return 31 }
    return range.count
  }

  /// `candidate` within the range.
  func clamped(_ candidate: Date) -> Date {
    var result = candidate
    if let maximumDate, result > maximumDate { result = maximumDate }
    if let minimumDate, result < minimumDate { result = minimumDate }
    return result
  }

  /// Whether any moment of the day of `parts` is within the range.
  package func isDayInRange(_ parts: Parts) -> Bool {
    guard
      let start = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day)),
      let end = calendar.date(byAdding: .day, value: 1, to: start)
    else { return true }
    if let minimumDate, end <= minimumDate { return false }
    if let maximumDate, start > maximumDate { return false }
    return true
  }

  private func rangeDidChange() {
    date = clamped(date)
    setNeedsDisplay()
  }

  private func layoutDidChange(_ changed: Bool) {
    guard changed else { return }
    selectedFieldIndex = min(selectedFieldIndex, fields.count - 1)
    typed = ""
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Steps `field` by `delta` (going round within its range), as the user
  /// did; reports the change.
  package func step(_ field: Field, by delta: Int) {
    if field == .calendar { return moveHighlight(days: delta) }
    var p = stepped(parts(of: date), field, by: delta)
    p.year = max(1, p.year)
    setDate(date(of: p), reporting: true)
  }

  /// Sets `field` to `value` (a typed number), as the user did; false when
  /// the value cannot be the field's.
  @discardableResult
  package func set(_ field: Field, to value: Int) -> Bool {
    var p = parts(of: date)
    switch field {
    case .year:
      guard value >= 1 else { return false }
      p.year = value
    case .month:
      guard (1...12).contains(value) else { return false }
      p.month = value
    case .day:
      guard (1...daysInMonth(year: p.year, month: p.month)).contains(value) else { return false }
      p.day = value
    case .hour:
      if uses24HourClock {
        guard (0...23).contains(value) else { return false }
        p.hour = value
      } else {
        guard (1...12).contains(value) else { return false }
        p.hour = value % 12 + (p.hour >= 12 ? 12 : 0)
      }
    case .minute:
      guard (0...59).contains(value) else { return false }
      p.minute = value
    case .meridiem, .calendar: return false
    }
    setDate(date(of: p), reporting: true)
    return true
  }

  /// The most digits `field` takes.
  func digitLimit(_ field: Field) -> Int { field == .year ? 4 : 2 }

  /// The largest value `field` takes, to know when typing is done.
  func largestValue(_ field: Field) -> Int {
    switch field {
    case .year: return 9999
    case .month: return 12
    case .day: return 31
    case .hour: return uses24HourClock ? 23 : 12
    case .minute: return 59
    case .meridiem, .calendar: return 0
    }
  }

  // MARK: The grid

  /// Moves the grid's highlighted day by `days`, the month following.
  package func moveHighlight(days: Int) {
    guard let day = calendar.date(from: dayComponents(highlighted)),
      let moved = calendar.date(byAdding: .day, value: days, to: day)
    else { return }
    let p = parts(of: moved)
    highlighted = Parts(
      year: p.year, month: p.month, day: p.day, hour: highlighted.hour, minute: highlighted.minute)
    setNeedsDisplay()
  }

  /// Moves the grid's highlighted day by `months` (its day kept within the month).
  package func moveHighlight(months: Int) {
    var month = highlighted.month - 1 + months
    var year = highlighted.year + month / 12
    month %= 12
    if month < 0 {
      month += 12
      year -= 1
    }
    highlighted.year = year
    highlighted.month = month + 1
    highlighted.day = min(highlighted.day, daysInMonth(year: year, month: month + 1))
    setNeedsDisplay()
  }

  /// Whether the grid marks the day of `parts` as chosen: the date's day.
  package func isDayChosen(_ parts: Parts) -> Bool {
    let chosen = self.parts(of: date)
    return parts.year == chosen.year && parts.month == chosen.month && parts.day == chosen.day
  }

  /// Picks the highlighted day (keeping the time), when it is in range.
  package func pickHighlighted() {
    guard isDayInRange(highlighted) else { return }
    var p = parts(of: date)
    (p.year, p.month, p.day) = (highlighted.year, highlighted.month, highlighted.day)
    setDate(date(of: p), reporting: true)
  }

  func dayComponents(_ parts: Parts) -> DateComponents {
    DateComponents(year: parts.year, month: parts.month, day: parts.day, hour: 12)
  }

  /// The weekday (0 for the calendar's first) of the first day of the
  /// highlighted month, and the month's length.
  func monthShape() -> (offset: Int, days: Int) {
    let days = daysInMonth(year: highlighted.year, month: highlighted.month)
    guard
      let first = calendar.date(
        from: DateComponents(year: highlighted.year, month: highlighted.month, day: 1))
    else { return (0, days) }
    let weekday = calendar.component(.weekday, from: first)
    return (wrap(weekday - calendar.firstWeekday, 7), days)
  }

  // MARK: Size, keys and the mouse

  open override var canBecomeFirstResponder: Bool { isEffectivelyEnabled }

  open override var intrinsicContentSize: Size? { contentSize() }

  /// Keys as the type comment says; Tab leaves the picker from its last
  /// field (Shift-Tab from its first).
  open override func keyDown(_ event: KeyEvent) -> Bool {
    if handleKey(event) { return true }
    return super.keyDown(event)
  }

  /// Clicks pick a field, a day or a month; the wheel turns a field.
  open override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
    if handleMouse(event, at: point) { return true }
    return super.mouseEvent(event, at: point)
  }

  /// The cursor sits on the selected field (the highlighted day in the grid).
  open override var cursorPosition: Point? { selectedFieldPosition() }

  open override func didBecomeFirstResponder() { setNeedsDisplay() }
  open override func didResignFirstResponder() {
    typed = ""
    setNeedsDisplay()
  }

  open override func draw(in canvas: TermCanvas) { drawPicker(in: canvas) }
}

/// `value` modulo `count`, never negative.
func wrap(_ value: Int, _ count: Int) -> Int {
  guard count > 0 else { return 0 }
  let r = value % count
  return r < 0 ? r + count : r
}
