import Dispatch
import FoundationEssentials
import Glibc
import Observation
import TermBridgeCore

/// `TermDemo --mode live`: live data at the display's pace, for
/// `Tests/EndToEnd/live_bench.py`. A log of 100,000 lines gets a line
/// every millisecond (1,000 changes of an `@Observable` model a second,
/// each its own change, made by a task on the main actor), and a progress
/// value follows it; the screen shows the count, the progress and the
/// list. The application draws at most `maximumFramesPerSecond` frames a
/// second however often the model changes, and an append costs what it
/// changes on screen, not the list's length.
@MainActor
@Observable
final class LiveLog {
  /// The lines, as many as `count`: line `n` is made when shown.
  private(set) var count: Int
  /// Lines appended since the screen started.
  private(set) var appended = 0
  /// How far through a cycle of 5,000 appends (0 to 1).
  private(set) var progress = 0.0

  init(count: Int) { self.count = count }

  /// The text of line `index`.
  nonisolated static func line(_ index: Int) -> String {
    "line \(index): request \(index &* 7919 % 100_000) served in \(index % 97) ms"
  }

  /// One line more: one change of the model.
  func append() {
    count += 1
    appended += 1
    progress = Double(appended % 5_000) / 5_000
  }

  /// For `Tests/EndToEnd/live_bench.py`: when `TERMDEMO_LIVE_REPORT`
  /// names a file, writes there at exit the lines appended and the frames
  /// drawn ("appended N frames M").
  func reportAtExit(of application: TermApplication) {
    guard let path = getenv("TERMDEMO_LIVE_REPORT").map({ String(cString: $0) }) else { return }
    application.willTerminate.append { [weak application] in
      let frames = application?.frameStatistics.frames ?? 0
      let report = "appended \(self.appended) frames \(frames)\n"
      _ = try? report.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }

  /// Appends a line every millisecond while the screen lives: as many
  /// lines as milliseconds went by, each its own change, after each sleep.
  func feed() async {
    let start = DispatchTime.now().uptimeNanoseconds
    while !Task.isCancelled {
      let due = Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
      while appended < due { append() }
      try? await Task.sleep(nanoseconds: 1_000_000)
    }
  }
}

/// The live screen: what ``LiveLog`` has, as it grows.
struct LiveLogScreen: View {
  let log: LiveLog

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Live log: \(log.count) lines, \(log.appended) appended (1,000 a second)  Ctrl-Q quits")
      ProgressView(value: log.progress)
      List(0..<log.count, id: \.self) { Text(LiveLog.line($0)) }
    }
    .task { await log.feed() }
  }
}
