import Glibc
import TermBridgeTerminal
import TermBridgeWidgets

/// A point of a rectangle given as a unit point.
private func point(_ unit: UnitPoint, in rect: EssentialRect) -> EssentialPoint {
  EssentialPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
}

/// What the four gradient styles share: they fill their frame as a view,
/// and text drawn in one takes the colour halfway along it.
public protocol _GradientStyle: ShapeStyle, View {
  /// The colours.
  nonisolated var gradient: Gradient { get }
}

extension _GradientStyle {
  /// The frame filled with the gradient.
  @MainActor public var body: _ShapeView<Rectangle, Self> { _ShapeView(shape: Rectangle(), style: self) }

  /// The colour halfway (what text in this style is drawn in).
  nonisolated public func _terminalColor(in environment: EnvironmentValues) -> Color? {
    Color(gradient.resolved.color(at: 0.5))
  }
}

/// A gradient along a line, like SwiftUI's `LinearGradient`: a style (a
/// fill, a background, a foreground) and a view filling its frame. Each
/// cell takes the colour at its centre (see ``Gradient``).
nonisolated public struct LinearGradient: _GradientStyle, Hashable, CellShadingStyle {
  /// The colours.
  public var gradient: Gradient
  /// Where colour 0 is, in the unit square of the frame.
  public var startPoint: UnitPoint
  /// Where colour 1 is.
  public var endPoint: UnitPoint

  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  /// A gradient through `stops`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  func cellShading(in rect: EssentialRect, environment: EnvironmentValues) -> TermShading {
    let colors = gradient.resolved
    let start = point(startPoint, in: rect)
    let end = point(endPoint, in: rect)
    let dx = end.x - start.x
    let dy = end.y - start.y
    let lengthSquared = dx * dx + dy * dy
    return .sampled { p in
      colors.color(at: lengthSquared > 0 ? ((p.x - start.x) * dx + (p.y - start.y) * dy) / lengthSquared : 0)
    }
  }
}

/// A gradient in circles around a centre, like SwiftUI's `RadialGradient`
/// (radii in points: one point a cell, so the circles look taller than
/// wide on most fonts).
nonisolated public struct RadialGradient: _GradientStyle, Hashable, CellShadingStyle {
  /// The colours.
  public var gradient: Gradient
  /// The centre, in the unit square of the frame.
  public var center: UnitPoint
  /// The radius of colour 0.
  public var startRadius: Double
  /// The radius of colour 1.
  public var endRadius: Double

  /// A gradient from `startRadius` to `endRadius` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  /// A gradient through `colors`.
  public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A gradient through `stops`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  func cellShading(in rect: EssentialRect, environment: EnvironmentValues) -> TermShading {
    let colors = gradient.resolved
    let c = point(center, in: rect)
    let r0 = startRadius
    let span = endRadius - startRadius
    return .sampled { p in
      let distance = ((p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y)).squareRoot()
      return colors.color(at: span != 0 ? (distance - r0) / span : (distance < r0 ? 0 : 1))
    }
  }
}

/// A gradient around a centre by angle, like SwiftUI's `AngularGradient`
/// (angles clockwise on screen from the x axis); past the end angle the
/// end colour stays.
nonisolated public struct AngularGradient: _GradientStyle, Hashable, CellShadingStyle {
  /// The colours.
  public var gradient: Gradient
  /// The centre, in the unit square of the frame.
  public var center: UnitPoint
  /// The angle of colour 0.
  public var startAngle: Angle
  /// The angle of colour 1.
  public var endAngle: Angle

  /// A gradient from `startAngle` to `endAngle` around `center`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // SwiftUI takes equal angles as a whole turn.
    self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
  }
  /// A gradient through `colors`.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A gradient through `stops`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A whole turn starting at `angle` (a conic gradient).
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  /// A whole turn through `colors` starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  func cellShading(in rect: EssentialRect, environment: EnvironmentValues) -> TermShading {
    let colors = gradient.resolved
    let c = point(center, in: rect)
    let start = startAngle.radians
    let sweep = endAngle.radians - startAngle.radians
    return .sampled { p in
      var angle = atan2(p.y - c.y, p.x - c.x) - start
      angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
      if angle < 0 { angle += 2 * .pi }
      return colors.color(at: sweep != 0 ? angle / sweep : 0)
    }
  }
}

/// A gradient in ellipses that fit the frame, like SwiftUI's
/// `EllipticalGradient`: radius fractions of the frame's size (0.5
/// reaches the middle of each edge).
nonisolated public struct EllipticalGradient: _GradientStyle, Hashable, CellShadingStyle {
  /// The colours.
  public var gradient: Gradient
  /// The centre, in the unit square of the frame.
  public var center: UnitPoint
  /// Where colour 0 is, a fraction of the frame's size.
  public var startRadiusFraction: Double
  /// Where colour 1 is.
  public var endRadiusFraction: Double

  /// A gradient from `startRadiusFraction` to `endRadiusFraction`.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  /// A gradient through `colors`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// A gradient through `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  func cellShading(in rect: EssentialRect, environment: EnvironmentValues) -> TermShading {
    let colors = gradient.resolved
    let c = point(center, in: rect)
    let width = max(rect.width, 1e-9)
    let height = max(rect.height, 1e-9)
    let r0 = startRadiusFraction
    let span = endRadiusFraction - startRadiusFraction
    return .sampled { p in
      let dx = (p.x - c.x) / width
      let dy = (p.y - c.y) / height
      let distance = (dx * dx + dy * dy).squareRoot()
      return colors.color(at: span != 0 ? (distance - r0) / span : 0)
    }
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `gradient`.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient of a colour's gradient.
  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient through `colors`.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient through `stops`.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of `gradient`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double
  )
    -> RadialGradient
  {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient through `colors`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double
  )
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient through `stops`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of `gradient`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  )
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient through `colors`.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient through `stops`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A whole-turn angular gradient of `gradient` from `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  /// A whole-turn angular gradient through `colors` from `angle`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient of `gradient`.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient through `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
