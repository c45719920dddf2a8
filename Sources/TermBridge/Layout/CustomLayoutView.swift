import TermBridgeTerminal
import TermBridgeWidgets

/// A layout of any type, like SwiftUI's `AnyLayout`: switching between
/// layouts of different types (`isTied ? AnyLayout(HStackLayout()) :
/// AnyLayout(MyRadialLayout())`) keeps the subviews' identity and state.
public struct AnyLayout: Layout {
  let erased: any ErasedLayout

  /// `layout`, type-erased.
  public init<L: Layout>(_ layout: L) {
    erased = (layout as? AnyLayout)?.erased ?? LayoutEraser(layout: layout)
  }

  /// The wrapped layout's cache.
  public struct Cache {
    var value: Any?
  }

  /// An empty cache: the wrapped layout makes its own when first asked.
  public func makeCache(subviews: Subviews) -> Cache { Cache(value: nil) }

  /// The wrapped layout's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> EssentialSize
  {
    erased.sizeThatFits(proposal, subviews: subviews, cache: &cache.value)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: EssentialRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    erased.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
  }
}

/// A layout behind an ``AnyLayout``, its cache kept as `Any`.
@MainActor
protocol ErasedLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?)
    -> EssentialSize
  func placeSubviews(
    in bounds: EssentialRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?)
}

/// Erases a layout of type `L`.
struct LayoutEraser<L: Layout>: ErasedLayout {
  let layout: L

  private func withCache<R>(_ stored: inout Any?, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R
  {
    var cache = stored as? L.Cache ?? layout.makeCache(subviews: subviews)
    let result = body(&cache)
    stored = cache
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?)
    -> EssentialSize
  {
    withCache(&cache, subviews: subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)._essentialSize
    }
  }

  func placeSubviews(
    in bounds: EssentialRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any?
  ) {
    withCache(&cache, subviews: subviews) {
      layout.placeSubviews(
        in: L._PlaceRect(_essentialRect: bounds), proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
}

/// The views a custom layout lays out: each view of its content (tuples
/// and `ForEach` taken apart) in a cell that carries the view's traits,
/// which `subview[Key.self]` reads.
struct CustomLayoutView<Content: View>: View, StructuralView {
  typealias Body = Never
  let layout: AnyLayout
  let wrapped: Content

  var content: [any View] {
    var cells: [ViewChild] = []
    for item in viewListItems(of: wrapped) {
      cells.append(ViewChild(id: item.id, view: LayoutSubviewCell(wrapped: item.view, traits: item.traits)))
    }
    return [IdentifiedViews(views: cells)]
  }

  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    CustomLayoutBehavior(layout: layout)
  }

  func updateLayout(_ behavior: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let custom = behavior as? CustomLayoutBehavior else { return false }
    custom.layout = layout
    custom.cache = nil
    return true
  }
}

/// One subview of a custom layout, carrying its traits.
struct LayoutSubviewCell: View, StructuralView {
  typealias Body = Never
  let wrapped: any View
  let traits: ViewTraits

  var content: [any View] { [wrapped] }
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    LayoutSubviewCellLayout(traits: traits)
  }
  func updateLayout(_ behavior: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    (behavior as? LayoutSubviewCellLayout)?.traits = traits
    return false
  }
}

/// A subview cell's layout: its content fills what it is given.
@MainActor
final class LayoutSubviewCellLayout: LayoutBehavior {
  var traits: ViewTraits
  private let fill = PassthroughLayout()

  init(traits: ViewTraits) { self.traits = traits }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    fill.sizeThatFits(proposal, children: children)
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    fill.placeChildren(in: bounds, children: children)
  }
}

/// Runs an app's layout over the subviews' layout items.
@MainActor
final class CustomLayoutBehavior: LayoutBehavior {
  var layout: AnyLayout
  var cache: Any?

  init(layout: AnyLayout) { self.layout = layout }

