import Observation
import TermBridgeWidgets

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The context a ``TimelineView``'s content is made with.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A view that is made again at the dates of a schedule, like SwiftUI's
/// `TimelineView`:
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, style: .time)
/// }
/// ```
///
/// The app's main loop serves it with one timer set for the next entry
/// (a ``TermTimer``): between entries the view costs nothing, and nothing
/// is drawn, so an idle app with a timeline that updates once a minute
/// wakes once a minute. The timer stops when the view leaves the screen.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
  @State private var clock = TimelineClock()

  /// A view whose `content` is made at each of `schedule`'s entries.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// The content made for the current entry. The next entry's timer is
  /// set by the node's lifecycle (when it appears, and when an update
  /// brings a different next entry), never by the body itself, and
  /// stopped when the view leaves.
  public var body: some View {
    let clock = clock
    _ = clock.tick
    let now = max(Date(), clock.lastDue ?? .distantPast)
    let (current, next, cadence) = TimelineView.entries(of: schedule, around: now, start: clock.start)
    let context = TimelineViewDefaultContext(
      date: current ?? now, cadence: cadence, invalidate: { clock.tick += 1 })
    return LifecycleView(wrapped: content(context)) { TimelineArming(clock: clock, next: next) }
  }

  /// The entry at or before `now`, the one after, and the cadence.
  static func entries(of schedule: Schedule, around now: Date, start: Date) -> (
    Date?, Date?, TimelineViewDefaultContext.Cadence
  ) {
    if let stepping = schedule as? any TimelineScheduleStepping {
      let (current, next) = stepping.entries(around: now, start: start)
      return (current, next, stepping.cadence)
    }
    var current: Date?
    var next: Date?
    var previous: Date?
    var shortest = Double.infinity
    // A schedule of an app's own may not end: walk a bounded number.
    for (count, entry) in schedule.entries(from: start, mode: .normal).enumerated() {
      if let previous { shortest = min(shortest, entry.timeIntervalSince(previous)) }
      previous = entry
      if entry <= now {
        current = entry
      } else {
        next = entry
        break
      }
      if count > 100_000 { break }
    }
    let cadence: TimelineViewDefaultContext.Cadence =
      shortest < 1 ? .live : shortest < 60 ? .seconds : .minutes
    return (current, next, cadence)
  }
}

extension TimelineView {
  /// What the content of a ``TimelineView`` is made with, like SwiftUI's
  /// `TimelineView.Context`.
  public struct Context {
    /// How often the view is updated, like SwiftUI's `Cadence`.
    public enum Cadence: Comparable, Sendable {
      /// Many times a second.
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }

    /// The date of the entry the content is made for.
    public let date: Date
    /// How often the schedule updates the view.
    public let cadence: Cadence
    let invalidate: @MainActor () -> Void

    /// Makes the content again now, outside the schedule, like SwiftUI's
    /// `invalidateTimelineContent()`.
    @MainActor public func invalidateTimelineContent() { invalidate() }
  }
}

/// The timer behind a ``TimelineView``: one one-shot timer for the next
/// entry; its firing changes ``tick``, which the view's body reads.
@MainActor @Observable
final class TimelineClock {
  /// Changed at each entry (and by `invalidateTimelineContent`).
  var tick = 0
  /// When the view appeared: where schedules without a start begin.
  @ObservationIgnored let start = Date()
  /// The entry the last firing was for (a timer can fire a hair early).
  @ObservationIgnored private(set) var lastDue: Date?
  @ObservationIgnored private var timer: TermTimer?
  @ObservationIgnored private var armedFor: Date?

  /// How many times any timeline's timer was asked to be set (tests: once
  /// per entry, not once per evaluation of the view's body).
  static private(set) var armings = 0

  /// Sets the timer for `next`, unless it is already set for it; nil stops it.
  func arm(_ next: Date?) {
    TimelineClock.armings += 1
    guard needsArming(for: next) else { return }
    timer?.invalidate()
    timer = nil
    armedFor = next
    guard let next else { return }
    timer = TermTimer.scheduledTimer(withTimeInterval: max(0, next.timeIntervalSinceNow), repeats: false) {
      [weak self] _ in
      guard let self else { return }
      self.timer = nil
      self.armedFor = nil
      self.lastDue = next
      self.tick += 1
    }
  }

  /// Whether a timer for `next` is still to be set (none is, or the one
  /// set has fired or been stopped).
  func needsArming(for next: Date?) -> Bool {
    next != armedFor || (next != nil && timer?.isValid != true)
  }

  /// Stops the timer (the view left the screen).
  func stop() {
    timer?.invalidate()
    timer = nil
    armedFor = nil
  }
}

/// Sets a ``TimelineView``'s timer from its node's lifecycle: when the view
/// appears, when an update brings another next entry (or the timer has
/// fired), and stops it when the view leaves.
@MainActor
final class TimelineArming: NodeLifecycle {
  let clock: TimelineClock
  private(set) var next: Date?

  init(clock: TimelineClock, next: Date?) {
    self.clock = clock
    self.next = next
  }

  override func didMount(node: ViewNode) { clock.arm(next) }

  override func didUpdate(node: ViewNode, view: any View) {
    guard let template = (view as? any LifecycleCarrier)?.lifecycleTemplate as? TimelineArming else { return }
    guard template.next != next || clock.needsArming(for: template.next) else { return }
    next = template.next
    clock.arm(next)
  }

  override func willUnmount(node: ViewNode) { clock.stop() }
}
