import TermBridgeTerminal
import TermBridgeWidgets

/// A search field bound to a query, built as a representable over
/// ``TermSearchBar``. Up/Down/PgUp/PgDn (and, with `forwardsHomeAndEnd`,
/// Home/End) travel on to the views around it, so a list below can move
/// its selection while the field keeps focus.
public struct SearchField: View {
  let prompt: String
  let text: Binding<String>
  var forwardsHomeAndEnd = false

  /// Makes a field showing `prompt` while empty, bound to the query `text`.
  public init(_ prompt: String = "Search", text: Binding<String>) {
    self.prompt = prompt
    self.text = text
  }

  /// Lets Home and End travel on instead of moving the cursor (Ctrl-A/E
  /// still do).
  public func forwardsHomeAndEndKeys(_ forwards: Bool = true) -> SearchField {
    var copy = self
    copy.forwardsHomeAndEnd = forwards
    return copy
  }

  /// The field, a `TermSearchBar`.
  public var body: some View {
    SearchFieldRepresentable(prompt: prompt, text: text, forwardsHomeAndEnd: forwardsHomeAndEnd)
  }
}

struct SearchFieldRepresentable: TermViewRepresentable {
  let prompt: String
  let text: Binding<String>
  let forwardsHomeAndEnd: Bool

  @MainActor
  final class Coordinator: TermSearchBarDelegate {
    var parent: SearchFieldRepresentable
    var onSubmit: (() -> Void)?
    var boundText = BoundText()

    init(parent: SearchFieldRepresentable) { self.parent = parent }

    func searchBar(_ searchBar: TermSearchBar, textDidChange searchText: String) {
      boundText.write(searchText, to: parent.text)
    }

    func searchBarSearchButtonClicked(_ searchBar: TermSearchBar) { onSubmit?() }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermView(context: Context) -> TermSearchBar {
    let bar = TermSearchBar(placeholder: prompt)
    bar.text = text.wrappedValue
    bar.delegate = context.coordinator
    return bar
  }

  func updateTermView(_ bar: TermSearchBar, context: Context) {
    context.coordinator.parent = self
    context.coordinator.onSubmit = context.environment.submitAction
    let value = context.coordinator.boundText.read(text)
    if !bar.text.hasSameBytes(as: value) { bar.text = value }
    if bar.placeholder != prompt { bar.placeholder = prompt }
    if bar.forwardsHomeAndEndKeys != forwardsHomeAndEnd { bar.forwardsHomeAndEndKeys = forwardsHomeAndEnd }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, termView: TermSearchBar, context: Context) -> Size? {
    let ideal = DisplayWidth.of(prompt) + 4
    return Size(width: min(proposal.width ?? ideal, .infinity), height: 1)
  }

  static func dismantleTermView(_ bar: TermSearchBar, coordinator: Coordinator) {
    bar.delegate = nil
  }
}
