import TermBridgeTerminal
import TermBridgeWidgets

/// State that a gesture updates while it is under way and that returns to
/// its initial value when the gesture ends, like SwiftUI's `GestureState`:
/// `@GestureState var isPressing = false`, then
/// `LongPressGesture().updating($isPressing) { value, state, _ in state = value }`.
/// Only the gesture writes it; views read it.
@MainActor
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let location: StateLocation<Value>
  let reset: (Value, inout Transaction) -> Void

  /// State starting (and reset) at `wrappedValue`.
  public init(wrappedValue: Value) {
    location = StateLocation(initial: wrappedValue)
    reset = { _, _ in }
  }

  /// State starting (and reset) at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// State whose reset is made in `resetTransaction` (accepted; a
  /// terminal does not animate the reset).
  public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

  /// State whose reset is made in `resetTransaction`, like
  /// `init(wrappedValue:resetTransaction:)`.
  public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }

  /// State that calls `reset` with the value it had when the gesture ends,
  /// before going back to `wrappedValue`.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    location = StateLocation(initial: wrappedValue)
    self.reset = reset
  }

  /// State that calls `reset` when the gesture ends, like
  /// `init(wrappedValue:reset:)`.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The value now: what the gesture last made it, or the initial value.
  public var wrappedValue: Value { location.value }

  /// The state itself, to hand to ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Optional state starting (and reset) at nil.
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }

  /// Optional state starting at nil that calls `reset` when the gesture ends.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension GestureState: LinkableWrapper {
  var linkable: GraphLinkable { location }
}
