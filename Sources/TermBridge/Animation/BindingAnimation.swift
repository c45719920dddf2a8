extension Binding {
  /// The binding, with its changes animated, like SwiftUI's
  /// `animation(_:)`: a terminal draws each change at once, so changes
  /// through it are the binding's own (`editMode?.animation().wrappedValue = .inactive`).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
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
