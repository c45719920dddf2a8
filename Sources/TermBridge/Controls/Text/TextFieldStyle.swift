/// How a `TextField` looks, like SwiftUI's `TextFieldStyle`; set with
/// `.textFieldStyle(_:)` on the field or any view above it.
///
/// The terminal looks: `.automatic` and `.plain` are the bare field (its
/// text, the placeholder dim while empty); `.roundedBorder` draws a rounded
/// box round it, which takes a cell on each side. A style of an app's own
/// is taken as `.automatic`.
public protocol TextFieldStyle: Sendable {}

/// The look a built-in style gives.
enum TextFieldLook: Hashable, Sendable {
  case plain, roundedBorder
}

/// A built-in style's look.
protocol TextFieldLookProviding {
  var look: TextFieldLook { get }
}

/// The platform's default: the bare field.
public struct DefaultTextFieldStyle: TextFieldStyle, TextFieldLookProviding {
  /// Makes the default style; `.automatic` names it.
  public init() {}
  var look: TextFieldLook { .plain }
}

/// The bare field.
public struct PlainTextFieldStyle: TextFieldStyle, TextFieldLookProviding {
  /// Makes the bare style; `.plain` names it.
  public init() {}
  var look: TextFieldLook { .plain }
}

/// The field in a rounded box.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, TextFieldLookProviding {
  /// Makes the rounded box style; `.roundedBorder` names it.
  public init() {}
  var look: TextFieldLook { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default look: the bare field.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// The bare field.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// The field in a rounded box.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

struct TextFieldLookKey: EnvironmentKey {
  static var defaultValue: TextFieldLook { .plain }
}

extension EnvironmentValues {
  /// The look of the text fields below, from `.textFieldStyle(_:)`.
  var textFieldLook: TextFieldLook {
    get { self[TextFieldLookKey.self] }
    set { self[TextFieldLookKey.self] = newValue }
  }
}

extension View {
  /// Sets how the text fields in this view look, like SwiftUI's `textFieldStyle(_:)`.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldLook, (style as? any TextFieldLookProviding)?.look ?? .plain)
  }
}
