import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The width of the inline style's month grid: seven columns of three.
let datePickerGridWidth = 20

extension TermDatePicker {
  /// Columns before the fields: the title and a space.
  var titleOffset: Int { title.isEmpty ? 0 : DisplayWidth.of(title) + 1 }

  /// Whether the inline style has a title row above its grid.
  var gridTop: Int { title.isEmpty ? 0 : 1 }

  /// The text of `field` for `parts`, at its fixed width.
  func text(of field: Field, _ p: Parts) -> String {
    let numeric = datePickerStyle == .field || fieldOrder == .yearMonthDay
    switch field {
    case .year: return String(p.year)
    case .month:
      return numeric ? twoDigits(p.month) : String(ClockText.monthNames[p.month - 1].prefix(3))
    case .day: return numeric ? twoDigits(p.day) : spaced(p.day)
    case .hour:
      if uses24HourClock { return twoDigits(p.hour) }
      return spaced(ClockText.twelveHour(p.hour))
    case .minute: return twoDigits(p.minute)
    case .meridiem: return ClockText.meridiem(p.hour)
    case .calendar: return ""
    }
  }

  /// The date fields, then the time fields, with their separators, from `x`.
  func lineSegments(from x: Int, timeOnly: Bool = false) -> [DatePickerSegment] {
    let p = parts(of: date)
    var segments: [DatePickerSegment] = []
    func add(_ field: Field?, _ text: String) { segments.append(DatePickerSegment(text: text, field: field)) }
    if datePickerMode != .time && !timeOnly {
      let field = datePickerStyle == .field
      switch fieldOrder {
      case .monthDayYear:
        add(.month, text(of: .month, p))
        add(nil, field ? "/" : " ")
        add(.day, text(of: .day, p))
        add(nil, field ? "/" : ", ")
      case .dayMonthYear:
        add(.day, text(of: .day, p))
        add(nil, field ? "/" : " ")
        add(.month, text(of: .month, p))
        add(nil, field ? "/" : " ")
      case .yearMonthDay:
        add(.year, text(of: .year, p))
        add(nil, "-")
        add(.month, text(of: .month, p))
        add(nil, "-")
        add(.day, text(of: .day, p))
      }
      if fieldOrder != .yearMonthDay { add(.year, text(of: .year, p)) }
      if datePickerMode == .dateAndTime { add(nil, "  ") }
    }
    if datePickerMode != .date {
      add(.hour, text(of: .hour, p))
      add(nil, ":")
      add(.minute, text(of: .minute, p))
      if !uses24HourClock {
        add(nil, " ")
        add(.meridiem, text(of: .meridiem, p))
      }
    }
    var column = x
    for index in segments.indices {
      segments[index].x = column
      column += DisplayWidth.of(segments[index].text)
    }
    return segments
  }

  /// The wheel columns: each field, its x and width.
  func wheelColumns() -> [(field: Field, x: Int, width: Int)] {
    var x = titleOffset
    var columns: [(field: Field, x: Int, width: Int)] = []
    for field in fields {
      let width = field == .year ? 4 : (field == .month && fieldOrder != .yearMonthDay ? 3 : 2)
      columns.append((field, x, width))
      x += width + 2
    }
    return columns
  }

  /// The size the style needs.
  func contentSize() -> Size {
    switch datePickerStyle {
    case .wheels:
      let last = wheelColumns().last
      return Size(width: last.map { $0.x + $0.width } ?? titleOffset, height: 3)
    case .inline:
      let time = datePickerMode == .date ? 0 : 1
      let date = datePickerMode == .time ? 0 : 8
      let timeWidth = lineSegments(from: 0, timeOnly: true).last.map { $0.x + DisplayWidth.of($0.text) } ?? 0
      let width = max(date > 0 ? datePickerGridWidth : 0, timeWidth, DisplayWidth.of(title))
      return Size(width: width, height: gridTop + date + time)
    default:
      let last = lineSegments(from: titleOffset).last
      return Size(width: last.map { $0.x + DisplayWidth.of($0.text) } ?? titleOffset, height: 1)
    }
  }

  /// The row of the time fields in the inline style.
  var inlineTimeRow: Int { gridTop + (datePickerMode == .time ? 0 : 8) }

  /// Where the cursor stands: on the selected field or the highlighted day.
  func selectedFieldPosition() -> Point? {
    let field = selectedField
    switch datePickerStyle {
    case .wheels:
      return wheelColumns().first { $0.field == field }.map { Point(x: $0.x, y: 1) }
    case .inline:
      if field == .calendar { return gridCell(of: highlighted.day) }
      let segment = lineSegments(from: 0, timeOnly: true).first { $0.field == field }
      return segment.map { Point(x: $0.x, y: inlineTimeRow) }
    default:
      return lineSegments(from: titleOffset).first { $0.field == field }.map { Point(x: $0.x, y: 0) }
    }
  }

  /// The cell of `day` of the highlighted month in the grid.
  func gridCell(of day: Int) -> Point {
    let (offset, _) = monthShape()
    let index = offset + day - 1
    return Point(x: index % 7 * 3, y: gridTop + 2 + index / 7)
  }

