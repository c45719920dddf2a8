import TermBridgeCore

/// Buttons in each style and role, enabled and disabled, and toggles in
/// each style, on, off and disabled.
struct ButtonsGallery: View {
  @State private var pressed = "nothing yet"
  @State private var on = true
  @State private var off = false

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Button styles") {
        HStack {
          Button("Automatic") { pressed = "Automatic" }
          Button("Bordered") { pressed = "Bordered" }.buttonStyle(.bordered)
          Button("Prominent") { pressed = "Prominent" }.buttonStyle(.borderedProminent)
        }
        HStack {
          Button("Borderless") { pressed = "Borderless" }.buttonStyle(.borderless)
          Button("Plain") { pressed = "Plain" }.buttonStyle(.plain)
        }
      }
      GallerySection(title: "Roles and states") {
        HStack {
          Button("Delete", role: .destructive) { pressed = "Delete" }
          Button("Cancel", role: .cancel) { pressed = "Cancel" }
          Button("Disabled") { pressed = "Disabled" }.disabled(true)
        }
        .buttonStyle(.bordered)
      }
      GallerySection(title: "Toggle styles") {
        Grid(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 0) {
          GridRow {
            Text("")
            Text("on").foregroundStyle(.secondary)
            Text("off").foregroundStyle(.secondary)
            Text("disabled").foregroundStyle(.secondary)
          }
          GridRow {
            Text("checkbox")
            Toggle("On", isOn: $on).toggleStyle(.checkbox)
            Toggle("Off", isOn: $off).toggleStyle(.checkbox)
            Toggle("On", isOn: $on).toggleStyle(.checkbox).disabled(true)
          }
          GridRow {
            Text("switch")
            Toggle("On", isOn: $on).toggleStyle(.switch)
            Toggle("Off", isOn: $off).toggleStyle(.switch)
            Toggle("Off", isOn: $off).toggleStyle(.switch).disabled(true)
          }
          GridRow {
            Text("button")
            Toggle("On", isOn: $on).toggleStyle(.button)
            Toggle("Off", isOn: $off).toggleStyle(.button)
            Toggle("On", isOn: $on).toggleStyle(.button).disabled(true)
          }
        }
      }
      Text("Last pressed: \(pressed)").foregroundStyle(.secondary)
    }
  }
}
