import Glibc
import TermBridgeTerminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// When a ``SnapshotStore`` writes reference files, like
/// swift-snapshot-testing's record modes.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Never: a missing reference fails and nothing is written (for CI).
  case never
  /// Only references that do not exist yet, and the check fails so they
  /// are reviewed (the default).
  case missing
  /// References that are missing or do not match are written, and the
  /// check fails so they are reviewed.
  case failures
  /// Every reference is written and every check passes.
  case all
}

/// Compares screens with snapshot files checked in beside the tests.
///
/// Files live in a `__Snapshots__` folder next to the test file, one
/// `NAME.txt` per snapshot. When a screen does not match, the message
/// names the reference file, shows a line diff, and the actual screen is
/// written beside it as `NAME.actual.txt` (removed again once it
/// matches), to compare or copy over. The record mode comes from
/// `TERMBRIDGE_RECORD` (`never`, `missing`, `failures`, `all`; `1` is
/// `all`) or from the initializer.
public struct SnapshotStore: Sendable {
  /// The environment variable that sets the record mode.
  public static let recordVariable = "TERMBRIDGE_RECORD"

  /// The folder the snapshot files are in.
  public let directory: URL
  /// When references are written.
  public let recordMode: SnapshotRecordMode
  /// Whether `verify` writes every actual screen instead of comparing
  /// (``SnapshotRecordMode/all``).
  public var isRecording: Bool { recordMode == .all }

  /// The store beside `testFile` (pass `#filePath`), in the record mode
  /// the environment sets.
  public init(testFile: String = #filePath) {
    self.init(
      directory: URL(fileURLWithPath: testFile).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__"))
  }

  /// The store in `directory`, in `recordMode` (nil: what the environment
  /// says, else ``SnapshotRecordMode/missing``).
  public init(directory: URL, recordMode: SnapshotRecordMode? = nil) {
    self.directory = directory
    self.recordMode =
      recordMode ?? SnapshotStore.recordMode(environment: ProcessInfo.processInfo.environment)
  }

  /// The store in `directory`; `recording` true records all, false only
  /// what is missing.
  public init(directory: URL, recording: Bool?) {
    self.init(directory: directory, recordMode: recording.map { $0 ? .all : .missing })
  }

  /// The record mode `environment` asks for: `TERMBRIDGE_RECORD` naming a
  /// mode, or a true value (`1`, `yes`, `true`) for ``SnapshotRecordMode/all``;
  /// ``SnapshotRecordMode/missing`` when unset, empty or false.
  public static func recordMode(environment: [String: String]) -> SnapshotRecordMode {
    guard let value = environment[recordVariable]?.lowercased() else { return .missing }
    if let mode = SnapshotRecordMode(rawValue: value) { return mode }
    return ["", "0", "false", "no"].contains(value) ? .missing : .all
  }

  /// Whether `environment` asks for recording everything.
  public static func isRecordingRequested(environment: [String: String]) -> Bool {
    recordMode(environment: environment) == .all
  }

  /// The file snapshot `name` is stored in.
  public func url(named name: String) -> URL {
    directory.appendingPathComponent(name + ".txt")
  }

  /// Where the actual screen of a failed check is written.
  public func actualURL(named name: String) -> URL {
    directory.appendingPathComponent(name + ".actual.txt")
  }

  /// The stored reference `name`, if there is one.
  public func reference(named name: String) -> String? {
    try? String(contentsOf: url(named: name), encoding: .utf8)
  }

  /// Checks `actual` against the stored snapshot `name`; nil when they
  /// match (or when the mode records all), else a message naming the
  /// reference, with a line diff.
  ///
  /// A screen whose every row is blank is never recorded as a reference,
  /// nor passes against one (the check fails and says why), unless
  /// `expectsBlankScreen` is true: a blank screen is what a test reads
  /// before anything was drawn.
  public func verify(_ actual: String, named name: String, expectsBlankScreen: Bool = false) -> String? {
    let url = url(named: name)
    let stored = reference(named: name)
    if stored == actual {
      if !expectsBlankScreen && SnapshotStore.isBlank(actual) {
        return
          "snapshot '\(name)' at \(url.path) is a blank screen: nothing was drawn when it was "
          + "recorded? Delete it and record again, or pass expectsBlankScreen: true if a blank "
          + "screen is what the test expects."
      }
      try? FileManager.default.removeItem(at: actualURL(named: name))
      return nil
    }
    let records = recordMode == .all || recordMode == .failures || (recordMode == .missing && stored == nil)
    if records && !expectsBlankScreen && SnapshotStore.isBlank(actual) {
      return
        "snapshot '\(name)' not recorded: every row of the screen is blank. Nothing was drawn? "
        + "Check that the view is in a window made visible and that a frame ran (verify(_:named:) "
        + "draws a pending frame of the screen's application first); if a blank screen is what "
        + "the test expects, pass expectsBlankScreen: true.\n\(actual)"
    }
    switch (recordMode, stored) {
    case (.all, _):
      return write(actual, to: url)
    case (.never, nil):
      return
        "no snapshot '\(name)' at \(url.path) (\(SnapshotStore.recordVariable)=never: not recorded)\n\(actual)"
    case (.missing, nil), (.failures, nil):
      if let failure = write(actual, to: url) { return failure }
      return
        "no snapshot '\(name)' yet: recorded \(url.path); review it by eye (a blank or wrong "
        + "screen is a wrong test) and run again\n\(actual)"
    case (.failures, let stored?):
      if let failure = write(actual, to: url) { return failure }
      return
        "snapshot '\(name)' did not match and was re-recorded at \(url.path); review it (- old, + new):\n"
        + LineDiff.render(from: stored, to: actual)
    case (_, let stored?):
      let actualURL = actualURL(named: name)
      let wrote = write(actual, to: actualURL) == nil
      return
        "snapshot '\(name)' does not match \(url.path) (- stored, + actual"
        + (wrote ? ", written to \(actualURL.lastPathComponent)" : "")
        + "; \(SnapshotStore.recordVariable)=failures re-records):\n"
        + LineDiff.render(from: stored, to: actual)
    }
  }

  /// Writes `text` to `url`; nil on success, else what went wrong.
  private func write(_ text: String, to url: URL) -> String? {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return nil
    } catch {
      return "could not write snapshot \(url.path): \(error)"
    }
  }

