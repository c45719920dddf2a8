import TermBridgeCore

/// Rows that act: a mailbox `List` whose rows have swipe actions on both
/// edges, that refreshes (`.refreshable`) and goes into edit mode
/// (`EditButton`), beside a text made focusable (`.focusable()`) that
/// counts the keys it gets.
struct RowsGallery: View {
  @State private var messages = ["Lunch on Friday?", "Build is green", "Invoice #42", "Re: focus rings"]
  @State private var unread: Set<String> = ["Build is green"]
  @State private var lastAction = "none"
  @State private var refreshes = 0
  @State private var mode = EditMode.inactive
  @State private var presses = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 2) {
        EditButton()
        Text("Last action: \(lastAction) · refreshed \(refreshes)×")
      }
      List {
        Section("Inbox") {
          ForEach(messages, id: \.self) { message in
            Text((unread.contains(message) ? "● " : "  ") + message)
              .swipeActions {
                Button("Delete", role: .destructive) { delete(message) }
                Button("Flag") { lastAction = "flag \(message)" }.tint(.orange)
              }
              .swipeActions(edge: .leading) {
                Button(unread.contains(message) ? "Read" : "Unread") { toggleRead(message) }.tint(.blue)
              }
          }
          .onDelete { offsets in
            lastAction = "delete"
            messages.remove(atOffsets: offsets)
          }
          .onMove { messages.move(fromOffsets: $0, toOffset: $1) }
        }
      }
      .refreshable {
        await MainActor.run {
          refreshes += 1
          lastAction = "refresh"
        }
      }
      .frame(height: 7)
      GallerySection(title: "Focusable") {
        Text("Keys here: \(presses) (focus me, press +)")
          .focusable()
          .onKeyPress("+") {
            presses += 1
            return .handled
          }
      }
    }
    .environment(\.editMode, $mode)
  }

  private func delete(_ message: String) {
    lastAction = "delete \(message)"
    messages.removeAll { $0 == message }
  }

  private func toggleRead(_ message: String) {
    if unread.contains(message) { unread.remove(message) } else { unread.insert(message) }
    lastAction = "read \(message)"
  }
}
