import TermBridgeCore

/// Text fields (with a prompt, rounded, vertical, disabled), a secure
/// field, a text editor and a search field (`.searchable`) filtering a
/// line of fruit.
struct TextInputGallery: View {
  @State private var name = ""
  @State private var city = "Lisbon"
  @State private var note = ""
  @State private var password = "hunter2"
  @State private var story = "A TextEditor holds\nmany lines of text."
  @State private var query = ""

  private static let fruit = ["apple", "banana", "cherry", "grape", "lemon", "mango", "pear"]

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      GallerySection(title: "Fields") {
        Grid(alignment: .leading, horizontalSpacing: 1, verticalSpacing: 0) {
          GridRow {
            Text("Prompt").foregroundStyle(.secondary)
            TextField("Name", text: $name, prompt: Text("Your name"))
          }
          GridRow {
            Text("Rounded").foregroundStyle(.secondary)
            TextField("City", text: $city).textFieldStyle(.roundedBorder)
          }
          GridRow {
            Text("Vertical").foregroundStyle(.secondary)
            TextField("Note", text: $note, prompt: Text("Up to three lines"), axis: .vertical)
              .lineLimit(3)
          }
          GridRow {
            Text("Secure").foregroundStyle(.secondary)
            SecureField("Password", text: $password)
          }
          GridRow {
            Text("Disabled").foregroundStyle(.secondary)
            TextField("Locked", text: .constant("Read only")).disabled(true)
          }
        }
      }
      GallerySection(title: "Editor") {
        TextEditor(text: $story)
          .frame(height: 3)
          .border(.rounded)
      }
      Text("Matches: \(matches)").foregroundStyle(.secondary)
    }
    .searchable(text: $query, prompt: "Search fruit")
  }

  private var matches: String {
    let found = Self.fruit.filter { query.isEmpty || $0.contains(query.lowercased()) }
    return found.isEmpty ? "none" : found.joined(separator: ", ")
  }
}
