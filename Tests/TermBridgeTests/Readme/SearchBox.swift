import TermBridge

struct SearchBox: TermViewRepresentable {
  @Binding var query: String

  final class Coordinator: TermSearchBarDelegate {
    var parent: SearchBox
    init(parent: SearchBox) { self.parent = parent }
    func searchBar(_ bar: TermSearchBar, textDidChange text: String) { parent.query = text }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermView(context: Context) -> TermSearchBar {
    let bar = TermSearchBar(placeholder: "Search")
    bar.delegate = context.coordinator
    return bar
  }

  func updateTermView(_ bar: TermSearchBar, context: Context) {
    context.coordinator.parent = self
    if bar.text != query { bar.text = query }
  }
}
