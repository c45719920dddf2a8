import Testing

@testable import TermBridge

struct Counter: View {
  @State var count = 0
  var body: some View {
    VStack(alignment: .leading) {
      Text("Count: \(count)").bold()
      HStack {
        Text("left")
        Spacer()
        Text("right 世界")
      }
      Divider()
      if count > 0 {
        Text("positive")
      } else {
        Text("zero")
      }
    }
  }
}

@MainActor
@Suite(.serialized)
struct DeclarativeSmokeTests {
  @Test func rendersAndUpdates() throws {
    try TermScreen.withHeadless(width: 30, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let host = TermHostingView(rootView: Counter())
      host.frame = Rect(x: 0, y: 0, width: 30, height: 6)
      window.addSubview(host)
      window.makeKeyAndVisible(in: app)
      app.render()
      print(ScreenSnapshot(screen).text)
      print(host.statistics)
    }
  }
}
