import TermBridgeCore

/// A flavour, chosen by the pickers of the gallery.
enum GalleryFlavor: String, CaseIterable, Identifiable {
  case vanilla, chocolate, mint

  var id: Self { self }
  var title: String { rawValue.capitalized }
}

/// A `Menu` with sections, dividers and shortcuts, a disabled menu, a
/// context menu, and pickers in each style and a disabled one.
struct PickersGallery: View {
  @State private var flavor = GalleryFlavor.vanilla
  @State private var size = 1
  @State private var wraps = true
  @State private var last = "nothing yet"

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Menus") {
        HStack(spacing: 2) {
          Menu("Actions") {
            Button("New") { last = "New" }.keyboardShortcut("n")
            Button("Open…") { last = "Open" }.keyboardShortcut("o")
            Divider()
            Section("View") {
              Toggle("Wrap lines", isOn: $wraps)
              flavorPicker("Flavor")
            }
            Menu("Share") {
              Button("Mail") { last = "Mail" }
              Button("Print") { last = "Print" }
            }
            Divider()
            Button("Delete", role: .destructive) { last = "Delete" }
          }
          Menu("Disabled") { Button("Never") {} }.disabled(true)
          Button("Context menu") { last = "Context menu" }
            .contextMenu {
              Button("Rename") { last = "Rename" }
              Button("Duplicate") { last = "Duplicate" }
              Divider()
              Button("Remove", role: .destructive) { last = "Remove" }
            }
        }
      }
      GallerySection(title: "Picker styles") {
        flavorPicker("Menu").pickerStyle(.menu)
        flavorPicker("Segmented").pickerStyle(.segmented)
        flavorPicker("Wheel").pickerStyle(.wheel)
        HStack(alignment: .top, spacing: 3) {
          flavorPicker("Inline").pickerStyle(.inline)
          flavorPicker("Radio group").pickerStyle(.radioGroup)
          Picker("Disabled", selection: $size) {
            Text("Small").tag(1)
            Text("Large").tag(2)
          }
          .pickerStyle(.inline)
          .disabled(true)
        }
      }
      Text("Flavor: \(flavor.title) · last: \(last)").foregroundStyle(.secondary)
    }
  }

  private func flavorPicker(_ title: String) -> some View {
    Picker(title, selection: $flavor) {
      ForEach(GalleryFlavor.allCases) { flavor in Text(flavor.title) }
    }
  }
}
