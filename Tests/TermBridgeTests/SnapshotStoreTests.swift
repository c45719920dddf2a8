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
      #expect(text.contains("TERMBRIDGE_RECORD=1 re-records"))
      #expect(text.contains("\n  |abc|\n- |def|\n+ |dxf|\n"))
      // The stored file is left alone.
      #expect(try String(contentsOf: url, encoding: .utf8) == "screen 3x2\n|abc|\n|def|\n")
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
