import TermBridgeTerminal
import TermBridgeWidgets

/// The outline of a two-dimensional shape, like SwiftUI's `Path`: lines,
/// quadratic and cubic curves, arcs, rectangles and ellipses in points
/// (one point is one cell column across, one cell row down; y grows
/// down). A path is a ``Shape``: as a view it is filled with the
/// foreground style, at its own coordinates in the view's frame.
///
/// The methods taking points and rectangles take Foundation's `CGPoint`
/// and `CGRect` with `import TermBridge` (overloads in that module) and
/// ``EssentialPoint`` and ``EssentialRect`` (which `TermBridgeCore` names
/// `CGPoint` and `CGRect`) here.
nonisolated public struct Path: Shape, Hashable, CustomStringConvertible {
  /// The steps, as the kit's path.
  public var bezierPath: TermBezierPath

  /// An empty path.
  public nonisolated init() { bezierPath = TermBezierPath() }

  /// The path of a kit path.
  public nonisolated init(_ bezierPath: TermBezierPath) { self.bezierPath = bezierPath }

  /// A path made by `callback`: `Path { path in path.move(to: …) … }`.
  public nonisolated init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }

  /// A closed rectangle.
  @_disfavoredOverload
  public nonisolated init(_ rect: EssentialRect) {
    self.init()
    addRect(rect)
  }

  /// A closed rectangle with rounded corners of `cornerRadius`.
  @_disfavoredOverload
  public nonisolated init(
    roundedRect rect: EssentialRect, cornerRadius: Double, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(
      in: rect, cornerSize: EssentialSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A closed rectangle with elliptical corners of `cornerSize`.
  @_disfavoredOverload
  public nonisolated init(
    roundedRect rect: EssentialRect, cornerSize: EssentialSize, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// A closed ellipse inside `rect`.
  @_disfavoredOverload
  public nonisolated init(ellipseIn rect: EssentialRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// The path itself, wherever it is drawn (as SwiftUI's).
  @_disfavoredOverload
  public func path(in rect: EssentialRect) -> Path { self }

  /// Whether the path has no steps.
  public var isEmpty: Bool { bezierPath.isEmpty }

  /// Where the last step ended, nil before the first.
  @_disfavoredOverload
  public var currentPoint: EssentialPoint? { bezierPath.currentPoint }

  /// The smallest rectangle holding the path (control points off its
  /// curves excluded); null for an empty path.
  @_disfavoredOverload
  public var boundingRect: EssentialRect { bezierPath.boundingRect }

  /// Whether `point` is inside the filled path (non-zero winding, or
  /// even-odd when `eoFill`).
  @_disfavoredOverload
  public func contains(_ point: EssentialPoint, eoFill: Bool = false) -> Bool {
    bezierPath.contains(point, eoFill: eoFill)
  }

  /// Begins a subpath at `point`.
  @_disfavoredOverload
  public mutating func move(to point: EssentialPoint) { bezierPath.move(to: point) }

  /// A straight line from the current point to `point`.
  @_disfavoredOverload
  public mutating func addLine(to point: EssentialPoint) { bezierPath.addLine(to: point) }

  /// Straight lines through `points`, the first a move.
  @_disfavoredOverload
  public mutating func addLines(_ points: [EssentialPoint]) {
    guard let first = points.first else { return }
    bezierPath.move(to: first)
    for point in points.dropFirst() { bezierPath.addLine(to: point) }
  }

  /// A quadratic Bézier curve to `point`.
  @_disfavoredOverload
  public mutating func addQuadCurve(to point: EssentialPoint, control: EssentialPoint) {
    bezierPath.addQuadCurve(to: point, control: control)
  }

  /// A cubic Bézier curve to `point`.
  @_disfavoredOverload
  public mutating func addCurve(to point: EssentialPoint, control1: EssentialPoint, control2: EssentialPoint)
  {
    bezierPath.addCurve(to: point, control1: control1, control2: control2)
  }

  /// A circular arc, as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`:
  /// angles turn from the x axis towards y (down), so `clockwise: false`
  /// draws clockwise on screen, as it does in SwiftUI.
  @_disfavoredOverload
  public mutating func addArc(
    center: EssentialPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    bezierPath.addArc(
      center: center, radius: radius, startAngle: startAngle.radians, endAngle: endAngle.radians,
      clockwise: clockwise, transform: transform)
  }

  /// An arc tangent to two lines, as SwiftUI's `addArc(tangent1End:tangent2End:radius:transform:)`.
  @_disfavoredOverload
  public mutating func addArc(
    tangent1End: EssentialPoint, tangent2End: EssentialPoint, radius: Double,
    transform: CGAffineTransform = .identity
  ) {
    bezierPath.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
  }

  /// A closed rectangle.
  @_disfavoredOverload
  public mutating func addRect(_ rect: EssentialRect, transform: CGAffineTransform = .identity) {
    bezierPath.addRect(rect, transform: transform)
  }

  /// Closed rectangles.
  @_disfavoredOverload
  public mutating func addRects(_ rects: [EssentialRect], transform: CGAffineTransform = .identity) {
    for rect in rects { bezierPath.addRect(rect, transform: transform) }
  }

  /// A closed rectangle with elliptical corners of `cornerSize`.
  @_disfavoredOverload
  public mutating func addRoundedRect(
    in rect: EssentialRect, cornerSize: EssentialSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    bezierPath.addRoundedRect(
      in: rect, topLeading: cornerSize, bottomLeading: cornerSize, bottomTrailing: cornerSize,
      topTrailing: cornerSize, transform: transform)
  }

  /// A closed rectangle with each corner's own radius.
  @_disfavoredOverload
  public mutating func addRoundedRect(
    in rect: EssentialRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    func size(_ radius: Double) -> EssentialSize { EssentialSize(width: radius, height: radius) }
    bezierPath.addRoundedRect(
      in: rect, topLeading: size(cornerRadii.topLeading), bottomLeading: size(cornerRadii.bottomLeading),
      bottomTrailing: size(cornerRadii.bottomTrailing), topTrailing: size(cornerRadii.topTrailing),
      transform: transform)
  }

  /// A closed ellipse inside `rect`, from its right end, clockwise on screen.
  @_disfavoredOverload
  public mutating func addEllipse(in rect: EssentialRect, transform: CGAffineTransform = .identity) {
    bezierPath.addEllipse(in: rect, transform: transform)
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() { bezierPath.closeSubpath() }

  /// Appends `path`, moved by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    bezierPath.addPath(path.bezierPath, transform: transform)
  }

  /// The path moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path { Path(bezierPath.applying(transform)) }

  /// The path moved by `dx` across and `dy` down.
  public func offsetBy(dx: Double, dy: Double) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// The part from `from` to `to`, fractions of the path's length: curves
  /// come out as the short lines they are drawn with.
  public func trimmedPath(from: Double, to: Double) -> Path {
    Path(bezierPath.trimmed(from: from, to: to))
  }

  /// The steps, one a line (`M x y`, `L x y`, `Q …`, `C …`, `Z`), as
  /// SwiftUI's description reads.
  public var description: String {
    func text(_ point: EssentialPoint) -> String { "\(point.x) \(point.y)" }
    return bezierPath.elements.map { element -> String in
      switch element {
      case .move(let p): return "\(text(p)) m"
      case .line(let p): return "\(text(p)) l"
      case .quadCurve(let p, let c): return "\(text(c)) \(text(p)) q"
      case .curve(let p, let c1, let c2): return "\(text(c1)) \(text(c2)) \(text(p)) c"
      case .closeSubpath: return "h"
      }
    }.joined(separator: " ")
  }
}

/// The radii of a rectangle's four corners, like SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
  /// The top-leading corner's radius.
  public var topLeading: Double
  /// The bottom-leading corner's radius.
  public var bottomLeading: Double
  /// The bottom-trailing corner's radius.
  public var bottomTrailing: Double
  /// The top-trailing corner's radius.
  public var topTrailing: Double

  /// Radii for the four corners.
  public init(
    topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}
