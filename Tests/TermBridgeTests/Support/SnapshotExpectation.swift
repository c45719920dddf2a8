import Testing

@testable import TermBridge

/// Records a test issue when `screen` differs from its stored snapshot.
@MainActor
func expectSnapshot(
  _ screen: TermScreen, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let message = SnapshotStore(testFile: filePath).verify(screen, named: name) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
