import Foundation
import TermBridgeDeclarative
import TermBridgeTerminal

// A custom `Layout` names Foundation's `CGSize`, `CGRect`, `CGPoint` and
// `CGFloat`, which the layers cannot: these overloads take and give
// Foundation's types (lengths in cells) and convert. The layers' forms are
// `@_disfavoredOverload`, so an app's `CGSize` context picks these.

extension CGSize: _LayoutSize {
  /// The size in the library's form.
  public var _essentialSize: EssentialSize { EssentialSize(self) }
}

extension LayoutSubview {
  /// The subview's size for `proposal`, in cells, as SwiftUI's `CGSize`.
  @MainActor
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size: EssentialSize = sizeThatFits(proposal)
    return CGSize(size)
  }

  /// Places the subview with its `anchor` at `position` (cells).
  @MainActor
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    place(at: EssentialPoint(position), anchor: anchor, proposal: proposal)
  }
}

extension ViewSpacing {
  /// The gap between this view and `next` along `axis`, in cells.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    CGFloat(cellDistance(to: next, along: axis))
  }
}

extension ProposedViewSize {
  /// A proposal of `width` and `height` (cells, rounded to the nearest; nil
  /// asks for the ideal size, `.infinity` the largest), like SwiftUI's.
  @_disfavoredOverload
  public init(width: CGFloat?, height: CGFloat?) {
    self.init(width: width.map(Self.cells), height: height.map(Self.cells))
  }

  /// A proposal of exactly `size` (cells).
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// The proposal with nil dimensions replaced by `size`'s, like SwiftUI's.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width.map { CGFloat($0) } ?? size.width, height: height.map { CGFloat($0) } ?? size.height)
  }

  /// A length in whole cells: NaN is 0, infinite lengths unbounded.
  private static func cells(_ length: CGFloat) -> Int {
    guard length.isFinite else { return length > 0 ? .infinity : 0 }
    return Int(length.rounded())
  }
}
