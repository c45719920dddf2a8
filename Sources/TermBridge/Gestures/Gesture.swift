import TermBridgeTerminal
import TermBridgeWidgets

/// A way of using the mouse on a view, like SwiftUI's `Gesture`: a tap, a
/// long press, a drag, with what to do as its value changes and when it
/// ends. Attach one with ``View/gesture(_:including:)``.
///
/// The terminal reports presses, releases and motion with a button held,
/// cell by cell; taps and long presses also answer Enter and Space while
/// their view has the keys (see ``View/onTapGesture(count:perform:)``).
@MainActor
@preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports: nothing for a tap, `Bool` for a long press,
  /// ``DragGesture/Value`` for a drag.
  associatedtype Value
  /// The gesture this one is made of (`Never` for the built-in ones).
  associatedtype Body: Gesture
  /// The gesture this one is made of, for a gesture of your own.
  var body: Body { get }
}

extension Never: Gesture {
  /// `Never` reports nothing.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// The built-in gestures have no body.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture: it has no body") }
}

/// A built-in gesture: it makes the recognizer that follows the pointer.
@MainActor
protocol PrimitiveGesture {
  /// A new recognizer for this gesture (with the callbacks its modifiers add).
  func makeAnyRecognizer() -> AnyGestureRecognizer
}

/// The recognizer for `gesture`: its own for a built-in one, its body's for
/// one of the app's. A body that reports another type of value than the
/// gesture claims to is followed, but its values reach no callback of the
/// outer gesture (SwiftUI's gestures of this kind report their body's).
@MainActor
func makeRecognizer<G: Gesture>(for gesture: G) -> GestureRecognizer<G.Value> {
  if let primitive = gesture as? any PrimitiveGesture,
    let recognizer = primitive.makeAnyRecognizer() as? GestureRecognizer<G.Value>
  {
    return recognizer
  }
  let inner = makeRecognizer(for: gesture.body)
  if let same = inner as? GestureRecognizer<G.Value> { return same }
  return ForwardingRecognizer<G.Value>(inner)
}

/// Which gestures a ``View/gesture(_:including:)`` turns on, like SwiftUI's
/// `GestureMask`: the added gesture, those inside the view, both or neither.
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt8
  /// A mask of `rawValue`'s bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// No gesture: neither the added one nor those inside.
  public static let none: GestureMask = []
  /// The added gesture only (those inside the view are off).
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures inside the view only (the added one is off).
  public static let subviews = GestureMask(rawValue: 2)
  /// Both (the default).
  public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture that also calls `action` whenever its value changes: what
/// ``Gesture/onChanged(_:)`` returns.
public struct _ChangedGesture<Content: Gesture>: CallbackGesture where Content.Value: Equatable {
  /// The value of the gesture it changes.
  public typealias Value = Content.Value
  /// Built in: no body.
  public typealias Body = Never
  let content: Content
  let action: (Value) -> Void
  @MainActor static var handlers: ReferenceWritableKeyPath<GestureRecognizer<Value>, [(Value) -> Void]> {
    \.changedHandlers
  }
}

/// A gesture that also calls `action` when it ends: what
/// ``Gesture/onEnded(_:)`` returns.
public struct _EndedGesture<Content: Gesture>: CallbackGesture {
  /// The value of the gesture it changes.
  public typealias Value = Content.Value
  /// Built in: no body.
  public typealias Body = Never
  let content: Content
  let action: (Value) -> Void
  @MainActor static var handlers: ReferenceWritableKeyPath<GestureRecognizer<Value>, [(Value) -> Void]> {
    \.endedHandlers
  }
}

/// A gesture that adds one callback to its content's recognizer: the
/// recognizer's list of handlers it joins is the only difference between
/// ``_ChangedGesture`` and ``_EndedGesture``.
protocol CallbackGesture: Gesture, PrimitiveGesture {
  associatedtype Content: Gesture where Content.Value == Value
  /// The gesture called back from.
  var content: Content { get }
  /// The callback.
  var action: (Value) -> Void { get }
  /// Which handlers of the recognizer the callback joins.
  @MainActor static var handlers: ReferenceWritableKeyPath<GestureRecognizer<Value>, [(Value) -> Void]> {
    get
  }
}

extension CallbackGesture {
  func makeAnyRecognizer() -> AnyGestureRecognizer {
    let recognizer = makeRecognizer(for: content)
    recognizer[keyPath: Self.handlers].append(action)
    return recognizer
  }
}

/// A gesture that keeps a ``GestureState`` up to date while it is under
/// way: what ``Gesture/updating(_:body:)`` returns.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
  /// The value of the gesture it changes.
  public typealias Value = Base.Value
  /// Built in: no body.
  public typealias Body = Never
  /// The gesture whose values update the state.
  public var base: Base
  /// The state it updates.
  public var state: GestureState<State>
  /// Works out the new state from the gesture's value.
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

  func makeAnyRecognizer() -> AnyGestureRecognizer {
    let recognizer = makeRecognizer(for: base)
    let location = state.location
    let update = body
    recognizer.changedHandlers.append { value in
      var current = location.value
      var transaction = Transaction()
      update(value, &current, &transaction)
      location.value = current
    }
    let reset = state.reset
    recognizer.resetHandlers.append {
      var transaction = Transaction()
      reset(location.initial, &transaction)
      location.value = location.initial
    }
    return recognizer
  }
}

extension Gesture where Value: Equatable {
  /// Calls `action` each time the gesture's value changes (a drag moves
  /// to another cell; a long press goes down).
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// Calls `action` with the gesture's last value when it succeeds (a tap
  /// is released, a long press lasts long enough, a drag is released).
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates `state` from each value while the gesture is under way; the
  /// state returns to its initial value when the gesture ends or fails,
  /// like SwiftUI's `updating(_:body:)`. The transaction's animation is
  /// accepted and not played (a terminal draws changes at once).
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}
