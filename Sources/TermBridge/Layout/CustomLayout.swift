import TermBridgeTerminal
import TermBridgeWidgets

/// A size type a layout's `sizeThatFits` returns: `CGSize` (Foundation's
/// with `import TermBridge`, ``EssentialSize`` with `import
/// TermBridgeCore`). The library converts from it; an app never names it.
public protocol _LayoutSize {
  /// The size in the library's form.
  var _essentialSize: EssentialSize { get }
}

extension EssentialSize: _LayoutSize {
  /// The size itself.
  public var _essentialSize: EssentialSize { self }
}

/// A layout of an app's own, like SwiftUI's `Layout`: it sizes itself from
/// its subviews (`sizeThatFits(proposal:subviews:cache:)`) and places them
/// (`placeSubviews(in:proposal:subviews:cache:)`); `MyLayout { … }` lays
/// out the views of the closure.
///
/// Geometry is in cells whatever the ``LengthUnit`` (as a shape's
/// `path(in:)` is): proposals, sizes, bounds and positions count columns
/// and rows. The size and rectangle types are inferred from the methods
/// an app writes (`CGSize`, `CGRect`), as `Shape`'s rectangle is.
@MainActor @preconcurrency
public protocol Layout {
  /// Values worked out once and kept between calls; `Void` by default.
  associatedtype Cache = Void
  /// The size type `sizeThatFits` returns: inferred, never written.
  associatedtype _FitSize: _LayoutSize
  /// The rectangle type `placeSubviews` takes: inferred, never written.
  associatedtype _PlaceRect: _ShapeRect
  /// The subviews a layout is given.
  typealias Subviews = LayoutSubviews

  /// The cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Brings `cache` up to date with `subviews` (made again by default).
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The spacing the layout wants around it (the default: none).
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The size the layout takes for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> _FitSize
  /// Places `subviews` in `bounds`, with `LayoutSubview.place(at:anchor:proposal:)`.
  func placeSubviews(
    in bounds: _PlaceRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// Makes the cache again.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  /// No spacing of its own.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

  /// Lays out the views `content` makes with this layout, like SwiftUI's
  /// `callAsFunction(_:)`: `MyEqualWidthHStack { … }`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    CustomLayoutView(layout: AnyLayout(self), wrapped: content())
  }
}

/// The spacing a view wants around it, like SwiftUI's `ViewSpacing`: one
/// column between views side by side, no row between views one above the
/// other (TermBridge's stack spacing), in cells.
public struct ViewSpacing: Sendable, Equatable {
  /// No spacing.
  public static let zero = ViewSpacing(horizontal: 0, vertical: 0)
  var horizontal: Double
  var vertical: Double

  /// The standard spacing.
  public init() { self.init(horizontal: 1, vertical: 0) }

  init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The gap between this view and `next` along `axis`: the larger of the
  /// two views' spacings.
  @_disfavoredOverload
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    cellDistance(to: next, along: axis)
  }

  /// The gap in cells, for the overloads that return another type.
  package func cellDistance(to next: ViewSpacing, along axis: Axis) -> Double {
    axis == .horizontal ? max(horizontal, next.horizontal) : max(vertical, next.vertical)
  }

  /// Takes the larger of each spacing and `other`'s.
  public mutating func formUnion(_ other: ViewSpacing) {
    horizontal = max(horizontal, other.horizontal)
    vertical = max(vertical, other.vertical)
  }

  /// The larger of each spacing and `other`'s.
  public func union(_ other: ViewSpacing) -> ViewSpacing {
    var copy = self
    copy.formUnion(other)
    return copy
  }
}

/// A value a view gives the layout around it, like SwiftUI's
/// `LayoutValueKey`: written with `.layoutValue(key:value:)`, read with
/// `subview[Key.self]`.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that wrote none.
  static var defaultValue: Value { get }
}

/// The trait a ``LayoutValueKey`` is kept in.
struct LayoutValueTraitKey<Key: LayoutValueKey>: ViewTraitKey {
  static var defaultValue: Key.Value { Key.defaultValue }
}

extension View {
  /// Gives the layout around this view `value` for `key`, like SwiftUI's
  /// `layoutValue(key:value:)`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    trait(LayoutValueTraitKey<K>.self, value)
  }
}

/// The subviews of a custom layout, like SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
  let items: [any LayoutItem]
  let traits: [ViewTraits]

  /// The first index.
  public var startIndex: Int { 0 }
  /// The index past the last.
  public var endIndex: Int { items.count }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(item: items[index], traits: index < traits.count ? traits[index] : ViewTraits())
  }
}

/// One subview of a custom layout, like SwiftUI's `LayoutSubview`: measure
/// it and place it.
public struct LayoutSubview {
  let item: any LayoutItem
  let traits: ViewTraits

  /// The subview's size for `proposal`, in cells.
  @_disfavoredOverload @MainActor
  public func sizeThatFits(_ proposal: ProposedViewSize) -> EssentialSize {
    let size = item.sizeThatFits(proposal)
    return EssentialSize(width: Double(size.width), height: Double(size.height))
  }

  /// Places the subview with its `anchor` at `position` (cells, in the
  /// layout's coordinates), at the size it chooses for `proposal`.
  @_disfavoredOverload @MainActor
  public func place(at position: EssentialPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)
  {
    let size = item.sizeThatFits(proposal)
    let x = position.x - anchor.x * Double(size.width)
    let y = position.y - anchor.y * Double(size.height)
    item.place(in: Rect(origin: Point(x: Int(x.rounded()), y: Int(y.rounded())), size: size))
  }

  /// The priority set with `.layoutPriority(_:)`.
  @MainActor public var priority: Double { item.layoutPriority }

  /// The spacing the subview wants around it (the standard spacing).
  public var spacing: ViewSpacing { ViewSpacing() }

  /// The value the subview wrote for `key` (its default when none).
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { traits[LayoutValueTraitKey<K>.self] }
}
