import TermBridge

struct SaveButton: View {
  @Environment(\.showToast) private var showToast
  @State private var copied = false

  var body: some View {
    VStack {
      Button("Save") { showToast("Saved", kind: .success) }
      Button("Copy") { copied = true }
        .toast(isPresented: $copied, "Copied to the clipboard", duration: .seconds(2))
    }
  }
}
