import TermBridgeCore

/// Selecting text with the mouse (a TermBridge extension): a drag selects
/// any text on screen, across views, in reverse video, and copies it on
/// release (to the system clipboard through the terminal, OSC 52, and to
/// the app's pasteboard); a double click takes a word, a triple click a
/// line, Shift-click extends, Ctrl-C copies again. `.textSelection(.disabled)`
/// takes a view out; Shift-drag is always the terminal's own selection.
struct SelectionGallery: View {
  @State private var paragraphSelectable = true

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Drag over any text") {
        Text("A drag selects across views, in reverse video,")
        HStack(spacing: 1) {
          Text("and copies on release.")
          Text("Ctrl-C copies again.")
        }
        Text("Double-click a word; triple-click a line.")
        Text("Wide glyphs stay whole: 漢字, かな, 👩‍💻, e\u{301}.")
      }
      GallerySection(title: "Where selection is off") {
        Text("This line is .textSelection(.disabled).").textSelection(.disabled)
        Toggle("Selectable paragraph", isOn: $paragraphSelectable)
        if paragraphSelectable {
          Text("A paragraph the toggle lets you select.").textSelection(.enabled)
        } else {
          Text("A paragraph the toggle lets you select.").textSelection(.disabled)
        }
        Text("Shift-drag is the terminal's own selection.")
      }
    }
  }
}
