import Observation
import TermBridgeTerminal
import TermBridgeWidgets

/// Makes bindings to the properties of an `@Observable` object, like
/// SwiftUI's `@Bindable`: `TextField("Name", text: $model.name)`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The observable object.
  public var wrappedValue: Value

  /// Makes bindings to `wrappedValue`'s properties; used as
  /// `@Bindable var model: Model`.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Makes bindings to `wrappedValue`'s properties; used in a body as
  /// `Bindable(model).name`.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// The wrapper itself, so `$model.name` makes a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to one of the object's properties: `$model.name`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}
