extension Binding {
  /// The binding, with its changes animated, like SwiftUI's
  /// `animation(_:)`: a write through it runs inside
  /// `withAnimation(animation)` (when made on the main actor, where views
  /// change), so `editMode?.animation().wrappedValue = .inactive` animates.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    let base = self
    return Binding(
      get: { base.wrappedValue },
      set: { value in
        guard ViewGraph.isOnMainActor else {
          base.wrappedValue = value
          return
        }
        // Checked above: this is the main actor. The write runs here, as
        // `withAnimation`'s body would, with the animation current; only
        // the (Sendable) animation crosses into the main actor's state.
        let outer = MainActor.assumeIsolated { AnimationTransaction.replaceAnimation(with: animation) }
        defer { _ = MainActor.assumeIsolated { AnimationTransaction.replaceAnimation(with: outer) } }
        base.wrappedValue = value
      })
  }
}

extension AnyTransition {
  /// A blur between the old and the new view, like SwiftUI's
  /// `.blurReplace`: nothing is blurred in a terminal; the new view
  /// replaces the old one at once.
  public static var blurReplace: AnyTransition { .identity }

  /// A blur between the old and the new view, growing or shrinking
  /// (`.blurReplace(.upUp)`): replaced at once, as `blurReplace`.
  public static func blurReplace(_ configuration: BlurReplaceConfiguration = .downUp) -> AnyTransition {
    .identity
  }
}

/// How a blur-replace transition scales, like SwiftUI's
/// `BlurReplaceTransition.Configuration`: accepted and ignored.
public enum BlurReplaceConfiguration: Hashable, Sendable {
  /// Shrinks the old view and grows the new one.
  case downUp
  /// Grows both.
  case upUp
}
