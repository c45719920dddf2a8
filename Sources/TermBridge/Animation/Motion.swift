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

  /// The default animation, the one `withAnimation` uses when given none.
  public static let `default` = Animation(duration: 0.35)
  /// An animation at a constant speed.
  public static let linear = Animation(duration: 0.35)
  /// An animation that starts slowly and speeds up.
  public static let easeIn = Animation(duration: 0.35)
  /// An animation that starts quickly and slows down.
  public static let easeOut = Animation(duration: 0.35)
  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation(duration: 0.35)
  /// A spring animation with the default response and damping.
  public static let spring = Animation(duration: 0.5)
  /// A spring animation without bounce.
  public static let smooth = Animation(duration: 0.5)
  /// A quick spring animation with a little bounce.
  public static let snappy = Animation(duration: 0.3)
  /// A spring animation with a visible bounce.
  public static let bouncy = Animation(duration: 0.5)

  /// A constant-speed animation lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(duration: duration) }
  /// An animation lasting `duration` seconds that starts slowly.
  public static func easeIn(duration: Double) -> Animation { Animation(duration: duration) }
  /// An animation lasting `duration` seconds that slows down at the end.
  public static func easeOut(duration: Double) -> Animation { Animation(duration: duration) }
  /// An animation lasting `duration` seconds that starts and ends slowly.
  public static func easeInOut(duration: Double) -> Animation { Animation(duration: duration) }
  /// A spring animation that settles in about `response` seconds;
  /// `dampingFraction` and `blendDuration` are kept for SwiftUI
  /// compatibility and not used.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  { Animation(duration: response) }
  /// A spring animation lasting `duration` seconds; `bounce` is kept for
  /// SwiftUI compatibility and not used.
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

  /// No transition: the view appears and disappears as it is.
  public static let identity = AnyTransition()
  /// A transition that fades the view in and out.
  public static let opacity = AnyTransition()
  /// A transition that grows the view in and shrinks it out.
  public static let scale = AnyTransition()
  /// A transition that slides the view in from the leading edge and out
  /// to the trailing edge.
  public static let slide = AnyTransition()
  /// A transition that moves the view in from `edge` and out to it.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  /// A transition that pushes the view in from `edge` and the old content
  /// out to the opposite edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  /// A transition that moves the view in from, and out to, an offset of
  /// `x` and `y`.
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
  /// A transition that uses `insertion` when the view appears and
  /// `removal` when it goes.
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

  /// No transition: the new content replaces the old.
  public static let identity = ContentTransition()
  /// A transition that cross-fades the old content into the new.
  public static let opacity = ContentTransition()
  /// A transition that blends the old content into the new where it can.
  public static let interpolate = ContentTransition()
  /// A transition that rolls the changed digits of numeric text, downward
  /// when `countsDown` is true.
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