  private func subviews(of children: [any LayoutItem]) -> LayoutSubviews {
    var traits: [ViewTraits] = []
    for child in children {
      traits.append(((child as? LayoutNode)?.layout as? LayoutSubviewCellLayout)?.traits ?? ViewTraits())
    }
    return LayoutSubviews(items: children, traits: traits)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    let size = layout.erased.sizeThatFits(proposal, subviews: subviews(of: children), cache: &cache)
    return Size(width: Self.cells(size.width), height: Self.cells(size.height))
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    let rect = EssentialRect(
      origin: EssentialPoint(x: Double(bounds.origin.x), y: Double(bounds.origin.y)),
      size: EssentialSize(width: Double(bounds.size.width), height: Double(bounds.size.height)))
    layout.erased.placeSubviews(
      in: rect, proposal: ProposedViewSize(bounds.size), subviews: subviews(of: children), cache: &cache)
  }

  /// A length a layout returned, in whole cells (NaN and below zero are 0).
  nonisolated static func cells(_ length: Double) -> Int {
    guard length.isFinite else { return length > 0 ? .infinity : 0 }
    return max(0, Int(length.rounded()))
  }
}

/// Subviews side by side, like SwiftUI's `HStackLayout`: an `HStack` as a
/// ``Layout`` value (spacing in cells; nil is one column).
public struct HStackLayout: Layout {
  /// Where subviews shorter than the row go.
  public var alignment: VerticalAlignment
  /// The columns between subviews.
  public var spacing: Double?

  /// A row of subviews.
  public init(alignment: VerticalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  private var stack: StackLayout {
    StackLayout(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing.map { CustomLayoutBehavior.cells($0) } ?? 1)
  }

  /// The row's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> EssentialSize
  {
    EssentialSize(stack.sizeThatFits(proposal, children: subviews.items))
  }

  /// Places the row.
  public func placeSubviews(
    in bounds: EssentialRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    stack.placeChildren(in: Rect(cellsOf: bounds), children: subviews.items)
  }
}

/// Subviews one above the other, like SwiftUI's `VStackLayout`: a `VStack`
/// as a ``Layout`` value (spacing in cells; nil is no row).
public struct VStackLayout: Layout {
  /// Where subviews narrower than the column go.
  public var alignment: HorizontalAlignment
  /// The rows between subviews.
  public var spacing: Double?

  /// A column of subviews.
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  private var stack: StackLayout {
    StackLayout(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing.map { CustomLayoutBehavior.cells($0) } ?? 0)
  }

  /// The column's size.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> EssentialSize
  {
    EssentialSize(stack.sizeThatFits(proposal, children: subviews.items))
  }

  /// Places the column.
  public func placeSubviews(
    in bounds: EssentialRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    stack.placeChildren(in: Rect(cellsOf: bounds), children: subviews.items)
  }
}

/// Subviews on top of each other, like SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
  /// Where subviews smaller than the stack go.
  public var alignment: Alignment

  /// A stack of subviews.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// The size of the largest subview.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> EssentialSize
  {
    EssentialSize(OverlayLayout(alignment: alignment).sizeThatFits(proposal, children: subviews.items))
  }

  /// Places the subviews on top of each other.
  public func placeSubviews(
    in bounds: EssentialRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {
    OverlayLayout(alignment: alignment).placeChildren(in: Rect(cellsOf: bounds), children: subviews.items)
  }
}

extension EssentialSize {
  /// A size of whole cells.
  init(_ size: Size) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
  /// The cells of `rect`, rounded to the nearest.
  init(cellsOf rect: EssentialRect) {
    self.init(
      origin: Point(x: Int(rect.origin.x.rounded()), y: Int(rect.origin.y.rounded())),
      size: Size(
        width: CustomLayoutBehavior.cells(rect.size.width),
        height: CustomLayoutBehavior.cells(rect.size.height)))
  }
}
