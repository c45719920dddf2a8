import TermBridge

struct HelpSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(spacing: 1) {
      Text("Tab moves focus; Ctrl-Q quits.")
      Button("Close") { dismiss() }
    }
    .padding(1)
  }
}

extension BrowserController {
  func showHelp() {
    let help = TermHostingController(rootView: HelpSheet())
    help.sizingOptions = [.preferredContentSize]
    present(help)
  }
}
