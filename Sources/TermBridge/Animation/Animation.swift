import Glibc
import TermBridgeTerminal

/// How a change is animated, like SwiftUI's `Animation`: a timing curve
/// (a cubic Bézier or a spring), a duration, and the delay, speed and
/// repetition modifiers.
///
/// A terminal plays it in whole cells and palette colours: frames and
/// offsets move a cell at a time, fades go through the colour ramp, numeric
/// text counts (see the "Motion" section of the porting page). With
/// `\.accessibilityReduceMotion` on (`TERMBRIDGE_REDUCE_MOTION=1`) every
/// change is drawn at once.
public struct Animation: Hashable, Sendable {
  /// The shape of one run, from 0 (the old value) to 1 (the new one).
  enum Curve: Hashable, Sendable {
    /// A cubic Bézier timing curve through (0, 0), the two control points and (1, 1).
    case bezier(Double, Double, Double, Double)
    /// A damped spring released at 0 towards 1.
    case spring(response: Double, dampingFraction: Double)
  }

  let curve: Curve
  /// How long one run takes, in seconds, before `speed` (for a spring, the
  /// time it takes to settle within a thousandth of its target).
  public let duration: Double
  var delaySeconds = 0.0
  var speedFactor = 1.0
  /// Runs to play: 0 plays for ever.
  var runs = 1
  var autoreverses = false

