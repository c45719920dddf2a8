/// A path flattened into straight lines: each subpath's points, and
/// whether it was closed.
public struct TermPolyline: Hashable, Sendable {
  /// The points, in order.
  public var points: [EssentialPoint]
  /// Whether a line joins the last point back to the first.
  public var isClosed: Bool

  /// A polyline through `points`.
  public init(points: [EssentialPoint], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }
}

extension TermBezierPath {
  /// The subpaths as polylines, curves cut into lines no longer than about
  /// a quarter of a point (finer than a braille dot).
  public func polylines() -> [TermPolyline] {
    var result: [TermPolyline] = []
    var current: [EssentialPoint] = []
    var last = EssentialPoint.zero
    func finish(closed: Bool) {
      if !current.isEmpty { result.append(TermPolyline(points: current, isClosed: closed)) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = [p]
        last = p
      case .line(let p):
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        let n = Self.pieces(last, c, p)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(
            EssentialPoint(
              x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
        }
        last = p
      case .curve(let p, let c1, let c2):
        let n = Self.pieces(last, c1, c2, p)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            EssentialPoint(
              x: a * last.x + b * c1.x + c * c2.x + d * p.x, y: a * last.y + b * c1.y + c * c2.y + d * p.y))
        }
        last = p
      case .closeSubpath:
        let start = current.first ?? last
        finish(closed: true)
        current = [start]
        last = start
      }
    }
    if current.count > 1 { finish(closed: false) }
    return result
  }

  /// How many lines a curve through `points` (its control polygon) is cut into.
  private static func pieces(_ points: EssentialPoint...) -> Int {
    var length = 0.0
    for index in 1..<points.count { length += distance(points[index - 1], points[index]) }
    guard length.isFinite else { return 1 }
    return max(2, min(512, Int((length * 4).rounded(.up))))
  }

  /// The smallest rectangle holding every point on the path (control
  /// points off the curve excluded), as SwiftUI's `boundingRect`; null for
  /// an empty path.
  public var boundingRect: EssentialRect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for line in polylines() {
      for p in line.points {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
      }
    }
    guard minX <= maxX else { return .null }
    return EssentialRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the filled path: every subpath closed, the
  /// non-zero winding rule, or the even-odd rule when `eoFill`.
  public func contains(_ point: EssentialPoint, eoFill: Bool = false) -> Bool {
    Self.contains(point, in: polylines(), eoFill: eoFill)
  }

  /// Whether `point` is inside `polylines` filled (each closed).
  static func contains(_ point: EssentialPoint, in polylines: [TermPolyline], eoFill: Bool) -> Bool {
    var winding = 0
    for line in polylines where line.points.count > 2 {
      let points = line.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        if a.y <= point.y {
          if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y && cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// Positive when `p` is left of the line from `a` to `b` (y down).
  static func cross(_ a: EssentialPoint, _ b: EssentialPoint, _ p: EssentialPoint) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The distance between two points.
  static func distance(_ a: EssentialPoint, _ b: EssentialPoint) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The path's length, its curves measured along their lines.
  public var length: Double {
    var total = 0.0
    for line in polylines() {
      let points = line.isClosed ? line.points + [line.points[0]] : line.points
      for index in points.indices.dropFirst() { total += Self.distance(points[index - 1], points[index]) }
    }
    return total
  }

  /// The part of the path from `from` to `to`, fractions of its length
  /// (0…1), as SwiftUI's `trimmedPath(from:to:)`: curves come out as the
  /// short lines they are drawn with.
  public func trimmed(from: Double, to: Double) -> TermBezierPath {
    let start = max(0, min(1, from))
    let end = max(0, min(1, to))
    guard start < end else { return TermBezierPath() }
    if start == 0 && end == 1 { return self }
    let lines = polylines().map { $0.isClosed ? $0.points + [$0.points[0]] : $0.points }
    var total = 0.0
    for points in lines {
      for index in points.indices.dropFirst() { total += Self.distance(points[index - 1], points[index]) }
    }
    let lower = start * total
    let upper = end * total
    var result = TermBezierPath()
    var walked = 0.0
    for points in lines {
      var open = false
      for index in points.indices.dropFirst() {
        let a = points[index - 1]
        let b = points[index]
        let length = Self.distance(a, b)
        let s0 = walked
        let s1 = walked + length
        walked = s1
        guard s1 > lower, s0 < upper, length > 0 else { continue }
        let t0 = max(0, (lower - s0) / length)
        let t1 = min(1, (upper - s0) / length)
        let p0 = EssentialPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
        let p1 = EssentialPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
        if !open {
          result.move(to: p0)
          open = true
        }
        result.addLine(to: p1)
      }
    }
    return result
  }
}

extension TermBezierPath {
  /// The path cut into dashes: `pattern` holds the lengths of dashes and
  /// gaps in turn (in points), `phase` how far into it the path starts.
  /// Each subpath starts the pattern afresh, as Core Graphics' dashes do.
  public func dashed(_ pattern: [Double], phase: Double = 0) -> TermBezierPath {
    let pattern = pattern.map { max(0, $0) }
    let period = pattern.reduce(0, +)
    guard !pattern.isEmpty, period > 0, period.isFinite else { return self }
    var result = TermBezierPath()
    for line in polylines() {
      let points = line.isClosed ? line.points + [line.points[0]] : line.points
      // Where in the pattern the walk is: which entry, and how far into it.
      var index = 0
      var remaining = pattern[0]
      var skip = phase.truncatingRemainder(dividingBy: period)
      if skip < 0 { skip += period }
      while skip > 0 {
        if skip >= remaining {
          skip -= remaining
          index = (index + 1) % pattern.count
          remaining = pattern[index]
        } else {
          remaining -= skip
          skip = 0
        }
      }
      var drawing = false
      for i in points.indices.dropFirst() {
        var a = points[i - 1]
        let b = points[i]
        var length = Self.distance(a, b)
        while length > 0 {
          let on = index % 2 == 0
          let step = min(remaining, length)
          let t = step / length
          let next = EssentialPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          if on {
            if !drawing {
              result.move(to: a)
              drawing = true
            }
            result.addLine(to: next)
          } else {
            drawing = false
          }
          a = next
          length -= step
          remaining -= step
          if remaining <= 1e-9 {
            index = (index + 1) % pattern.count
            remaining = pattern[index]
            if index % 2 != 0 { drawing = false }
          }
        }
      }
    }
    return result
  }
}
