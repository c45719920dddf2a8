import TermBridgeTerminal

/// The animation of the `withAnimation` running now, which the state
/// changes made in it carry to the graphs they invalidate.
@MainActor
enum AnimationTransaction {
  static var animation: Animation?
  static var completion: AnimationCompletion?

  /// Makes `animation` the current one; the one it replaced.
  static func replaceAnimation(with animation: Animation?) -> Animation? {
    let outer = self.animation
    self.animation = animation
    return outer
  }
}

/// Runs `body` and animates the changes it makes, like SwiftUI's
/// `withAnimation(_:_:)`: views that move, come or go, fade or count
/// (numeric text) are played over `animation` in whole cells, at most 60
/// frames a second; `nil`, or `\.accessibilityReduceMotion`, draws them at
/// once.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  let outer = AnimationTransaction.replaceAnimation(with: animation)
  defer { _ = AnimationTransaction.replaceAnimation(with: outer) }
  return try body()
}

/// When an animation counts as complete, like SwiftUI's
/// `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let removed: Bool
  /// When the animated values reach their end.
  public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
  /// When the animation is removed (here the same moment: a finished
  /// track is removed at once).
  public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body`, animates its changes, and calls `completion` once every
/// animation it started has ended, like SwiftUI's
/// `withAnimation(_:completionCriteria:_:completion:)` (at once when
/// nothing moves, or motion is reduced).
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  let outer = AnimationTransaction.completion
  AnimationTransaction.completion = AnimationCompletion(completion)
  defer { AnimationTransaction.completion = outer }
  return try withAnimation(animation, body)
}

struct TransitionKey: EnvironmentKey {
  static let defaultValue: AnyTransition? = nil
}
struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
  /// The transition set with `.transition(_:)` on this view or one around it.
  var motionTransition: AnyTransition? {
    get { self[TransitionKey.self] }
    set { self[TransitionKey.self] = newValue }
  }

  /// How changed content is shown, like SwiftUI's `contentTransition`
  /// environment value: set with `.contentTransition(_:)`.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

extension View {
  /// How the view comes and goes when an animated change inserts or
  /// removes it, like SwiftUI's `transition(_:)` (the default is a fade).
  public func transition(_ transition: AnyTransition) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.motionTransition = transition }
  }

  /// How the view's changed content is shown, like SwiftUI's
  /// `contentTransition(_:)`: numeric text counts when the change is animated.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.contentTransition = transition }
  }
}
