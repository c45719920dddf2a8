import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// The snapshot store itself, in a temporary folder.
struct SnapshotStoreTests {
  private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("termbridge-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url)
  }

  @Test func matchingSnapshotPasses() throws {
    try withTemporaryDirectory { dir in
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try "screen 3x1\n|abc|\n".write(
        to: dir.appendingPathComponent("same.txt"), atomically: true, encoding: .utf8)
      #expect(
        SnapshotStore(directory: dir, recording: false).verify("screen 3x1\n|abc|\n", named: "same") == nil)
    }
  }

  @Test func mismatchShowsALineDiff() throws {
    try withTemporaryDirectory { dir in
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let url = dir.appendingPathComponent("diff.txt")
      try "screen 3x2\n|abc|\n|def|\n".write(to: url, atomically: true, encoding: .utf8)
      let message = SnapshotStore(directory: dir, recording: false).verify(
        "screen 3x2\n|abc|\n|dxf|\n", named: "diff")
      let text = try #require(message)
      #expect(text.contains("snapshot 'diff' does not match"))
      #expect(text.contains(url.path))
      #expect(text.contains("written to diff.actual.txt"))
      #expect(text.contains("TERMBRIDGE_RECORD=failures re-records"))
      #expect(text.contains("\n  |abc|\n- |def|\n+ |dxf|\n"))
      // The stored file is left alone; the actual screen is beside it.
      #expect(try String(contentsOf: url, encoding: .utf8) == "screen 3x2\n|abc|\n|def|\n")
      let actual = dir.appendingPathComponent("diff.actual.txt")
      #expect(try String(contentsOf: actual, encoding: .utf8) == "screen 3x2\n|abc|\n|dxf|\n")
      // Once the screen matches again, the actual file goes.
      #expect(
        SnapshotStore(directory: dir, recordMode: .missing).verify(
          "screen 3x2\n|abc|\n|def|\n", named: "diff") == nil)
      #expect(!FileManager.default.fileExists(atPath: actual.path))
    }
  }

  @Test func missingSnapshotIsRecordedAndFails() throws {
    try withTemporaryDirectory { dir in
      let store = SnapshotStore(directory: dir.appendingPathComponent("nested"), recording: false)
      let message = try #require(store.verify("screen 1x1\n|x|\n", named: "new"))
      #expect(message.contains("no snapshot 'new' yet"))
      #expect(try String(contentsOf: store.url(named: "new"), encoding: .utf8) == "screen 1x1\n|x|\n")
      // The second run compares against what was recorded.
      #expect(store.verify("screen 1x1\n|x|\n", named: "new") == nil)
    }
  }

  @Test func recordModeOverwritesAndPasses() throws {
    try withTemporaryDirectory { dir in
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      let url = dir.appendingPathComponent("rec.txt")
      try "old\n".write(to: url, atomically: true, encoding: .utf8)
      #expect(SnapshotStore(directory: dir, recording: true).verify("new\n", named: "rec") == nil)
      #expect(try String(contentsOf: url, encoding: .utf8) == "new\n")
    }
  }

  @Test func recordModesWriteWhatTheySay() throws {
    try withTemporaryDirectory { dir in
      let never = SnapshotStore(directory: dir, recordMode: .never)
      let missing = try #require(never.verify("a\n", named: "n"))
      #expect(missing.contains("not recorded"))
      #expect(!FileManager.default.fileExists(atPath: never.url(named: "n").path))
      let failures = SnapshotStore(directory: dir, recordMode: .failures)
      #expect(failures.verify("a\n", named: "n") != nil)  // recorded, and fails to be reviewed
      let rerecorded = try #require(failures.verify("b\n", named: "n"))
      #expect(rerecorded.contains("re-recorded"))
      #expect(failures.reference(named: "n") == "b\n")
      #expect(failures.verify("b\n", named: "n") == nil)
      #expect(SnapshotStore(directory: dir, recordMode: .all).verify("c\n", named: "n") == nil)
      #expect(failures.reference(named: "n") == "c\n")
    }
  }

  @Test func recordModesComeFromTheEnvironment() {
    #expect(SnapshotStore.recordMode(environment: [:]) == .missing)
    #expect(SnapshotStore.recordMode(environment: ["TERMBRIDGE_RECORD": "never"]) == .never)
    #expect(SnapshotStore.recordMode(environment: ["TERMBRIDGE_RECORD": "failures"]) == .failures)
    #expect(SnapshotStore.recordMode(environment: ["TERMBRIDGE_RECORD": "ALL"]) == .all)
    #expect(SnapshotStore.recordMode(environment: ["TERMBRIDGE_RECORD": "1"]) == .all)
    #expect(SnapshotStore.recordMode(environment: ["TERMBRIDGE_RECORD": "0"]) == .missing)
  }

  @Test func aLegendIsReadBackFromASnapshot() {
    let snapshot = "screen 3x1, cursor hidden\n|abc|\nstyles\n|ab.|\na: bold\nb: fg=1\n"
    #expect(ScreenSnapshot.legend(of: snapshot) == ["bold": "a", "fg=1": "b"])
    #expect(ScreenSnapshot.legend(of: "screen 1x1, cursor hidden\n|a|\n").isEmpty)
  }

  @Test func recordModeComesFromTheEnvironment() {
    #expect(SnapshotStore.isRecordingRequested(environment: ["TERMBRIDGE_RECORD": "1"]))
    #expect(SnapshotStore.isRecordingRequested(environment: ["TERMBRIDGE_RECORD": "yes"]))
    #expect(!SnapshotStore.isRecordingRequested(environment: ["TERMBRIDGE_RECORD": "0"]))
    #expect(!SnapshotStore.isRecordingRequested(environment: ["TERMBRIDGE_RECORD": ""]))
    #expect(!SnapshotStore.isRecordingRequested(environment: [:]))
  }

  @Test func storeBesideTheTestFile() {
    let store = SnapshotStore(testFile: "/src/Tests/FooTests/BarTests.swift")
    #expect(store.directory.path == "/src/Tests/FooTests/__Snapshots__")
    #expect(store.url(named: "a").lastPathComponent == "a.txt")
  }

  @Test func lineDiff() {
    #expect(LineDiff.render(from: "a\nb\nc", to: "a\nc\nd") == "  a\n- b\n  c\n+ d")
    #expect(LineDiff.render(from: "", to: "x") == "- \n+ x")
  }
}

/// A screen's style letters follow its reference's legend.
@MainActor
@Suite struct SnapshotLetterTests {
  @Test func aNewStyleTakesANewLetterAndTheOthersKeepTheirs() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("new").underline()
      Text("ab").bold()
      Text("cd").foregroundColor(.red)
    }
    try withHostedView(view, width: 4, height: 3) { _, _, screen in
      let fresh = ScreenSnapshot(screen).text
      #expect(fresh.contains("a: underline\nb: bold\nc: fg=1\n"))
      let kept = ScreenSnapshot(screen, letters: ["bold": "a", "fg=1": "b"]).text
      #expect(kept.contains("a: bold\nb: fg=1\nc: underline\n"))
      #expect(kept.contains("|ccc.|\n|aa..|\n|bb..|"))
    }
  }
}
