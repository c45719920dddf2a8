import Observation

/// A value the focused view (or the scene) publishes, like SwiftUI's
/// `@FocusedValue`: `@FocusedValue(\.selection) var selection`. Nil while
/// nothing publishes it; a view or a `Commands` reading it updates as focus
/// moves.
///
/// The wrapper is not main-actor isolated (its `DynamicProperty`
/// conformance is in an extension), as SwiftUI's initialisers are not; it
/// is read on the main actor.
@propertyWrapper
public struct FocusedValue<Value> {
  let read: (FocusedValues) -> Value?

  /// The value at `keyPath` of the focused values.
  public nonisolated init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The observable object of type `objectType` published with
  /// `.focusedValue(_:)`.
  public nonisolated init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0[object: objectType] }
  }

  /// The value, nil while nothing publishes it.
  @MainActor public var wrappedValue: Value? { read(FocusedValuesStore.shared.values) }
}

extension FocusedValue: DynamicProperty {}

/// A binding the focused view (or the scene) publishes, like SwiftUI's
/// `@FocusedBinding`: `@FocusedBinding(\.garden) var garden: Garden?`
/// reads and writes through it. Nil (and writes ignored) while nothing
/// publishes one. Not main-actor isolated itself, as ``FocusedValue``.
@propertyWrapper
public struct FocusedBinding<Value> {
  let keyPath: KeyPath<FocusedValues, Binding<Value>?>

  /// The binding at `keyPath` of the focused values.
  public nonisolated init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

  @MainActor private var binding: Binding<Value>? { FocusedValuesStore.shared.values[keyPath: keyPath] }

  /// The bound value; setting it writes through the binding (nil is
  /// ignored, as SwiftUI ignores it).
  @MainActor public var wrappedValue: Value? {
    get { binding?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the optional value.
  @MainActor public var projectedValue: Binding<Value?> {
    let keyPath = keyPath
    return Binding(
      get: { FocusedValuesStore.shared.values[keyPath: keyPath]?.wrappedValue },
      set: { newValue in
        guard let newValue, let binding = FocusedValuesStore.shared.values[keyPath: keyPath] else { return }
        binding.wrappedValue = newValue
      })
  }
}

extension FocusedBinding: DynamicProperty {}

/// An `ObservableObject` the focused view publishes with
/// `.focusedObject(_:)` (or the scene with `.focusedSceneObject(_:)`), like
/// SwiftUI's `@FocusedObject`. Nil while nothing publishes one.
@MainActor
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Makes bindings to the object's properties: `$model?.name`.
  @MainActor
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let root = root
      return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }

  /// Reads the published object of this type.
  public nonisolated init() {}

  /// The object, nil while nothing publishes one.
  public var wrappedValue: ObjectType? { FocusedValuesStore.shared.values[object: ObjectType.self] }

  /// Bindings to the object's properties, nil while there is no object.
  public var projectedValue: Wrapper? { wrappedValue.map { Wrapper(root: $0) } }
}
