import TermBridgeCore

/// Themes and toasts (both TermBridge extensions): a picker switches the
/// theme of the preview below live (`.theme(_:)`); the buttons show
/// toasts (`@Environment(\.showToast)`, `.toast(isPresented:)`) in the
/// window's top trailing corner, where they stack and leave after a few
/// seconds; Esc or a click dismisses the newest.
struct ThemesGallery: View {
  @State private var themeName = TermTheme.dark.name
  @State private var wrap = true
  @State private var level = 0.6
  @State private var name = ""
  @State private var saved = false
  @Environment(\.showToast) private var showToast

  private var theme: Theme {
    TermTheme.builtIn.first { $0.name == themeName } ?? .dark
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Theme") {
        Picker("Theme", selection: $themeName) {
          ForEach(TermTheme.builtIn, id: \.name) { Text($0.name).tag($0.name) }
        }
        .pickerStyle(.segmented)
      }
      GallerySection(title: "Preview") {
        VStack(alignment: .leading, spacing: 0) {
          HStack(spacing: 1) {
            Button("Save") { saved = true }.buttonStyle(.borderedProminent)
            Button("Delete", role: .destructive) {}
            Toggle("Wrap", isOn: $wrap)
          }
          TextField("Name", text: $name)
          Slider(value: $level)
          ProgressView(value: level)
          Text("Secondary text").foregroundStyle(.secondary)
          HStack(spacing: 1) {
            Text("✓ success").foregroundColor(.success)
            Text("! warning").foregroundColor(.warning)
            Text("✗ destructive").foregroundColor(.destructive)
          }
        }
        .theme(theme)
        .toast(isPresented: $saved, "Saved", kind: .success)
      }
      GallerySection(title: "Toasts") {
        HStack(spacing: 1) {
          Button("Show a toast") { showToast("Hello from a toast") }
          Button("Warn") { showToast("Disk almost full", kind: .warning) }
        }
      }
    }
  }
}
