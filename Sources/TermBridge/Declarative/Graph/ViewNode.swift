import Observation
import Synchronization
import TermBridgeTerminal
import TermBridgeWidgets

/// A view's place in the graph: it outlives the view values built for it,
/// keeps their state, and stands for them until their identity goes away.
@MainActor
class ViewNode {
  unowned let graph: ViewGraph
  weak var parent: ViewNode?
  let depth: Int
  /// The newest value for this node.
  var view: any View
  var environment: EnvironmentValues
  var isDirty = false
  private(set) var isMounted = true
  /// Set once ``mount()`` finished; changes during mounting need no notice.
  var isBuilt = false

  /// A node of this class for `view` (``makeNode(for:parent:graph:environment:)``
  /// picks the class by the view's kind).
  required init(view: any View, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
    self.view = view
    self.parent = parent
    self.graph = graph
    self.environment = environment
    depth = (parent?.depth ?? -1) + 1
  }

  /// Keeps the value as what this kind of node works through, taken from
  /// `primitive` (the value's own ``View/_graphPrimitive``), so the node
  /// does not ask the value again; a composite node works through none.
  func seed(_ primitive: _GraphPrimitive) {}

  private var stateSlots: [AnyStateBox] = []
  /// Whether the app could tell this node from a new one (``ViewGraph/identityBoundNodes``).
  private var isIdentityBound = false

  /// Notes that the app could tell this node from a new one: it holds
  /// state, lifecycle hooks or a representable's coordinator.
  func bindToIdentity() {
    guard !isIdentityBound else { return }
    isIdentityBound = true
    graph.identityBoundNodes += 1
  }
  /// Whether the view declares `@Environment` properties.
  var readsEnvironment = false

  /// The box for the `slot`th state property, made on first use.
  func stateSlot<Box: AnyStateBox>(_ slot: Int, make: () -> Box) -> Box {
    while stateSlots.count <= slot { stateSlots.append(AnyStateBox()) }
    if let box = stateSlots[slot] as? Box { return box }
    let box = make()
    if box.holdsAppState { bindToIdentity() }
    stateSlots[slot] = box
    return box
  }

  /// Connects the view's `@State`, `@Environment`, … to this node, in
  /// declaration order (the same order every time for the same type).
  func linkDynamicProperties() {
    if hasNoDynamicProperties { return }
    let type = ObjectIdentifier(Swift.type(of: view))
    if ViewNode.typesWithoutDynamicProperties.contains(type) {
      hasNoDynamicProperties = true
      return
    }
    var slot = 0
    func linkByPlan<Host>(_ host: Host) -> Bool {
      let plan = DynamicPropertyPlan.of(Host.self)
      guard plan.steps != nil else { return false }
      withUnsafePointer(to: host) { plan.link(UnsafeRawPointer($0), to: self, slot: &slot) }
      return true
    }
    func visit(_ value: Any) {
      for child in Mirror(reflecting: value).children {
        guard child.value is any DynamicProperty else { continue }
        if let wrapper = child.value as? any LinkableWrapper {
          wrapper.linkable.link(to: self, slot: slot)
          slot += 1
        } else {
          visit(child.value)
        }
      }
    }
    let host = dynamicPropertyHost ?? view
    if !linkByPlan(host) { visit(host) }
    if slot == 0 {
      ViewNode.typesWithoutDynamicProperties.insert(type)
      hasNoDynamicProperties = true
    }
  }

  private static var typesWithoutDynamicProperties = Set<ObjectIdentifier>()
  /// Whether the node's values have no dynamic properties: its values are
  /// all of one type (a new type gets a new node), so once the type is
  /// known to have none, the node links nothing again without looking the
  /// type up (a hash of its identifier on every update).
  private var hasNoDynamicProperties = false

  /// The value holding the view's dynamic properties when it is not the
  /// view itself (a modified view's modifier); only a composite has one.
  var dynamicPropertyHost: Any? { nil }

  /// Builds what the node stands for, right after it is made.
  func mount() {}

