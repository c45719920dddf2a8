import TermBridge

struct ChapterList: View {
  var body: some View {
    List {
      Section("Introduction") {
        Text("Preface")
      }
      Section("Numbers") {
        ForEach(0..<1_000_000) { number in Text("Number \(number)") }
      }
    }
  }
}

struct NumberStack: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading) {
        ForEach(0..<1_000_000) { number in Text("Row \(number)") }
      }
    }
  }
}
