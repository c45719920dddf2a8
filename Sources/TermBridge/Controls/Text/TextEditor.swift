import TermBridgeTerminal
import TermBridgeWidgets

/// A multi-line text editor bound to a string, like SwiftUI's `TextEditor`,
/// built as a representable over ``TermTextView``. Edits write the binding;
/// the update that follows sees the same text and leaves the editor alone.
/// Text replaced from outside (another document) puts the cursor at its end,
/// as `UITextView` does. Text is compared by its bytes, not by `==`, so
/// canonically equivalent text with other bytes still goes through.
public struct TextEditor: View {
  let text: Binding<String>

  /// Makes an editor of `text`, which it writes on every edit.
  public init(text: Binding<String>) { self.text = text }

  /// The editor, a `TermTextView`.
  public var body: some View { TextEditorRepresentable(text: text) }
}

/// The representable behind `TextEditor` and a vertical `TextField`: a
/// ``TermTextView`` writing the binding on each edit.
struct TextEditorRepresentable: TermViewRepresentable {
  let text: Binding<String>
  /// Shown while the text is empty (a vertical field's prompt).
  var placeholder: String?
  /// Set for a vertical field: it is as tall as its text, up to this many
  /// lines (nil: no limit). Nil here: the editor takes what it is given.
  var growsToLineLimit: Int??

  @MainActor
  final class Coordinator: TermTextViewDelegate {
    var parent: TextEditorRepresentable
    var boundText = BoundText()

    init(parent: TextEditorRepresentable) { self.parent = parent }

    func textViewDidChange(_ textView: TermTextView) {
      boundText.write(textView.text, to: parent.text)
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermView(context: Context) -> TermTextView {
    let view = TermTextView(text: text.wrappedValue)
    view.selectedRange = view.endPosition..<view.endPosition
    view.placeholder = placeholder
    view.delegate = context.coordinator
    return view
  }

  func updateTermView(_ view: TermTextView, context: Context) {
    context.coordinator.parent = self
    let value = context.coordinator.boundText.read(text)
    if !view.text.hasSameBytes(as: value) {
      view.text = value
      view.selectedRange = view.endPosition..<view.endPosition
    }
    if view.placeholder != placeholder { view.placeholder = placeholder }
    view.isEditable = context.environment.isEnabled
  }

  /// A vertical field: the width offered and a line for each wrapped line
  /// of the text (the placeholder while empty), within 1...lineLimit. An
  /// editor: nil, what it is given.
  func sizeThatFits(_ proposal: ProposedViewSize, termView: TermTextView, context: Context) -> Size? {
    guard let lineLimit = growsToLineLimit else {
      // Filling what it is offered is the default; saying so spares a
      // measurement after every keystroke.
      context.noteDefaultSizing()
      return nil
    }
    let placeholder = self.placeholder ?? ""
    let current = text.wrappedValue
    let shown = current.isEmpty ? placeholder : current
    let ideal = max(DisplayWidth.of(placeholder), 1) + 1
    let width = min(proposal.width ?? ideal, .infinity)
    // One column stays free for the cursor at a line's end.
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { count, line in
      count + max(1, (DisplayWidth.of(line) + max(1, width) - 1 + 1) / max(1, width))
    }
    return Size(width: width, height: min(max(1, lines), max(1, lineLimit ?? .max)))
  }

  static func dismantleTermView(_ view: TermTextView, coordinator: Coordinator) {
    view.delegate = nil
  }
}
