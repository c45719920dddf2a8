import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Checks `screen` against the snapshot file `named` beside the calling test
/// file (in `__Snapshots__/`) and records an issue with a readable diff when
/// they differ. `TERMBRIDGE_RECORD=1 swift test` re-records.
@MainActor
func expectSnapshot(
  _ screen: TermScreen, named name: String, expectsBlankScreen: Bool = false, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = SnapshotStore(testFile: filePath).verify(
    screen, named: name, expectsBlankScreen: expectsBlankScreen)
  {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}
