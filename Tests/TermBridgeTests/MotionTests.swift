import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A time the test moves by hand.
final class ManualTime: @unchecked Sendable {
  var nanoseconds: UInt64 = 1_000_000_000
}

/// An animation clock on a time the test controls: `advance` moves it
/// and fires the steps that are due, `render` draws what they changed.
@MainActor
struct MotionHarness {
  let time = ManualTime()
  let timers: MainLoopTimers
  let clock: AnimationClock

  init() {
    let time = self.time
    timers = MainLoopTimers(clock: { time.nanoseconds })
    clock = AnimationClock(timers: timers)
  }

  /// Moves the time on by `seconds` and fires what is due.
  func advance(_ seconds: Double) {
    time.nanoseconds += UInt64(seconds * 1_000_000_000)
    timers.fireDue(now: time.nanoseconds)
  }

  /// Runs `body` with this clock as the app's.
  func run<R>(_ body: () throws -> R) rethrows -> R {
    let outer = AnimationClock.current
    AnimationClock.current = clock
    defer { AnimationClock.current = outer }
    return try body()
  }
}

@MainActor @Observable
final class MotionModel {
  var rows = ["alpha", "beta"]
  var count = 10
  var shown = false
  var wide = false
}

struct MotionRowsScreen: View {
  let model: MotionModel
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(model.rows, id: \.self) { row in
        Text(row).transition(.move(edge: .leading))
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct MotionFadeScreen: View {
  let model: MotionModel
  var body: some View {
    VStack(spacing: 0) {
      if model.shown { Text("fade").foregroundStyle(Color.white).transition(.opacity) }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct MotionCounterScreen: View {
  let model: MotionModel
  var body: some View {
    Text("count \(model.count)").contentTransition(.numericText())
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct MotionOffsetScreen: View {
  let model: MotionModel
  var body: some View {
    Text("box").offset(x: model.wide ? 10 : 0).animation(.linear(duration: 1), value: model.wide)
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// Animations played on a clock the tests control: the frames between the
/// old layout and the new one, in whole cells.
@MainActor @Suite struct MotionTests {
  private func trimmed(_ screen: TermScreen) -> [String] {
    screen.rows().map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test func curvesRunFromZeroToOne() {
    let linear = Animation.linear(duration: 1)
    #expect(linear.progress(atElapsed: 0).value == 0)
    #expect(abs(linear.progress(atElapsed: 0.25).value - 0.25) < 0.001)
    #expect(linear.progress(atElapsed: 1) == (1, true))
    let easeIn = Animation.easeIn(duration: 1).progress(atElapsed: 0.5).value
    let easeOut = Animation.easeOut(duration: 1).progress(atElapsed: 0.5).value
    #expect(easeIn < 0.5 && easeOut > 0.5)
    #expect(abs(Animation.easeInOut(duration: 1).progress(atElapsed: 0.5).value - 0.5) < 0.001)
    let delayed = Animation.linear(duration: 1).delay(0.5)
    #expect(delayed.progress(atElapsed: 0.4).value == 0)
    #expect(abs(delayed.progress(atElapsed: 1).value - 0.5) < 0.001)
    let fast = Animation.linear(duration: 1).speed(2)
    #expect(abs(fast.progress(atElapsed: 0.25).value - 0.5) < 0.001)
    #expect(fast.totalDuration == 0.5)
  }

  @Test func springsOvershootAndSettle() {
    let bouncy = Animation.bouncy
    var peak = 0.0
    var time = 0.0
    while time < bouncy.duration {
      peak = max(peak, bouncy.progress(atElapsed: time).value)
      time += 0.01
    }
    #expect(peak > 1.02, "a bouncy spring passes its target")
    #expect(bouncy.progress(atElapsed: bouncy.duration + 0.01) == (1, true))
    let smooth = Animation.smooth
    var smoothPeak = 0.0
    time = 0
    while time < smooth.duration {
      smoothPeak = max(smoothPeak, smooth.progress(atElapsed: time).value)
      time += 0.01
    }
    #expect(smoothPeak <= 1.0001, "a smooth spring does not")
    #expect(Animation.snappy.duration < Animation.smooth.duration + 0.5)
    #expect(Animation.spring(response: 0.5, dampingFraction: 0.825).duration > 0.3)
  }

  @Test func repeatsPlayAgainAndReverse() {
    let twice = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
    #expect(abs(twice.progress(atElapsed: 0.25).value - 0.25) < 0.001)
    #expect(abs(twice.progress(atElapsed: 1.25).value - 0.75) < 0.001, "the second run goes back")
    #expect(twice.progress(atElapsed: 2.1) == (1, true))
    let forever = Animation.linear(duration: 1).repeatForever(autoreverses: false)
    #expect(abs(forever.progress(atElapsed: 7.5).value - 0.5) < 0.001)
    #expect(forever.progress(atElapsed: 1000).finished == false)
    #expect(forever.totalDuration == .infinity)
  }
}

extension MotionTests {
  @Test func aWriteThroughAnAnimatedBindingRunsWithItsAnimation() throws {
    // Hosted, as a binding is: the graph knows the main queue then.
    try withHostedView(Text("x"), width: 10, height: 2) { _, _, _ in
      var seen: [Animation?] = []
      let base = Binding<Int>(
        get: { 0 }, set: { _ in seen.append(MainActor.assumeIsolated { AnimationTransaction.animation }) })
      base.animation(.linear).wrappedValue = 1
      base.wrappedValue = 2
      #expect(seen == [.linear, nil])
      #expect(AnimationTransaction.animation == nil)
    }
  }
}
