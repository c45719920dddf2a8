import TermBridgeTerminal
import TermBridgeWidgets

/// What the terminal knows of a built-in shape beyond its path: whether
/// its corners are rounded (`.clipShape`, `.cornerRadius` round the
/// borders inside) and the box border its thin stroke is drawn as.
@MainActor protocol TerminalShapeTraits {
  /// Whether the corners are rounded.
  var hasRoundedCorners: Bool { get }
  /// The box-drawing border a stroke one cell wide is drawn with (nil:
  /// the shape's path is drawn in dots).
  var strokeBox: BorderStyle? { get }
}

/// A rectangle, like SwiftUI's `Rectangle`. Stroked one cell wide, it is a
/// box-drawing border (`┌─┐`).
nonisolated public struct Rectangle: InsettableShape, TerminalShapeTraits {
  /// A rectangle that fills the space it is offered.
  public nonisolated init() {}
  /// The whole rectangle.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path { Path(rect) }
  /// The rectangle inset by `amount`.
  public func inset(by amount: Double) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
  var hasRoundedCorners: Bool { false }
  var strokeBox: BorderStyle? { .single }
}

/// A rectangle with rounded corners, like SwiftUI's `RoundedRectangle`.
/// Stroked one cell wide, it is a box-drawing border, rounded (`╭─╮`)
/// when the radius is above 0.
nonisolated public struct RoundedRectangle: InsettableShape, TerminalShapeTraits {
  /// The corners' width and height.
  public var cornerSize: EssentialSize
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rounded rectangle with corners of `cornerRadius` points.
  public nonisolated init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    cornerSize = EssentialSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// A rounded rectangle with elliptical corners of `cornerSize`.
  @_disfavoredOverload
  public nonisolated init(cornerSize: EssentialSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The rounded rectangle in `rect`.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
  /// The rounded rectangle inset by `amount`.
  public func inset(by amount: Double) -> _InsetShape<RoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
  /// The corner size, as SwiftUI animates it.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(cornerSize.width, cornerSize.height) }
    set { cornerSize = EssentialSize(width: newValue.first, height: newValue.second) }
  }
  var hasRoundedCorners: Bool { cornerSize.width > 0 && cornerSize.height > 0 }
  var strokeBox: BorderStyle? { hasRoundedCorners ? .rounded : .single }
}

/// A rectangle with a radius for each corner, like SwiftUI's
/// `UnevenRoundedRectangle`.
nonisolated public struct UnevenRoundedRectangle: InsettableShape, TerminalShapeTraits {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A rectangle with the corners `cornerRadii`.
  public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with each corner's radius.
  public nonisolated init(
    topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
    topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous
  ) {
    cornerRadii = RectangleCornerRadii(
      topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
      topTrailing: topTrailingRadius)
    self.style = style
  }

  /// The rectangle in `rect`.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    var path = Path()
    path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    return path
  }
  /// The rectangle inset by `amount`.
  public func inset(by amount: Double) -> _InsetShape<UnevenRoundedRectangle> {
    _InsetShape(base: self, amount: amount)
  }
  var hasRoundedCorners: Bool {
    cornerRadii.topLeading > 0 || cornerRadii.topTrailing > 0 || cornerRadii.bottomLeading > 0
      || cornerRadii.bottomTrailing > 0
  }
  var strokeBox: BorderStyle? { nil }
}

/// A capsule, like SwiftUI's `Capsule`: a rectangle whose shorter sides
/// are half circles. Stroked one cell wide, it is a rounded box-drawing
/// border (`╭─╮`).
nonisolated public struct Capsule: InsettableShape, TerminalShapeTraits {
  /// The corners' style.
  public var style: RoundedCornerStyle

  /// A capsule that fills the space it is offered.
  public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }

  /// The capsule in `rect`.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }
  /// The capsule inset by `amount`.
  public func inset(by amount: Double) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
  var hasRoundedCorners: Bool { true }
  var strokeBox: BorderStyle? { .rounded }
}

/// A circle, like SwiftUI's `Circle`: the largest circle centred in the
/// rectangle (its diameter the shorter side, in points: as many columns as
/// rows).
nonisolated public struct Circle: InsettableShape, TerminalShapeTraits {
  /// A circle that fills the space it is offered.
  public nonisolated init() {}
  /// The circle centred in `rect`.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    let diameter = min(rect.width, rect.height)
    return Path(
      ellipseIn: EssentialRect(
        x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
  }
  /// The circle inset by `amount`.
  public func inset(by amount: Double) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
  var hasRoundedCorners: Bool { true }
  var strokeBox: BorderStyle? { nil }
}

/// An ellipse, like SwiftUI's `Ellipse`: the one the rectangle holds.
nonisolated public struct Ellipse: InsettableShape, TerminalShapeTraits {
  /// An ellipse that fills the space it is offered.
  public nonisolated init() {}
  /// The ellipse in `rect`.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path { Path(ellipseIn: rect) }
  /// The ellipse inset by `amount`.
  public func inset(by amount: Double) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
  var hasRoundedCorners: Bool { true }
  var strokeBox: BorderStyle? { nil }
}

/// The shape of the container, like SwiftUI's `ContainerRelativeShape`: a
/// terminal's containers are rectangles, so it is the rectangle.
nonisolated public struct ContainerRelativeShape: InsettableShape, TerminalShapeTraits {
  /// The container's shape.
  public nonisolated init() {}
  /// The whole rectangle.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path { Path(rect) }
  /// The shape inset by `amount`.
  public func inset(by amount: Double) -> _InsetShape<ContainerRelativeShape> {
    _InsetShape(base: self, amount: amount)
  }
  var hasRoundedCorners: Bool { false }
  var strokeBox: BorderStyle? { .single }
}

/// A shape drawn in its rectangle inset on every side, what `inset(by:)`
/// makes of the built-in shapes.
public struct _InsetShape<Base: Shape>: InsettableShape {
  /// The shape inset.
  public var base: Base
  /// The points taken off each side.
  public var amount: Double

  /// `base` inset by `amount`.
  public nonisolated init(base: Base, amount: Double) {
    self.base = base
    self.amount = amount
  }

  /// The base shape's path in the inset rectangle.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    // Inset past the middle, the shape shrinks to its centre line (a
    // border wider than the shape then covers it all, as in SwiftUI).
    let r = rect.standardized
    let inset = r.insetBy(dx: min(amount, r.width / 2), dy: min(amount, r.height / 2))
    return inset.isNull ? Path() : base.essentialPath(in: inset)
  }
  /// The base shape inset further.
  public func inset(by amount: Double) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}
