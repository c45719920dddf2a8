import Glibc

/// An outline of lines and curves in a drawing, like UIKit's
/// `UIBezierPath` (a value here): subpaths of straight lines, quadratic
/// and cubic Bézier curves, each begun by a move and perhaps closed, in
/// points (one point is one cell column across, one cell row down).
/// ``TermShapeView`` fills and strokes it in cells; SwiftUI's `Path` keeps
/// one.
public struct TermBezierPath: Hashable, Sendable {
  /// One step of a path, as Core Graphics' path elements.
  public enum Element: Hashable, Sendable {
    /// Begins a subpath at the point.
    case move(to: EssentialPoint)
    /// A straight line to the point.
    case line(to: EssentialPoint)
    /// A quadratic Bézier curve to the point.
    case quadCurve(to: EssentialPoint, control: EssentialPoint)
    /// A cubic Bézier curve to the point.
    case curve(to: EssentialPoint, control1: EssentialPoint, control2: EssentialPoint)
    /// A straight line back to the subpath's first point, which ends it.
    case closeSubpath
  }

  /// The steps, in order.
  public private(set) var elements: [Element] = []
  private var subpathStart: EssentialPoint?

  /// An empty path.
  public init() {}

  /// A path of `elements`.
  public init(elements: [Element]) {
    for element in elements { append(element) }
  }

  /// Whether the path has no steps.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where the last step ended, nil before the first.
  public private(set) var currentPoint: EssentialPoint?

  /// Adds `element`; a line or curve with no current point begins a
  /// subpath at its start (as Core Graphics does with a move first).
  public mutating func append(_ element: Element) {
    switch element {
    case .move(let point):
      elements.append(element)
      subpathStart = point
      currentPoint = point
    case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
      if currentPoint == nil { append(.move(to: point)) }
      elements.append(element)
      currentPoint = point
    case .closeSubpath:
      guard currentPoint != nil else { return }
      elements.append(element)
      currentPoint = subpathStart
    }
  }

  /// Begins a subpath at `point`.
  public mutating func move(to point: EssentialPoint) { append(.move(to: point)) }
  /// A straight line to `point`.
  public mutating func addLine(to point: EssentialPoint) { append(.line(to: point)) }
  /// A quadratic curve to `point`.
  public mutating func addQuadCurve(to point: EssentialPoint, control: EssentialPoint) {
    append(.quadCurve(to: point, control: control))
  }
  /// A cubic curve to `point`.
  public mutating func addCurve(to point: EssentialPoint, control1: EssentialPoint, control2: EssentialPoint)
  {
    append(.curve(to: point, control1: control1, control2: control2))
  }
  /// Closes the current subpath.
  public mutating func closeSubpath() { append(.closeSubpath) }

  /// Appends every step of `other`, moved by `transform`.
  public mutating func addPath(_ other: TermBezierPath, transform: CGAffineTransform = .identity) {
    for element in other.applying(transform).elements { append(element) }
  }

  /// A circular arc around `center` from `startAngle` to `endAngle`
  /// (radians from the x axis towards the y axis, which points down), as
  /// Core Graphics' `addArc`: `clockwise` false sweeps the angle up
  /// (clockwise on screen, as SwiftUI's `clockwise: false` looks), true
  /// sweeps it down. A line joins the current point to the arc's start.
  public mutating func addArc(
    center: EssentialPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    var sweep = endAngle - startAngle
    let full = 2 * Double.pi
    if !clockwise {
      if sweep >= full {
        sweep = full
      } else if sweep < 0 {
        sweep = sweep.truncatingRemainder(dividingBy: full)
        if sweep < 0 { sweep += full }
      }
    } else {
      if sweep <= -full {
        sweep = -full
      } else if sweep > 0 {
        sweep = sweep.truncatingRemainder(dividingBy: full)
        if sweep > 0 { sweep -= full }
      }
    }
    let point = { (angle: Double) in
      EssentialPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
    }
    let start = point(startAngle)
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    // Cubic pieces of at most a quarter turn.
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    for index in 0..<pieces {
      let a0 = startAngle + step * Double(index)
      let a1 = a0 + step
      let c1 = EssentialPoint(
        x: center.x + radius * (cos(a0) - k * sin(a0)), y: center.y + radius * (sin(a0) + k * cos(a0)))
      let c2 = EssentialPoint(
        x: center.x + radius * (cos(a1) + k * sin(a1)), y: center.y + radius * (sin(a1) - k * cos(a1)))
      addCurve(to: point(a1), control1: c1.applying(transform), control2: c2.applying(transform))
    }
  }

