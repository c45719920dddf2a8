import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A timeline that shows which of its explicit entries it is at.
struct ExplicitTimelineScreen: View {
  let entries: [Date]

  var body: some View {
    TimelineView(.explicit(entries)) { context in
      let index = entries.lastIndex { $0 <= context.date }
      Text("entry \(index.map(String.init) ?? "none")")
    }
  }
}

/// `TimelineView` and its schedules, and the date texts that update
/// themselves: each is served by one main-loop timer for its next change.
@MainActor @Suite struct TimelineViewTests {
  private let start = Date(timeIntervalSince1970: 1_700_000_000)

  private func entries<S: TimelineSchedule>(_ schedule: S, at offset: Double) -> (
    Double?, Double?, TimelineViewDefaultContext.Cadence
  ) {
    let (current, next, cadence) = TimelineView<S, EmptyView>.entries(
      of: schedule, around: start.addingTimeInterval(offset), start: start)
    return (
      current.map { $0.timeIntervalSince(start) }, next.map { $0.timeIntervalSince(start) }, cadence
    )
  }

  @Test func schedulesSayTheCurrentAndNextEntry() {
    #expect(entries(.periodic(from: start, by: 5), at: 12) == (10, 15, .seconds))
    #expect(entries(.periodic(from: start, by: 5), at: -1) == (nil, 0, .seconds))
    #expect(entries(.periodic(from: start, by: 0.5), at: 1.2) == (1, 1.5, .live))
    // 1_700_000_000 is 13:20 past a minute boundary.
    #expect(entries(.everyMinute, at: 30) == (-20, 40, .minutes))
    let explicit = [start.addingTimeInterval(1), start.addingTimeInterval(90)]
    #expect(entries(.explicit(explicit), at: 10) == (1, 90, .minutes))
    #expect(entries(.explicit(explicit), at: 100) == (90, nil, .minutes), "after the last: no timer")
    #expect(entries(.animation(minimumInterval: 0.25), at: 0.6) == (0.5, 0.75, .live))
    #expect(entries(.animation, at: 0.35).1! - 0.4 < 0.000_1)
    #expect(entries(.animation(minimumInterval: 1, paused: true), at: 3) == (0, nil, .seconds))
  }

  @Test func periodicEntriesRunFromTheScheduleStart() {
    let dates = Array(
      PeriodicTimelineSchedule(from: start, by: 2).entries(from: start.addingTimeInterval(5), mode: .normal)
        .prefix(3))
    #expect(dates.map { $0.timeIntervalSince(start) } == [4, 6, 8])
    let animation = Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .lowFrequency))
    #expect(animation == [start])
  }

  @Test func theViewIsMadeAgainAtItsNextEntryAndThenWaits() async throws {
    let now = Date()
    let screen = ExplicitTimelineScreen(entries: [now.addingTimeInterval(-1), now.addingTimeInterval(0.05)])
    do {
      let screen0 = TermScreen.inMemory(width: 20, height: 2)
      defer { screen0.close() }
      let app = TermApplication(screen: screen0)
      let window = TermWindow()
      let host = TermHostingView(rootView: screen)
      window.addSubview(host)
      window.makeKeyAndVisible(in: app)
      host.frame = window.bounds
      app.render()
      #expect(screen0.rows()[0].contains("entry 0"))
      try await Task.sleep(for: .milliseconds(120))
      MainLoopTimers.shared.fireDue()
      app.render()
      #expect(screen0.rows()[0].contains("entry 1"))
    }
  }

  @Test func aTimerTextCountsOnItsOwn() async throws {
    let since = Date().addingTimeInterval(-61.5)
    do {
      let screen = TermScreen.inMemory(width: 20, height: 2)
      defer { screen.close() }
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let host = TermHostingView(rootView: Text(since, style: .timer))
      window.addSubview(host)
      window.makeKeyAndVisible(in: app)
      host.frame = window.bounds
      app.render()
      #expect(screen.rows()[0].contains("1:01"))
      try await Task.sleep(for: .milliseconds(1_100))
      // The main actor may be busy with other tests for longer than the
      // sleep: the label shows the time of its timer's firing.
      let before = DateText.format(since, style: .timer, now: Date())
      MainLoopTimers.shared.fireDue()
      app.render()
      let after = DateText.format(since, style: .timer, now: Date())
      let shown = screen.rows()[0].trimmingCharacters(in: .whitespaces)
      #expect(shown != "1:01", "it counted on")
      #expect(shown == before || shown == after)
    }
  }

  @Test func aTimerTextThatWidensMovesWhatFollowsIt() async throws {
    // "9:59" becomes "10:00" at the next second: the label's text changes
    // on its timer, outside the graph, and the stack lays out again.
    let since = Date().addingTimeInterval(-599.6)
    do {
      let screen = TermScreen.inMemory(width: 20, height: 2)
      defer { screen.close() }
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let host = TermHostingView(
        rootView: HStack(spacing: 0) {
          Text(since, style: .timer)
          Text("|")
        })
      window.addSubview(host)
      window.makeKeyAndVisible(in: app)
      host.frame = window.bounds
      app.render()
      #expect(screen.rows()[0].trimmingCharacters(in: .whitespaces) == "9:59|")
      try await Task.sleep(for: .milliseconds(700))
      // The main actor may be busy with other tests for longer than the
      // sleep: the label shows the time of its timer's firing.
      let before = DateText.format(since, style: .timer, now: Date())
      MainLoopTimers.shared.fireDue()
      app.render()
      let after = DateText.format(since, style: .timer, now: Date())
      #expect(before.hasPrefix("10:"), "wider than 9:59")
      let shown = screen.rows()[0].trimmingCharacters(in: .whitespaces)
      #expect(shown == before + "|" || shown == after + "|")
    }
  }

  @Test func onlyRelativeOffsetAndTimerTextsTick() {
    let date = Date()
    #expect(Text(date, style: .timer).liveDate != nil)
    #expect(Text(date, style: .relative).liveDate != nil)
    #expect(Text(date, style: .offset).liveDate != nil)
    #expect(Text(date, style: .time).liveDate == nil)
    #expect(Text(date, style: .date).liveDate == nil)
  }
}

/// A timeline whose parent's state changes often.
struct BusyTimelineScreen: View {
  @State var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("More") { count += 1 }
      TimelineView(.everyMinute) { context in Text("minute \(count)") }
    }
  }
}

/// The timer of a `TimelineView` is set by its node's lifecycle, not by
/// its body: once per entry, however often the body runs.
@MainActor @Suite struct TimelineArmingTests {
  @Test func theBodyRunningAgainDoesNotSetTheTimerAgain() throws {
    // The body is synchronous on the main actor: no other test's timeline
    // is set while it runs.
    let armingsBefore = TimelineClock.armings
    try withHostedView(BusyTimelineScreen(), width: 30, height: 6) { app, host, screen in
      let evaluations = host.statistics.bodyEvaluations
      for _ in 0..<20 { app.handle([.key(KeyEvent(.enter))]) }
      #expect(screen.rows().contains { $0.contains("minute 20") }, "\(screen.rows())")
      #expect(host.statistics.bodyEvaluations > evaluations + 20, "the timeline's body ran again")
      #expect(
        TimelineClock.armings - armingsBefore == 1, "armed \(TimelineClock.armings - armingsBefore) times")
    }
  }
}
