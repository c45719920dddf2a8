import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What the gestures under test did.
@Observable @MainActor
final class GestureLog {
  var entries: [String] = []
}

extension TerminalSuites {
  /// Gestures on the mouse (taps, double clicks, long presses, drags,
  /// gesture state, priorities) and their keyboard forms.
  @MainActor
  @Suite struct GestureTests {
    /// A clock the test moves by hand, and timers on it.
    final class FakeTime {
      var now: UInt64 = 1_000_000_000
    }

    private func withArena<R>(_ body: (FakeTime, MainLoopTimers) throws -> R) rethrows -> R {
      let time = FakeTime()
      let timers = MainLoopTimers(clock: { time.now })
      let arena = GestureArena.shared
      let (oldClock, oldTimers) = (arena.clock, arena.timers)
      arena.clock = { time.now }
      arena.timers = timers
      arena.reset()
      defer {
        arena.clock = oldClock
        arena.timers = oldTimers
      }
      return try body(time, timers)
    }

    private func press(_ app: TermApplication, _ x: Int, _ y: Int) {
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y)))])
    }

    private func release(_ app: TermApplication, _ x: Int, _ y: Int) {
      app.handle([.mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y)))])
    }

    private func drag(_ app: TermApplication, _ x: Int, _ y: Int) {
      app.handle([.mouse(MouseEvent(kind: .drag(.left), location: Point(x: x, y: y)))])
    }

    private func click(_ app: TermApplication, _ x: Int, _ y: Int) {
      press(app, x, y)
      release(app, x, y)
    }

    struct TapScreen: View {
      let log: GestureLog
      var body: some View {
        VStack(alignment: .leading) {
          Text("Single").onTapGesture { log.entries.append("single") }
          Text("Double").onTapGesture(count: 2) { log.entries.append("double") }
          Text("Where").onTapGesture(coordinateSpace: .local) { (point: CGPoint) in
            log.entries.append("at \(Int(point.x)),\(Int(point.y))")
          }
          Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }

    @Test func aClickRunsTheTapAction() throws {
      let log = GestureLog()
      try withArena { time, _ in
        try withHostedView(TapScreen(log: log), width: 20, height: 6) { app, _, _ in
          click(app, 2, 0)
          #expect(log.entries == ["single"])
          time.now += 2_000_000_000
          click(app, 3, 2)
          #expect(log.entries == ["single", "at 3,0"])
        }
      }
    }

    @Test func aDoubleClickNeedsTwoQuickClicksOnTheSameCell() throws {
      let log = GestureLog()
      try withArena { time, _ in
        try withHostedView(TapScreen(log: log), width: 20, height: 6) { app, _, _ in
          click(app, 1, 1)
          #expect(log.entries.isEmpty)
          time.now += 100_000_000
          click(app, 1, 1)
          #expect(log.entries == ["double"])
          // Too slow: two single clicks.
          time.now += 2_000_000_000
          click(app, 1, 1)
          time.now += 900_000_000
          click(app, 1, 1)
          #expect(log.entries == ["double"])
        }
      }
    }

    @Test func aClickThatDragsAwayIsNoTap() throws {
      let log = GestureLog()
      try withArena { _, _ in
        try withHostedView(TapScreen(log: log), width: 20, height: 6) { app, _, _ in
          press(app, 1, 0)
          drag(app, 5, 0)
          release(app, 5, 0)
          #expect(log.entries.isEmpty)
        }
      }
    }

    struct DragScreen: View {
      let log: GestureLog
      @State var offset = CGSize.zero
      var body: some View {
        VStack(alignment: .leading) {
          Text("Drag \(Int(offset.width)),\(Int(offset.height))")
            .frame(width: 12, height: 3, alignment: .topLeading)
            .gesture(
              DragGesture(minimumDistance: 10, coordinateSpace: .local)
                .onChanged { value in offset = value.translation }
                .onEnded { value in
                  log.entries.append(
                    "ended \(Int(value.translation.width)),\(Int(value.translation.height))"
                      + " from \(Int(value.startLocation.x)),\(Int(value.startLocation.y))")
                }
            )
          Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }

    @Test func aDragReportsItsTranslationInCells() throws {
      let log = GestureLog()
      try withArena { time, _ in
        try withHostedView(DragScreen(log: log), width: 30, height: 6) { app, _, screen in
          press(app, 2, 1)
          time.now += 10_000_000
          drag(app, 5, 2)
          app.render()
          #expect(screen.rows()[0].hasPrefix("Drag 3,1"))
          time.now += 10_000_000
          drag(app, 9, 3)
          release(app, 9, 3)
          app.render()
          #expect(screen.rows()[0].hasPrefix("Drag 7,2"))
          #expect(log.entries == ["ended 7,2 from 2,1"])
        }
      }
    }

    struct LongPressScreen: View {
      let log: GestureLog
      @GestureState var isDetecting = false
      @State var completed = false
      var body: some View {
        VStack(alignment: .leading) {
          Text(isDetecting ? "pressing" : completed ? "done" : "idle")
            .gesture(
              LongPressGesture(minimumDuration: 3)
                .updating($isDetecting) { current, state, transaction in
                  state = current
                  transaction.animation = .easeIn(duration: 2)
                }
                .onEnded { finished in completed = finished }
            )
          Text("Hold")
            .onLongPressGesture(minimumDuration: 1) {
              log.entries.append("held")
            } onPressingChanged: {
              log.entries.append("pressing \($0)")
            }
          Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }

    @Test func gestureStateFollowsTheLongPressAndResetsWhenItEnds() throws {
      let log = GestureLog()
      try withArena { time, timers in
        try withHostedView(LongPressScreen(log: log), width: 20, height: 6) { app, _, screen in
          #expect(screen.rows()[0].hasPrefix("idle"))
          press(app, 1, 0)
          app.render()
          #expect(screen.rows()[0].hasPrefix("pressing"))
          time.now += 3_100_000_000
          timers.fireDue(now: time.now)
          app.render()
          #expect(screen.rows()[0].hasPrefix("done"))
          release(app, 1, 0)
          app.render()
          #expect(screen.rows()[0].hasPrefix("done"))
        }
      }
    }

    @Test func anEarlyReleaseFailsTheLongPressAndResetsTheState() throws {
      let log = GestureLog()
      try withArena { time, timers in
        try withHostedView(LongPressScreen(log: log), width: 20, height: 6) { app, _, screen in
          press(app, 1, 0)
          app.render()
          #expect(screen.rows()[0].hasPrefix("pressing"))
          time.now += 1_000_000_000
          release(app, 1, 0)
          time.now += 5_000_000_000
          timers.fireDue(now: time.now)
          app.render()
          #expect(screen.rows()[0].hasPrefix("idle"))

          press(app, 1, 1)
          time.now += 1_500_000_000
          timers.fireDue(now: time.now)
          release(app, 1, 1)
          #expect(log.entries == ["pressing true", "pressing false", "held"])
        }
      }
    }

    struct PriorityScreen: View {
      let log: GestureLog
      var body: some View {
        VStack(alignment: .leading) {
          Text("Inner").onTapGesture { log.entries.append("inner") }
            .onTapGesture { log.entries.append("outer") }
          Text("High").onTapGesture { log.entries.append("inner") }
            .highPriorityGesture(TapGesture().onEnded { log.entries.append("high") })
          Text("Both").onTapGesture { log.entries.append("inner") }
            .simultaneousGesture(TapGesture().onEnded { log.entries.append("simultaneous") })
          Text("Masked").onTapGesture { log.entries.append("inner") }
            .gesture(TapGesture().onEnded { log.entries.append("masked") }, including: .gesture)
          Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }

    @Test func innerGesturesWinUnlessTheOuterIsHighPriorityOrSimultaneous() throws {
      let log = GestureLog()
      try withArena { time, _ in
        try withHostedView(PriorityScreen(log: log), width: 20, height: 6) { app, _, _ in
          for row in 0..<4 {
            time.now += 2_000_000_000
            click(app, 1, row)
          }
          #expect(log.entries == ["inner", "high", "inner", "simultaneous", "masked"])
        }
      }
    }

    struct KeyboardScreen: View {
      let log: GestureLog
      var body: some View {
        VStack(alignment: .leading) {
          Button("First") { log.entries.append("button") }
          Text("Tap me").onTapGesture(count: 2) { log.entries.append("tap") }
          Text("Hold me").onLongPressGesture { log.entries.append("long") }
          Text("Not me").gesture(DragGesture().onEnded { _ in log.entries.append("drag") })
          HStack { Button("Inner") { log.entries.append("inner") } }
            .onTapGesture { log.entries.append("row") }
          Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }

    @Test func aTappableTextTakesFocusAndEnterOrSpaceTapsIt() throws {
      let log = GestureLog()
      GestureArena.shared.reset()
      try withHostedView(KeyboardScreen(log: log), width: 20, height: 8) { app, host, screen in
        let gestureViews = allViews(TermGestureView.self, in: host)
        // The tap and the long press take focus; the drag and the row with a button do not.
        #expect(gestureViews.filter(\.canBecomeFirstResponder).count == 2)
        app.handle([.key(KeyEvent(.tab))])
        app.render()
        #expect(screen.cells(inRow: 1).first?.style.attributes.contains(.reverse) == true)
        app.handle([.key(KeyEvent(.enter)), .key(KeyEvent(.character(" ")))])
        #expect(log.entries == ["tap", "tap"])
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])
        app.handle([.key(KeyEvent(.enter, modifiers: .alt))])
        #expect(log.entries == ["tap", "tap", "long", "long"])
        // Tab goes on to the inner button, not the drag.
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])
        #expect(log.entries.last == "inner")
      }
    }

    @Test func aDisabledViewsGesturesDoNothing() throws {
      let log = GestureLog()
      let view = Text("Off").onTapGesture { log.entries.append("tap") }.disabled(true)
      try withHostedView(view, width: 10, height: 3) { app, host, _ in
        click(app, 4, 1)
        #expect(log.entries.isEmpty)
        #expect(allViews(TermGestureView.self, in: host).allSatisfy { !$0.canBecomeFirstResponder })
      }
    }

    @Test func contentShapeIsAcceptedAndTheWholeFrameTakesClicks() throws {
      let log = GestureLog()
      let view = HStack {
        Text("A"); Spacer()
      }
      .contentShape(Rectangle())
      .onTapGesture { log.entries.append("row") }
      try withHostedView(view, width: 20, height: 1) { app, _, _ in
        click(app, 15, 0)
        #expect(log.entries == ["row"])
      }
    }
  }
}