  /// An arc of `radius` tangent to the line from the current point to
  /// `tangent1End` and to the line from there to `tangent2End`, as Core
  /// Graphics' `addArc(tangent1End:tangent2End:radius:)`; a line joins the
  /// current point to the arc's start.
  public mutating func addArc(
    tangent1End p1: EssentialPoint, tangent2End p2: EssentialPoint, radius: Double,
    transform: CGAffineTransform = .identity
  ) {
    guard let p0 = currentPoint else {
      move(to: p1.applying(transform))
      return
    }
    let v0 = (x: p0.x - p1.x, y: p0.y - p1.y)
    let v2 = (x: p2.x - p1.x, y: p2.y - p1.y)
    let l0 = (v0.x * v0.x + v0.y * v0.y).squareRoot()
    let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v0.x * v2.y - v0.y * v2.x
    guard l0 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0 else {
      addLine(to: p1.applying(transform))
      return
    }
    let u0 = (x: v0.x / l0, y: v0.y / l0)
    let u2 = (x: v2.x / l2, y: v2.y / l2)
    let angle = acos(max(-1, min(1, u0.x * u2.x + u0.y * u2.y)))
    let distance = radius / tan(angle / 2)
    let t0 = EssentialPoint(x: p1.x + u0.x * distance, y: p1.y + u0.y * distance)
    let t2 = EssentialPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
    let bisector = (x: u0.x + u2.x, y: u0.y + u2.y)
    let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let centerDistance = radius / sin(angle / 2)
    let center = EssentialPoint(
      x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
    let start = atan2(t0.y - center.y, t0.x - center.x)
    let end = atan2(t2.y - center.y, t2.x - center.x)
    addArc(
      center: center, radius: radius, startAngle: start, endAngle: end, clockwise: cross > 0,
      transform: transform)
  }

  /// A closed rectangle: from its top-left corner, right, down, left.
  public mutating func addRect(_ rect: EssentialRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: EssentialPoint(x: r.minX, y: r.minY).applying(transform))
    addLine(to: EssentialPoint(x: r.maxX, y: r.minY).applying(transform))
    addLine(to: EssentialPoint(x: r.maxX, y: r.maxY).applying(transform))
    addLine(to: EssentialPoint(x: r.minX, y: r.maxY).applying(transform))
    closeSubpath()
  }

  /// A closed ellipse inside `rect`, from its right end, down first.
  public mutating func addEllipse(in rect: EssentialRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    guard !r.isNull else { return }
    let k = 0.552_284_749_831
    let cx = r.midX
    let cy = r.midY
    let rx = r.width / 2
    let ry = r.height / 2
    let p = { (x: Double, y: Double) in EssentialPoint(x: x, y: y).applying(transform) }
    move(to: p(cx + rx, cy))
    addCurve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ry * k), control2: p(cx + rx * k, cy + ry))
    addCurve(to: p(cx - rx, cy), control1: p(cx - rx * k, cy + ry), control2: p(cx - rx, cy + ry * k))
    addCurve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ry * k), control2: p(cx - rx * k, cy - ry))
    addCurve(to: p(cx + rx, cy), control1: p(cx + rx * k, cy - ry), control2: p(cx + rx, cy - ry * k))
    closeSubpath()
  }

  /// A closed rectangle with each corner rounded to its own radii
  /// (top-leading, bottom-leading, bottom-trailing, top-trailing; each
  /// limited to half the side), from the top edge, clockwise on screen.
  public mutating func addRoundedRect(
    in rect: EssentialRect, topLeading: EssentialSize, bottomLeading: EssentialSize,
    bottomTrailing: EssentialSize, topTrailing: EssentialSize, transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    guard !r.isNull else { return }
    func limited(_ size: EssentialSize) -> EssentialSize {
      EssentialSize(
        width: max(0, min(size.width, r.width / 2)), height: max(0, min(size.height, r.height / 2)))
    }
    let tl = limited(topLeading)
    let bl = limited(bottomLeading)
    let br = limited(bottomTrailing)
    let tr = limited(topTrailing)
    let k = 1 - 0.552_284_749_831
    let p = { (x: Double, y: Double) in EssentialPoint(x: x, y: y).applying(transform) }
    move(to: p(r.minX + tl.width, r.minY))
    addLine(to: p(r.maxX - tr.width, r.minY))
    if tr.width > 0 && tr.height > 0 {
      addCurve(
        to: p(r.maxX, r.minY + tr.height), control1: p(r.maxX - tr.width * k, r.minY),
        control2: p(r.maxX, r.minY + tr.height * k))
    }
    addLine(to: p(r.maxX, r.maxY - br.height))
    if br.width > 0 && br.height > 0 {
      addCurve(
        to: p(r.maxX - br.width, r.maxY), control1: p(r.maxX, r.maxY - br.height * k),
        control2: p(r.maxX - br.width * k, r.maxY))
    }
    addLine(to: p(r.minX + bl.width, r.maxY))
    if bl.width > 0 && bl.height > 0 {
      addCurve(
        to: p(r.minX, r.maxY - bl.height), control1: p(r.minX + bl.width * k, r.maxY),
        control2: p(r.minX, r.maxY - bl.height * k))
    }
    addLine(to: p(r.minX, r.minY + tl.height))
    if tl.width > 0 && tl.height > 0 {
      addCurve(
        to: p(r.minX + tl.width, r.minY), control1: p(r.minX, r.minY + tl.height * k),
        control2: p(r.minX + tl.width * k, r.minY))
    }
    closeSubpath()
  }

  /// The path with every point moved by `transform`.
  public func applying(_ transform: CGAffineTransform) -> TermBezierPath {
    guard !transform.isIdentity else { return self }
    var result = TermBezierPath()
    for element in elements {
      switch element {
      case .move(let p): result.append(.move(to: p.applying(transform)))
      case .line(let p): result.append(.line(to: p.applying(transform)))
      case .quadCurve(let p, let c):
        result.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
      case .curve(let p, let c1, let c2):
        result.append(
          .curve(
            to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
      case .closeSubpath: result.append(.closeSubpath)
      }
    }
    return result
  }
}
