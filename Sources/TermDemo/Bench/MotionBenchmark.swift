import Glibc
import TermBridgeCore

/// `TermDemo --bench-motion [SECONDS]`: the cost of an animated `List`
/// insertion on the real main loop, in the terminal. Every quarter of a
/// second a row is inserted at the top under `withAnimation` (0.35 s, so
/// the motions overlap and the rows never rest), for `seconds`; then one
/// second with nothing inserted. On the way out it writes to standard
/// error the frames drawn a second, the animation clock's steps a second
/// and the CPU used, for the moving part and for the still second (which
/// should draw no frame).
@MainActor
enum MotionBenchmark {
  @MainActor @Observable
  final class Rows {
    var items: [String] = (0..<40).map { "row \($0)" }
    var next = 40
  }

  struct Screen: View {
    let rows: Rows
    var body: some View {
      List(rows.items, id: \.self) { Text($0) }
    }
  }

  /// Counts at one moment: frames, clock steps, CPU and wall time.
  struct Sample {
    var frames: Int
    var steps: Int
    var cpu: Double
    var wall: Double

    @MainActor
    init(_ app: TermApplication) {
      frames = app.frameStatistics.frames
      steps = AnimationClock.current.steps
      var usage = rusage()
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      cpu =
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
      wall = Double(MainLoopTimers.shared.now) / 1e9
    }

    /// The lines of the report for the time from `self` to `end`.
    func report(to end: Sample, _ title: String) -> String {
      let wall = end.wall - self.wall
      let frames = end.frames - self.frames
      let steps = end.steps - self.steps
      let cpu = end.cpu - self.cpu
      return "\(title): \(wall.fixed(2)) s, \(frames) frames (\((Double(frames) / wall).fixed(1))/s), "
        + "\(steps) clock steps (\((Double(steps) / wall).fixed(1))/s), CPU \((cpu * 1000).fixed(0)) ms "
        + "(\((cpu / wall * 100).fixed(1))%)\n"
    }
  }

  static func run(seconds: Int) -> Never {
    let rows = Rows()
    TermApplication.run { app in
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: Screen(rows: rows))
      window.makeKeyAndVisible(in: app)
      let timers = MainLoopTimers.shared
      let interval: UInt64 = 250_000_000
      let start = timers.now + 500_000_000
      let stop = start + UInt64(seconds) * 1_000_000_000
      var moving: Sample?
      var inserts = 0
      @MainActor func insert() {
        let now = timers.now
        if moving == nil { moving = Sample(app) }
        guard now < stop else {
          // The motions under way end within 0.35 s; the still second starts after them.
          _ = timers.schedule(at: now + 400_000_000) { @MainActor in
            let still = Sample(app)
            _ = timers.schedule(at: timers.now + 1_000_000_000) {
              let end = Sample(app)
              let report =
                "TermDemo --bench-motion: \(inserts) rows inserted at the top of a List under "
                + "withAnimation(.easeInOut(duration: 0.35)), one every 0.25 s\n"
                + (moving ?? still).report(to: still, "moving") + still.report(to: end, "still")
              app.willTerminate.append { StandardStream.error.write(report) }
              app.terminate()
            }
          }
          return
        }
        inserts += 1
        withAnimation(.easeInOut(duration: 0.35)) {
          rows.items.insert("row \(rows.next)", at: 0)
          rows.next += 1
          if rows.items.count > 60 { rows.items.removeLast() }
        }
        _ = timers.schedule(at: now + interval) { insert() }
      }
      _ = timers.schedule(at: start) { insert() }
    }
  }
}
