import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@Observable
@MainActor
final class StatusModel {
  var status = "idle"
  var lines = 1
}

struct StatusPanel: View {
  let model: StatusModel
  var body: some View {
    VStack(alignment: .leading) {
      Text("status: \(model.status)")
      ForEach(0..<model.lines, id: \.self) { Text("line \($0)") }
    }
  }
}

/// An imperative controller that embeds a hosting controller as a child
/// and lays it out from its intrinsic size.
@MainActor
final class DashboardController: TermViewController {
  let hosting: TermHostingController<StatusPanel>
  let header = TermLabel(text: "Imperative header")
  let log: EventLog

  init(model: StatusModel, log: EventLog) {
    hosting = TermHostingController(rootView: StatusPanel(model: model))
    hosting.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
    self.log = log
    super.init()
  }

  override func loadView() { view = DashboardView(controller: self) }

  override func viewDidLoad() {
    view.addSubview(header)
    addChild(hosting)
    view.addSubview(hosting.view)
    hosting.didMove(toParent: self)
  }

  func layout(in bounds: Rect) {
    header.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
    let size = hosting.view.intrinsicContentSize ?? .zero
    log.add("layout hosting \(size)")
    hosting.view.frame = Rect(x: 2, y: 2, width: size.width, height: size.height)
  }
}

@MainActor
final class DashboardView: TermView {
  weak var controller: DashboardController?
  init(controller: DashboardController) {
    self.controller = controller
    super.init(frame: .zero)
  }
  override func layoutSubviews() { controller?.layout(in: bounds) }
  override func subviewIntrinsicContentSizeDidChange(_ subview: TermView) { setNeedsLayout() }
}

@MainActor
@Suite struct BridgeHostingTests {
  @Test func hostingControllerAsChildAppearsUpdatesAndReportsItsSize() throws {
    TermScreen.withInMemory(width: 30, height: 8) { screen in
      let app = TermApplication(screen: screen)
      let model = StatusModel()
      let log = EventLog()
      let dashboard = DashboardController(model: model, log: log)
      let window = TermWindow()
      window.rootViewController = dashboard
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(dashboard.hosting.parent === dashboard)
      #expect(dashboard.hosting.isVisible)
      #expect(screen.rows()[2].hasPrefix("  status: idle"))
      #expect(dashboard.hosting.preferredContentSize == Size(width: 12, height: 2))

      // An @Observable change updates the hosted tree without replacing rootView.
      model.status = "busy"
      app.render()
      #expect(screen.rows()[2].hasPrefix("  status: busy"))

      // A size change reaches imperative layout through the intrinsic size.
      model.lines = 3
      app.render()
      app.render()
      #expect(log.entries.last == "layout hosting 12x4")
      #expect(screen.rows()[5].hasPrefix("  line 2"))

      // Replacing rootView updates in place.
      let other = StatusModel()
      other.status = "replaced"
      dashboard.hosting.rootView = StatusPanel(model: other)
      app.render()
      app.render()
      #expect(screen.rows()[2].hasPrefix("  status: replaced"))
      expectSnapshot(screen, named: "bridge-hosting-child")

      window.close()
      #expect(!dashboard.hosting.isVisible)
    }
  }

  @Test func hostingConfigurationInAHundredThousandRowList() throws {
    struct Row: View {
      let index: Int
      var body: some View {
        HStack {
          Text("item \(index)")
          Spacer()
          Text(index % 2 == 0 ? "even" : "odd").foregroundColor(.gray)
        }
      }
    }
    struct Screen: View {
      @State var selection: Int? = 0
      var body: some View {
        List(0..<100_000, id: \.self, selection: $selection) { Row(index: $0) }
      }
    }
    try withHostedView(Screen(), width: 30, height: 10) { app, host, screen in
      guard let list = findView(TermListView.self, in: host) else {
        Issue.record("no list")
        return
      }
      #expect(list.createdCellCount <= 10)
      let created = host.statistics.widgetsCreated
      for _ in 0..<50 { app.handle([.key(KeyEvent(.pageDown))]) }
      #expect(list.createdCellCount <= 11)
      // Reused cells update their hosted content in place: no new widgets
      // for the rows' text as the list scrolls.
      #expect(host.statistics.widgetsCreated == created)
      let selected = list.selectedRow ?? 0
      #expect(selected >= 450)
      #expect(screen.rows().contains { $0.hasPrefix("item \(selected) ") })
      app.handle([.key(KeyEvent(.end))])
      #expect(screen.rows().contains { $0.contains("item 99999") })
      expectSnapshot(screen, named: "bridge-list-100k-end")
    }
  }
}

/// A hosted view with a button that calls `@Environment(\.dismiss)`.
struct DismissingPanel: View {
  let label: String
  @Environment(\.dismiss) var dismiss
  var body: some View {
    VStack {
      Text(label)
      Button("Close") { dismiss() }
    }
  }
}

