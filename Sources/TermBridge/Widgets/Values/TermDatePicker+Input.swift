import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TermDatePicker {
  /// Selects the field at `index`, forgetting digits typed so far.
  func selectField(_ index: Int) {
    selectedFieldIndex = max(0, min(fields.count - 1, index))
    typed = ""
    setNeedsDisplay()
    setNeedsCursorUpdate()
  }

  /// Handles `event` as the type comment says; false for keys it leaves.
  func handleKey(_ event: KeyEvent) -> Bool {
    guard isEffectivelyEnabled else { return false }
    let field = selectedField
    let count = fields.count
    if event.key == .tab && event.modifiers == .shift {
      guard selectedFieldIndex > 0 else { return false }
      selectField(selectedFieldIndex - 1)
      return true
    }
    guard event.modifiers.isSubset(of: .shift) else { return false }
    let wheels = datePickerStyle == .wheels
    switch event.key {
    case .tab:
      guard selectedFieldIndex < count - 1 else { return false }
      selectField(selectedFieldIndex + 1)
    case .left, .right:
      let forward = event.key == .right
      if field == .calendar {
        moveHighlight(days: forward ? 1 : -1)
      } else {
        let next = selectedFieldIndex + (forward ? 1 : -1)
        guard next >= 0 && next < count else { return false }
        selectField(next)
      }
    case .up, .down:
      let up = event.key == .up
      typed = ""
      if field == .calendar {
        moveHighlight(days: up ? -7 : 7)
      } else {
        step(field, by: (up ? 1 : -1) * (wheels ? -1 : 1))
      }
    case .pageUp, .pageDown:
      guard field == .calendar else { return false }
      moveHighlight(months: event.key == .pageUp ? -1 : 1)
    case .home, .end:
      guard field == .calendar else { return false }
      highlighted.day = event.key == .home ? 1 : daysInMonth(year: highlighted.year, month: highlighted.month)
      setNeedsDisplay()
    case .enter, .character(" "):
      guard field == .calendar else { return false }
      pickHighlighted()
    case .character(let character):
      return type(character, into: field)
    default:
      return false
    }
    setNeedsCursorUpdate()
    return true
  }

  /// A typed digit (or `a`/`p` for AM/PM) into `field`.
  private func type(_ character: Character, into field: Field) -> Bool {
    if field == .meridiem {
      let lower = character.lowercased()
      guard lower == "a" || lower == "p" else { return false }
      let isPM = parts(of: date).hour >= 12
      if (lower == "p") != isPM { step(.meridiem, by: 1) }
      return true
    }
    guard let digit = character.wholeNumberValue, character.isASCII, field != .calendar else { return false }
    typed.append(String(digit))
    if typed.count > digitLimit(field) { typed = String(digit) }
    var value = Int(typed) ?? 0
    if field != .year && value > largestValue(field) {
      // A digit that cannot continue the number starts a new one.
      typed = String(digit)
      value = digit
    }
    if field != .year || typed.count == 4 { set(field, to: value) }
    if typed.count >= digitLimit(field) || (field != .year && value * 10 > largestValue(field)) {
      typed = ""
      if selectedFieldIndex < fields.count - 1 { selectField(selectedFieldIndex + 1) }
    }
    setNeedsDisplay()
    return true
  }

  /// Handles a mouse event at `point` (in the picker's coordinates).
  func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard isEffectivelyEnabled else { return false }
    switch event.kind {
    case .press(.left): return press(at: point)
    case .wheelUp, .wheelDown:
      let up = event.kind == .wheelUp
      guard let field = field(at: point) else { return false }
      if let index = fields.firstIndex(of: field) { selectField(index) }
      if field == .calendar {
        moveHighlight(months: up ? -1 : 1)
      } else {
        step(field, by: (up ? 1 : -1) * (datePickerStyle == .wheels ? -1 : 1))
      }
      return true
    case .release(.left): return true
    default: return false
    }
  }

  /// The field shown at `point`, if any.
  func field(at point: Point) -> Field? {
    switch datePickerStyle {
    case .wheels:
      return wheelColumns().first { point.x >= $0.x && point.x < $0.x + $0.width }?.field
    case .inline:
      if datePickerMode != .time && point.y >= gridTop && point.y < gridTop + 8 { return .calendar }
      guard point.y == inlineTimeRow else { return nil }
      return segment(at: point.x, in: lineSegments(from: 0, timeOnly: true))
    default:
      return point.y == 0 ? segment(at: point.x, in: lineSegments(from: titleOffset)) : nil
    }
  }

  private func segment(at x: Int, in segments: [DatePickerSegment]) -> Field? {
    segments.first { $0.field != nil && x >= $0.x && x < $0.x + DisplayWidth.of($0.text) }?.field
  }

  private func press(at point: Point) -> Bool {
    guard let field = field(at: point), let index = fields.firstIndex(of: field) else { return true }
    selectField(index)
    switch datePickerStyle {
    case .wheels:
      let delta = point.y == 0 ? -1 : 1
      if point.y != 1 && wheelShows(field, parts(of: date), neighbour: delta) { step(field, by: delta) }
    case .inline where field == .calendar:
      pressGrid(at: point)
    default:
      break
    }
    return true
  }

  /// A click in the grid: `‹`/`›` turn the month, a day is picked.
  private func pressGrid(at point: Point) {
    let row = point.y - gridTop
    if row == 0 {
      if point.x == datePickerGridWidth - 3 { moveHighlight(months: -1) }
      if point.x == datePickerGridWidth - 1 { moveHighlight(months: 1) }
      return
    }
    guard row >= 2, point.x < datePickerGridWidth, point.x % 3 != 2 else { return }
    let (offset, days) = monthShape()
    let day = (row - 2) * 7 + point.x / 3 - offset + 1
    guard day >= 1 && day <= days else { return }
    highlighted.day = day
    pickHighlighted()
    setNeedsDisplay()
  }
}
