import TermBridge

struct ThemedApp: App {
  var body: some Scene {
    WindowGroup {
      SyncSettings()
        .theme(.highContrast)
    }
  }
}

struct SyncSettings: View {
  @Environment(\.theme) private var theme
  @State private var sync = true

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Sync", isOn: $sync)
      Text("Theme: \(theme.name)").foregroundStyle(.secondary)
      Button("Reset", role: .destructive) {}
    }
  }
}
