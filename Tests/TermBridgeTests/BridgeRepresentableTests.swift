import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A small imperative widget with a delegate-style callback: it shows a
/// value and reports user edits through `onEdit`.
@MainActor
final class CounterWidget: TermView {
  var value = 0 {
    didSet { if value != oldValue { setNeedsDisplay() } }
  }
  var label = "" {
    didSet { if label != oldValue { setNeedsDisplay() } }
  }
  var onEdit: ((Int) -> Void)?
  override var canBecomeFirstResponder: Bool { true }
  override var intrinsicContentSize: Size? { Size(width: 12, height: 1) }
  override func keyDown(_ event: KeyEvent) -> Bool {
    if event == .character("+") {
      value += 1
      onEdit?(value)
      return true
    }
    return super.keyDown(event)
  }
  override func draw(in canvas: TermCanvas) { canvas.draw("\(label)=\(value)", at: .zero) }
}

@MainActor
final class CallLog {
  var calls: [String] = []
  weak var lastWidget: CounterWidget?
  weak var lastCoordinator: CounterRepresentable.Coordinator?
}

@Observable
@MainActor
final class LabelModel {
  var label = "n"
}

struct CounterRepresentable: TermViewRepresentable {
  @Binding var value: Int
  let model: LabelModel
  let log: CallLog

  @MainActor
  final class Coordinator {
    var parent: CounterRepresentable
    init(parent: CounterRepresentable) { self.parent = parent }
  }

  func makeCoordinator() -> Coordinator {
    log.calls.append("makeCoordinator")
    let coordinator = Coordinator(parent: self)
    log.lastCoordinator = coordinator
    return coordinator
  }

  func makeTermView(context: Context) -> CounterWidget {
    log.calls.append("makeTermView")
    let widget = CounterWidget()
    widget.onEdit = { [coordinator = context.coordinator] newValue in
      coordinator.parent.value = newValue
    }
    log.lastWidget = widget
    return widget
  }

  func updateTermView(_ widget: CounterWidget, context: Context) {
    context.coordinator.parent = self
    let enabled = context.environment.isEnabled
    log.calls.append("update value=\(value) label=\(model.label) enabled=\(enabled)")
    widget.value = value
    widget.label = model.label
  }

  static func dismantleTermView(_ widget: CounterWidget, coordinator: Coordinator) {
    coordinator.parent.log.calls.append("dismantle")
  }
}

@MainActor
final class Controls {
  var value: Binding<Int>?
  var show: Binding<Bool>?
  var disabled: Binding<Bool>?
  var tick: Binding<Int>?
}

struct RepresentableHost: View {
  let model: LabelModel
  let log: CallLog
  let controls: Controls
  @State var value = 0
  @State var show = true
  @State var disabled = false
  @State var tick = 0
  var body: some View {
    controls.value = $value
    controls.show = $show
    controls.disabled = $disabled
    controls.tick = $tick
    return VStack {
      Text("tick \(tick)")
      if show {
        CounterRepresentable(value: $value, model: model, log: log).disabled(disabled)
      }
    }
  }
}

@MainActor
@Suite struct BridgeRepresentableTests {
  @Test func lifecycleOrderAcrossRebuildsChangesAndRemoval() throws {
    let log = CallLog()
    let model = LabelModel()
    let controls = Controls()
    try withHostedView(RepresentableHost(model: model, log: log, controls: controls), width: 20, height: 3) {
      app, _, screen in
      #expect(
        log.calls == ["makeCoordinator", "makeTermView", "update value=0 label=n enabled=true"])
      let widget = log.lastWidget
      // 1,000 rebuilds of the parent: the widget is made once; the
      // representable's own inputs did not change, so no update either.
      log.calls.removeAll()
      for i in 1...1000 {
        controls.tick?.wrappedValue = i
        app.render()
      }
      #expect(log.lastWidget === widget)
      #expect(!log.calls.contains("makeTermView") && !log.calls.contains("makeCoordinator"))
      // A binding change, an environment change and an observed property
      // each cause exactly one update, seen by the newest representable.
      log.calls.removeAll()
      controls.value?.wrappedValue = 5
      app.render()
      controls.disabled?.wrappedValue = true
      app.render()
      model.label = "m"
      app.render()
      #expect(
        log.calls == [
          "update value=5 label=n enabled=true", "update value=5 label=n enabled=false",
          "update value=5 label=m enabled=false",
        ])
      #expect(screen.rows()[1].contains("m=5"))
      // Removal dismantles, and nothing keeps the widget or coordinator alive.
      log.calls.removeAll()
      controls.show?.wrappedValue = false
      app.render()
      #expect(log.calls == ["dismantle"])
    }
    #expect(log.lastWidget == nil)
    #expect(log.lastCoordinator == nil)
  }

  @Test func coordinatorWritesTheBindingOnceWithoutEcho() throws {
    let log = CallLog()
    let controls = Controls()
    try withHostedView(
      RepresentableHost(model: LabelModel(), log: log, controls: controls), width: 20, height: 3
    ) {
      app, _, screen in
      log.calls.removeAll()
      app.handle([.key(.character("+"))])
      #expect(controls.value?.wrappedValue == 1)
      // One write, one update with the value the widget already shows.
      #expect(log.calls == ["update value=1 label=n enabled=true"])
      #expect(screen.rows()[1].contains("n=1"))
    }
  }
}
