import TermBridgeTerminal
import TermBridgeWidgets

/// A widget that shows a declarative view tree: the point where the view
/// graph's widgets join an imperative view hierarchy. ``TermHostingController``
/// and list-cell hosting are built on it.
@MainActor
public final class TermHostingView<Content: View>: TermView {
  /// The declarative root; replacing it updates the tree in place where the
  /// identities match.
  public var rootView: Content {
    didSet {
      guard let graph else { return }
      graph.setRootView(rootView, environment: baseEnvironment)
      setNeedsLayout()
    }
  }

  /// Values the hosted views see in `@Environment` (before their own modifiers).
  public var environment = EnvironmentValues() {
    didSet {
      guard let graph else { return }
      graph.setRootView(rootView, environment: baseEnvironment)
      setNeedsLayout()
    }
  }

  /// Called after an update when the content's ideal size changed.
  public var onIdealSizeChange: ((Size) -> Void)? {
    didSet { lastIdealSize = nil }
  }
  private var lastIdealSize: Size?

  private var graph: ViewGraph?

  public init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
  }

  private var baseEnvironment: EnvironmentValues {
    var environment = self.environment
    environment.isEnabled = environment.isEnabled && isEffectivelyEnabled
    return environment
  }

  /// The graph, built on first use so that `onAppear` runs when the view is used.
  var viewGraph: ViewGraph {
    if let graph { return graph }
    let graph = ViewGraph(rootView: rootView, environment: baseEnvironment) { [weak self] in
      self?.graphNeedsUpdate()
    }
    self.graph = graph
    if let root = graph.rootWidget { addSubview(root) }
    return graph
  }

  /// Counts of the work done so far (body evaluations, widget updates, …).
  public var statistics: ViewGraphStatistics { graph?.statistics ?? ViewGraphStatistics() }

  private func graphNeedsUpdate() {
    setNeedsLayout()
  }

  /// Evaluates pending state changes and lays the tree out now.
  public func updateNow() {
    let graph = viewGraph
    graph.update()
    graph.layout(in: bounds.size)
    if let onIdealSizeChange, let ideal = graph.root?.sizeThatFits(.unspecified), ideal != lastIdealSize {
      lastIdealSize = ideal
      onIdealSizeChange(ideal)
    }
  }

  public override func layoutSubviews() {
    updateNow()
  }

  public override var intrinsicContentSize: Size? {
    let graph = viewGraph
    graph.update()
    return graph.root?.sizeThatFits(.unspecified)
  }

  public override func sizeThatFits(_ size: Size) -> Size {
    let graph = viewGraph
    graph.update()
    return graph.root?.sizeThatFits(ProposedViewSize(size)) ?? .zero
  }

  /// Removes the hosted tree: every widget is dismantled and every task cancelled.
  public func tearDown() {
    graph?.tearDown()
    graph = nil
  }

  isolated deinit {
    graph?.tearDown()
  }
}
