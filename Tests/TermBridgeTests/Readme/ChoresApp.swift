import TermBridge

struct Chore: Hashable, Identifiable {
  let id: Int
  var name: String
}

struct ChoresApp: View {
  @State private var chores = [Chore(id: 1, name: "Water plants"), Chore(id: 2, name: "Take out bins")]
  @State private var path: [Chore] = []

  var body: some View {
    TabView {
      Tab("Chores", systemImage: "list.bullet") {
        NavigationStack(path: $path) {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(chores) { chore in NavigationLink(chore.name, value: chore) }
          }
          .navigationTitle("Chores")
          .navigationDestination(for: Chore.self) { chore in
            ChoreDetail(chore: chore) { chores.removeAll { $0.id == chore.id } }
          }
        }
      }
      Tab("Settings", systemImage: "gear") {
        Text("Nothing to set yet")
      }
    }
  }
}

struct ChoreDetail: View {
  let chore: Chore
  let delete: () -> Void
  @State private var confirming = false
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Delete…", role: .destructive) { confirming = true }
      .navigationTitle(chore.name)
      .alert("Delete \(chore.name)?", isPresented: $confirming) {
        Button("Delete", role: .destructive) {
          delete()
          dismiss()
        }
        Button("Cancel", role: .cancel) {}
      }
  }
}
