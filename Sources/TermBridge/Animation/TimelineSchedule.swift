#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How often a schedule's entries are wanted, like SwiftUI's
/// `TimelineScheduleMode`. A terminal has no low-power display mode: the
/// mode is passed to ``TimelineSchedule/entries(from:mode:)`` as it is.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// Every entry.
  case normal
  /// Fewer entries are acceptable.
  case lowFrequency
}

/// The dates a ``TimelineView`` updates at, like SwiftUI's
/// `TimelineSchedule`.
public protocol TimelineSchedule {
  /// How often entries are wanted.
  typealias Mode = TimelineScheduleMode
  /// The dates, in increasing order.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates from `startDate` on.
  func entries(from startDate: Date, mode: Mode) -> Entries
}

/// A schedule that can say its next date without walking its entries.
protocol TimelineScheduleStepping {
  /// The last entry at or before `now` (nil before the first) and the
  /// first after it (nil after the last).
  func entries(around now: Date, start: Date) -> (current: Date?, next: Date?)
  /// How often the view updates, for ``TimelineView/Context/cadence``.
  var cadence: TimelineViewDefaultContext.Cadence { get }
}

/// Entries every `interval` seconds from a date, like SwiftUI's
/// `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, TimelineScheduleStepping, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// Entries at `startDate` and every `interval` seconds after it.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = max(interval, 0.001)
  }

  /// The dates, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval
    /// The next date.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }

  /// The entries from the first of the schedule's at or after `startDate`
  /// (the one before it when `startDate` falls between two).
  public func entries(from startDate: Date, mode: Mode) -> Entries {
    let current = entries(around: startDate, start: startDate).current ?? self.startDate
    return Entries(upcoming: current, interval: interval)
  }

  func entries(around now: Date, start: Date) -> (current: Date?, next: Date?) {
    let elapsed = now.timeIntervalSince(startDate)
    guard elapsed >= 0 else { return (nil, startDate) }
    let count = (elapsed / interval).rounded(.down)
    let current = startDate.addingTimeInterval(count * interval)
    return (current, current.addingTimeInterval(interval))
  }

  var cadence: TimelineViewDefaultContext.Cadence {
    interval < 1 ? .live : interval < 60 ? .seconds : .minutes
  }
}

/// Entries at the start of every minute, like SwiftUI's
/// `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, TimelineScheduleStepping, Sendable {
  /// The schedule; `.everyMinute` is the usual way to name it.
  public init() {}

  /// The start of each minute from the one `startDate` is in.
  public func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
    PeriodicTimelineSchedule(from: minuteStart(of: startDate), by: 60).entries(from: startDate, mode: mode)
  }

  func entries(around now: Date, start: Date) -> (current: Date?, next: Date?) {
    let current = minuteStart(of: now)
    return (current, current.addingTimeInterval(60))
  }

  private func minuteStart(of date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.down) * 60)
  }

  var cadence: TimelineViewDefaultContext.Cadence { .minutes }
}

/// Entries at the dates given, like SwiftUI's `ExplicitTimelineSchedule`;
/// the view updates at each and then no more.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries

  /// A schedule of `dates`, in increasing order.
  public init(_ dates: Entries) { self.dates = dates }

  /// The dates given.
  public func entries(from startDate: Date, mode: Mode) -> Entries { dates }
}

/// Entries as often as the view can be drawn, like SwiftUI's
/// `AnimationTimelineSchedule`: every `minimumInterval` seconds here (a
/// tenth of a second when nil: a terminal shows no more), none while
/// `paused`.
public struct AnimationTimelineSchedule: TimelineSchedule, TimelineScheduleStepping, Sendable {
  /// The shortest time between entries.
  public let minimumInterval: Double?
  /// Whether the entries stop.
  public let paused: Bool

  /// A schedule of an entry every `minimumInterval` seconds (a tenth of a
  /// second when nil) unless `paused`.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  var interval: Double { max(minimumInterval ?? 0.1, 0.001) }

  /// Every ``minimumInterval`` from `startDate`; only `startDate` while paused.
  public func entries(from startDate: Date, mode: Mode) -> AnyIterator<Date> {
    var next = startDate
    let (interval, paused) = (self.interval, self.paused)
    var done = false
    return AnyIterator {
      guard !done else { return nil }
      if paused { done = true }
      defer { next = next.addingTimeInterval(interval) }
      return next
    }
  }

  func entries(around now: Date, start: Date) -> (current: Date?, next: Date?) {
    if paused { return (start, nil) }
    return PeriodicTimelineSchedule(from: start, by: interval).entries(around: now, start: start)
  }

  var cadence: TimelineViewDefaultContext.Cadence {
    interval < 1 ? .live : interval < 60 ? .seconds : .minutes
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Entries every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Entries at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// Entries at `dates`.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Entries as often as the view is drawn: every tenth of a second.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Entries every `minimumInterval` seconds (a tenth when nil), none
  /// while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
