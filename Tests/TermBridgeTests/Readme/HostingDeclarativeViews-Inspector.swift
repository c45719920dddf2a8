import TermBridge

@Observable
@MainActor
final class Selection {
  var name = "nothing"
  var size = 0
}

struct InspectorPanel: View {
  let selection: Selection

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(selection.name).bold()
      Text("\(selection.size) bytes")
    }
    .padding(.horizontal, 1)
    .border(.rounded, title: "Inspector")
  }
}

final class BrowserController: TermViewController {
  let selection = Selection()
  let files = TermLabel(text: "files…")
  lazy var inspector: TermHostingController<InspectorPanel> = {
    let inspector = TermHostingController(rootView: InspectorPanel(selection: selection))
    inspector.sizingOptions = [.intrinsicContentSize]
    return inspector
  }()

  override func viewDidLoad() {
    view.addSubview(files)
    addChild(inspector)
    view.addSubview(inspector.view)
    inspector.didMove(toParent: self)
  }

  override func viewDidLayoutSubviews() {
    // The panel takes its ideal size at the right; the files the rest.
    let panel = inspector.idealContentSize
    let width = min(panel.width, view.bounds.width)
    inspector.view.frame = Rect(x: view.bounds.width - width, y: 0, width: width, height: panel.height)
    files.frame = Rect(x: 0, y: 0, width: view.bounds.width - width, height: view.bounds.height)
  }

  func select(name: String, size: Int) {
    // The panel redraws itself, and a new ideal size lays this view out again.
    selection.name = name
    selection.size = size
  }
}
