import TermBridgeTerminal
import TermBridgeWidgets

/// Something a layout sizes and places: the node of a widget, or of a
/// structural view (a stack, padding, a frame) that has no widget.
@MainActor
package protocol LayoutItem: AnyObject {
  /// The size the item chooses for `proposal`. Measuring runs no body and
  /// has no side effects (sizes may be cached).
  func sizeThatFits(_ proposal: ProposedViewSize) -> Size
  /// Puts the item at `rect`, in the coordinates of the nearest widget above.
  func place(in rect: Rect)
  /// The priority set with `.layoutPriority(_:)`.
  var layoutPriority: Double { get }
  /// Whether the item is a `Spacer`, which stacks treat specially.
  var isSpacer: Bool { get }
  /// Hides or shows the item's widgets, for a layout that shows only some
  /// of its children (`ViewThatFits`): a child left out is not drawn and
  /// takes no focus.
  func setHidden(_ hidden: Bool)
  /// The drawing order set with `.zIndex(_:)` (higher draws above).
  var zIndex: Double { get }
  /// Moves the item's widgets above their siblings, for a `ZStack` that
  /// honours `.zIndex(_:)`.
  func moveWidgetsToFront()
}

extension LayoutItem {
  package var zIndex: Double { 0 }
  package func moveWidgetsToFront() {}
}

/// How a node sizes itself and places its children, on SwiftUI's proposal
/// model: the parent proposes, the child chooses, the parent places.
@MainActor
package protocol LayoutBehavior: AnyObject {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size
  /// Places the children in `bounds` (of the nearest widget's coordinates:
  /// a structural node's bounds need not start at the origin).
  func placeChildren(in bounds: Rect, children: [any LayoutItem])
  /// The priority this view has in a stack (`layoutPriority`).
  var layoutPriority: Double { get }
  /// Whether the view is a `Spacer`, which stacks treat specially.
  var isSpacer: Bool { get }
  /// The drawing order in a `ZStack` (`.zIndex(_:)`).
  var zIndex: Double { get }
}

extension LayoutBehavior {
  package var layoutPriority: Double { 0 }
  package var isSpacer: Bool { false }
  package var zIndex: Double { 0 }
}

/// Children filling the parent: each chooses, and is centred in a parent
/// as large as the largest of them.
@MainActor
final class PassthroughLayout: LayoutBehavior {
  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    var size = Size.zero
    for child in children {
      let s = child.sizeThatFits(proposal)
      size = Size(width: max(size.width, s.width), height: max(size.height, s.height))
    }
    return size
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    for child in children {
      let chosen = child.sizeThatFits(ProposedViewSize(bounds.size))
      child.place(in: Alignment.center.rect(for: chosen, in: bounds))
    }
  }
}

/// Where a child smaller than its space goes, like SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  /// Where the child goes across.
  public var horizontal: HorizontalAlignment
  /// Where the child goes down.
  public var vertical: VerticalAlignment

  /// An alignment from its horizontal and vertical parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the leading (left) edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the trailing (right) edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// In the top-left corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// In the top-right corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// In the bottom-left corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// In the bottom-right corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The rect of a `size` child aligned in `container`.
  func rect(for size: Size, in container: Rect) -> Rect {
    Rect(
      x: container.minX + horizontal.offset(for: size.width, in: container.width),
      y: container.minY + vertical.offset(for: size.height, in: container.height),
      width: size.width, height: size.height)
  }
}

/// Where a child narrower than its space goes, like SwiftUI's
/// `HorizontalAlignment`: at the leading (left) edge, centred (an odd
/// spare column goes to the right), or at the trailing (right) edge.
public enum HorizontalAlignment: Hashable, Sendable {
  /// At the leading edge, centred, or at the trailing edge.
  case leading, center, trailing

  func offset(for width: Int, in space: Int) -> Int {
    switch self {
    case .leading: return 0
    case .center: return (space - width) / 2
    case .trailing: return space - width
    }
  }
}

/// Where a child shorter than its space goes, like SwiftUI's
/// `VerticalAlignment`: at the top, centred (an odd spare row goes below),
/// or at the bottom.
public enum VerticalAlignment: Hashable, Sendable {
  /// At the top, centred, or at the bottom.
  case top, center, bottom

  /// The first line of text in each view level, like SwiftUI's
  /// `firstTextBaseline`: a line of text is one row, so lining up first
  /// lines is lining up tops (it is `.top`).
  public static let firstTextBaseline = VerticalAlignment.top
  /// The last line of text in each view level, like SwiftUI's
  /// `lastTextBaseline`: it is `.bottom`.
  public static let lastTextBaseline = VerticalAlignment.bottom

  func offset(for height: Int, in space: Int) -> Int {
    switch self {
    case .top: return 0
    case .center: return (space - height) / 2
    case .bottom: return space - height
    }
  }
}
