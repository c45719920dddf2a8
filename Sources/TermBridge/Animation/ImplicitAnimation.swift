extension View {
  /// Animates the changes inside this view with `animation` whenever
  /// `value` changes, like SwiftUI's `animation(_:value:)`.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    LifecycleView(wrapped: self) { ValueAnimationLifecycle(animation: animation, value: value) }
  }

  /// Animates every change made inside this view, like SwiftUI's
  /// `animation(_:)` without a value (deprecated there in favour of
  /// `animation(_:value:)`).
  public func animation(_ animation: Animation?) -> some View {
    LifecycleView(wrapped: self) { ValueAnimationLifecycle<Bool>(animation: animation, value: nil) }
  }
}

/// Starts the graph's animation when the modifier's value changes (or, for
/// `animation(_:)`, whenever its content is updated), before the content
/// updates, so what the content inserts, removes and moves is animated.
@MainActor
final class ValueAnimationLifecycle<Value: Equatable>: NodeLifecycle {
  var animation: Animation?
  var value: Value?

  init(animation: Animation?, value: Value?) {
    self.animation = animation
    self.value = value
  }

  override func willUpdate(node: ViewNode, view: any View) {
    guard let template = (view as? any LifecycleCarrier)?.lifecycleTemplate as? ValueAnimationLifecycle<Value>
    else { return }
    animation = template.animation
    let changed = template.value == nil || template.value != value
    value = template.value
    if changed, let animation { node.graph.beginAnimation(animation) }
  }
}
