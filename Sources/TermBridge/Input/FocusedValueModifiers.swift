import Observation
import TermBridgeTerminal
import TermBridgeWidgets

/// Publishes a value to the focused values: for focus inside the content
/// (`.focusedValue`) or for the whole scene (`.focusedSceneValue`). Adds no
/// widget: it follows the content's widgets and the window's focus.
struct FocusedValueView<Content: View, Value>: View, WidgetAttachmentView {
  typealias Body = Never
  let wrapped: Content
  let value: Value
  let isScene: Bool
  let write: (inout FocusedValues, Value) -> Void

  var attachedContent: any View { wrapped }

  func makeAttachment(context: WidgetAttachmentContext) -> FocusedValuePublication {
    FocusedValuePublication(context: context, isScene: isScene)
  }

  func updateAttachment(_ attachment: FocusedValuePublication, environment: EnvironmentValues) {
    attachment.update(value, write: write)
  }
}

extension View {
  /// Publishes `value` at `keyPath` of the focused values while focus is
  /// inside this view, like SwiftUI's `focusedValue(_:_:)`: commands and
  /// views read it with `@FocusedValue(keyPath)`.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    FocusedValueView(wrapped: self, value: value, isScene: false) { $0[keyPath: keyPath] = $1 }
  }

  /// Publishes `value` (nil: nothing) at `keyPath` while focus is inside
  /// this view.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
    -> some View
  {
    FocusedValueView(wrapped: self, value: value, isScene: false) { values, value in
      if let value { values[keyPath: keyPath] = value }
    }
  }

  /// Publishes an observable object while focus is inside this view, like
  /// SwiftUI's `focusedValue(_:)`: read it with `@FocusedValue(Model.self)`.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    FocusedValueView(wrapped: self, value: object, isScene: false) { values, object in
      if let object { values[object: T.self] = object }
    }
  }

  /// Publishes `value` at `keyPath` for the whole scene, whichever view has
  /// the focus, like SwiftUI's `focusedSceneValue(_:_:)`. A value published
  /// by the focused view's ancestors with `.focusedValue` wins over it.
  public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View {
    FocusedValueView(wrapped: self, value: value, isScene: true) { $0[keyPath: keyPath] = $1 }
  }

  /// Publishes `value` (nil: nothing) at `keyPath` for the whole scene.
  public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View {
    FocusedValueView(wrapped: self, value: value, isScene: true) { values, value in
      if let value { values[keyPath: keyPath] = value }
    }
  }

  /// Publishes an `ObservableObject` while focus is inside this view, like
  /// SwiftUI's `focusedObject(_:)`: read it with `@FocusedObject`.
  public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    FocusedValueView(wrapped: self, value: object, isScene: false) { $0[object: T.self] = $1 }
  }

  /// Publishes an `ObservableObject` (nil: nothing) while focus is inside
  /// this view.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    FocusedValueView(wrapped: self, value: object, isScene: false) { values, object in
      if let object { values[object: T.self] = object }
    }
  }

  /// Publishes an `ObservableObject` for the whole scene, like SwiftUI's
  /// `focusedSceneObject(_:)`.
  public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    FocusedValueView(wrapped: self, value: object, isScene: true) { $0[object: T.self] = $1 }
  }

  /// Publishes an `ObservableObject` (nil: nothing) for the whole scene.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    FocusedValueView(wrapped: self, value: object, isScene: true) { values, object in
      if let object { values[object: T.self] = object }
    }
  }
}
