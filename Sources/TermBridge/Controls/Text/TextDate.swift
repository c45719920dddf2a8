import Glibc
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Text {
  /// How ``Text/init(_:style:)`` shows a date, like SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    let kind: Int

    /// The date: `June 3, 2024`.
    public static let date = DateStyle(kind: 0)
    /// The time of day: `3:45 PM`.
    public static let time = DateStyle(kind: 1)
    /// How long from now, or since: `2 hr, 5 min`.
    public static let relative = DateStyle(kind: 2)
    /// The offset from now, signed: `+2 hours`, `-5 minutes`.
    public static let offset = DateStyle(kind: 3)
    /// A count up or down from now: `2:05:09`.
    public static let timer = DateStyle(kind: 4)
  }

  /// Text showing `date` in `style`, like SwiftUI's `Text(_:style:)`, in
  /// the system's time zone and English (the library loads no locale
  /// data). Relative, offset and timer texts update themselves as SwiftUI's
  /// do: their label sets a main-loop timer for the next second while it
  /// is on screen (and no other wake-up), so `Text(start, style: .timer)`
  /// counts on its own.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: DateText.format(date, style: style, now: Date()))
    if style == .relative || style == .offset || style == .timer {
      liveDate = LiveDateText(date: date, style: style)
    }
  }

  /// Text showing `input` as `format` makes it, like SwiftUI's
  /// `Text(_:format:)` (`Text(price, format: .number)`).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Text showing the range between two dates, like SwiftUI's
  /// `Text(_:)` for a `ClosedRange<Date>`: `3:00 PM – 4:30 PM` within a day.
  public init(_ dates: ClosedRange<Date>) {
    let now = Date()
    let (first, last) = (DateText.components(dates.lowerBound), DateText.components(dates.upperBound))
    let sameDay = first.tm_year == last.tm_year && first.tm_yday == last.tm_yday
    let style: DateStyle = sameDay ? .time : .date
    self.init(
      verbatim: DateText.format(dates.lowerBound, style: style, now: now) + " – "
        + DateText.format(dates.upperBound, style: style, now: now))
  }
}

/// Dates as `Text` shows them.
enum DateText {
  /// The local calendar fields of `date`.
  static func components(_ date: Date) -> tm {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var fields = tm()
    localtime_r(&seconds, &fields)
    return fields
  }

  static func format(_ date: Date, style: Text.DateStyle, now: Date) -> String {
    switch style {
    case .date:
      let fields = components(date)
      return "\(ClockText.monthNames[Int(fields.tm_mon)]) \(fields.tm_mday), \(Int(fields.tm_year) + 1900)"
    case .time:
      let fields = components(date)
      return ClockText.twelveHourTime(hour: Int(fields.tm_hour), minute: Int(fields.tm_min))
    case .relative:
      return relative(abs(date.timeIntervalSince(now)))
    case .offset:
      let interval = date.timeIntervalSince(now)
      return (interval < 0 ? "-" : "+") + offset(abs(interval))
    default:
      return timer(abs(date.timeIntervalSince(now)))
    }
  }

  /// `2 hr, 5 min`, `3 days, 4 hr`, `12 sec`: the two largest units.
  static func relative(_ interval: Double) -> String {
    let seconds = Int(interval)
    let units: [(Int, String)] = [
      (seconds / 86_400 / 365, "yr"), (seconds / 86_400 % 365 / 7, "wk"), (seconds / 86_400 % 7, "day"),
      (seconds / 3600 % 24, "hr"), (seconds / 60 % 60, "min"), (seconds % 60, "sec"),
    ]
    var parts: [String] = []
    if let first = units.firstIndex(where: { $0.0 > 0 }) {
      for (value, name) in units[first..<min(first + 2, units.count)] where value > 0 {
        parts.append("\(value) \(name == "day" && value != 1 ? "days" : name)")
      }
    }
    return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
  }

  /// `2 hours`, `5 minutes`, `1 day`: the largest unit.
  static func offset(_ interval: Double) -> String {
    let seconds = Int(interval)
    let units: [(Int, String)] = [
      (seconds / 86_400, "day"), (seconds / 3600, "hour"), (seconds / 60, "minute"), (seconds, "second"),
    ]
    for (value, name) in units where value > 0 { return "\(value) \(name)\(value == 1 ? "" : "s")" }
    return "0 seconds"
  }

  /// `2:05:09`, `5:09`.
  static func timer(_ interval: Double) -> String {
    let seconds = Int(interval)
    let h = seconds / 3600
    let m = seconds / 60 % 60
    let s = seconds % 60
    let ss = s < 10 ? "0\(s)" : "\(s)"
    if h > 0 { return "\(h):\(m < 10 ? "0" : "")\(m):\(ss)" }
    return "\(m):\(ss)"
  }
}

/// A date a `Text` shows relative to now.
struct LiveDateText: Hashable, Sendable {
  let date: Date
  let style: Text.DateStyle
}

/// The label of a relative, offset or timer date text: it shows the text
/// for now and sets a one-shot main-loop timer for when the shown second
/// changes, while it is in a window.
@MainActor
final class LiveDateLabel: TermLabel {
  var liveDate: LiveDateText? {
    didSet {
      if liveDate != oldValue { schedule() }
    }
  }
  private var timer: TermTimer?

  override func didMoveToWindow() {
    super.didMoveToWindow()
    schedule()
  }

  /// Shows the text for now and sets the timer for the next change.
  private func schedule() {
    timer?.invalidate()
    timer = nil
    guard let liveDate, window != nil else { return }
    let now = Date()
    text = DateText.format(liveDate.date, style: liveDate.style, now: now)
    // The shown value changes when the whole seconds between now and the
    // date do: at the date's fraction of a second.
    let offset = liveDate.date.timeIntervalSince(now)
    var wait = offset - offset.rounded(.down)
    if wait < 0.001 { wait += 1 }
    timer = TermTimer.scheduledTimer(withTimeInterval: wait + 0.001, repeats: false) { [weak self] _ in
      self?.schedule()
    }
  }
}
