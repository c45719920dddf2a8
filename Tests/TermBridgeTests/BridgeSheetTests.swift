import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A controller representable over the toolkit's alert: its coordinator
/// reports the outcome and dismisses on every path.
struct ConfirmDialog: TermViewControllerRepresentable {
  let message: String
  let onResult: (String) -> Void
  @Environment(\.dismiss) var dismiss

  @MainActor
  final class Coordinator {
    var parent: ConfirmDialog
    init(parent: ConfirmDialog) { self.parent = parent }
    func finish(_ result: String) {
      parent.onResult(result)
      parent.dismiss()
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermViewController(context: Context) -> TermViewController {
    let controller = ConfirmContentController()
    controller.message.text = message
    controller.onDone = { [coordinator = context.coordinator] in coordinator.finish("done") }
    controller.onCancel = { [coordinator = context.coordinator] in coordinator.finish("cancel") }
    controller.onError = { [coordinator = context.coordinator] in coordinator.finish("error") }
    return controller
  }

  func updateTermViewController(_ controller: TermViewController, context: Context) {
    context.coordinator.parent = self
  }
}

/// An imperative controller with done/cancel buttons and an error key.
@MainActor
final class ConfirmContentController: TermViewController {
  let message = TermLabel()
  var onDone: (() -> Void)?
  var onCancel: (() -> Void)?
  var onError: (() -> Void)?
  override var preferredContentSize: Size {
    get { Size(width: 20, height: 3) }
    set {}
  }
  override func viewDidLoad() {
    message.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    view.addSubview(message)
    let done = TermButton(title: "Done") { [weak self] in self?.onDone?() }
    done.frame = Rect(x: 0, y: 2, width: 8, height: 1)
    let cancel = TermButton(title: "Cancel") { [weak self] in self?.onCancel?() }
    cancel.frame = Rect(x: 9, y: 2, width: 10, height: 1)
    view.addSubview(done)
    view.addSubview(cancel)
  }
  override func keyDown(_ event: KeyEvent) -> Bool {
    if event == .control("e") {
      onError?()
      return true
    }
    return super.keyDown(event)
  }
}

@MainActor
final class SheetLog {
  var results: [String] = []
  var isPresented: Binding<Bool>?
}

struct SheetScreen: View {
  let log: SheetLog
  @State var showing = false
  var body: some View {
    log.isPresented = $showing
    return VStack {
      Text(showing ? "sheet up" : "main screen")
      Button("Open") { showing = true }
    }
    .sheet(isPresented: $showing) {
      ConfirmDialog(message: "Delete it?") { log.results.append($0) }
    }
  }
}

@MainActor
@Suite struct BridgeSheetTests {
  @Test(arguments: [
    ("done", [KeyEvent(.enter)]), ("cancel", [KeyEvent(.tab), KeyEvent(.enter)]),
    ("error", [KeyEvent.control("e")]), ("escape", [KeyEvent(.escape)]),
  ])
  func controllerInASheetDismissesOnEveryPath(path: String, keys: [KeyEvent]) throws {
    let log = SheetLog()
    try withHostedView(SheetScreen(log: log), width: 30, height: 9) { app, _, screen in
      app.handle([.key(KeyEvent(.enter))])  // presses "Open"
      #expect(app.windows.count == 2)
      #expect(screen.rows().contains { $0.contains("Delete it?") })
      if path == "done" { expectSnapshot(screen, named: "bridge-sheet-controller") }
      app.handle(keys.map { .key($0) })
      #expect(app.windows.count == 1)
      #expect(log.isPresented?.wrappedValue == false)
      #expect(log.results == (path == "escape" ? [] : [path]))
      #expect(!screen.rows().contains { $0.contains("Delete it?") })
      #expect(screen.rows().contains { $0.contains("main screen") })
    }
  }

  @Test func alertControllerRunsTheChosenActionAndDismisses() throws {
    TermScreen.withInMemory(width: 40, height: 10) { screen in
      let app = TermApplication(screen: screen)
      let root = TermViewController()
      let window = TermWindow()
      window.rootViewController = root
      window.makeKeyAndVisible(in: app)
      var chosen: [String] = []
      let alert = TermAlertController(title: "Quit", message: "Discard unsaved notes?")
      alert.addAction(.init(title: "Cancel", style: .cancel) { chosen.append("cancel") })
      alert.addAction(.init(title: "Discard", style: .destructive) { chosen.append("discard") })
      root.present(alert)
      app.render()
      expectSnapshot(screen, named: "widgets-alert")
      app.handle([.key(KeyEvent(.escape))])
      #expect(chosen == ["cancel"])
      #expect(root.presentedViewController == nil)
      root.present(alert)
      app.handle([.key(KeyEvent(.right)), .key(KeyEvent(.enter))])
      #expect(chosen == ["cancel", "discard"])
    }
  }
}
