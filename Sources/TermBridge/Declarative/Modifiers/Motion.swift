import TermBridgeTerminal

/// How a change would be animated, like SwiftUI's `Animation`.
///
/// The terminal mapping: terminals redraw whole cells, and TermBridge
/// draws every change in the next frame, so animations take effect at
/// once. The values exist so SwiftUI code compiles and means what it says
/// about *what* changes; durations and curves are kept but not played.
public struct Animation: Hashable, Sendable {
  /// How long the animation would take, in seconds.
  public let duration: Double

  init(duration: Double) { self.duration = duration }

  public static let `default` = Animation(duration: 0.35)
  public static let linear = Animation(duration: 0.35)
  public static let easeIn = Animation(duration: 0.35)
  public static let easeOut = Animation(duration: 0.35)
  public static let easeInOut = Animation(duration: 0.35)
  public static let spring = Animation(duration: 0.5)
  public static let smooth = Animation(duration: 0.5)
  public static let snappy = Animation(duration: 0.3)
  public static let bouncy = Animation(duration: 0.5)

  public static func linear(duration: Double) -> Animation { Animation(duration: duration) }
  public static func easeIn(duration: Double) -> Animation { Animation(duration: duration) }
  public static func easeOut(duration: Double) -> Animation { Animation(duration: duration) }
  public static func easeInOut(duration: Double) -> Animation { Animation(duration: duration) }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  { Animation(duration: response) }
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    Animation(duration: duration)
  }

  /// The same animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation { Animation(duration: duration + delay) }
  /// The same animation `speed` times faster.
  public func speed(_ speed: Double) -> Animation {
    Animation(duration: speed > 0 ? duration / speed : duration)
  }
  /// The same animation repeated.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
  /// The same animation repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` and shows its changes in the next frame, like SwiftUI's
/// `withAnimation(_:_:)`: on a terminal every change is drawn at once.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

/// How a view comes and goes, like SwiftUI's `AnyTransition`: views
/// appear and disappear in the next frame on a terminal.
public struct AnyTransition: Sendable {
  init() {}

  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let scale = AnyTransition()
  public static let slide = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }
  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changed content is shown, like SwiftUI's `ContentTransition`: at
/// once on a terminal.
public struct ContentTransition: Sendable {
  init() {}

  public static let identity = ContentTransition()
  public static let opacity = ContentTransition()
  public static let interpolate = ContentTransition()
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}

extension View {
  /// Animates the view's changes when `value` changes, like SwiftUI's
  /// `animation(_:value:)`: the changes are drawn at once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// How the view comes and goes (at once on a terminal).
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// How the view's changed content is shown (at once on a terminal).
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
