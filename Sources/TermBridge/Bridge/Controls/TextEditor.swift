import TermBridgeDeclarative
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

  public init(text: Binding<String>) { self.text = text }

  public var body: some View { TextEditorRepresentable(text: text) }
}

struct TextEditorRepresentable: TermViewRepresentable {
  let text: Binding<String>

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
    view.isEditable = context.environment.isEnabled
  }

  static func dismantleTermView(_ view: TermTextView, coordinator: Coordinator) {
    view.delegate = nil
  }
}
