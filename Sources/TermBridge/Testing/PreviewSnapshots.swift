import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

/// One preview of a ``PreviewProvider``, as the snapshot tests see it: the
/// view, and what its preview modifiers say.
@MainActor
public struct PreviewItem {
  /// Its position among the provider's previews, from 0.
  public let index: Int
  /// The view previewed.
  public let view: AnyView
  /// Its `.previewDisplayName`, if any.
  public let displayName: String?
  /// Its `.previewLayout` (`.device` when none is given).
  public let layout: PreviewLayout
  /// Its `.previewDevice`, if any.
  public let device: PreviewDevice?

  /// The name of its snapshot: the provider's type name, a dash, and the
  /// display name (letters, digits, `-` and `_` kept, anything else made a
  /// `-`) or the index.
  public func snapshotName<P: PreviewProvider>(in provider: P.Type) -> String {
    let name = displayName.map(PreviewItem.fileSafe) ?? String(index)
    return "\(PreviewItem.fileSafe(String(describing: provider)))-\(name)"
  }

  private static func fileSafe(_ text: String) -> String {
    String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
  }

  /// The screen size it is rendered at when the test gives `size`:
  /// `size` for `.device`, the fixed cells for `.fixed`, and for
  /// `.sizeThatFits` its ideal size within `size`.
  public func screenSize(for size: Size) -> Size {
    switch layout {
    case .device:
      return size
    case .fixed(let width, let height):
      return Size(width: max(1, Int(width.rounded())), height: max(1, Int(height.rounded())))
    case .sizeThatFits:
      let host = TermHostingView(rootView: view)
      let ideal = host.sizeThatFits(size)
      host.tearDown()
      return Size(width: max(1, min(ideal.width, size.width)), height: max(1, min(ideal.height, size.height)))
    }
  }

  /// The previews of `provider`, one for each child of its `previews`.
  public static func items<P: PreviewProvider>(of provider: P.Type) -> [PreviewItem] {
    var items: [PreviewItem] = []
    for (index, item) in viewListItems(of: P.previews).enumerated() {
      items.append(
        PreviewItem(
          index: index, view: AnyView(item.view), displayName: item.traits[PreviewDisplayNameTraitKey.self],
          layout: item.traits[PreviewLayoutTraitKey.self], device: item.traits[PreviewDeviceTraitKey.self]))
    }
    return items
  }
}

/// What went wrong in ``assertPreviewSnapshots(of:size:store:testFile:)``:
/// one message per preview whose snapshot was missing or differed.
public struct PreviewSnapshotFailure: Error, CustomStringConvertible {
  /// One message per failed preview, naming its reference file.
  public let messages: [String]

  /// The messages, one after another.
  public var description: String { messages.joined(separator: "\n\n") }
}

/// Renders every preview of `provider` on a headless screen and compares
/// each with its snapshot file, recording missing ones as a
/// ``SnapshotStore`` does: `try assertPreviewSnapshots(of:
/// CardView_Previews.self, size: Size(width: 60, height: 12))`.
///
/// Each child of the provider's `previews` is one snapshot, named by
/// ``PreviewItem/snapshotName(in:)`` and sized by its `.previewLayout`
/// (``PreviewItem/screenSize(for:)``). Throws ``PreviewSnapshotFailure``
/// listing every preview that did not match (a thrown error fails a Swift
/// Testing test).
@MainActor
public func assertPreviewSnapshots<P: PreviewProvider>(
  of provider: P.Type, size: Size = Size(width: 80, height: 24), store: SnapshotStore? = nil,
  testFile: String = #filePath
) throws {
  let store = store ?? SnapshotStore(testFile: testFile)
  var messages: [String] = []
  for item in PreviewItem.items(of: provider) {
    let screenSize = item.screenSize(for: size)
    let message = try TermScreen.withHeadless(width: screenSize.width, height: screenSize.height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.rootViewController = TermHostingController(rootView: item.view)
      window.makeKeyAndVisible(in: app)
      app.render()
      return store.verify(screen, named: item.snapshotName(in: provider))
    }
    if let message { messages.append(message) }
  }
  if !messages.isEmpty { throw PreviewSnapshotFailure(messages: messages) }
}
