import Foundation
import TermBridgeDeclarative
import TermBridgeWidgets

// SwiftUI's drawing API names Foundation's `CGPoint`, `CGSize` and
// `CGRect`, which the layers cannot (they load no Foundation): the layers
// take the library's `EssentialPoint`, `EssentialSize` and `EssentialRect`,
// and these overloads take Foundation's and convert. The layers' forms are
// `@_disfavoredOverload`, so `.zero` and `.init(x:y:)` pick these.

extension EssentialPoint {
  /// Foundation's point in the library's form.
  public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension EssentialSize {
  /// Foundation's size in the library's form.
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension EssentialRect {
  /// Foundation's rectangle in the library's form.
  public init(_ rect: CGRect) {
    self.init(origin: EssentialPoint(rect.origin), size: EssentialSize(rect.size))
  }
}

extension CGPoint {
  /// The library's point as Foundation's.
  public init(_ point: EssentialPoint) { self.init(x: point.x, y: point.y) }

  /// The point moved by `transform`, as Core Graphics' `applying(_:)`.
  public func applying(_ transform: CGAffineTransform) -> CGPoint {
    CGPoint(EssentialPoint(self).applying(transform))
  }
}

extension CGSize {
  /// The library's size as Foundation's.
  public init(_ size: EssentialSize) { self.init(width: size.width, height: size.height) }
}

extension CGRect: _ShapeRect {
  /// The library's rectangle as Foundation's.
  public init(_essentialRect rect: EssentialRect) {
    self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }
  /// The rectangle in the library's form.
  public var _essentialRect: EssentialRect { EssentialRect(self) }

  /// The box around the rectangle moved by `transform`, as Core Graphics'
  /// `applying(_:)`.
  public func applying(_ transform: CGAffineTransform) -> CGRect {
    CGRect(_essentialRect: EssentialRect(self).applying(transform))
  }
}

extension Shape where _PathRect == EssentialRect {
  /// The library's shape's outline in Foundation's rectangle.
  public func path(in rect: CGRect) -> Path { path(in: EssentialRect(rect)) }
}

extension Shape {
  /// The shape moved by `offset`, like SwiftUI's `offset(_:)`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { self.offset(EssentialSize(offset)) }
}

extension RoundedRectangle {
  /// A rounded rectangle with elliptical corners of `cornerSize`.
  public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: EssentialSize(cornerSize), style: style)
  }
}

extension Path {
  /// A closed rectangle.
  public nonisolated init(_ rect: CGRect) { self.init(EssentialRect(rect)) }
  /// A closed rectangle with rounded corners of `cornerRadius`.
  public nonisolated init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    self.init(roundedRect: EssentialRect(rect), cornerRadius: Double(cornerRadius), style: style)
  }
  /// A closed rectangle with elliptical corners of `cornerSize`.
  public nonisolated init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    self.init(roundedRect: EssentialRect(rect), cornerSize: EssentialSize(cornerSize), style: style)
  }
  /// A closed ellipse inside `rect`.
  public nonisolated init(ellipseIn rect: CGRect) { self.init(ellipseIn: EssentialRect(rect)) }

  /// Where the last step ended, nil before the first.
  public var currentPoint: CGPoint? { bezierPath.currentPoint.map { CGPoint($0) } }
  /// The smallest rectangle holding the path; null for an empty path.
  public var boundingRect: CGRect { CGRect(_essentialRect: bezierPath.boundingRect) }
  /// Whether `point` is inside the filled path.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    contains(EssentialPoint(point), eoFill: eoFill)
  }

  /// Begins a subpath at `point`.
  public mutating func move(to point: CGPoint) { move(to: EssentialPoint(point)) }
  /// A straight line to `point`.
  public mutating func addLine(to point: CGPoint) { addLine(to: EssentialPoint(point)) }
  /// Straight lines through `points`, the first a move.
  public mutating func addLines(_ points: [CGPoint]) { addLines(points.map { EssentialPoint($0) }) }
  /// A quadratic Bézier curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    addQuadCurve(to: EssentialPoint(point), control: EssentialPoint(control))
  }
  /// A cubic Bézier curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    addCurve(
      to: EssentialPoint(point), control1: EssentialPoint(control1), control2: EssentialPoint(control2))
  }
  /// A circular arc (`clockwise: false` draws clockwise on screen, as in SwiftUI).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: EssentialPoint(center), radius: Double(radius), startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise, transform: transform)
  }
  /// An arc tangent to two lines.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    addArc(
      tangent1End: EssentialPoint(tangent1End), tangent2End: EssentialPoint(tangent2End),
      radius: Double(radius),
      transform: transform)
  }
  /// A closed rectangle.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addRect(EssentialRect(rect), transform: transform)
  }
  /// Closed rectangles.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    addRects(rects.map { EssentialRect($0) }, transform: transform)
  }
  /// A closed rectangle with elliptical corners of `cornerSize`.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addRoundedRect(
      in: EssentialRect(rect), cornerSize: EssentialSize(cornerSize), style: style, transform: transform)
  }
  /// A closed rectangle with each corner's own radius.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addRoundedRect(in: EssentialRect(rect), cornerRadii: cornerRadii, style: style, transform: transform)
  }
  /// A closed ellipse inside `rect`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    addEllipse(in: EssentialRect(rect), transform: transform)
  }
}

extension GraphicsContext {
  /// Draws `text` with its `anchor` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(text, at: EssentialPoint(point), anchor: anchor)
  }
  /// Draws `text` at the top-leading corner of `rect`.
  public func draw(_ text: Text, in rect: CGRect) { draw(text, in: EssentialRect(rect)) }
}

extension GraphicsContext.Shading {
  /// A linear gradient from `startPoint` to `endPoint`.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
    options: GraphicsContext.GradientOptions = []
  ) -> GraphicsContext.Shading {
    linearGradient(
      gradient, startPoint: EssentialPoint(startPoint), endPoint: EssentialPoint(endPoint), options: options)
  }
  /// A radial gradient around `center`.
  public static func radialGradient(
    _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
    options: GraphicsContext.GradientOptions = []
  ) -> GraphicsContext.Shading {
    radialGradient(
      gradient, center: EssentialPoint(center), startRadius: Double(startRadius),
      endRadius: Double(endRadius),
      options: options)
  }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`, given the size as Foundation's `CGSize`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously) {
      (context: inout GraphicsContext, size: EssentialSize) in
      renderer(&context, CGSize(size))
    }
  }
}
