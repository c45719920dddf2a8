import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// The days the pickers below choose.
@MainActor @Observable
final class MultiDateModel {
  var days: Set<DateComponents> = [DateComponents(year: 2023, month: 11, day: 14)]
}

/// A `MultiDatePicker` of the week from 14 November 2023, in UTC.
private struct MultiDateScreen: View {
  let model: MultiDateModel

  var body: some View {
    @Bindable var model = model
    let day = DatePickerKitTests.day
    VStack(alignment: .leading) {
      MultiDatePicker("Days", selection: $model.days, in: day..<day.addingTimeInterval(86_400 * 7))
      Text("\(model.days.count) days")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .environment(\.timeZone, TimeZone(secondsFromGMT: 0)!)
    .environment(\.calendar, Calendar(identifier: .gregorian))
  }
}

/// `TermMultiDatePicker` on its own, and `MultiDatePicker` over it.
@MainActor @Suite struct MultiDatePickerTests {
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }
  private func click(_ x: Int, _ y: Int) -> [InputEvent] {
    [
      .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
      .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
    ]
  }
  private func days(_ set: Set<DateComponents>) -> [String] {
    set.map { "\($0.year!)-\($0.month!)-\($0.day!)" }.sorted()
  }

  @Test func theKitGridChoosesAndGivesUpDaysWithKeysAndClicks() {
    let picker = TermMultiDatePicker(month: DatePickerKitTests.day)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    picker.calendar = calendar
    picker.minimumDate = DatePickerKitTests.day.addingTimeInterval(-86_400)  // from the 13th
    var reported: [Int] = []
    picker.onSelectionChange = { reported.append($0.count) }
    TermScreen.withInMemory(width: 30, height: 10) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      picker.frame = Rect(origin: .zero, size: picker.intrinsicContentSize ?? .zero)
      window.addSubview(picker)
      window.makeKeyAndVisible(in: app)
      #expect(picker.becomeFirstResponder())
      app.render()
      #expect(picker.datePickerStyle == .inline)
      #expect(screen.rows()[0].hasPrefix("November 2023"))
      app.handle([key(.character(" ")), key(.right), key(.enter)])
      #expect(days(picker.selectedDates) == ["2023-11-14", "2023-11-15"])
      // Enter on a chosen day gives it up.
      app.handle([key(.enter)])
      #expect(days(picker.selectedDates) == ["2023-11-14"])
      // The 12th is before the range: not chosen.
      app.handle([key(.left), key(.left), key(.left), key(.character(" "))])
      #expect(days(picker.selectedDates) == ["2023-11-14"])
      // The next month; a click on its first day (a Friday: column 5).
      app.handle([key(.pageDown)])
      #expect(screen.rows()[0].hasPrefix("December 2023"))
      app.handle(click(15, 2))
      #expect(days(picker.selectedDates) == ["2023-11-14", "2023-12-1"])
      #expect(reported == [1, 2, 1, 2])
      // Chosen days are drawn as the chosen day: accent, bold, underlined.
      #expect(screen.cell(at: Point(x: 16, y: 2)).style.attributes.contains(.underline))
      // From code: reported nothing; other fields are dropped.
      picker.selectedDates = [DateComponents(calendar: calendar, year: 2023, month: 12, day: 2, hour: 9)]
      #expect(days(picker.selectedDates) == ["2023-12-2"])
      #expect(picker.selectedDates.first?.hour == nil)
      #expect(reported.count == 4)
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aMultiDatePickerDrawsItsChosenDays(width: Int, height: Int) throws {
    let model = MultiDateModel()
    model.days.insert(DateComponents(year: 2023, month: 11, day: 16))
    try withHostedView(MultiDateScreen(model: model), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "multi-date-picker-\(width)x\(height)")
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("Days"))
      #expect(rows[1].hasPrefix("November 2023"))
      #expect(rows[9].hasPrefix("2 days"))
    }
  }

  @Test func keysChooseDaysAndWriteTheBindingWithinTheBounds() throws {
    let model = MultiDateModel()
    try withHostedView(MultiDateScreen(model: model), width: 40, height: 12) { app, host, screen in
      let picker = try #require(findView(TermMultiDatePicker.self, in: host))
      #expect(picker.becomeFirstResponder())
      // The highlight starts on the earliest chosen day, the 14th.
      app.handle([key(.right), key(.character(" ")), key(.right), key(.enter)])
      #expect(days(model.days) == ["2023-11-14", "2023-11-15", "2023-11-16"])
      // New days carry SwiftUI's fields: the calendar and the era.
      let added = try #require(model.days.first { $0.day == 15 })
      #expect(added.calendar?.identifier == .gregorian)
      #expect(added.era == 1)
      // Space gives a day up; the 22nd is past the bounds' end (the 21st
      // is not: the range ends at 22:13 on the 21st).
      app.handle([key(.left), key(.left), key(.character(" "))])
      #expect(days(model.days) == ["2023-11-15", "2023-11-16"])
      app.handle([key(.down), key(.right), key(.enter)])
      #expect(days(model.days) == ["2023-11-15", "2023-11-16"], "the 22nd is past the end")
      app.handle([key(.left), key(.enter)])
      #expect(days(model.days) == ["2023-11-15", "2023-11-16", "2023-11-21"])
      #expect(screen.rows()[9].hasPrefix("3 days"))
    }
  }

  @Test func aClickOnADayChoosesIt() throws {
    let model = MultiDateModel()
    try withHostedView(MultiDateScreen(model: model), width: 40, height: 12) { app, _, screen in
      let row = try #require(screen.rows().firstIndex { $0.hasPrefix("12 13 14 15") })
      // The 17th: column 5 (Friday).
      app.handle(click(16, row))
      #expect(days(model.days) == ["2023-11-14", "2023-11-17"])
      app.handle(click(16, row))
      #expect(days(model.days) == ["2023-11-14"])
    }
  }
}
