import TermBridgeTerminal
import TermBridgeWidgets

extension Shape {
  /// The shape filled with `content`, like SwiftUI's `fill(_:style:)`
  /// (`.fill(.red)`, `.fill(LinearGradient(…))`, `.fill(style: FillStyle(eoFill: true))`).
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// The shape filled with the foreground style, like SwiftUI's `fill(style:)`.
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
  }

  /// The shape's outline as a shape, like SwiftUI's `stroke(style:)`: drawn
  /// along the path (half the width on each side), in whatever style it is
  /// then filled with. A `Rectangle`, `RoundedRectangle` or `Capsule`
  /// stroked one cell wide without dashes is a box-drawing border.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(base: self, style: style) }

  /// The shape's outline `lineWidth` wide, like SwiftUI's `stroke(lineWidth:)`.
  public func stroke(lineWidth: Double = 1) -> _StrokedShape<Self> {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline in `content`, like SwiftUI's `stroke(_:style:antialiased:)`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    _ShapeView(shape: stroke(style: style), style: content)
  }

  /// The shape's outline `lineWidth` wide in `content`, like SwiftUI's
  /// `stroke(_:lineWidth:antialiased:)`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    _ShapeView(shape: stroke(lineWidth: lineWidth), style: content)
  }

  /// The part of the outline from `from` to `to` (fractions of its length),
  /// like SwiftUI's `trim(from:to:)`.
  public func trim(from: Double = 0, to: Double = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(base: self, from: from, to: to)
  }

  /// The shape turned by `angle` around `anchor` (a unit point of its
  /// frame), like SwiftUI's `rotation(_:anchor:)`: positive angles turn
  /// clockwise on screen.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled around `anchor`, like SwiftUI's `scale(x:y:anchor:)`.
  public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: EssentialSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` around `anchor`, like SwiftUI's `scale(_:anchor:)`.
  public func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// The shape moved by `offset`, like SwiftUI's `offset(_:)`.
  @_disfavoredOverload
  public func offset(_ offset: EssentialSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `transform`, like SwiftUI's `transform(_:)`.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

extension InsettableShape {
  /// The outline drawn inside the frame, like SwiftUI's
  /// `strokeBorder(_:style:antialiased:)`: the shape inset by half the
  /// width, then stroked.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<InsetShape>, S>
  {
    let box = style.lineWidth <= 1 && style.dash.isEmpty ? (self as? any TerminalShapeTraits)?.strokeBox : nil
    let stroked = _StrokedShape(base: inset(by: style.lineWidth / 2), style: style, box: box)
    return _ShapeView(shape: stroked, style: content)
  }

  /// The outline `lineWidth` wide inside the frame in `content`, like
  /// SwiftUI's `strokeBorder(_:lineWidth:antialiased:)`.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<InsetShape>, S>
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The outline inside the frame in the foreground style, like SwiftUI's
  /// `strokeBorder(style:antialiased:)`.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>
  {
    strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
  }

  /// The outline `lineWidth` wide inside the frame in the foreground
  /// style, like SwiftUI's `strokeBorder(lineWidth:antialiased:)`
  /// (`Circle().strokeBorder(lineWidth: 24)`).
  public func strokeBorder(lineWidth: Double = 1, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>
  {
    strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A shape's outline as a shape, what `stroke(style:)` makes: its path is
/// the shape's (the line the stroke follows), and it is drawn as a stroke.
public struct _StrokedShape<Base: Shape>: Shape, StrokedShapeDrawing {
  /// The shape stroked.
  public var base: Base
  /// How it is stroked.
  public var style: StrokeStyle
  let box: BorderStyle?

  /// `base` stroked with `style`.
  public init(base: Base, style: StrokeStyle) {
    self.init(
      base: base, style: style,
      box: style.lineWidth <= 1 && style.dash.isEmpty ? (base as? any TerminalShapeTraits)?.strokeBox : nil)
  }

  init(base: Base, style: StrokeStyle, box: BorderStyle?) {
    self.base = base
    self.style = style
    self.box = box
  }

  /// The line the stroke follows.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path { base.essentialPath(in: rect) }
  /// Stroked.
  public static var role: ShapeRole { .stroke }
  var strokeStyle: StrokeStyle { style }
  var strokeBox: BorderStyle? { box }
}

/// A part of a shape's outline, what `trim(from:to:)` makes.
public struct _TrimmedShape<Base: Shape>: Shape, ShapeWrapper {
  /// The shape trimmed.
  public var base: Base
  /// Where the part starts, a fraction of the length.
  public var startFraction: Double
  /// Where it ends.
  public var endFraction: Double

  /// The part of `base` from `from` to `to`.
  public init(base: Base, from: Double, to: Double) {
    self.base = base
    startFraction = from
    endFraction = to
  }

  /// The trimmed path.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    base.essentialPath(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
  /// Both fractions, as SwiftUI animates them.
  nonisolated public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(startFraction, endFraction) }
    set {
      startFraction = newValue.first
      endFraction = newValue.second
    }
  }
  var wrappedShape: any Shape { base }
}

/// A shape turned around an anchor, like SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape, ShapeWrapper {
  /// The shape turned.
  public var shape: Content
  /// The angle (clockwise on screen).
  public var angle: Angle
  /// The point turned around, in the unit square of the frame.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` around `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The turned path.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    shape.essentialPath(in: rect).applying(
      CGAffineTransform(rotationAngle: angle.radians).around(anchor, in: rect))
  }
  var wrappedShape: any Shape { shape }
}

/// A shape scaled around an anchor, like SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape, ShapeWrapper {
  /// The shape scaled.
  public var shape: Content
  /// The factors across and down.
  public var scale: EssentialSize
  /// The point that stays, in the unit square of the frame.
  public var anchor: UnitPoint

  /// `shape` scaled by `scale` around `anchor`.
  @_disfavoredOverload
  public init(shape: Content, scale: EssentialSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  /// The scaled path.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    shape.essentialPath(in: rect).applying(
      CGAffineTransform(scaleX: scale.width, y: scale.height).around(anchor, in: rect))
  }
  var wrappedShape: any Shape { shape }
}

/// A shape moved, like SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape, ShapeWrapper {
  /// The shape moved.
  public var shape: Content
  /// How far across and down.
  public var offset: EssentialSize

  /// `shape` moved by `offset`.
  @_disfavoredOverload
  public init(shape: Content, offset: EssentialSize) {
    self.shape = shape
    self.offset = offset
  }

  /// The moved path.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path {
    shape.essentialPath(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
  var wrappedShape: any Shape { shape }
}

/// A shape moved by an affine transform, like SwiftUI's `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape, ShapeWrapper {
  /// The shape moved.
  public var shape: Content
  /// The transform.
  public var transform: CGAffineTransform

  /// `shape` moved by `transform`.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  /// The moved path.
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path { shape.essentialPath(in: rect).applying(transform) }
  var wrappedShape: any Shape { shape }
}

extension CGAffineTransform {
  /// This transform applied about `anchor` (a unit point of `rect`)
  /// rather than the origin: the anchor stays where it is.
  func around(_ anchor: UnitPoint, in rect: EssentialRect) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y)
      .concatenating(self)
      .concatenating(CGAffineTransform(translationX: x, y: y))
  }
}
