import TermBridgeTerminal
import TermBridgeWidgets

/// Colours along a line from 0 to 1, like SwiftUI's `Gradient`: each cell
/// a gradient paints takes the colour at its centre, interpolated in RGB
/// between the stops around it. On a terminal with fewer than 24-bit
/// colours each cell takes the nearest colour the terminal has: the
/// gradient is banded, not dithered.
public struct Gradient: Hashable, Sendable {
  /// A colour at a place along the gradient, like SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where it is, from 0 to 1.
    public var location: Double

    /// `color` at `location`.
    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {
    let last = Double(max(colors.count - 1, 1))
    stops = colors.enumerated().map {
      Stop(color: $0.element, location: colors.count == 1 ? 0 : Double($0.offset) / last)
    }
  }

  /// The stops in RGB, sorted, for sampling off the main actor.
  var resolved: ResolvedGradient { ResolvedGradient(self) }
}

/// A gradient's stops as RGB, ready to sample.
struct ResolvedGradient: Sendable {
  private let locations: [Double]
  private let colors: [(Double, Double, Double)]

  init(_ gradient: Gradient) {
    let sorted = gradient.stops.enumerated().sorted {
      $0.element.location != $1.element.location
        ? $0.element.location < $1.element.location : $0.offset < $1.offset
    }.map(\.element)
    locations = sorted.map(\.location)
    colors = sorted.map { stop in
      // The terminal's own colour has no known shade: a light grey stands for it.
      let rgb = stop.color.termColor.assumedRGBComponents
      return (Double(rgb.red), Double(rgb.green), Double(rgb.blue))
    }
  }

  /// The colour at `t` (0…1; beyond the ends, the end colours).
  func color(at t: Double) -> TermColor {
    guard let first = colors.first else { return .default }
    let t = t.isNaN ? 0 : t
    guard t > locations[0] else { return Self.color(first) }
    for index in locations.indices.dropFirst() where t <= locations[index] {
      let span = locations[index] - locations[index - 1]
      let f = span > 0 ? (t - locations[index - 1]) / span : 1
      let a = colors[index - 1]
      let b = colors[index]
      return Self.color((a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f))
    }
    return Self.color(colors[colors.count - 1])
  }

  private static func color(_ rgb: (Double, Double, Double)) -> TermColor {
    func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
    return .rgb(byte(rgb.0), byte(rgb.1), byte(rgb.2))
  }
}

/// A gradient made from a colour, like SwiftUI's `AnyGradient`
/// (`Color.blue.gradient`): top to bottom, from a lighter shade of the
/// colour to the colour.
nonisolated public struct AnyGradient: ShapeStyle, Hashable, CellShadingStyle {
  let gradient: Gradient

  /// The gradient of `gradient`'s stops.
  public init(_ gradient: Gradient) { self.gradient = gradient }

  /// The colour at the middle.
  public func _terminalColor(in environment: EnvironmentValues) -> Color? {
    Color(gradient.resolved.color(at: 0.5))
  }

  func cellShading(in rect: EssentialRect, environment: EnvironmentValues) -> TermShading {
    LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).cellShading(
      in: rect, environment: environment)
  }
}

extension Color {
  /// A gradient from a lighter shade of the colour down to it, like
  /// SwiftUI's `Color.gradient`.
  public var gradient: AnyGradient {
    let rgb = termColor.assumedRGBComponents
    func lighter(_ value: UInt8) -> UInt8 { UInt8(min(255, Double(value) + (255 - Double(value)) * 0.25)) }
    let top = Color(red255: lighter(rgb.red), green: lighter(rgb.green), blue: lighter(rgb.blue))
    return AnyGradient(Gradient(colors: [top, self]))
  }
}

extension ShapeStyle where Self == AnyGradient {
  /// `gradient` as a style.
  public static func gradient(_ gradient: AnyGradient) -> AnyGradient { gradient }
}