/// A controller representable whose controller is a hosting controller:
/// its content's `dismiss` must end the `.sheet` through the sheet's binding.
struct HostedPanelRepresentable: TermViewControllerRepresentable {
  func makeTermViewController(context: Context) -> TermHostingController<DismissingPanel> {
    let hosting = TermHostingController(rootView: DismissingPanel(label: "in a sheet"))
    hosting.preferredContentSize = Size(width: 12, height: 2)
    return hosting
  }
  func updateTermViewController(_ controller: TermHostingController<DismissingPanel>, context: Context) {}
}

@MainActor
final class PanelProbe {
  var isPresented: Binding<Bool>?
  var dismissals = 0
}

struct HostedPanelSheetScreen: View {
  let probe: PanelProbe
  @State var showing = false
  var body: some View {
    probe.isPresented = $showing
    return Button("Open") { showing = true }
      .sheet(isPresented: $showing, onDismiss: { [probe] in probe.dismissals += 1 }) {
        HostedPanelRepresentable()
      }
  }
}

@MainActor
@Suite struct BridgeHostingPresentationTests {
  func withRootController(
    width: Int = 30, height: Int = 8,
    _ body: (TermApplication, TermViewController, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let root = TermViewController()
      let window = TermWindow()
      window.rootViewController = root
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, root, screen)
    }
  }

  @Test func dismissInAPresentedHostingControllerEndsThePresentation() throws {
    try withRootController { app, root, _ in
      let hosting = TermHostingController(rootView: DismissingPanel(label: "presented"))
      // An environment set without a dismiss action keeps the controller's.
      var environment = EnvironmentValues()
      environment.palette = .standard
      hosting.environment = environment
      root.present(hosting)
      app.render()
      #expect(root.presentedViewController === hosting)
      app.handle([.key(KeyEvent(.enter))])
      #expect(root.presentedViewController == nil)
      #expect(app.windows.count == 1)
    }
  }

  @Test func dismissInAnEmbeddedHostingControllerEndsItsParentsPresentation() throws {
    try withRootController { app, root, _ in
      let container = TermViewController()
      container.preferredContentSize = Size(width: 12, height: 2)
      let hosting = TermHostingController(rootView: DismissingPanel(label: "embedded"))
      container.addChild(hosting)
      container.view.addSubview(hosting.view)
      hosting.view.frame = Rect(x: 0, y: 0, width: 12, height: 2)
      hosting.didMove(toParent: container)
      root.present(container)
      app.render()
      app.handle([.key(KeyEvent(.enter))])
      #expect(root.presentedViewController == nil)
      #expect(!hosting.isVisible)
    }
  }

  @Test func dismissOutsideAnyPresentationDoesNothing() throws {
    try withRootController { app, root, screen in
      let hosting = TermHostingController(rootView: DismissingPanel(label: "at the root"))
      root.addChild(hosting)
      root.view.addSubview(hosting.view)
      hosting.view.frame = Rect(x: 0, y: 0, width: 30, height: 2)
      hosting.didMove(toParent: root)
      // A presentation made from the root is not the hosted view's to end.
      let other = TermViewController()
      other.preferredContentSize = Size(width: 10, height: 1)
      root.present(other)
      app.render()
      hosting.hostingView.environment.dismiss()
      #expect(root.presentedViewController === other)
      other.dismiss()
      app.render()
      app.handle([.key(KeyEvent(.enter))])
      #expect(app.windows.count == 1)
      #expect(hosting.isVisible)
      #expect(screen.rows().contains { $0.contains("at the root") })
    }
  }

  @Test func dismissInAHostingControllerInsideASheetGoesThroughTheBinding() throws {
    let probe = PanelProbe()
    try withHostedView(HostedPanelSheetScreen(probe: probe), width: 30, height: 8) { app, _, screen in
      app.handle([.key(KeyEvent(.enter))])
      #expect(app.windows.count == 2)
      #expect(screen.rows().contains { $0.contains("in a sheet") })
      app.handle([.key(KeyEvent(.enter))])
      #expect(probe.isPresented?.wrappedValue == false)
      #expect(probe.dismissals == 1)
      #expect(app.windows.count == 1)
    }
  }

  @Test func preferredContentSizeOptionMeasuresTheContentBeforeAnyLayout() throws {
    let model = StatusModel()
    let hosting = TermHostingController(rootView: StatusPanel(model: model))
    hosting.preferredContentSize = Size(width: 3, height: 3)
    #expect(hosting.preferredContentSize == Size(width: 3, height: 3))
    hosting.sizingOptions = [.preferredContentSize]
    #expect(!hosting.isViewLoaded)
    #expect(hosting.preferredContentSize == Size(width: 12, height: 2))
    model.lines = 4
    #expect(hosting.preferredContentSize == Size(width: 12, height: 5))
    hosting.sizingOptions = []
    #expect(hosting.preferredContentSize == Size(width: 3, height: 3))
  }
}
