import TermBridge

struct KeyHintsGardenApp: App {
  var body: some Scene {
    WindowGroup { Text("Plants").keyHints() }
      .commands {
        CommandMenu("Garden") { Button("Water All") {}.keyboardShortcut("w") }
      }
  }
}
