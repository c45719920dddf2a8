import TermBridgeTerminal
import TermBridgeWidgets

/// The node of a ``WidgetView``: a view drawn by a widget of its own. The
/// widget lives exactly as long as the node. The graph knows this one
/// primitive; representables and built-in controls are all made through it.
@MainActor
final class WidgetNode: LayoutNode, IntrinsicContentSizeObserver {
  private(set) var widget: TermView = TermView()
  /// The coordinator made for this identity, boxed with its type (so it
  /// is read back with a pointer cast, not a dynamic cast).
  private var coordinatorBox: AnyObject?
  private var managedSubviews: [TermView] = []
  /// What the widget's animations keep (its moving frame, the views it
  /// lets go of as they leave); nil while nothing of it animates.
  var motion: WidgetMotion?
  /// Whether the widget has been placed once (a move starts from there).
  private(set) var wasPlaced = false
  /// Whether making or updating the widget may read state the graph must
  /// track (bindings, user code); false for self-contained built-ins.
  private var tracksReads = true
  /// Whether the node is updating or measuring the widget now: what the
  /// widget says of its size meanwhile needs no answer (after an update the
  /// node measures it anyway; a measurement is the answer).
  private var isUpdatingOrMeasuringWidget = false

  /// Whether some size of the current value came from the view's own
  /// `sizeThatFits` (or is not known not to: a new value counts as one).
  private var usesOwnSizing = false
  /// The widget's intrinsic size when it was last measured.
  private var measuredIntrinsicSize: Size??
  private lazy var sizingRecord = DefaultSizingRecord()

  private var primitiveCast = PrimitiveOnce<any WidgetView>()
  private var containerCast: (any WidgetContainerView)??
  /// The widget view for the current value: the value itself, or the
  /// adapter of a representable.
  private var primitive: any WidgetView { primitiveCast.value(of: view, \.widget) }

  override func seed(_ graphPrimitive: _GraphPrimitive) { primitiveCast.seed(graphPrimitive.widget) }

  /// Whether the view's type is a container: a node's values are all of
  /// one type, so this is known from the first (a leaf then never reads
  /// its value to learn that it has no children).
  private var isContainer = false
  /// The value as a container, when it lays out declarative children.
  private var container: (any WidgetContainerView)? {
    guard isContainer else { return nil }
    if let containerCast { return containerCast }
    let container = primitive.widgetContainer
    containerCast = container
    return container
  }

  /// The view the children's widgets are subviews of.
  private var contentContainer: TermView {
    guard let container else { return widget }
    func open<V: WidgetContainerView>(_ view: V) -> TermView {
      view.contentContainer(of: widget as! V.Widget)
    }
    return open(container)
  }

  /// What each context made for the view is made of.
  private var inputs: WidgetViewInputs {
    WidgetViewInputs(
      coordinatorBox: coordinatorBox!, environment: environment, transaction: graph.transaction)
  }

  private func coordinator<V: WidgetView>(of view: V) -> V.Coordinator {
    (coordinatorBox as! CoordinatorBox<V.Coordinator>).value
  }

  private func tracking<T>(_ work: () -> T) -> T {
    let result = tracksReads ? trackingReads(work) : work()
    if let apartWork {
      self.apartWork = nil
      let reader = apartReader ?? ApartReader(owner: self)
      apartReader = reader
      reader.run(apartWork)
    }
    return result
  }

  /// Work the widget view asked to be tracked apart during this make or
  /// update (``WidgetViewContext/readApart(_:)``): run once the node's own
  /// tracking has ended, so that what it reads is not the node's.
  private var apartWork: (@MainActor () -> Void)?
  private var apartReader: ApartReader?

  /// Keeps `work` to run under a tracking of its own after this update.
  func readApart(_ work: @escaping @MainActor () -> Void) { apartWork = work }

