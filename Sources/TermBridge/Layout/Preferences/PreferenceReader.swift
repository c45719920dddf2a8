import TermBridgeTerminal
import TermBridgeWidgets

/// The modifier around a reader's content: after each layout in which
/// the values written below changed, it calls `read`.
struct PreferenceReaderView<Content: View>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let collector: PreferenceCollector
  /// Runs after layout when the collector changed (and after the first).
  let read: @MainActor (PreferenceCollector) -> Void

  var attachedContent: any View { wrapped }

  func makeAttachment(context: WidgetAttachmentContext) -> PreferenceReader {
    PreferenceReader(context: context)
  }

  func updateAttachment(_ attachment: PreferenceReader, environment: EnvironmentValues) {
    attachment.update(collector: collector, read: read)
  }
}

/// Reads its collector once every writer has written after a layout.
@MainActor
final class PreferenceReader: WidgetAttachment {
  private let context: WidgetAttachmentContext
  private var collector: PreferenceCollector?
  private var read: (@MainActor (PreferenceCollector) -> Void)?
  private var seenVersion: Int?

  init(context: WidgetAttachmentContext) { self.context = context }

  func update(collector: PreferenceCollector, read: @escaping @MainActor (PreferenceCollector) -> Void) {
    if collector !== self.collector { seenVersion = nil }
    self.collector = collector
    self.read = read
    // A value written later (a row hosted on its own, a writer placed
    // after this reader was told of the layout) asks for another layout.
    collector.onChange = { [weak self] in self?.context.setNeedsLayout() }
  }

  func didFinishLayout() {
    guard let collector, seenVersion != collector.version else { return }
    seenVersion = collector.version
    read?(collector)
  }

  func willDetach() { collector?.onChange = nil }
}

/// The reader of `.onPreferenceChange`: calls the action with the new
/// value after a layout that changed it (and with the first value).
struct PreferenceChangeView<Content: View, Key: PreferenceKey>: View where Key.Value: Equatable {
  let wrapped: Content
  let action: (Key.Value) -> Void
  @State private var collector = PreferenceCollector()
  @State private var delivered = DeliveredValue<Key.Value>()

  var body: some View {
    let action = self.action
    let delivered = self.delivered
    return PreferenceReaderView(
      wrapped: wrapped.collectingPreference(Key.self, into: collector), collector: collector
    ) {
      collector in
      let value = collector.reduced(Key.self)
      if delivered.value == value { return }
      delivered.value = value
      action(value)
    }
  }
}

/// The value a reader last handed to its action.
@MainActor
final class DeliveredValue<Value> {
  var value: Value?
}

/// The reader of `.overlayPreferenceValue` and `.backgroundPreferenceValue`:
/// draws a view made from the value its content wrote, over or under it.
struct PreferenceValueView<Content: View, Key: PreferenceKey, Decoration: View>: View {
  let wrapped: Content
  let alignment: Alignment
  let isOverlay: Bool
  let transform: (Key.Value) -> Decoration
  @State private var collector = PreferenceCollector()
  @State private var version = 0

  var body: some View {
    let changed = $version
    let reader = PreferenceReaderView(
      wrapped: wrapped.collectingPreference(Key.self, into: collector), collector: collector
    ) { collector in
      if changed.wrappedValue != collector.version { changed.wrappedValue = collector.version }
    }
    // Read so that a new value runs this body again.
    _ = version
    let decoration = transform(collector.reduced(Key.self))
    return Group {
      if isOverlay {
        reader.overlay(alignment: alignment) { decoration }
      } else {
        reader.background(alignment: alignment) { decoration }
      }
    }
  }
}
