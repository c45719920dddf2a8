import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeWidgets

/// The English month names and twelve-hour clock text that the date
/// picker and `Text(_:style:)` share.
@MainActor @Suite struct ClockTextTests {
  @Test func twelveHourClockText() {
    #expect(ClockText.twelveHourTime(hour: 0, minute: 5) == "12:05 AM")
    #expect(ClockText.twelveHourTime(hour: 12, minute: 0) == "12:00 PM")
    #expect(ClockText.twelveHourTime(hour: 23, minute: 59) == "11:59 PM")
    #expect(ClockText.twelveHour(13) == 1)
    #expect(ClockText.meridiem(11) == "AM")
    #expect(ClockText.monthNames.count == 12 && ClockText.monthNames[10] == "November")
  }

  @Test func thePickerAndTextShowTheSameNames() {
    let picker = DatePickerKitTests.picker(style: .compact)
    #expect(picker.text(of: .meridiem, picker.parts(of: picker.date)) == "PM")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let fields = DateText.components(date)
    #expect(
      DateText.format(date, style: .date, now: date).hasPrefix(ClockText.monthNames[Int(fields.tm_mon)]))
  }
}