  init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = max(0, duration)
  }

  init(duration: Double) { self.init(curve: .bezier(0.42, 0, 0.58, 1), duration: duration) }

  static func spring(response: Double, damping: Double) -> Animation {
    let response = max(0.01, response)
    let damping = max(0.01, damping)
    return Animation(
      curve: .spring(response: response, dampingFraction: damping),
      duration: SpringCurve(response: response, dampingFraction: damping).settlingTime)
  }

  /// The default animation, the one `withAnimation` uses when given none:
  /// ease in and out over 0.35 seconds.
  public static let `default` = Animation.easeInOut(duration: 0.35)
  /// An animation at a constant speed.
  public static let linear = Animation.linear(duration: 0.35)
  /// An animation that starts slowly and speeds up.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// An animation that starts quickly and slows down.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  /// A spring with the default response (0.5 s) and damping (0.825).
  public static let spring = Animation.spring(response: 0.5, damping: 0.825)
  /// A spring without bounce.
  public static let smooth = Animation.smooth(duration: 0.5)
  /// A quick spring with a little bounce.
  public static let snappy = Animation.snappy(duration: 0.5)
  /// A spring with a visible bounce.
  public static let bouncy = Animation.bouncy(duration: 0.5)
  /// A quick, stiff spring, as for dragging.
  public static let interactiveSpring = Animation.interactiveSpring()

  /// A constant-speed animation lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(curve: .bezier(0, 0, 1, 1), duration: duration)
  }
  /// An animation lasting `duration` seconds that starts slowly.
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .bezier(0.42, 0, 1, 1), duration: duration)
  }
  /// An animation lasting `duration` seconds that slows down at the end.
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .bezier(0, 0, 0.58, 1), duration: duration)
  }
  /// An animation lasting `duration` seconds that starts and ends slowly.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .bezier(0.42, 0, 0.58, 1), duration: duration)
  }
  /// An animation along the cubic Bézier curve with control points
  /// (`p1x`, `p1y`) and (`p2x`, `p2y`), lasting `duration` seconds.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(curve: .bezier(min(max(p1x, 0), 1), p1y, min(max(p2x, 0), 1), p2y), duration: duration)
  }
  /// A spring that settles towards its target in about `response`
  /// seconds, oscillating less as `dampingFraction` nears 1;
  /// `blendDuration` is accepted and not used.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    spring(response: response, damping: dampingFraction)
  }
  /// A spring whose perceived duration is `duration` seconds and whose
  /// `bounce` (0 none, 1 most; negative overdamps) says how far it overshoots.
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    spring(response: duration, damping: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }
  /// A spring without bounce, lasting about `duration` seconds.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }
  /// A quick spring with a little bounce (0.15 plus `extraBounce`).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A spring with a visible bounce (0.3 plus `extraBounce`).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  /// A stiff spring, as for following a drag.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, damping: dampingFraction)
  }
  /// A spring given by its physics: `stiffness` and `damping` of a mass of
  /// `mass`; `initialVelocity` is accepted and not used.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let mass = max(mass, 0.001)
    let stiffness = max(stiffness, 0.001)
    return spring(
      response: 2 * Double.pi / (stiffness / mass).squareRoot(),
      damping: damping / (2 * (stiffness * mass).squareRoot()))
  }

  /// The same animation, started `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delaySeconds += max(0, delay)
    return copy
  }
  /// The same animation played `speed` times faster (its delay too).
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    if speed > 0 { copy.speedFactor *= speed }
    return copy
  }
  /// The same animation played `count` times, backwards every other time
  /// when `autoreverses`.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.runs = max(1, count)
    copy.autoreverses = autoreverses
    return copy
  }
  /// The same animation played for ever, backwards every other time when
  /// `autoreverses`.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.runs = 0
    copy.autoreverses = autoreverses
    return copy
  }

  /// Seconds from the start to the end of the last run (infinite for ever).
  var totalDuration: Double {
    runs == 0 ? .infinity : (delaySeconds + duration * Double(runs)) / speedFactor
  }

  /// Where the animation is `elapsed` seconds after it started: 0 is the
  /// old value, 1 the new one (a spring may pass it); `finished` once the
  /// last run is over, when the value is 1.
  func progress(atElapsed elapsed: Double) -> (value: Double, finished: Bool) {
    let local = max(0, elapsed) * speedFactor - delaySeconds
    guard local > 0 else { return (0, false) }
    guard duration > 0 else { return (1, runs != 0) }
    let run = (local / duration).rounded(.down)
    if runs != 0 && run >= Double(runs) { return (1, true) }
    var phase = (local - run * duration) / duration
    if autoreverses && Int(run) % 2 == 1 { phase = 1 - phase }
    return (value(atPhase: phase), false)
  }

  /// The curve at `phase` (0...1) of one run.
  func value(atPhase phase: Double) -> Double {
    let phase = min(max(phase, 0), 1)
    switch curve {
    case .bezier(let x1, let y1, let x2, let y2):
      return BezierCurve(x1: x1, y1: y1, x2: x2, y2: y2).value(at: phase)
    case .spring(let response, let damping):
      guard phase < 1 else { return 1 }
      return SpringCurve(response: response, dampingFraction: damping).value(at: phase * duration)
    }
  }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved for y at a given x.
struct BezierCurve {
  let x1: Double, y1: Double, x2: Double, y2: Double

  private func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  /// y where the curve's x is `x`.
  func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    // Bisection on t: x(t) rises from 0 to 1 with the control points in [0, 1].
    var low = 0.0
    var high = 1.0
    var t = x
    for _ in 0..<40 {
      let current = coordinate(t, x1, x2)
      if abs(current - x) < 1e-7 { break }
      if current < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return coordinate(t, y1, y2)
  }
}

/// A unit spring released from 0 at rest towards 1.
struct SpringCurve {
  let response: Double
  let dampingFraction: Double

  /// The position `time` seconds after release.
  func value(at time: Double) -> Double {
    let omega = 2 * Double.pi / response
    let zeta = dampingFraction
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * time)
      return 1 - envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }
    // Critically (or over-) damped: no overshoot.
    return 1 - exp(-omega * time) * (1 + omega * time)
  }

  /// The time after which the spring stays within a thousandth of 1.
  var settlingTime: Double {
    var last = 0.0
    var time = 0.0
    let step = 1.0 / 240
    while time < 10 {
      if abs(1 - value(at: time)) > 0.001 { last = time }
      time += step
    }
    return last + step
  }
}
