import TermBridge

struct Steps: App {
  static var terminalPresentation: TerminalSession.Presentation { .inline(height: .content(max: 8)) }
  var body: some Scene { WindowGroup { StepsView() } }
}

struct StepsView: View {
  @Environment(\.printAbove) private var printAbove
  var body: some View {
    Text("building…").task { printAbove("✓ fetched") }
  }
}
