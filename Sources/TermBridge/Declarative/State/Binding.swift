import TermBridgeTerminal
import TermBridgeWidgets

/// A reference to a value owned elsewhere, like SwiftUI's `@Binding`: reads
/// and writes go to the owner (a `@State`, a model, a representable's
/// coordinator), and views that read it update when it changes.
///
/// Like SwiftUI's, it is not tied to the main actor: a non-isolated
/// `@Observable` model can make one with `Binding(get:set:)`. Reads and
/// writes run where the binding is used.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void
  /// The transaction writes through this binding use.
  public var transaction = Transaction()

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
  }

  /// A binding that reads with `get` and writes with `set`, which also
  /// receives the transaction of the write.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  /// A binding to an immutable value: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// Lets `@Binding var x: T` be initialised from a binding: `_x = binding`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value, read from and written to its owner.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue, transaction) }
  }

  /// The binding itself, so `$value` on a `@Binding` property passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$model.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let getter = getter
    let setter = setter
    return Binding<Subject>(
      get: { getter()[keyPath: keyPath] },
      set: { newValue, transaction in
        var whole = getter()
        whole[keyPath: keyPath] = newValue
        setter(whole, transaction)
      })
  }

  /// The same binding with a different transaction for its writes.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding where Value: MutableCollection {
  /// A binding to one element: `$items[i]`.
  public subscript(index: Value.Index) -> Binding<Value.Element> {
    let getter = getter
    let setter = setter
    return Binding<Value.Element>(
      get: { getter()[index] },
      set: { newValue, transaction in
        var whole = getter()
        whole[index] = newValue
        setter(whole, transaction)
      })
  }
}

extension Binding {
  /// Unwraps a binding to an optional: nil when the value is nil now.
  public init?(_ base: Binding<Value?>) {
    guard base.wrappedValue != nil else { return nil }
    self.init(get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
  }
}

/// The context of a state change, like SwiftUI's `Transaction`. TermBridge
/// does not animate; the transaction carries whether a change came from the
/// user and any values you attach.
public struct Transaction: Sendable {
  /// Disables animations; kept for source compatibility (terminals do not animate).
  public var disablesAnimations = false
  /// Whether the change was triggered by a representable's coordinator.
  public var isFromCoordinator = false
  /// The animation asked for (`transaction.animation = .easeIn`, or
  /// `withAnimation`): the changes made under it play with it (see
  /// "Motion that plays" in the README).
  public var animation: Animation?
  /// The completions of the `withAnimation` calls being applied: a motion
  /// a representable starts holds them until it ends.
  var animationCompletions: [AnimationCompletion] = []

  /// An empty transaction: not from a coordinator, animations enabled.
  public init() {}
}