  /// The style of a field's text.
  func style(of field: Field) -> TermStyle {
    if !isEffectivelyEnabled { return theme.disabled }
    if showsFocusEffect && field == selectedField { return theme.focused }
    return theme.currentRow
  }

  /// Draws the picker in its style.
  func drawPicker(in canvas: TermCanvas) {
    if !title.isEmpty {
      let row = datePickerStyle == .wheels ? 1 : 0
      canvas.draw(TextLayout.truncate(title, toWidth: max(0, canvas.size.width)), at: Point(x: 0, y: row))
    }
    switch datePickerStyle {
    case .wheels: drawWheels(in: canvas)
    case .inline: drawInline(in: canvas)
    default: drawLine(lineSegments(from: titleOffset), row: 0, in: canvas)
    }
  }

  private func drawLine(_ segments: [DatePickerSegment], row: Int, in canvas: TermCanvas) {
    for segment in segments {
      let style = segment.field.map(style(of:)) ?? (isEffectivelyEnabled ? .plain : theme.disabled)
      canvas.draw(segment.text, at: Point(x: segment.x, y: row), style: style)
    }
  }

  private func drawWheels(in canvas: TermCanvas) {
    let current = parts(of: date)
    for column in wheelColumns() {
      for (row, delta) in [(0, -1), (1, 0), (2, 1)] {
        let shown = delta == 0 ? current : stepped(current, column.field, by: delta)
        var text =
          wheelShows(column.field, current, neighbour: delta) ? self.text(of: column.field, shown) : ""
        text = String(repeating: " ", count: max(0, column.width - DisplayWidth.of(text))) + text
        var style: TermStyle = delta == 0 ? style(of: column.field).adding(.bold) : theme.faint
        if delta == 0 && !(showsFocusEffect && column.field == selectedField) {
          style = accentStyle.adding(.bold)
        }
        canvas.draw(text, at: Point(x: column.x, y: row), style: style)
      }
    }
  }

  /// Whether `field`'s wheel shows a value `delta` rows from `p`'s: every
  /// wheel goes round but AM/PM, a column of two where AM sits above PM
  /// (as on a phone's wheel), so PM has nothing below and AM nothing above.
  func wheelShows(_ field: Field, _ p: Parts, neighbour delta: Int) -> Bool {
    guard field == .meridiem, delta != 0 else { return true }
    return delta < 0 ? p.hour >= 12 : p.hour < 12
  }

  /// `p` with `field` stepped by `delta`, going round, for the wheel's
  /// neighbours.
  func stepped(_ p: Parts, _ field: Field, by delta: Int) -> Parts {
    var q = p
    switch field {
    case .year: q.year += delta
    case .month: q.month = wrap(q.month - 1 + delta, 12) + 1
    case .day: q.day = wrap(q.day - 1 + delta, daysInMonth(year: q.year, month: q.month)) + 1
    case .hour: q.hour = wrap(q.hour + delta, 24)
    case .minute: q.minute = wrap((q.minute / minuteInterval + delta) * minuteInterval, 60)
    case .meridiem: q.hour = (q.hour + 12) % 24
    case .calendar: break
    }
    return q
  }

  private func drawInline(in canvas: TermCanvas) {
    if datePickerMode != .time { drawGrid(in: canvas) }
    if datePickerMode != .date {
      drawLine(lineSegments(from: 0, timeOnly: true), row: inlineTimeRow, in: canvas)
    }
  }

  private func drawGrid(in canvas: TermCanvas) {
    let top = gridTop
    let header = "\(ClockText.monthNames[highlighted.month - 1]) \(highlighted.year)"
    let theme = self.theme
    canvas.draw(header, at: Point(x: 0, y: top), style: theme.title)
    canvas.draw("‹", at: Point(x: datePickerGridWidth - 3, y: top), style: accentStyle)
    canvas.draw("›", at: Point(x: datePickerGridWidth - 1, y: top), style: accentStyle)
    for column in 0..<7 {
      let name = TermDatePicker.weekdayNames[wrap(calendar.firstWeekday - 1 + column, 7)]
      canvas.draw(name, at: Point(x: column * 3, y: top + 1), style: theme.faint)
    }
    let (_, days) = monthShape()
    let gridFocused = showsFocusEffect && selectedField == .calendar
    for day in 1...days {
      var p = highlighted
      p.day = day
      var style: TermStyle = .plain
      if !isDayInRange(p) || !isEffectivelyEnabled { style = theme.disabled }
      if isDayChosen(p) {
        style = accentStyle.adding(.bold).adding(.underline)
      }
      if gridFocused && day == highlighted.day { style = style.merging(theme.focused) }
      canvas.draw(spaced(day), at: gridCell(of: day), style: style)
    }
  }
}

/// `value` in two columns, a zero before a single digit.
func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

/// `value` in two columns, a space before a single digit.
func spaced(_ value: Int) -> String { value < 10 ? " \(value)" : String(value) }
