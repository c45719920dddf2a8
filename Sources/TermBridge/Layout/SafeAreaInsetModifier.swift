import TermBridgeTerminal
import TermBridgeWidgets

/// Which edge a `safeAreaInset` bar is on.
enum SafeAreaInsetEdge: Equatable {
  case top, bottom, leading, trailing

  var isVertical: Bool { self == .top || self == .bottom }

  /// Whether the bar comes before the content, so that focus reaches it
  /// first (Tab order follows the screen: a top or leading bar first).
  var barIsFirst: Bool { self == .top || self == .leading }

  /// Where the bar and the content are among the children.
  var barIndex: Int { barIsFirst ? 0 : 1 }
  var contentIndex: Int { barIsFirst ? 1 : 0 }
}

/// A bar at an edge of the content, like SwiftUI's `safeAreaInset`: the
/// bar takes what it needs along the edge's axis and the content is laid
/// out in what is left. Layout only, no widget.
struct SafeAreaInsetView<Content: View, Bar: View>: View, StructuralView {
  typealias Body = Never
  let wrapped: Content
  let bar: Bar
  let edge: SafeAreaInsetEdge
  let alignment: Alignment
  let spacing: Int

  var content: [any View] {
    edge.barIsFirst
      ? [LayoutCell(wrapped: bar), LayoutCell(wrapped: wrapped)]
      : [LayoutCell(wrapped: wrapped), LayoutCell(wrapped: bar)]
  }
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing)
  }
  func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let inset = layout as? SafeAreaInsetLayout else { return false }
    return inset.update(edge: edge, alignment: alignment, spacing: spacing)
  }
}

/// Measures the bar first, along the edge's axis, and gives the content
/// the rest (the bar is the first child for a top or leading edge, the
/// second otherwise).
@MainActor
final class SafeAreaInsetLayout: LayoutBehavior {
  private(set) var edge: SafeAreaInsetEdge
  private(set) var alignment: Alignment
  private(set) var spacing: Int

  init(edge: SafeAreaInsetEdge, alignment: Alignment, spacing: Int) {
    self.edge = edge
    self.alignment = alignment
    self.spacing = spacing
  }

  func update(edge: SafeAreaInsetEdge, alignment: Alignment, spacing: Int) -> Bool {
    guard edge != self.edge || alignment != self.alignment || spacing != self.spacing else { return false }
    self.edge = edge
    self.alignment = alignment
    self.spacing = spacing
    return true
  }

  /// The bar's size and the content's proposal for `proposal`.
  private func split(_ proposal: ProposedViewSize, bar: any LayoutItem) -> (
    bar: Size, content: ProposedViewSize
  ) {
    if edge.isVertical {
      let size = bar.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
      let used = size.height + spacing
      return (
        size, ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - used) })
      )
    }
    let size = bar.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    let used = size.width + spacing
    return (size, ProposedViewSize(width: proposal.width.map { max(0, $0 - used) }, height: proposal.height))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    guard children.count == 2 else { return children.first?.sizeThatFits(proposal) ?? .zero }
    let (bar, inner) = split(proposal, bar: children[edge.barIndex])
    let content = children[edge.contentIndex].sizeThatFits(inner)
    if edge.isVertical {
      return Size(
        width: max(content.width, bar.width), height: clampedAdd(content.height, bar.height + spacing))
    }
    return Size(
      width: clampedAdd(content.width, bar.width + spacing), height: max(content.height, bar.height))
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    guard children.count == 2 else {
      children.first?.place(in: bounds)
      return
    }
    let (bar, inner) = split(ProposedViewSize(bounds.size), bar: children[edge.barIndex])
    let space = inner.replacingUnspecifiedDimensions(by: bounds.size)
    let contentRect: Rect
    let barRect: Rect
    switch edge {
    case .top:
      barRect = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bar.height)
      contentRect = Rect(
        x: bounds.minX, y: bounds.maxY - space.height, width: bounds.width, height: space.height)
    case .bottom:
      barRect = Rect(x: bounds.minX, y: bounds.maxY - bar.height, width: bounds.width, height: bar.height)
      contentRect = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: space.height)
    case .leading:
      barRect = Rect(x: bounds.minX, y: bounds.minY, width: bar.width, height: bounds.height)
      contentRect = Rect(
        x: bounds.maxX - space.width, y: bounds.minY, width: space.width, height: bounds.height)
    case .trailing:
      barRect = Rect(x: bounds.maxX - bar.width, y: bounds.minY, width: bar.width, height: bounds.height)
      contentRect = Rect(x: bounds.minX, y: bounds.minY, width: space.width, height: bounds.height)
    }
    let contentItem = children[edge.contentIndex]
    let barItem = children[edge.barIndex]
    let content = contentItem.sizeThatFits(ProposedViewSize(contentRect.size))
    contentItem.place(in: Alignment.center.rect(for: content, in: contentRect))
    let barSize = barItem.sizeThatFits(ProposedViewSize(barRect.size))
    barItem.place(in: alignment.rect(for: barSize, in: barRect))
  }
}

extension View {
  /// Shows `content` as a bar along the top or bottom edge, the view laid
  /// out in the space left, like SwiftUI's `safeAreaInset(edge:)`: the
  /// bar is aligned along the edge by `alignment`, `spacing` rows (none by
  /// default) from the view.
  public func safeAreaInset<Bar: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Int? = nil,
    @ViewBuilder content: () -> Bar
  ) -> some View {
    SafeAreaInsetView(
      wrapped: self, bar: content(), edge: edge == .top ? .top : .bottom,
      alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing ?? 0)
  }

  /// Shows `content` as a bar along the leading or trailing edge, the view
  /// laid out in the columns left; `spacing` columns (none by default)
  /// from the view.
  public func safeAreaInset<Bar: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Int? = nil,
    @ViewBuilder content: () -> Bar
  ) -> some View {
    SafeAreaInsetView(
      wrapped: self, bar: content(), edge: edge == .leading ? .leading : .trailing,
      alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing ?? 0)
  }
}