  override func mount() {
    let primitive = self.primitive
    tracksReads = !Swift.type(of: primitive).isSelfContained
    if Swift.type(of: primitive).hasAppCoordinator { bindToIdentity() }
    isContainer = primitive.widgetContainer != nil
    linkDynamicProperties()
    func make<V: WidgetView>(_ view: V) -> TermView {
      let box = CoordinatorBox(view.makeCoordinator())
      box.node = self
      coordinatorBox = box
      return view.makeWidget(context: V.Context(inputs))
    }
    widget = tracking { make(primitive) }
    if let container {
      func makeLayout<V: WidgetContainerView>(_ view: V) -> any LayoutBehavior {
        view.makeLayout(for: widget as! V.Widget)
      }
      layout = makeLayout(container)
    }
    graph.statistics.widgetsCreated += 1
    if graph.animation != nil { noteAnimatedInsertion() }
    updateWidget()
    widget.intrinsicContentSizeObserver = self
    let container = self.container
    children =
      reconciled(children, with: contentChildren(of: container), environment: childEnvironment(of: container))
      .children
    syncSubviews()
  }

  override func viewDidChange() {
    primitiveCast.reset()
    // A leaf never made one (assigning the empty double optional still
    // destroys the old value through its value witness).
    if isContainer { containerCast = nil }
    // A new value may size itself where the old one took the default.
    usesOwnSizing = true
  }

  override func refresh() {
    isDirty = false
    linkDynamicProperties()
    updateWidget()
    // The value as a container is read once (each read copies it out).
    guard let container else {
      // A leaf's sizes may follow its widget; it has no children.
      invalidateLayout()
      return
    }
    // A container's sizes follow only its layout.
    if container.updateLayout(layout) { invalidateLayout() }
    let result = reconciled(
      children, with: contentChildren(of: container), environment: childEnvironment(of: container))
    children = result.children
    if result.changed { widgetChildrenDidChange() }
  }

  private func updateWidget() {
    let primitive = self.primitive
    let inputs = self.inputs
    isUpdatingOrMeasuringWidget = true
    defer { isUpdatingOrMeasuringWidget = false }
    if graph.animation != nil || motion?.textTrack != nil {
      let before = (widget as? TermLabel)?.text
      tracking { primitive.graphUpdateWidget(widget, inputs: inputs) }
      textDidUpdate(from: before)
    } else {
      tracking { primitive.graphUpdateWidget(widget, inputs: inputs) }
    }
    widget.isEnabled = environment.isEnabled
    graph.statistics.widgetUpdates += 1
  }

  private func childEnvironment(of container: (any WidgetContainerView)?) -> EnvironmentValues {
    var environment = self.environment
    container?.transformChildEnvironment(&environment)
    return environment
  }

  private func contentChildren(of container: (any WidgetContainerView)?) -> [ViewChild] {
    guard let container else { return [] }
    return ViewChild.byPosition(container.content, within: container.contentIdentity)
  }

  override func collectWidgetNodes(into nodes: inout [WidgetNode]) {
    nodes.append(self)
  }

  override func collectLayoutItems(into items: inout [any LayoutItem]) {
    items.append(self)
  }

  override func widgetsBelowDidChange() -> Bool {
    _ = super.widgetsBelowDidChange()
    syncSubviews()
    invalidateLayout()
    return true
  }

  /// Makes the widgets of the nodes below this one its subviews, after any
  /// subviews the widget has of its own.
  func syncSubviews() {
    var nodes: [WidgetNode] = []
    for child in children.nodes { child.collectWidgetNodes(into: &nodes) }
    var desired = nodes.map(\.widget)
    if let ghosts = motion?.ghosts, !ghosts.isEmpty { desired = ghosts + desired }
    if desired.count == managedSubviews.count && zip(desired, managedSubviews).allSatisfy({ $0 === $1 }) {
      return
    }
    let managed = Set(managedSubviews.map(ObjectIdentifier.init))
    let target = contentContainer
    let own = target.subviews.filter { !managed.contains(ObjectIdentifier($0)) }
    target.setSubviews(own + desired)
    managedSubviews = desired
  }

  // MARK: Layout

  /// The widget changed its own size outside an update (a date text on its
  /// timer, an app's view in a representable): measured again, and laid
  /// out again when a size no longer holds.
  func intrinsicContentSizeDidChange(of view: TermView) {
    guard !isUpdatingOrMeasuringWidget else { return }
    invalidateLayout()
  }

