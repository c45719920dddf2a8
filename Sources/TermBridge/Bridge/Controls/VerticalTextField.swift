import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

/// `TextField(_:text:axis: .vertical)`: a ``TermTextView`` as tall as its
/// wrapped text (at least a line, at most `lineLimit` lines), writing the
/// binding on each edit as `TextEditor` does.
struct VerticalTextFieldRepresentable: TermViewRepresentable {
  let placeholder: String
  let text: Binding<String>
  let lineLimit: Int?

  @MainActor
  final class Coordinator: TermTextViewDelegate {
    var parent: VerticalTextFieldRepresentable
    var boundText = BoundText()

    init(parent: VerticalTextFieldRepresentable) { self.parent = parent }

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

  /// The width offered; a line for each wrapped line of the text (the
  /// placeholder while empty), within 1...lineLimit.
  func sizeThatFits(_ proposal: ProposedViewSize, termView: TermTextView, context: Context) -> Size? {
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
