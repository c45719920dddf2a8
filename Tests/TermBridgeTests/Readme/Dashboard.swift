import TermBridge

@Observable
@MainActor
final class BuildStatus {
  var message = "Ready"
}

struct StatusLine: View {
  let status: BuildStatus
  var body: some View { Text(status.message).bold() }
}

final class Dashboard: TermViewController {
  let status = BuildStatus()
  lazy var statusLine = TermHostingController(rootView: StatusLine(status: status))

  override func viewDidLoad() {
    addChild(statusLine)
    view.addSubview(statusLine.view)
    statusLine.didMove(toParent: self)
  }

  override func viewDidLayoutSubviews() {
    // The hosted line takes the top row; the rest is the controller's.
    statusLine.view.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: 1)
  }
}
