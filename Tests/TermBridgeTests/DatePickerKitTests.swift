import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeWidgets

/// `TermDatePicker` on its own, as an imperative program uses it: fields,
/// keys, typing, the month grid, the wheels, clicks, the range and
/// target-action.
@MainActor @Suite struct DatePickerKitTests {
  /// 14 November 2023, 22:13:20 UTC (a Tuesday).
  static let day = Date(timeIntervalSince1970: 1_700_000_000)

  /// A picker in UTC, `en_US`, showing ``day``.
  static func picker(
    mode: TermDatePicker.Mode = .dateAndTime, style: TermDatePicker.Style = .compact, locale: String = "en_US"
  ) -> TermDatePicker {
    let picker = TermDatePicker(date: day, mode: mode, style: style)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    picker.calendar = calendar
    picker.locale = Locale(identifier: locale)
    return picker
  }

  private func show(
    _ view: TermView, width: Int = 40, height: Int = 12,
    _ body: (TermApplication, TermWindow, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      view.frame = Rect(origin: .zero, size: view.intrinsicContentSize ?? Size(width: width, height: 1))
      window.addSubview(view)
      window.makeKeyAndVisible(in: app)
      _ = view.becomeFirstResponder()
      app.render()
      try body(app, window, screen)
    }
  }

  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }
  private func type(_ text: String) -> [InputEvent] { text.map { .key(KeyEvent(.character($0))) } }
  private func click(_ x: Int, _ y: Int) -> [InputEvent] {
    [
      .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
      .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
    ]
  }

  /// A target for target-action.
  @MainActor final class Recorder {
    var dates: [Date] = []
    func changed(_ picker: TermDatePicker) { dates.append(picker.date) }
  }

  private func parts(_ picker: TermDatePicker) -> [Int] {
    let p = picker.parts(of: picker.date)
    return [p.year, p.month, p.day, p.hour, p.minute]
  }

  @Test func theLocaleSetsTheOrderOfTheFieldsAndTheClock() {
    #expect(TermDatePicker.FieldOrder.conventions(forLocaleIdentifier: "en_US") == (.monthDayYear, false))
    #expect(TermDatePicker.FieldOrder.conventions(forLocaleIdentifier: "de_DE") == (.dayMonthYear, true))
    #expect(TermDatePicker.FieldOrder.conventions(forLocaleIdentifier: "en_GB") == (.dayMonthYear, true))
    #expect(TermDatePicker.FieldOrder.conventions(forLocaleIdentifier: "ja_JP") == (.yearMonthDay, true))
    #expect(TermDatePicker.FieldOrder.conventions(forLocaleIdentifier: "C.UTF-8") == (.monthDayYear, false))
    #expect(Self.picker(locale: "en_US").fields == [.month, .day, .year, .hour, .minute, .meridiem])
    #expect(Self.picker(locale: "de_DE").fields == [.day, .month, .year, .hour, .minute])
    #expect(Self.picker(mode: .date, style: .inline).fields == [.calendar])
  }

  /// A locale with no data behind it (FoundationEssentials' `en_001`, or
  /// none) takes the order and the clock of the first locale variable set
  /// and not empty: `LC_ALL`, then `LC_TIME`, then `LANG`.
  @Test func aLocaleWithoutDataTakesTheLocaleVariables() {
    func conventions(_ environment: EnvironmentVariables) -> (TermDatePicker.FieldOrder, Bool) {
      TermDatePicker.FieldOrder.conventions(forLocaleIdentifier: "en_001", environment: environment)
    }
    #expect(conventions(["LC_TIME": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]) == (.dayMonthYear, true))
    #expect(conventions(["LC_ALL": "", "LANG": "ja_JP.UTF-8"]) == (.yearMonthDay, true))
    #expect(conventions(["LC_ALL": "en_US.UTF-8", "LC_TIME": "de_DE"]) == (.monthDayYear, false))
    #expect(conventions([:]) == (.dayMonthYear, true), "no variable: English of the world (en_001) itself")
    #expect(
      TermDatePicker.FieldOrder.conventions(forLocaleIdentifier: "de_DE", environment: ["LANG": "ja_JP"])
        == (.dayMonthYear, true), "a locale with data keeps its own")
  }

  @Test func theCompactStyleShowsOneLineInTheLocalesOrder() throws {
    let us = Self.picker()
    us.title = "Due"
    try show(us) { _, _, screen in
      #expect(screen.rows()[0].hasPrefix("Due Nov 14, 2023  10:13 PM"))
      #expect(screen.cell(at: Point(x: 4, y: 0)).style.attributes.contains(.reverse), "the month is focused")
    }
    let german = Self.picker(style: .field, locale: "de_DE")
    try show(german) { _, _, screen in #expect(screen.rows()[0].hasPrefix("14/11/2023  22:13")) }
    let japanese = Self.picker(mode: .date, locale: "ja_JP")
    try show(japanese) { _, _, screen in #expect(screen.rows()[0].hasPrefix("2023-11-14")) }
  }

  @Test func arrowsMoveBetweenFieldsAndUpDownStepTheFocusedOne() throws {
    let picker = Self.picker()
    let recorder = Recorder()
    picker.addTarget(recorder, action: Recorder.changed)
    var reported: [Date] = []
    picker.onValueChange = { reported.append($0) }
    try show(picker) { app, _, screen in
      app.handle([key(.up)])
      #expect(parts(picker) == [2023, 12, 14, 22, 13])
      app.handle([key(.up)])
      #expect(parts(picker) == [2023, 1, 14, 22, 13], "a month goes round without carrying")
      app.handle([key(.right), key(.down)])
      #expect(parts(picker) == [2023, 1, 13, 22, 13])
      app.handle([key(.tab), key(.up), key(.tab), key(.tab), key(.down)])
      #expect(parts(picker) == [2024, 1, 13, 22, 12])
      app.handle([key(.right), key(.up)])
      #expect(parts(picker) == [2024, 1, 13, 10, 12], "AM/PM flips twelve hours")
      #expect(screen.rows()[0].hasPrefix("Jan 13, 2024  10:12 AM"))
      #expect(recorder.dates.count == 6)
      #expect(reported == recorder.dates)
      #expect(!picker.handleKey(KeyEvent(.tab)), "Tab leaves from the last field")
      #expect(!picker.handleKey(KeyEvent(.right)))
      app.handle([key(.tab, .shift)])
      #expect(picker.selectedField == .minute)
    }
  }

  @Test func digitsTypeAFieldAndMoveOnWhenItIsFull() throws {
    let picker = Self.picker()
    try show(picker) { app, _, _ in
      app.handle(type("3"))
      #expect(parts(picker)[1] == 3)
      #expect(picker.selectedField == .day, "no month starts with 3x: the day is next")
      app.handle(type("07"))
      #expect(parts(picker)[2] == 7)
      app.handle(type("1999"))
      #expect(parts(picker)[0] == 1999)
      #expect(picker.selectedField == .hour)
      app.handle(type("9") + type("45") + type("a"))
      #expect(parts(picker) == [1999, 3, 7, 9, 45])
      app.handle(type("p"))
      #expect(parts(picker)[3] == 21)
    }
  }

  @Test func theRangeClampsTheDate() throws {
    let picker = Self.picker(mode: .date)
    picker.minimumDate = Self.day.addingTimeInterval(-86_400 * 3)
    picker.maximumDate = Self.day.addingTimeInterval(86_400 * 2)
    try show(picker) { app, _, _ in
      app.handle([key(.right), key(.up), key(.up), key(.up)])
      #expect(picker.date == picker.maximumDate, "steps stop at the latest date")
      app.handle([key(.left), key(.down)])
      #expect(picker.date == picker.minimumDate, "October is before the earliest date")
      picker.date = .distantFuture
      #expect(picker.date == picker.maximumDate, "a date from code is clamped too")
    }
  }

  @Test func theGridMovesTheDayTurnsMonthsAndPicksWithEnterOrAClick() throws {
    let picker = Self.picker(mode: .date, style: .inline)
    picker.minimumDate = Self.day.addingTimeInterval(-86_400 * 20)
    try show(picker, width: 24) { app, _, screen in
      let rows = screen.rows()
      #expect(rows[0].hasPrefix("November 2023    ‹ ›"))
      #expect(rows[1].hasPrefix("Su Mo Tu We Th Fr Sa"))
      #expect(rows[2].hasPrefix("          1  2  3  4"))
      #expect(rows[4].hasPrefix("12 13 14 15 16 17 18"))
      #expect(
        screen.cell(at: Point(x: 6, y: 4)).style.attributes.contains(.reverse), "the 14th is highlighted")
      app.handle([key(.right), key(.down)])
      #expect(parts(picker)[2] == 14, "arrows move the highlight only")
      app.handle([key(.enter)])
      #expect(parts(picker)[1...2] == [11, 22])
      app.handle([key(.pageDown)])
      #expect(screen.rows()[0].hasPrefix("December 2023"))
      app.handle([key(.character(" "))])
      #expect(parts(picker)[1...2] == [12, 22])
      app.handle([key(.pageUp), key(.pageUp)])
      #expect(screen.rows()[0].hasPrefix("October 2023"))
      #expect(
        screen.cell(at: Point(x: 3, y: 2)).style.attributes.contains(.dim), "October 2nd is out of range")
      app.handle([key(.home), key(.enter)])
      #expect(parts(picker)[1...2] == [12, 22], "a day out of range cannot be picked")
      app.handle(click(19, 0))  // ›
      #expect(screen.rows()[0].hasPrefix("November 2023"))
      app.handle(click(12, 2))  // the 2nd
      #expect(parts(picker)[1...2] == [11, 2])
    }
  }

  @Test func theWheelsShowNeighboursAndTurnWithKeysClicksAndTheWheel() throws {
    let picker = Self.picker(mode: .time, style: .wheels, locale: "de_DE")
    try show(picker) { app, _, screen in
      #expect(screen.rows()[0].hasPrefix("21  12"))
      #expect(screen.rows()[1].hasPrefix("22  13"))
      #expect(screen.rows()[2].hasPrefix("23  14"))
      app.handle([key(.down)])
      #expect(parts(picker)[3] == 23, "Down turns to the value below")
      app.handle(click(4, 0))
      #expect(parts(picker)[4] == 12)
      app.handle([.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 4, y: 1)))])
      #expect(parts(picker)[4] == 13)
      #expect(screen.rows()[1].hasPrefix("23  13"))
    }
  }

  @Test func theAMPMWheelDoesNotGoRound() throws {
    let picker = Self.picker(mode: .time, style: .wheels)
    try show(picker) { app, _, screen in
      let column = try #require(picker.wheelColumns().first { $0.field == .meridiem })
      @MainActor func meridiem(_ row: Int) -> String {
        String(Array(screen.rows()[row])[column.x..<column.x + column.width])
      }
      // 22:13 is PM: AM above it, nothing below (a column of two).
      #expect([meridiem(0), meridiem(1), meridiem(2)] == ["AM", "PM", "  "])
      app.handle(click(column.x, 2))
      #expect(parts(picker)[3] == 22, "a click on the blank below PM changes nothing")
      app.handle(click(column.x, 0))
      #expect(parts(picker)[3] == 10)
      #expect([meridiem(0), meridiem(1), meridiem(2)] == ["  ", "AM", "PM"])
    }
  }

  @Test func aClickPicksAFieldAndTheMouseWheelStepsIt() throws {
    let picker = Self.picker()
    try show(picker) { app, _, _ in
      // "Nov 14, 2023  10:13 PM": the year starts at column 8.
      app.handle(click(9, 0))
      #expect(picker.selectedField == .year)
      app.handle([.mouse(MouseEvent(kind: .wheelUp, location: Point(x: 9, y: 0)))])
      #expect(parts(picker)[0] == 2024)
      app.handle([.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 15, y: 0)))])
      #expect(picker.selectedField == .hour)
      #expect(parts(picker)[3] == 21)
    }
    let grid = Self.picker(mode: .date, style: .inline)
    try show(grid, width: 24) { app, _, screen in
      app.handle([.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 3, y: 4)))])
      #expect(screen.rows()[0].hasPrefix("December 2023"), "the wheel turns the grid's month")
      #expect(parts(grid)[1] == 11, "without picking")
    }
  }
}