  /// A leaf whose sizes come out the same for every proposal it has seen
  /// keeps its place and bothers no one.
  override func invalidateLayout() {
    if !isContainer && hasCachedSizes && sizesStillHold() { return }
    super.invalidateLayout()
  }

  private func sizesStillHold() -> Bool {
    if !usesOwnSizing, let measured = measuredIntrinsicSize, measured == widget.intrinsicContentSize {
      return true
    }
    // Measuring again also learns whether this value still sizes itself.
    usesOwnSizing = false
    // The value, its inputs and the record once for every proposal seen.
    let primitive = self.primitive
    let inputs = self.inputs
    let record = sizingRecord
    for (proposal, size) in cachedSizes
    where measureLeaf(proposal, primitive: primitive, inputs: inputs, record: record) != size {
      return false
    }
    return true
  }

  override func measure(_ proposal: ProposedViewSize) -> Size {
    if isContainer { return super.measure(proposal) }
    return measureLeaf(proposal, primitive: primitive, inputs: inputs, record: sizingRecord)
  }

  /// A leaf's size for `proposal`: the value's own sizing, else the
  /// widget's intrinsic size.
  private func measureLeaf(
    _ proposal: ProposedViewSize, primitive: any WidgetView, inputs: WidgetViewInputs,
    record: DefaultSizingRecord
  ) -> Size {
    record.usedDefault = false
    // An app's `sizeThatFits` may set its view up to measure it.
    let wasBusy = isUpdatingOrMeasuringWidget
    isUpdatingOrMeasuringWidget = true
    let size = primitive.graphSizeThatFits(proposal, widget: widget, inputs: inputs, sizing: record)
    isUpdatingOrMeasuringWidget = wasBusy
    if size != nil || !record.usedDefault { usesOwnSizing = true }
    if let size { return size }
    return intrinsicSize(for: proposal)
  }

  /// The widget's own sizing, from its intrinsic content size the way
  /// SwiftUI treats a `UIView` with UIKit's default priorities: the ideal
  /// size is the intrinsic size; offered a width, a widget stretches to it
  /// (low horizontal hugging); offered a height, it keeps its intrinsic
  /// height when it has one. A dimension with no intrinsic size (nil or
  /// ``TermView/noIntrinsicMetric``) takes what it is offered.
  private func intrinsicSize(for proposal: ProposedViewSize) -> Size {
    let intrinsic = widget.intrinsicContentSize
    measuredIntrinsicSize = .some(intrinsic)
    let idealWidth = intrinsic.flatMap { $0.width >= 0 ? $0.width : nil }
    let idealHeight = intrinsic.flatMap { $0.height >= 0 ? $0.height : nil }
    let width = min(proposal.width ?? idealWidth ?? 10, .infinity)
    let height: Int
    if let idealHeight {
      height = proposal.height.map { min($0, idealHeight) } ?? idealHeight
    } else {
      height = min(proposal.height ?? 10, .infinity)
    }
    return Size(width: width, height: height)
  }

  /// Puts the widget at `rect` (in its parent widget's coordinates) and
  /// places its children.
  override func placeContents(in rect: Rect) {
    if graph.animation == nil && motion == nil {
      widget.frame = rect
    } else {
      placeMoving(to: rect)
    }
    wasPlaced = true
    if isContainer {
      layout.placeChildren(in: Rect(origin: .zero, size: rect.size), children: layoutChildren)
    }
  }

  override func unmount() {
    graph.widgetsBeingRemoved += 1
    children.unmountAll()
    graph.widgetsBeingRemoved -= 1
    func dismantle<V: WidgetView>(_ view: V) {
      V.dismantleWidget(widget as! V.Widget, coordinator: coordinator(of: view))
    }
    dismantle(primitive)
    coordinatorBox = nil
    apartReader?.unmount()
    apartReader = nil
    graph.statistics.widgetsDismantled += 1
    // The enclosing widget node re-syncs its subviews; a root leaves here.
    if parent == nil {
      widget.removeFromSuperview()
    } else if motion != nil || graph.animation != nil {
      leaveWithTransition()
    }
    super.unmount()
  }
}
