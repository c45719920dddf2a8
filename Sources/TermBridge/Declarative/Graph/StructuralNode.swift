import TermBridgeTerminal
import TermBridgeWidgets

/// The node of a structural view (a stack, padding, a frame, a spacer):
/// it sizes and places its content and makes no widget. The widgets below
/// it are subviews of the nearest widget above, placed in its coordinates.
@MainActor
final class StructuralNode: LayoutNode {
  private var cast = PrimitiveOnce<any StructuralView>()
  private var structural: any StructuralView { cast.value(of: view, \.structural) }

  override func seed(_ primitive: _GraphPrimitive) { cast.seed(primitive.structural) }
  /// For a modifier over several items: one item per content item.
  private var eachChild: [ObjectIdentifier: EachChildItem] = [:]

  override func mount() {
    layout = structural.makeLayout(environment: environment)
    children = reconciled(children, with: contentChildren(), environment: childEnvironment).children
  }

  override func viewDidChange() { cast.reset() }

  override func refresh() {
    isDirty = false
    if structural.updateLayout(layout, environment: environment) { invalidateLayout() }
    let result = reconciled(children, with: contentChildren(), environment: childEnvironment)
    children = result.children
    if result.changed { widgetChildrenDidChange() }
  }

  private var childEnvironment: EnvironmentValues {
    var environment = self.environment
    structural.transformChildEnvironment(&environment)
    return environment
  }

  private func contentChildren() -> [ViewChild] { ViewChild.byPosition(structural.content) }

  override func collectWidgetNodes(into nodes: inout [WidgetNode]) {
    for child in children.nodes { child.collectWidgetNodes(into: &nodes) }
  }

  override func collectLayoutItems(into items: inout [any LayoutItem]) {
    let inner = layoutChildren
    guard structural.appliesToEachChild, inner.count > 1 else {
      items.append(self)
      return
    }
    var kept: [ObjectIdentifier: EachChildItem] = [:]
    for item in inner {
      let key = ObjectIdentifier(item)
      let wrapper = eachChild[key] ?? EachChildItem(layout: layout, item: item)
      kept[key] = wrapper
      items.append(wrapper)
    }
    eachChild = kept
  }

  override func placeContents(in rect: Rect) {
    layout.placeChildren(in: rect, children: layoutChildren)
  }

  override func dropCachedLayout() {
    super.dropCachedLayout()
    for wrapper in eachChild.values { wrapper.sizes.removeAll() }
  }

  override func unmount() {
    super.unmount()
    children.unmountAll()
  }
}

/// A modifier applied to one of several content items on its own, as
/// SwiftUI applies `Group { a; b }.padding()` to each of them.
@MainActor
final class EachChildItem: LayoutItem {
  let layout: any LayoutBehavior
  let item: any LayoutItem
  var sizes = SizeCache()

  init(layout: any LayoutBehavior, item: any LayoutItem) {
    self.layout = layout
    self.item = item
  }

  func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    let proposal = proposal.layoutClamped
    if let size = sizes[proposal] { return size }
    let size = layout.sizeThatFits(proposal, children: [item]).layoutClamped
    sizes.store(size, for: proposal)
    return size
  }

  func place(in rect: Rect) { layout.placeChildren(in: rect, children: [item]) }
  var layoutPriority: Double { layout.layoutPriority }
  var isSpacer: Bool { false }
  var zIndex: Double { layout.zIndex }
  func setHidden(_ hidden: Bool) { item.setHidden(hidden) }
  func moveWidgetsToFront() { item.moveWidgetsToFront() }
}
