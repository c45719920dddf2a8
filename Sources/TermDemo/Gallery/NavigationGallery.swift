import TermBridgeCore

/// A `NavigationStack` that pushes a screen (by value and by view), and
/// the four presentations: an alert, a confirmation dialog, a sheet and a
/// popover.
struct NavigationGallery: View {
  @State private var showsAlert = false
  @State private var showsDialog = false
  @State private var showsSheet = false
  @State private var showsPopover = false
  @State private var last = "nothing yet"

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 1) {
        GallerySection(title: "Push") {
          NavigationLink("Saturn", value: GalleryPlanet.all[5])
          NavigationLink("About the gallery") { GalleryAbout() }
        }
        GallerySection(title: "Present") {
          HStack {
            Button("Alert…") { showsAlert = true }
            Button("Dialog…") { showsDialog = true }
            Button("Sheet…") { showsSheet = true }
            Button("Popover…") { showsPopover = true }
              .popover(isPresented: $showsPopover) {
                Text("A popover, under its button").padding(.horizontal, 1)
              }
          }
          .buttonStyle(.bordered)
        }
        Text("Last choice: \(last)").foregroundStyle(.secondary)
      }
      .padding(.horizontal, 1)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .navigationTitle("Navigation")
      .navigationDestination(for: GalleryPlanet.self) { planet in
        VStack(alignment: .leading, spacing: 0) {
          Text(planet.name).font(.title)
          Text("\(planet.moons) moons, \(planet.kind)")
          Text("Esc or Alt-Left goes back").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 1)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle(planet.name)
      }
      .alert("Delete the draft?", isPresented: $showsAlert) {
        Button("Delete", role: .destructive) { last = "Delete" }
        Button("Cancel", role: .cancel) { last = "Cancel" }
      } message: {
        Text("This cannot be undone.")
      }
      .confirmationDialog("Sort planets by", isPresented: $showsDialog, titleVisibility: .visible) {
        Button("Name") { last = "sort by name" }
        Button("Moons") { last = "sort by moons" }
        Button("Cancel", role: .cancel) {}
      }
      .sheet(isPresented: $showsSheet) { GallerySheet { last = $0 } }
    }
  }
}

/// The screen a `NavigationLink` pushes with a view.
struct GalleryAbout: View {
  var body: some View {
    Text("Every container and control of TermBridge, one screen per family.")
      .padding(.horizontal, 1)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .navigationTitle("About")
  }
}

/// What the gallery's sheet shows: a field and a button that dismisses it.
struct GallerySheet: View {
  let done: (String) -> Void
  @State private var name = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("A sheet").font(.headline)
      TextField("Name", text: $name, prompt: Text("Type a name"))
      Button("Done") {
        done(name.isEmpty ? "sheet" : "sheet: \(name)")
        dismiss()
      }
      .keyboardShortcut(.defaultAction)
    }
    .padding(1)
    .frame(width: 36)
  }
}
