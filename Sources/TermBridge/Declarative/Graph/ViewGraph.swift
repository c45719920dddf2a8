import Dispatch
import Glibc
import Synchronization
import TermBridgeTerminal
import TermBridgeWidgets

/// Counts of the work a hosted view tree did (``TermHostingView/statistics``),
/// for an app's tests and benchmarks: a state change should re-run only
/// the bodies and widgets it affects.
public struct ViewGraphStatistics: Sendable, Equatable {
  /// View bodies evaluated.
  public var bodyEvaluations = 0
  /// Widgets brought up to date (made or updated).
  public var widgetUpdates = 0
  /// Widgets made for views entering the tree.
  public var widgetsCreated = 0
  /// Widgets dismantled for views leaving the tree.
  public var widgetsDismantled = 0
  /// Layout passes run.
  public var layoutPasses = 0

  /// No work counted yet.
  public init() {}
}

/// A node property that acts on the widgets once they are placed in a
/// window (moving focus, presenting a sheet): told after each layout.
@MainActor
package protocol GraphLayoutClient: AnyObject {
  func graphDidLayOut()
  /// Every client has been told of the layout: what reads what others
  /// wrote after layout (preference readers) reads it here.
  func graphDidFinishLayout()
}

extension GraphLayoutClient {
  package func graphDidFinishLayout() {}
}

@MainActor
private struct WeakLayoutClient {
  weak var value: (any GraphLayoutClient)?
}

