import TermBridgeCore

/// Keys you can discover: the key hints bar and the command palette (both
/// TermBridge extensions). An app's window shows the bar on its bottom
/// line with `.keyHints()` (as `TermDemo --mode commands` does); the
/// gallery keeps its own status line, so it shows the kit's bar inside the
/// screen, where it follows focus all the same. Ctrl-P opens the palette
/// of the window's commands: the shortcut buttons below, the tabs.
struct KeysGallery: View {
  @State private var fruits = ["Apple", "Banana", "Cherry"]
  @State private var note = ""
  @State private var volume = 0.4
  @State private var lastAction = "none"

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Key hints (move the focus)") {
        GalleryKeyHints().frame(height: 1)
        HStack(alignment: .top, spacing: 2) {
          List {
            ForEach(fruits, id: \.self) { Text($0) }
              .onDelete { fruits.remove(atOffsets: $0) }
          }
          .frame(width: 14, height: 4)
          VStack(alignment: .leading, spacing: 0) {
            TextField("Note", text: $note).onSubmit { lastAction = "submitted \(note)" }
            Slider(value: $volume)
          }
        }
      }
      GallerySection(title: "Command palette (Ctrl-P)") {
        HStack(spacing: 1) {
          Button("Export") { lastAction = "Export" }.keyboardShortcut("e")
          Button("Reload") { lastAction = "Reload" }.keyboardShortcut("l")
        }
        Text("Last action: \(lastAction)")
      }
    }
  }
}

/// The kit's key hints bar inside the screen, through a representable.
struct GalleryKeyHints: TermViewRepresentable {
  func makeTermView(context: Context) -> TermKeyHintsBar { TermKeyHintsBar() }
  func updateTermView(_ bar: TermKeyHintsBar, context: Context) {}
}