  /// Brings the node up to date with a new value and environment: unless
  /// neither changed and nothing the node read did, it refreshes.
  func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
    if !isDirty && viewsAreEqual(view, newView) && environment.isSame(as: newEnvironment) { return }
    replace(with: newView, environment: newEnvironment)
  }

  /// Takes a new value its caller has already found to differ from the
  /// current one (a list cell's new content): refreshes without comparing
  /// the two again.
  final func replace(with newView: any View, environment newEnvironment: EnvironmentValues) {
    view = newView
    environment = newEnvironment
    viewDidChange()
    refresh()
  }

  /// Re-runs this node's own work after it was invalidated.
  func rebuild() {
    guard isDirty else { return }
    refresh()
  }

  /// A new value arrived: drops what was derived from the old one.
  func viewDidChange() {}

  /// Does the node's own work for its current value and environment
  /// (clearing ``isDirty`` first).
  func refresh() {}

  /// Marks the node to be rebuilt before the next frame.
  func invalidate() {
    guard isMounted else { return }
    if let animation = AnimationTransaction.animation {
      graph.noteAnimatedChange(animation, completion: AnimationTransaction.completion)
    }
    guard !isDirty else { return }
    isDirty = true
    graph.nodeDidInvalidate(self)
  }

  /// The widget nodes this node contributes to the nearest widget above.
  func collectWidgetNodes(into nodes: inout [WidgetNode]) {}

  /// The items this node contributes to its parent's layout.
  func collectLayoutItems(into items: inout [any LayoutItem]) {}

  var widgetNodes: [WidgetNode] {
    var nodes: [WidgetNode] = []
    collectWidgetNodes(into: &nodes)
    return nodes
  }

  /// Tells this node and those above it, up to the nearest widget node,
  /// that the widgets or layout items below changed.
  func widgetChildrenDidChange() {
    guard isBuilt else { return }
    var current: ViewNode? = self
    while let node = current {
      if node.widgetsBelowDidChange() { return }
      current = node.parent
    }
    graph.rootChildrenDidChange()
  }

  /// Called on the way up from a change of the widgets below; returns true
  /// to end the walk (the nearest widget node re-syncs its subviews).
  func widgetsBelowDidChange() -> Bool { false }

  /// `children` reconciled with `views`, on a copy: children being built
  /// may read this node's current children, which must not be under
  /// mutation meanwhile. Also says whether the nodes changed.
  func reconciled(_ children: ChildNodes, with views: [ViewChild], environment: EnvironmentValues)
    -> (children: ChildNodes, changed: Bool)
  {
    var copy = children
    let changed = copy.reconcile(with: views, parent: self, environment: environment)
    return (copy, changed)
  }

  /// Takes the node and everything below it out of the graph (and its
  /// tracking out of every model it read).
  func unmount() {
    isMounted = false
    if isIdentityBound {
      isIdentityBound = false
      graph.identityBoundNodes -= 1
    }
    if let live = liveTracking, live.cancel(), readsObservables { trackingToken.bump() }
    liveTracking = nil
  }

  /// The node's Observation tracking that has not fired yet, if any.
  private var liveTracking: ObservationTrackingHandle?
  /// An observable value only this node's trackings read, changed to end one.
  private lazy var trackingToken = TrackingToken()
  /// Whether a body or update of this node has read an observable value:
  /// from then on each tracking also reads the token, so that it can be
  /// ended. Until then there is no tracking to end, and none is made.
  private var readsObservables = false

  /// Runs `work` with this node registered as the reader of any state,
  /// binding or observable property read inside it.
  ///
  /// A node holds at most one live tracking. Observation cannot cancel a
  /// tracking, and one that never fires (its properties never change)
  /// would stay registered with every model it read, for good; so the
  /// previous tracking, which also read the handle's token, is ended by
  /// changing the token before the new one starts (its change handler sees
  /// it was cancelled and does nothing).
  ///
  /// A node that has read no observable value (most rows of a list: their
  /// values are stored) reads no token either: Observation makes a change
  /// handler only when something was read, so its absence says there is no
  /// tracking at all, and nothing to end next time. The first tracking that
  /// does read something cannot be ended by the token; its handler is made
  /// inert like any other, and stays registered until a value it read
  /// changes (one at most per node).
  func trackingReads<T>(_ work: () -> T) -> T {
    let previous = ViewGraph.currentReader
    ViewGraph.currentReader = self
    defer { ViewGraph.currentReader = previous }
    if let live = liveTracking, live.cancel(), readsObservables { trackingToken.bump() }
    let handle = ObservationTrackingHandle()
    liveTracking = handle
    if readsObservables {
      let token = trackingToken
      return withObservationTracking(
        {
          token.read()
          return work()
        }, onChange: ViewNode.changeHandler(for: handle, of: self, noting: {}))
    }
    var tracked = false
    let result = withObservationTracking(
      work, onChange: ViewNode.changeHandler(for: handle, of: self, noting: { tracked = true }))
    if tracked {
      readsObservables = true
    } else {
      liveTracking = nil
    }
    return result
  }

  /// What a tracking of `node` calls on a change: invalidates the node
  /// unless the tracking was ended meanwhile. Made only for a tracking that
  /// read something (`noting` is told so).
  private nonisolated static func changeHandler(
    for handle: ObservationTrackingHandle, of node: ViewNode, noting made: () -> Void
  ) -> @Sendable () -> Void {
    made()
    return { [weak node] in
      guard handle.fire() else { return }
      ViewGraph.invalidateFromAnyThread(node)
    }
  }
}
