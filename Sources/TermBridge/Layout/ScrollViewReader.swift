import TermBridgeTerminal
import TermBridgeWidgets

/// Gives its content a proxy that scrolls the scroll views inside to a
/// view by its id, like SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View {
  @State private var targets = ScrollTargets()
  let content: (ScrollViewProxy) -> Content

  /// Content made with the proxy (call `scrollTo` from actions, not while the body runs).
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, made with a proxy to the scroll targets below it.
  public var body: some View {
    content(ScrollViewProxy(targets: targets)).environment(\.scrollTargets, targets)
  }
}

/// Scrolls to views by id, like SwiftUI's `ScrollViewProxy`; from a
/// ``ScrollViewReader``.
@MainActor
public struct ScrollViewProxy {
  let targets: ScrollTargets

  /// Scrolls the nearest scroll view around the view whose id is `id`
  /// (given with `.id(_:)`, or its `ForEach` element's id) so that it
  /// shows: as little as needed, or with `anchor` of the view at the same
  /// point of the visible area (`.top`: the view's top at the top). A row
  /// of a lazy stack that has not been made yet is found through the
  /// stack's ids, made, and scrolled to in the next frame.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    targets.scrollTo(AnyHashable(id), anchor: anchor)
  }
}

/// What a ``ScrollViewReader``'s proxy can scroll to: views with an
/// `.id(_:)` while they are in the tree, and the rows of lazy stacks. A
/// view is scrolled to after the next layout of its graph, so a request
/// made before the view was first laid out (in `onAppear`) still lands.
@MainActor
final class ScrollTargets: GraphLayoutClient {
  private struct WeakNode {
    weak var node: ViewNode?
  }
  private struct WeakStack {
    weak var stack: LazyStackCoordinator?
  }
  private var views: [AnyHashable: [WeakNode]] = [:]
  private var lazyStacks: [WeakStack] = []
  /// The view to scroll to after the next layout, and how.
  private var pending: (node: WeakNode, anchor: UnitPoint?)?
  private var observedGraphs: [ObjectIdentifier] = []

  func register(_ id: AnyHashable, node: ViewNode) {
    views[id, default: []].removeAll { $0.node == nil }
    views[id, default: []].append(WeakNode(node: node))
  }

  func unregister(_ id: AnyHashable, node: ViewNode) {
    views[id]?.removeAll { $0.node == nil || $0.node === node }
    if views[id]?.isEmpty == true { views[id] = nil }
  }

  func register(lazyStack: LazyStackCoordinator) {
    guard !lazyStacks.contains(where: { $0.stack === lazyStack }) else { return }
    lazyStacks.removeAll { $0.stack == nil }
    lazyStacks.append(WeakStack(stack: lazyStack))
  }

  func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
    for entry in lazyStacks {
      if entry.stack?.scrollTo(id, anchor: anchor) == true { return }
    }
    guard let node = views[id]?.last(where: { $0.node != nil })?.node else { return }
    pending = (WeakNode(node: node), anchor)
    let graph = node.graph
    if !observedGraphs.contains(ObjectIdentifier(graph)) {
      observedGraphs.append(ObjectIdentifier(graph))
      graph.addLayoutClient(self)
    }
    graph.layoutDidInvalidate()
  }

  func graphDidLayOut() {
    guard let request = pending, let node = request.node.node else { return }
    let widgets = node.widgetNodes.map(\.widget)
    guard let first = widgets.first, let scroll = first.enclosingScrollView else {
      pending = nil
      return
    }
    // Laid out before it had a size (the window was not shown yet): next time.
    guard scroll.window != nil, !scroll.bounds.isEmpty else { return }
    pending = nil
    var rect: Rect?
    for widget in widgets {
      let frame = Rect(origin: widget.convert(.zero, to: scroll.contentView), size: widget.frame.size)
      rect = rect.map { $0.union(frame) } ?? frame
    }
    guard let rect else { return }
    scroll.scrollRectToVisible(
      rect, anchor: request.anchor.map { TermScrollView.ScrollAnchor(x: $0.x, y: $0.y) })
  }
}

/// Registers the element views of a `ForEach` by their ids with the
/// scroll targets around it (nothing outside a `ScrollViewReader`).
@MainActor
final class ForEachScrollTargets: NodeLifecycle {
  private weak var targets: ScrollTargets?
  private var registered: [ChildNodes.Entry] = []

  override func didMount(node: ViewNode) { register(node) }
  override func didUpdate(node: ViewNode, view: any View) { register(node) }
  override func willUnmount(node: ViewNode) { unregisterAll() }

  private func register(_ node: ViewNode) {
    let targets = node.environment.scrollTargets
    guard targets != nil || self.targets != nil, let multi = node as? MultiNode else { return }
    let children = multi.identifiedChildren
    if targets === self.targets, children.count == registered.count,
      zip(children, registered).allSatisfy({ $0.node === $1.node })
    {
      return
    }
    unregisterAll()
    self.targets = targets
    guard let targets else { return }
    for child in children { targets.register(child.id, node: child.node) }
    registered = children
  }

  private func unregisterAll() {
    for child in registered { targets?.unregister(child.id, node: child.node) }
    registered = []
  }
}

/// Registers a view given an `.id(_:)` with the scroll targets around it.
@MainActor
final class ScrollTargetLifecycle: NodeLifecycle {
  let id: AnyHashable
  private weak var targets: ScrollTargets?

  init(id: AnyHashable) { self.id = id }

  override func didMount(node: ViewNode) {
    targets = node.environment.scrollTargets
    targets?.register(id, node: node)
  }

  override func willUnmount(node: ViewNode) {
    targets?.unregister(id, node: node)
  }
}

private struct ScrollTargetsKey: EnvironmentKey {
  static let defaultValue: ScrollTargets? = nil
}

extension EnvironmentValues {
  /// The targets of the nearest `ScrollViewReader` above.
  var scrollTargets: ScrollTargets? {
    get { self[ScrollTargetsKey.self] }
    set { self[ScrollTargetsKey.self] = newValue }
  }
}
