/// The node of a view drawn by a widget of its own (text, stacks, controls,
/// modifiers, representables). The widget lives exactly as long as the node.
@MainActor
final class WidgetNode: ViewNode {
  private(set) var widget: TermView = TermView()
  private(set) var layout: any LayoutBehavior = PassthroughLayout()
  private var children = ChildNodes()
  private var managedSubviews: [TermView] = []
  private var flatChildren: [WidgetNode]?
  private var sizeCache: [ProposedViewSize: Size] = [:]
  private var needsPlacement = true
  private var lastPlacement: Rect?

  private func trackingReadsIfNeeded<T>(_ widgetView: any WidgetView, _ work: () -> T) -> T {
    widgetView.readsExternalState ? trackingReads(work) : work()
  }

  /// Coordinator (or other per-identity value) of a representable.
  private var representableState: Any?

  /// The widget view for the current value (cast once per value).
  private var resolvedWidgetView: (any WidgetView)?
  private var widgetView: any WidgetView {
    if let resolvedWidgetView { return resolvedWidgetView }
    let resolved = WidgetNode.widgetView(for: view)!
    resolvedWidgetView = resolved
    return resolved
  }

  /// The widget view a value stands for: itself, or the adapter of a
  /// representable.
  static func widgetView(for view: any View) -> (any WidgetView)? {
    if let widgetView = view as? any WidgetView { return widgetView }
    if let representable = view as? any TermViewRepresentable { return adapter(for: representable) }
    if let representable = view as? any TermViewControllerRepresentable {
      return controllerAdapter(for: representable)
    }
    return nil
  }

  /// The value kept for this identity, made on first use.
  func representableStorage<T>(make: () -> T) -> T {
    if let value = representableState as? T { return value }
    let value = make()
    representableState = value
    return value
  }

  func clearRepresentableStorage() { representableState = nil }
  private var context: WidgetContext { WidgetContext(node: self) }

  override func mount() {
    let widgetView = self.widgetView
    layout = widgetView.makeLayout()
    (layout as? RepresentableLayout)?.node = self
    _ = widgetView.updateLayout(layout)
    linkDynamicProperties()
    widget = trackingReadsIfNeeded(widgetView) { widgetView.makeWidget(context: context) }
    graph.statistics.widgetsCreated += 1
    updateWidget()
    children = reconciled(children, with: contentChildren(), environment: childEnvironment).children
    syncSubviews()
  }

  override func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
    if !isDirty && viewsAreEqual(view, newView) && environment.isSame(as: newEnvironment) { return }
    view = newView
    resolvedWidgetView = nil
    environment = newEnvironment
    refresh()
  }

  override func rebuild() {
    guard isDirty else { return }
    refresh()
  }

  private func refresh() {
    isDirty = false
    linkDynamicProperties()
    updateWidget()
    if widgetView.updateLayout(layout) || layoutChildren.isEmpty { invalidateLayout() }
    let result = reconciled(children, with: contentChildren(), environment: childEnvironment)
    children = result.children
    if result.changed {
      childrenDidChange()
    }
  }

  private func updateWidget() {
    let widgetView = self.widgetView
    let widget = self.widget
    trackingReadsIfNeeded(widgetView) { widgetView.updateWidget(widget, context: context) }
    widget.isEnabled = environment.isEnabled
    graph.statistics.widgetUpdates += 1
  }

  private var childEnvironment: EnvironmentValues {
    var environment = self.environment
    widgetView.transformChildEnvironment(&environment)
    return environment
  }

  private func contentChildren() -> [ViewChild] {
    widgetView.content.enumerated().map { ViewChild(id: $0.offset, view: $0.element) }
  }

  /// The widget nodes laid out inside this one, in order.
  var layoutChildren: [WidgetNode] {
    if let flatChildren { return flatChildren }
    var nodes: [WidgetNode] = []
    for child in children.nodes { child.collectWidgetNodes(into: &nodes) }
    flatChildren = nodes
    return nodes
  }

  override func collectWidgetNodes(into nodes: inout [WidgetNode]) {
    nodes.append(self)
  }

  /// The widgets below changed: re-sync subviews and lay out again.
  func childrenDidChange() {
    flatChildren = nil
    syncSubviews()
    invalidateLayout()
  }

  private func syncSubviews() {
    let desired = layoutChildren.map(\.widget)
    if desired.count == managedSubviews.count && zip(desired, managedSubviews).allSatisfy({ $0 === $1 }) {
      return
    }
    let managed = Set(managedSubviews.map(ObjectIdentifier.init))
    let own = widget.subviews.filter { !managed.contains(ObjectIdentifier($0)) }
    widget.setSubviews(own + desired)
    managedSubviews = desired
  }

  // MARK: Layout

  /// Drops cached sizes here and above: something inside changed size.
  /// A leaf whose sizes come out the same for every proposal it has seen
  /// keeps its place and bothers no one.
  func invalidateLayout() {
    if layoutChildren.isEmpty && !sizeCache.isEmpty {
      if layout.measuredSizesStillHold(for: widget) { return }
      var unchanged = true
      for (proposal, size) in sizeCache
      where layout.sizeThatFits(proposal, children: [], widget: widget) != size {
        unchanged = false
        break
      }
      if unchanged { return }
    }
    needsPlacement = true
    sizeCache.removeAll(keepingCapacity: true)
    var current = parent
    while let node = current {
      if let widgetNode = node as? WidgetNode {
        if widgetNode.sizeCache.isEmpty && widgetNode.needsPlacement { break }
        widgetNode.sizeCache.removeAll(keepingCapacity: true)
        widgetNode.needsPlacement = true
      }
      current = node.parent
    }
    graph.layoutDidInvalidate()
  }

  /// The size this view chooses for `proposal`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    if let cached = sizeCache[proposal] { return cached }
    let size = layout.sizeThatFits(proposal, children: layoutChildren, widget: widget)
    sizeCache[proposal] = size
    return size
  }

  /// Puts the widget at `rect` (in its parent widget's coordinates) and
  /// places its children.
  func place(in rect: Rect) {
    if !needsPlacement && rect == lastPlacement { return }
    needsPlacement = false
    lastPlacement = rect
    widget.frame = rect
    layout.placeChildren(in: rect.size, children: layoutChildren, widget: widget)
  }

  /// A layout priority set with `.layoutPriority(_:)`.
  var layoutPriority: Double { layout.layoutPriority }

  override func unmount() {
    children.unmountAll()
    widgetView.dismantleWidget(widget, context: context)
    graph.statistics.widgetsDismantled += 1
    // The enclosing widget node re-syncs its subviews; a root leaves here.
    if parent == nil { widget.removeFromSuperview() }
    super.unmount()
  }
}
