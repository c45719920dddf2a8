import TermBridge

struct Counter: App {
  var body: some View { CounterView() }
}

struct CounterView: View {
  @State private var count = 0
  @State private var name = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Hello, \(name.isEmpty ? "terminal" : name)!").bold()
      TextField("Your name", text: $name)
      HStack {
        Button("-") { count -= 1 }
        Text("\(count)").frame(width: 5)
        Button("+") { count += 1 }
      }
      Toggle("Loud", isOn: .constant(true))
    }
    .padding(1)
    .border(.rounded, title: "Counter")
  }
}
