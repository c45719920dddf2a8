import TermBridgeTerminal
import TermBridgeWidgets

/// Sets environment values for the content, like SwiftUI's
/// `.environment(_:_:)`; makes no widget.
struct EnvironmentModifierView<Content: View>: View, MultiView {
  typealias Body = Never
  let wrapped: Content
  let transform: (inout EnvironmentValues) -> Void

  var childrenAreStored: Bool { true }
  func children() -> [ViewChild] { ViewChild.only(wrapped) }
  func transformEnvironment(_ environment: inout EnvironmentValues) { transform(&environment) }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
    -> some View
  {
    EnvironmentModifierView(wrapped: self) { $0[keyPath: keyPath] = value }
  }

  /// Puts an observable object in the environment, for
  /// `@Environment(Model.self)` below.
  public func environment<Object: AnyObject>(_ object: Object) -> some View {
    EnvironmentModifierView(wrapped: self) { $0[object: Object.self] = object }
  }

  /// Disables controls inside (they draw dimmed and take no input).
  public func disabled(_ disabled: Bool = true) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.isEnabled = $0.isEnabled && !disabled }
  }

  /// The foreground colour of text inside.
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.foregroundColor = color?.resolve(in: $0) }
  }

  /// The foreground colour of text inside.
  public func foregroundStyle(_ color: Color) -> some View {
    foregroundColor(color)
  }

  /// Bold text inside.
  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentModifierView(wrapped: self) { if isActive { $0.textAttributes.insert(.bold) } }
  }

  /// Italic text inside.
  public func italic(_ isActive: Bool = true) -> some View {
    EnvironmentModifierView(wrapped: self) { if isActive { $0.textAttributes.insert(.italic) } }
  }

  /// At most `limit` lines for text inside (nil: no limit).
  public func lineLimit(_ limit: Int?) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.lineLimit = limit }
  }

  /// How lines of wrapped text inside are aligned.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    EnvironmentModifierView(wrapped: self) { $0.multilineTextAlignment = alignment }
  }
}
