import Foundation
import TermBridgeTerminal

/// Compares screens with snapshot files checked in beside the tests.
///
/// Files live in a `__Snapshots__` folder next to the test file, one
/// `NAME.txt` per snapshot. Set `TERMBRIDGE_RECORD=1` to (re-)record them;
/// a missing file is recorded and reported as a failure so that it gets
/// reviewed before it is committed.
public struct SnapshotStore: Sendable {
  /// The environment variable that switches to recording.
  public static let recordVariable = "TERMBRIDGE_RECORD"

  /// The folder the snapshot files are in.
  public let directory: URL
  /// Whether `verify` writes the actual screen instead of comparing.
  public let isRecording: Bool

  /// The store beside `testFile` (pass `#filePath`); records when the
  /// environment sets `TERMBRIDGE_RECORD`.
  public init(testFile: String = #filePath) {
    self.init(
      directory: URL(fileURLWithPath: testFile).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__"))
  }

  /// The store in `directory`; `recording` defaults to what the environment says.
  public init(directory: URL, recording: Bool? = nil) {
    self.directory = directory
    self.isRecording =
      recording ?? SnapshotStore.isRecordingRequested(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether `environment` asks for recording: `TERMBRIDGE_RECORD` set to
  /// anything but empty, `0`, `false` or `no`.
  public static func isRecordingRequested(environment: [String: String]) -> Bool {
    guard let value = environment[recordVariable]?.lowercased() else { return false }
    return !["", "0", "false", "no"].contains(value)
  }

  /// The file snapshot `name` is stored in.
  public func url(named name: String) -> URL {
    directory.appendingPathComponent(name + ".txt")
  }

  /// Checks `actual` against the stored snapshot `name`; nil when they match
  /// (or when recording), else a message with a line diff.
  public func verify(_ actual: String, named name: String) -> String? {
    let url = url(named: name)
    let stored = try? String(contentsOf: url, encoding: .utf8)
    if isRecording || stored == nil {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        return "could not record snapshot \(url.path): \(error)"
      }
      if isRecording { return nil }
      return "no snapshot '\(name)' yet: recorded \(url.path); review it and run again\n\(actual)"
    }
    guard let stored, stored != actual else { return nil }
    return
      "snapshot '\(name)' does not match \(url.path) (- stored, + actual; \(SnapshotStore.recordVariable)=1 re-records):\n"
      + LineDiff.render(from: stored, to: actual)
  }

  /// Checks a screen against the stored snapshot `name`.
  @MainActor
  public func verify(_ screen: TermScreen, named name: String) -> String? {
    verify(ScreenSnapshot(screen).text, named: name)
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
