import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A snapshot test cannot record a blank screen and then pass (issue 30,
/// part 4): `verify` draws the pending frame first, and a blank reference
/// is refused unless the test says it expects one.
@MainActor
struct BlankSnapshotTests {
  private func store(_ mode: SnapshotRecordMode) throws -> SnapshotStore {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blank-snapshots-\(UUID().uuidString)")
    return SnapshotStore(directory: url, recordMode: mode)
  }

  struct Greeting: View {
    var body: some View { Text("Hello, Ada!") }
  }

  @Test func theReadmeRecipeWithoutKeysRecordsTheDrawnScreen() throws {
    let store = try store(.missing)
    defer { try? FileManager.default.removeItem(at: store.directory) }
    TermScreen.withInMemory(width: 20, height: 3) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: Greeting())
      window.makeKeyAndVisible(in: app)
      // No key, no render: verify draws the pending frame itself.
      let message = store.verify(screen, named: "greeting")
      #expect(message?.contains("recorded") == true, "\(message ?? "")")
      #expect(store.reference(named: "greeting")?.contains("Hello, Ada!") == true)
      #expect(store.verify(screen, named: "greeting") == nil)
    }
  }

  @Test(arguments: [SnapshotRecordMode.missing, .failures, .all])
  func aBlankScreenIsNotRecordedUnlessExpected(_ mode: SnapshotRecordMode) throws {
    let store = try store(mode)
    defer { try? FileManager.default.removeItem(at: store.directory) }
    TermScreen.withInMemory(width: 20, height: 3) { screen in
      let message = store.verify(screen, named: "blank")
      #expect(message?.contains("every row of the screen is blank") == true, "\(message ?? "")")
      #expect(message?.contains("expectsBlankScreen: true") == true)
      #expect(store.reference(named: "blank") == nil)
      // Said so, it is recorded, and passes against itself.
      _ = store.verify(screen, named: "blank", expectsBlankScreen: true)
      #expect(store.reference(named: "blank") != nil)
      #expect(store.verify(screen, named: "blank", expectsBlankScreen: true) == nil)
      // A blank reference does not pass a test that does not expect one.
      #expect(store.verify(screen, named: "blank")?.contains("is a blank screen") == true)
    }
  }

  @Test func aScreenWithOnlyStylesOrOneCharacterIsNotBlank() {
    #expect(SnapshotStore.isBlank("screen 3x2, cursor hidden\n|   |\n|   |\n"))
    #expect(!SnapshotStore.isBlank("screen 3x2, cursor hidden\n|   |\n| x |\n"))
    #expect(
      !SnapshotStore.isBlank("screen 3x1, cursor hidden\n|   |\nstyles\n|aaa|\na: bg=1\n"))
  }
}
