import TermBridgeCore

/// The menu bar and commands: an app whose scene has `.commands { }` gets
/// a ``TermMenuBar`` on its window's top line (run `TermDemo --mode
/// commands`). The gallery cannot give its own window a bar without
/// moving every other screen down a line, so it shows the kit's bar
/// inside the screen, focusable: Left/Right choose a menu, Enter or Down
/// opens it, and the menus work as the window's do.
struct CommandsGallery: View {
  @State private var lastCommand = "none"

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Menu bar") {
        GalleryMenuBar { lastCommand = $0 }
          .frame(height: 1)
        Text("Last command: \(lastCommand)")
      }
      GallerySection(title: "In an app") {
        Text(
          "A scene with .commands { CommandMenu(\"Plants\") { … } } has this bar on its window's top line: "
            + "F10, or Alt and the underlined letter, opens a menu. Try TermDemo --mode commands.")
      }
    }
  }
}

/// A kit menu bar in the gallery's screen, through a representable.
struct GalleryMenuBar: TermViewRepresentable {
  let perform: @MainActor (String) -> Void

  func makeTermView(context: Context) -> FocusableMenuBar {
    FocusableMenuBar(menu: TermMenu(children: []))
  }

  func updateTermView(_ bar: FocusableMenuBar, context: Context) {
    let perform = perform
    func item(_ title: String, _ shortcut: KeyEvent? = nil) -> TermAction {
      TermAction(title: title, keyboardShortcut: shortcut) { _ in perform(title) }
    }
    bar.menu = TermMenu(children: [
      TermMenu(
        title: "File",
        children: [
          item("New Plant"), item("Open…"),
          TermMenu(title: "Open Recent", children: [item("Backyard"), item("Balcony")]),
          TermMenu(options: .displayInline, children: [item("Close")]),
        ]),
      TermMenu(
        title: "Edit",
        children: [item("Undo"), item("Redo"), TermMenu(options: .displayInline, children: [])]),
      TermMenu(title: "View", children: [item("Toggle Sidebar")]),
      TermMenu(title: "Plants", children: [item("Water All"), item("Prune", nil)]),
    ])
  }
}

/// A ``TermMenuBar`` that takes focus, for a bar inside a screen.
final class FocusableMenuBar: TermMenuBar {
  private var selected = 0

  override var canBecomeFirstResponder: Bool { true }

  override func keyDown(_ event: KeyEvent) -> Bool {
    let count = menus.count
    guard count > 0, event.modifiers.isEmpty else {
      return performKeyEquivalent(event) || super.keyDown(event)
    }
    switch event.key {
    case .left: selected = (selected + count - 1) % count
    case .right: selected = (selected + 1) % count
    case .enter, .down, .character(" "): openMenu(at: selected)
    default: return performKeyEquivalent(event) || super.keyDown(event)
    }
    setNeedsDisplay()
    return true
  }

  override func draw(in canvas: TermCanvas) {
    super.draw(in: canvas)
    guard isFocused, openController == nil, titleRanges.indices.contains(selected) else { return }
    let range = titleRanges[selected]
    canvas.fill(Rect(x: range.lowerBound, y: 0, width: range.count, height: 1), style: .plain)
    canvas.draw(menus[selected].title, at: Point(x: range.lowerBound + 1, y: 0), style: .plain)
  }
}