  /// Checks a screen against the stored snapshot `name`, after drawing
  /// the frame its application has pending (a window just made visible,
  /// state changed since the last frame). The style layer keeps the
  /// reference's letters for the styles it has, so a new style shows as
  /// one change rather than a re-lettered layer. A blank screen is not
  /// recorded unless `expectsBlankScreen` is true.
  @MainActor
  public func verify(_ screen: TermScreen, named name: String, expectsBlankScreen: Bool = false) -> String? {
    screen.drawPendingFrame?()
    let legend = reference(named: name).map(ScreenSnapshot.legend(of:)) ?? [:]
    return verify(
      ScreenSnapshot(screen, letters: legend).text, named: name, expectsBlankScreen: expectsBlankScreen)
  }

  /// Whether a snapshot's every row is blank and no cell has a style.
  static func isBlank(_ snapshot: String) -> Bool {
    var sawRow = false
    for line in snapshot.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
      if line == "styles" { return false }
      guard line.first == "|" else { continue }
      sawRow = true
      if line.dropFirst().dropLast().contains(where: { $0 != " " }) { return false }
    }
    return sawRow
  }
}

/// A minimal line diff (longest common subsequence), readable in a test log.
enum LineDiff {
  static func render(from old: String, to new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    let n = a.count
    let m = b.count
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var out: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n && j < m && a[i] == b[j] {
        out.append("  " + a[i])
        i += 1
        j += 1
      } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
        out.append("- " + a[i])
        i += 1
      } else {
        out.append("+ " + b[j])
        j += 1
      }
    }
    return out.joined(separator: "\n")
  }
}
