import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A card as an app's previews show it.
struct PreviewCard: View {
  let title: String

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Label(title, systemImage: "star.fill")
      Text("in a card")
    }
    .padding(1)
    .border(.gray)
  }
}

/// Previews as apps write them: one for the device, one sized to fit and
/// named, one fixed with the modifiers that change nothing.
struct PreviewCard_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      PreviewCard(title: "Device")
      PreviewCard(title: "Fits").previewLayout(.sizeThatFits).previewDisplayName("Fits well")
      PreviewCard(title: "Fixed").previewLayout(.fixed(width: 24, height: 6)).previewDevice("iPhone 15")
        .previewInterfaceOrientation(.landscapeLeft)
    }
  }
}

/// A provider with one preview and a platform.
struct SinglePreview_Previews: PreviewProvider {
  static var previews: some View { Text("alone") }
  static var platform: PreviewPlatform? { .macOS }
}

extension TerminalSuites {
  /// `PreviewProvider` and the preview modifiers, and their snapshot tests.
  @MainActor
  @Suite struct PreviewProviderTests {
    @Test func previewsAreTheChildrenOfPreviewsWithWhatTheirModifiersSay() {
      let items = PreviewItem.items(of: PreviewCard_Previews.self)
      #expect(items.map(\.index) == [0, 1, 2])
      #expect(items.map(\.displayName) == [nil, "Fits well", nil])
      #expect(items.map(\.layout) == [.device, .sizeThatFits, .fixed(width: 24, height: 6)])
      #expect(items.map(\.device) == [nil, nil, PreviewDevice(rawValue: "iPhone 15")])
      #expect(
        items.map { $0.snapshotName(in: PreviewCard_Previews.self) } == [
          "PreviewCard_Previews-0", "PreviewCard_Previews-Fits-well", "PreviewCard_Previews-2",
        ])
      let size = Size(width: 40, height: 10)
      #expect(
        items.map { $0.screenSize(for: size) } == [
          size, Size(width: 13, height: 6), Size(width: 24, height: 6),
        ])
      #expect(PreviewItem.items(of: SinglePreview_Previews.self).count == 1)
      #expect(SinglePreview_Previews.platform == .macOS && PreviewCard_Previews.platform == nil)
    }

    @Test func previewsRenderAsSnapshotsInOneLine() throws {
      try assertPreviewSnapshots(of: PreviewCard_Previews.self, size: Size(width: 40, height: 10))
    }

    @Test func aPreviewThatDiffersFails() throws {
      let directory = URL(fileURLWithPath: "/tmp/termbridge-preview-\(getpid())")
      defer { try? FileManager.default.removeItem(at: directory) }
      let store = SnapshotStore(directory: directory, recordMode: .never)
      #expect(throws: PreviewSnapshotFailure.self) {
        try assertPreviewSnapshots(
          of: SinglePreview_Previews.self, size: Size(width: 10, height: 1), store: store)
      }
      let recording = SnapshotStore(directory: directory, recordMode: .all)
      try assertPreviewSnapshots(
        of: SinglePreview_Previews.self, size: Size(width: 10, height: 1), store: recording)
      #expect(store.reference(named: "SinglePreview_Previews-0")?.contains("alone") == true)
      try assertPreviewSnapshots(
        of: SinglePreview_Previews.self, size: Size(width: 10, height: 1), store: store)
    }

    @Test func previewModifiersChangeNothingOnScreen() throws {
      let plain = try withHostedView(PreviewCard(title: "Same"), width: 20, height: 5) { _, _, screen in
        screen.rows()
      }
      let modified = PreviewCard(title: "Same").previewLayout(.sizeThatFits).previewDisplayName("x")
        .previewDevice(PreviewDevice(rawValue: "Mac")).previewInterfaceOrientation(.portraitUpsideDown)
      let rows = try withHostedView(modified, width: 20, height: 5) { _, _, screen in screen.rows() }
      #expect(rows == plain)
      #expect(InterfaceOrientation.allCases.count == 4)
    }
  }
}
