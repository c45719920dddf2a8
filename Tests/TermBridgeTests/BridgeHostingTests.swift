import Observation
import Testing

@testable import TermBridge

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

extension TerminalSuites {
  @MainActor
  @Suite struct BridgeHostingTests {
    @Test func hostingControllerAsChildAppearsUpdatesAndReportsItsSize() throws {
      try TermScreen.withHeadless(width: 30, height: 8) { screen in
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
}

@MainActor
func findView<T: TermView>(_ type: T.Type, in view: TermView) -> T? {
  if let match = view as? T { return match }
  for subview in view.subviews {
    if let match = findView(type, in: subview) { return match }
  }
  return nil
}
