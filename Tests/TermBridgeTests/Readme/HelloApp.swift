import TermBridge

struct HelloApp: App {
  var body: some Scene {
    WindowGroup { HelloView() }
  }
}

struct HelloView: View {
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Hello, \(name.isEmpty ? "terminal" : name)!").bold()
      TextField("Your name", text: $name)
    }
    .padding(1)
  }
}