/// The graph of nodes behind a declarative view tree: it keeps identity and
/// state, evaluates only the bodies that depend on a change, and creates,
/// updates and removes the widgets the views stand for.
@MainActor
package final class ViewGraph {
  /// The node whose body (or widget update) is running, which becomes a
  /// reader of the state it reads.
  static var currentReader: ViewNode?

  package internal(set) var statistics = ViewGraphStatistics()
  /// The mounted nodes an app could tell from new ones: with lifecycle
  /// hooks (appear, disappear, change, task), state, or a representable's
  /// coordinator. While there are none, content of another identity
  /// (a list cell given another row) is updated in place: what it shows is
  /// then the same as a new tree's, at a fraction of the cost.
  var identityBoundNodes = 0
  var transaction = Transaction()
  /// The animation of the change being made: from a state change inside
  /// `withAnimation` (or a `.animation(_:value:)` whose value changed),
  /// through the update that applies it, to the layout that places it.
  /// Nil while no change is animated: then nothing below costs anything.
  private(set) var animation: Animation?
  /// The animation asked for by changes not yet applied.
  private var pendingAnimation: Animation?
  /// The completions of the transactions being applied, held until the
  /// layout has started their tracks.
  private(set) var animationCompletions: [AnimationCompletion] = []
  private var pendingCompletions: [AnimationCompletion] = []
  /// Widget nodes being removed with the one above them: only the
  /// outermost removed widget plays a transition.
  var widgetsBeingRemoved = 0
  private(set) var root: WidgetNode?
  private var dirtyNodes: [ViewNode] = []
  private let onNeedsUpdate: () -> Void
  private let onNeedsLayout: () -> Void

  /// A graph for `rootView`, built now (its bodies run). `onNeedsUpdate`
  /// is called when nodes need rebuilding (the host runs ``update()`` in
  /// its update phase), `onNeedsLayout` when sizes or places changed.
  /// `alignment` is where the root content goes across the host's width.
  init(
    rootView: some View, environment: EnvironmentValues, alignment: HorizontalAlignment = .center,
    onNeedsUpdate: @escaping () -> Void, onNeedsLayout: @escaping () -> Void
  ) {
    self.onNeedsUpdate = onNeedsUpdate
    self.onNeedsLayout = onNeedsLayout
    ViewGraph.markMainQueue()
    let node = makeNode(
      for: HostingRoot(content: rootView, alignment: alignment), parent: nil, graph: self,
      environment: environment)
    root = node as? WidgetNode
    update()
  }

  /// Replaces the root view, keeping state where identities match; the
  /// bodies this affects run now (call it from the update phase).
  /// `identity`: what the content is identified by (``HostingRoot``).
  /// `isKnownNew`: the caller has found it to differ from the one shown, so
  /// the root is not compared with it again (its children still are).
  func setRootView(
    _ rootView: some View, environment: EnvironmentValues, alignment: HorizontalAlignment = .center,
    identity: AnyHashable? = nil, isKnownNew: Bool = false
  ) {
    let root = HostingRoot(content: rootView, alignment: alignment, identity: identity)
    if isKnownNew {
      self.root?.replace(with: root, environment: environment)
    } else {
      self.root?.update(to: root, environment: environment)
    }
    update()
  }

  func nodeDidInvalidate(_ node: ViewNode) {
    dirtyNodes.append(node)
    onNeedsUpdate()
  }

  func layoutDidInvalidate() { onNeedsLayout() }

  func rootChildrenDidChange() { onNeedsLayout() }

  /// Whether invalidated nodes or queued actions wait for ``update()``.
  var needsUpdate: Bool { !dirtyNodes.isEmpty || !pendingActions.isEmpty }

  private var pendingActions: [() -> Void] = []

  /// Runs `action` once the current update has finished (appear and change
  /// callbacks, which may change state again).
  func afterUpdate(_ action: @escaping () -> Void) {
    pendingActions.append(action)
    onNeedsUpdate()
  }

  /// A change made inside `withAnimation` invalidated a node of this graph.
  func noteAnimatedChange(_ animation: Animation, completion: AnimationCompletion?) {
    pendingAnimation = animation
    if let completion, !pendingCompletions.contains(where: { $0 === completion }) {
      pendingCompletions.append(completion)
    }
  }

  /// Animates what the update under way changes (`.animation(_:value:)`).
  func beginAnimation(_ animation: Animation) {
    self.animation = animation
    transaction.animation = animation
  }

  /// The update found nothing to place: the animation ends here.
  func endAnimation() {
    guard animation != nil || !animationCompletions.isEmpty else { return }
    animation = nil
    transaction.animation = nil
    transaction.animationCompletions.removeAll()
    animationCompletions.removeAll()
  }

  /// Rebuilds invalidated nodes, parents before children, until stable.
  func update() {
    if let pending = pendingAnimation {
      pendingAnimation = nil
      beginAnimation(pending)
      animationCompletions.append(contentsOf: pendingCompletions)
      transaction.animationCompletions = animationCompletions
      pendingCompletions.removeAll()
    }
    var rounds = 0
    while (!dirtyNodes.isEmpty || !pendingActions.isEmpty) && rounds < 100 {
      rounds += 1
      let nodes = dirtyNodes.count > 1 ? dirtyNodes.sorted { $0.depth < $1.depth } : dirtyNodes
      dirtyNodes.removeAll(keepingCapacity: true)
      for node in nodes where node.isDirty && node.isMounted { node.rebuild() }
      let actions = pendingActions
      pendingActions.removeAll()
      for action in actions { action() }
    }
  }

  /// Lays the root out in `size` cells, then lets focus bindings follow.
  func layout(in size: Size) {
    guard let root else { return }
    statistics.layoutPasses += 1
    root.place(in: Rect(origin: .zero, size: size))
    for client in layoutClients { client.value?.graphDidLayOut() }
    for client in layoutClients { client.value?.graphDidFinishLayout() }
    endAnimation()
  }

  private var layoutClients: [WeakLayoutClient] = []

  /// Calls `client` after every layout of the graph, until removed.
  package func addLayoutClient(_ client: any GraphLayoutClient) {
    layoutClients.append(WeakLayoutClient(value: client))
  }

  package func removeLayoutClient(_ client: any GraphLayoutClient) {
    layoutClients.removeAll { $0.value == nil || $0.value === client }
  }

  /// The widget at the top of the graph.
  var rootWidget: TermView? { root?.widget }

  /// Removes everything: dismantles every widget.
  func tearDown() {
    root?.unmount()
    root = nil
    dirtyNodes.removeAll()
  }

  // MARK: Threads

  private nonisolated static let mainQueueKey = DispatchSpecificKey<Bool>()
  /// The main thread's `pthread_self()`, recorded on first use: comparing
  /// against it costs no system call (`ProcessThreads.isMainThread` makes two).
  private nonisolated static let mainThread = Atomic<UInt>(0)
  private static var markedMainQueue = false

  private static func markMainQueue() {
    guard !markedMainQueue else { return }
    markedMainQueue = true
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    if ProcessThreads.isMainThread { mainThread.store(UInt(pthread_self()), ordering: .releasing) }
  }

  /// Whether the caller runs on the main thread (or the main queue), where
  /// `MainActor.assumeIsolated` holds.
  package nonisolated static var isOnMainActor: Bool {
    let main = mainThread.load(ordering: .acquiring)
    let onMainThread = main != 0 ? main == UInt(pthread_self()) : ProcessThreads.isMainThread
    return onMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// Observation reports changes on whatever thread made them; nodes are
  /// invalidated on the main actor, at once when already there.
  nonisolated static func invalidateFromAnyThread(_ node: ViewNode?) {
    if isOnMainActor {
      MainActor.assumeIsolated { node?.invalidate() }
    } else {
      Task { @MainActor in node?.invalidate() }
    }
  }
}
