import TermBridgeTerminal
import TermBridgeWidgets

/// `.offset`, `.position` and `.zIndex`: layout rules over the content
/// that move it, or order it, without changing the space it takes.
struct PlacementModifierView<Content: View>: View, StructuralView {
  typealias Body = Never
  let wrapped: Content
  let spec: PlacementSpec

  var content: [any View] { [wrapped] }
  var appliesToEachChild: Bool { true }
  func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    PlacementLayout(rule: spec.rule(in: environment.lengthUnit))
  }
  func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    let rule = spec.rule(in: environment.lengthUnit)
    guard let layout = layout as? PlacementLayout, layout.rule != rule else { return false }
    layout.rule = rule
    return true
  }
}

extension PlacementModifierView: SameViewComparable {
  /// Compares its own parameters (the graph's containers do).
  static var _viewComparison: _ViewComparison { .sameView(Self.self) }
  package func isSameView(as other: PlacementModifierView) -> Bool {
    spec == other.spec && viewsAreEqual(wrapped, other.wrapped)
  }
}

/// A placement modifier as the view holds it: `x` and `y` as written,
/// made columns and rows at layout by the subtree's ``LengthUnit``.
enum PlacementSpec: Equatable {
  case offset(x: Length, y: Length)
  case position(x: Length, y: Length)
  case zIndex(Double)

  func rule(in unit: LengthUnit) -> PlacementRule {
    switch self {
    case .offset(let x, let y):
      return .offset(Point(x: x.cells(in: unit, along: .horizontal), y: y.cells(in: unit, along: .vertical)))
    case .position(let x, let y):
      return .position(
        Point(x: x.cells(in: unit, along: .horizontal), y: y.cells(in: unit, along: .vertical)))
    case .zIndex(let value):
      return .zIndex(value)
    }
  }
}

/// What a placement modifier does.
enum PlacementRule: Equatable {
  /// Drawn `by` cells away from where it is placed; its space stays.
  case offset(Point)
  /// Takes all the space offered and centres the content on this point.
  case position(Point)
  /// Drawn in this order among a `ZStack`'s children.
  case zIndex(Double)
}

@MainActor
final class PlacementLayout: LayoutBehavior {
  var rule: PlacementRule

  init(rule: PlacementRule) { self.rule = rule }

  var zIndex: Double {
    if case .zIndex(let value) = rule { return value }
    return 0
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [any LayoutItem]) -> Size {
    guard let child = children.first else { return .zero }
    let size = child.sizeThatFits(proposal)
    guard case .position = rule else { return size }
    return Size(
      width: min(proposal.width ?? size.width, .infinity),
      height: min(proposal.height ?? size.height, .infinity))
  }

  func placeChildren(in bounds: Rect, children: [any LayoutItem]) {
    for child in children {
      let size = child.sizeThatFits(ProposedViewSize(bounds.size))
      switch rule {
      case .offset(let by):
        child.place(in: Rect(origin: bounds.origin + by, size: size))
      case .position(let center):
        let origin = Point(
          x: bounds.minX + center.x - size.width / 2, y: bounds.minY + center.y - size.height / 2)
        child.place(in: Rect(origin: origin, size: size))
      case .zIndex:
        child.place(in: Alignment.center.rect(for: size, in: bounds))
      }
    }
  }
}

extension View {
  /// Draws the view `x` columns right and `y` rows down of where it is
  /// laid out, like SwiftUI's `offset(x:y:)`; the space it takes stays.
  public func offset(x: Int = 0, y: Int = 0) -> some View {
    PlacementModifierView(wrapped: self, spec: .offset(x: Length(x), y: Length(y)))
  }

  /// ``offset(x:y:)`` from floating-point lengths, rounded to cells at layout.
  public func offset<F: BinaryFloatingPoint>(x: F = 0, y: F = 0) -> some View {
    PlacementModifierView(wrapped: self, spec: .offset(x: Length(x), y: Length(y)))
  }

  /// Draws the view `offset` away from where it is laid out.
  public func offset(_ offset: Size) -> some View { self.offset(x: offset.width, y: offset.height) }

  /// Draws the view a gesture's distance away: `.offset(drag.translation)`.
  public func offset(_ offset: EssentialSize) -> some View { self.offset(x: offset.width, y: offset.height) }

  /// Centres the view on the point `x`, `y` of its parent's space, which it
  /// takes all of, like SwiftUI's `position(x:y:)`.
  public func position(x: Int = 0, y: Int = 0) -> some View {
    PlacementModifierView(wrapped: self, spec: .position(x: Length(x), y: Length(y)))
  }

  /// ``position(x:y:)`` from floating-point coordinates, rounded to cells at layout.
  public func position<F: BinaryFloatingPoint>(x: F = 0, y: F = 0) -> some View {
    PlacementModifierView(wrapped: self, spec: .position(x: Length(x), y: Length(y)))
  }

  /// Centres the view on `position`.
  public func position(_ position: Point) -> some View { self.position(x: position.x, y: position.y) }

  /// Centres the view on a gesture's location: `.position(drag.location)`.
  public func position(_ position: EssentialPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }

  /// The view's drawing order among a `ZStack`'s children, like SwiftUI's
  /// `zIndex(_:)`: higher values draw above lower ones (and take the
  /// click where they overlap); equal ones keep the stack's order.
  public func zIndex(_ value: Double) -> some View {
    PlacementModifierView(wrapped: self, spec: .zIndex(value))
  }
}
