import TermBridgeTerminal
import TermBridgeWidgets

/// What a writer writes: a value, a value made from its frame after
/// layout, or its content's values transformed.
enum PreferenceSource<Key: PreferenceKey> {
  case value(Key.Value)
  case anchored(@MainActor (Rect) -> Key.Value)
  case transformed(PreferenceCollector, (inout Key.Value) -> Void)
}

/// The modifier of `.preference`, `.anchorPreference` and
/// `.transformPreference`: its attachment writes to the collector of the
/// nearest reader above. The content is given its own collector (or none),
/// so values of the same key below it do not pass it, as in SwiftUI.
struct PreferenceWriterView<Content: View, Key: PreferenceKey>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let source: PreferenceSource<Key>

  var attachedContent: any View {
    if case .transformed(let inner, _) = source {
      return wrapped.collectingPreference(Key.self, into: inner)
    }
    return wrapped.collectingPreference(Key.self, into: nil)
  }

  func makeAttachment(context: WidgetAttachmentContext) -> PreferenceWriter<Key> {
    PreferenceWriter(context: context)
  }

  func updateAttachment(_ attachment: PreferenceWriter<Key>, environment: EnvironmentValues) {
    attachment.update(target: environment.preferenceCollectors.collector(for: Key.self), source: source)
  }
}

/// Keeps one writer's entry in its reader's collector.
@MainActor
final class PreferenceWriter<Key: PreferenceKey>: WidgetAttachment {
  private let context: WidgetAttachmentContext
  private weak var target: PreferenceCollector?
  private var source: PreferenceSource<Key>?

  init(context: WidgetAttachmentContext) { self.context = context }

  func update(target: PreferenceCollector?, source: PreferenceSource<Key>) {
    if target !== self.target {
      self.target?.remove(self)
      self.target = target
    }
    self.source = source
    if case .transformed(let inner, _) = source {
      inner.onChange = { [weak self] in self?.write() }
    }
    write()
  }

  /// Writes the current value (an anchored one once laid out).
  private func write() {
    guard let target, let source else { return }
    switch source {
    case .value(let value):
      target.set(value, for: self)
    case .anchored(let make):
      guard let frame = frameInWindow else { return }
      target.set(make(frame), for: self)
    case .transformed(let inner, let transform):
      var value = inner.reduced(Key.self)
      transform(&value)
      target.set(value, for: self)
    }
  }

  /// The union of the content's widgets' frames, in window cells, once
  /// they are in a window.
  private var frameInWindow: Rect? {
    var frame: Rect?
    for widget in context.widgets where widget.window != nil && !widget.isHidden {
      frame = frame.map { $0.union(widget.frameInWindow) } ?? widget.frameInWindow
    }
    return frame
  }

  func didLayOut() {
    if case .anchored = source { write() }
  }

  func willDetach() { target?.remove(self) }
}
