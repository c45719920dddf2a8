import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Declarative layout around a representable-wrapped imperative widget.
struct FormPanel: View {
  @State var name = "Ada"
  @State var count = 3
  var body: some View {
    VStack(alignment: .leading) {
      Text("Declarative form").bold()
      HStack {
        Text("Name:")
        TextField("name", text: $name).frame(width: 12)
      }
      CounterRepresentable(value: $count, model: LabelModel(), log: CallLog())
      Spacer()
      Text("hello, \(name)").foregroundColor(.green)
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .border(.rounded, title: "SwiftUI-style")
  }
}

/// A declarative subtree that an imperative window hosts.
struct BadgePanel: View {
  var body: some View {
    HStack {
      Text("状態").bold()
      Text("ok ✓").foregroundColor(.cyan)
    }
  }
}

/// An imperative controller: a label and a button, and a hosted subtree.
@MainActor
final class ImperativePanel: TermViewController {
  let title_ = TermLabel(text: "Imperative panel", style: .attributes(.underline))
  let button = TermButton(title: "Press")
  let hosted = TermHostingController(rootView: BadgePanel())

  override func viewDidLoad() {
    view.addSubview(title_)
    view.addSubview(button)
    addChild(hosted)
    view.addSubview(hosted.view)
    hosted.didMove(toParent: self)
  }

  func layout(in bounds: Rect) {
    title_.frame = Rect(x: 1, y: 1, width: bounds.width - 2, height: 1)
    button.frame = Rect(x: 1, y: 3, width: 9, height: 1)
    hosted.view.frame = Rect(x: 1, y: 5, width: bounds.width - 2, height: 1)
  }
}

@MainActor
final class SplitController: TermViewController {
  let left = TermHostingController(rootView: FormPanel())
  let right = ImperativePanel()

  override func loadView() { view = SplitView(controller: self) }

  override func viewDidLoad() {
    for child in [left, right] as [TermViewController] {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
  }

  func layout(in bounds: Rect) {
    let half = bounds.width / 2
    left.view.frame = Rect(x: 0, y: 0, width: half, height: bounds.height)
    right.view.frame = Rect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
    right.layout(in: right.view.bounds)
  }
}

@MainActor
final class SplitView: TermView {
  weak var controller: SplitController?
  init(controller: SplitController) {
    self.controller = controller
    super.init(frame: .zero)
  }
  override func layoutSubviews() { controller?.layout(in: bounds) }
}

@MainActor
@Suite struct BridgeMixedScreenTests {
  @Test func declarativeAndImperativeSideBySide() throws {
    TermScreen.withInMemory(width: 60, height: 9) { screen in
      let app = TermApplication(screen: screen)
      let split = SplitController()
      let window = TermWindow()
      window.rootViewController = split
      window.makeKeyAndVisible(in: app)
      app.render()
      findView(TermTextField.self, in: split.left.view)?.becomeFirstResponder()
      app.handle("ce".map { .key(.character($0)) })
      expectSnapshot(screen, named: "bridge-mixed-screen")
      #expect(screen.rows().contains { $0.contains("hello, Adace") })
    }
  }
}
