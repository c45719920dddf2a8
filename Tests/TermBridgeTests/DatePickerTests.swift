import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What the date pickers below write.
@MainActor @Observable
final class DatePickerModel {
  var due = DatePickerKitTests.day
  var alarm = DatePickerKitTests.day
  var start = DatePickerKitTests.day
  var birthday = DatePickerKitTests.day
}

/// A date picker in each style, in UTC and `en_US`.
struct DatePickerScreen: View {
  let model: DatePickerModel
  var locale = Locale(identifier: "en_US")

  var body: some View {
    @Bindable var model = model
    let day = DatePickerKitTests.day
    VStack(alignment: .leading) {
      DatePicker("Due", selection: $model.due)
      DatePicker("Alarm", selection: $model.alarm, displayedComponents: .hourAndMinute)
        .datePickerStyle(.wheel)
      DatePicker(
        "Start", selection: $model.start,
        in: day.addingTimeInterval(-86_400 * 4)...day.addingTimeInterval(86_400 * 3),
        displayedComponents: .date
      )
      .datePickerStyle(.graphical)
      DatePicker(selection: $model.birthday, in: ...day, displayedComponents: [.date]) { Text("Born") }
        .datePickerStyle(.field)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .environment(\.timeZone, TimeZone(secondsFromGMT: 0)!)
    .environment(\.calendar, Calendar(identifier: .gregorian))
    .environment(\.locale, locale)
  }
}

/// `DatePicker`'s initializers and styles: each draws the bound date in
/// the environment's calendar, time zone and locale, and keys and clicks
/// write the binding within its range.
@MainActor @Suite struct DatePickerTests {
  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }
  private func parts(_ date: Date) -> [Int] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return [c.year!, c.month!, c.day!, c.hour!, c.minute!]
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func eachStyleDrawsTheBoundDate(width: Int, height: Int) throws {
    let model = DatePickerModel()
    try withHostedView(DatePickerScreen(model: model), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "date-pickers-\(width)x\(height)")
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("Due Nov 14, 2023  10:13 PM"))
      #expect(rows[2].hasPrefix("Alarm 10  13  PM"))
    }
  }

  @Test func theLocaleOrdersTheFields() throws {
    let model = DatePickerModel()
    let screen = DatePickerScreen(model: model, locale: Locale(identifier: "de_DE"))
    try withHostedView(screen, width: 80, height: 24) { _, _, screen in
      #expect(screen.rows()[0].hasPrefix("Due 14 Nov 2023  22:13"))
    }
  }

  @Test func keysWriteTheBindingAndTabWalksTheFieldsThenThePickers() throws {
    let model = DatePickerModel()
    try withHostedView(DatePickerScreen(model: model), width: 80, height: 24) { app, _, screen in
      app.handle([key(.up), key(.right), key(.character("2")), key(.character("0"))])
      #expect(parts(model.due) == [2023, 12, 20, 22, 13])
      #expect(screen.rows()[0].hasPrefix("Due Dec 20, 2023  10:13 PM"))
      // Year, hour, minute, AM/PM, then the wheel.
      app.handle([key(.tab), key(.tab), key(.tab), key(.tab)])
      app.handle([key(.up)])
      #expect(parts(model.alarm) == [2023, 11, 14, 21, 13], "Up turns the wheel to the value above")
      app.handle([key(.tab), key(.tab), key(.tab)])
      // The graphical picker: three days on, then one more is out of range.
      app.handle([key(.right), key(.right), key(.right), key(.enter)])
      #expect(parts(model.start)[1...2] == [11, 17])
      app.handle([key(.right), key(.enter)])
      #expect(parts(model.start)[1...2] == [11, 17], "the 18th is past the range")
      #expect(screen.cell(at: Point(x: 19, y: 9)).style.attributes.contains(.dim))
    }
  }

  @Test func aClickOnADayWritesTheBinding() throws {
    let model = DatePickerModel()
    try withHostedView(DatePickerScreen(model: model), width: 80, height: 24) { app, _, screen in
      let row = try #require(screen.rows().firstIndex { $0.hasPrefix("12 13 14 15") })
      app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: 1, y: row))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: 1, y: row))),
      ])
      #expect(parts(model.start)[1...2] == [11, 12])
    }
  }

  @Test func aBindingOutsideTheRangeIsShownClamped() throws {
    let model = DatePickerModel()
    model.birthday = DatePickerKitTests.day.addingTimeInterval(86_400 * 40)
    try withHostedView(DatePickerScreen(model: model), width: 80, height: 24) { _, _, screen in
      let row = try #require(screen.rows().first { $0.hasPrefix("Born") })
      #expect(row.hasPrefix("Born 11/14/2023"))
    }
  }

  @Test func componentsChooseTheMode() {
    #expect(DatePickerComponents.date.mode == .date)
    #expect(DatePickerComponents.hourAndMinute.mode == .time)
    #expect(DatePickerComponents([.date, .hourAndMinute]).mode == .dateAndTime)
    #expect(DatePickerComponents.hourMinuteAndSecond.mode == .time)
  }
}
