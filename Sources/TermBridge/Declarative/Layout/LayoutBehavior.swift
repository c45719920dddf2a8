/// How a widget view sizes itself and places its children, on SwiftUI's
/// proposal model: the parent proposes, the child chooses, the parent places.
@MainActor
protocol LayoutBehavior: AnyObject {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [WidgetNode], widget: TermView) -> Size
  func placeChildren(in size: Size, children: [WidgetNode], widget: TermView)
  /// The priority this view has in a stack (`layoutPriority`).
  var layoutPriority: Double { get }
  /// Whether the view is a `Spacer`, which stacks treat specially.
  var isSpacer: Bool { get }
  /// True when the sizes measured so far are known to come out the same
  /// if measured again now, without measuring (false: measure to find out).
  func measuredSizesStillHold(for widget: TermView) -> Bool
}

extension LayoutBehavior {
  var layoutPriority: Double { 0 }
  var isSpacer: Bool { false }
  func measuredSizesStillHold(for widget: TermView) -> Bool { false }
}

/// One child filling the parent: the child chooses, and is placed at the
/// origin of a parent exactly its size. Used by modifiers that only wrap.
@MainActor
final class PassthroughLayout: LayoutBehavior {
  var priority: Double = 0
  var layoutPriority: Double { priority }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [WidgetNode], widget: TermView) -> Size {
    guard let child = children.first else { return .zero }
    var size = child.sizeThatFits(proposal)
    for other in children.dropFirst() {
      let s = other.sizeThatFits(proposal)
      size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
    }
    return size
  }

  func placeChildren(in size: Size, children: [WidgetNode], widget: TermView) {
    for child in children {
      let chosen = child.sizeThatFits(ProposedViewSize(size))
      child.place(in: Alignment.center.rect(for: chosen, in: Rect(origin: .zero, size: size)))
    }
  }
}

/// A leaf's layout: the widget's own `sizeThatFits` for the proposal.
@MainActor
final class WidgetSizedLayout: LayoutBehavior {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [WidgetNode], widget: TermView) -> Size {
    let ideal = widget.intrinsicContentSize
    let target = Size(
      width: proposal.width ?? ideal?.width ?? 10, height: proposal.height ?? ideal?.height ?? 10)
    return widget.sizeThatFits(target)
  }

  func placeChildren(in size: Size, children: [WidgetNode], widget: TermView) {}
}

/// Where a child smaller than its space goes, like SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The rect of a `size` child aligned in `container`.
  func rect(for size: Size, in container: Rect) -> Rect {
    Rect(
      x: container.minX + horizontal.offset(for: size.width, in: container.width),
      y: container.minY + vertical.offset(for: size.height, in: container.height),
      width: size.width, height: size.height)
  }
}

public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing

  func offset(for width: Int, in space: Int) -> Int {
    switch self {
    case .leading: return 0
    case .center: return (space - width) / 2
    case .trailing: return space - width
    }
  }
}

public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom

  func offset(for height: Int, in space: Int) -> Int {
    switch self {
    case .top: return 0
    case .center: return (space - height) / 2
    case .bottom: return space - height
    }
  }
}

/// Horizontal or vertical, for stacks, spacers and dividers.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical
}
