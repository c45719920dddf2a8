import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// What the representables below saw, and the last context each was given.
@MainActor
final class ContextLog {
  var calls: [String] = []
  var viewContext: TermViewRepresentableContext<ContextReadingRepresentable>?
  var controllerContext: TermViewControllerRepresentableContext<ContextReadingControllerRepresentable>?
  var controllers: [ObjectIdentifier] = []
}

@Observable
@MainActor
final class ContextScreenModel {
  var shown = true
  var count = 0
}

/// Shows the environment's `isEnabled` and the number of updates.
struct ContextReadingRepresentable: TermViewRepresentable {
  let count: Int
  let log: ContextLog

  @MainActor final class Coordinator {}

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeTermView(context: Context) -> TermLabel {
    log.calls.append("make")
    return TermLabel()
  }

  func updateTermView(_ label: TermLabel, context: Context) {
    log.viewContext = context
    label.text = "\(context.environment.isEnabled ? "on" : "off") \(count)"
  }

  static func dismantleTermView(_ label: TermLabel, coordinator: Coordinator) {
    label.text = "gone"
  }
}

/// A controller whose view shows its update count.
@MainActor
final class CountingController: TermViewController {
  let label = TermLabel()
  override func viewDidLoad() { view.addSubview(label) }
  override func viewDidLayoutSubviews() { label.frame = view.bounds }
}

struct ContextReadingControllerRepresentable: TermViewControllerRepresentable {
  let count: Int
  let log: ContextLog

  func makeTermViewController(context: Context) -> CountingController {
    let controller = CountingController()
    log.controllers.append(ObjectIdentifier(controller))
    return controller
  }

  func updateTermViewController(_ controller: CountingController, context: Context) {
    log.controllerContext = context
    log.controllers.append(ObjectIdentifier(controller))
    controller.label.text = "controller \(count)"
  }

  static func dismantleTermViewController(_ controller: CountingController, coordinator: Void) {
    controller.label.text = "dismantled"
  }
}

struct ContextScreen: View {
  let model: ContextScreenModel
  let log: ContextLog

  var body: some View {
    VStack(alignment: .leading) {
      if model.shown {
        ContextReadingRepresentable(count: model.count, log: log).disabled(model.count > 1)
        ContextReadingControllerRepresentable(count: model.count, log: log).frame(height: 1)
      }
      Text("end")
    }
  }
}

extension TerminalSuites {
  @MainActor
  @Suite struct RepresentableContextTests {
    @Test func aRepresentableSeesItsCoordinatorAndEnvironmentAndItsContextOutlivesTheView() throws {
      let model = ContextScreenModel()
      let log = ContextLog()
      try withHostedView(ContextScreen(model: model, log: log), width: 30, height: 4) { app, _, screen in
        #expect(screen.rows()[0].hasPrefix("on 0"))
        let firstCoordinator = try #require(log.viewContext?.coordinator)
        model.count = 2  // disabled from here on
        app.render()
        #expect(screen.rows()[0].hasPrefix("off 2"))
        #expect(log.calls == ["make"])
        let context = try #require(log.viewContext)
        #expect(context.coordinator === firstCoordinator)
        #expect(context.environment.isEnabled == false)
        model.shown = false
        app.render()
        #expect(screen.rows().contains { $0.contains("end") })
        #expect(!screen.rows().contains { $0.contains("off 2") })
        // The view left the tree; a context an app kept still reads safely.
        #expect(context.coordinator === firstCoordinator)
        #expect(context.environment.isEnabled == false)
        _ = context.transaction
      }
    }

    @Test func aControllerRepresentableGetsBackTheControllerItMade() throws {
      let model = ContextScreenModel()
      let log = ContextLog()
      try withHostedView(ContextScreen(model: model, log: log), width: 30, height: 4) { app, _, screen in
        #expect(screen.rows()[1].hasPrefix("controller 0"))
        model.count = 1
        app.render()
        #expect(screen.rows()[1].hasPrefix("controller 1"))
        // Made once; every update got that same controller.
        #expect(log.controllers.count >= 3)
        #expect(Set(log.controllers).count == 1)
        model.shown = false
        app.render()
        #expect(log.controllerContext?.environment.isEnabled == true)
      }
    }
  }
}
