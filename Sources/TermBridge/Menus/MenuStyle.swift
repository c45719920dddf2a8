import TermBridgeTerminal

/// How a `Menu` looks, like SwiftUI's `MenuStyle`. A terminal menu is its
/// title as a button that opens a popup: every style is accepted and draws it.
public protocol MenuStyle: Sendable {}

/// The platform's default menu look.
public struct DefaultMenuStyle: MenuStyle {
  /// The default style.
  public init() {}
}

/// A menu drawn as a button, like SwiftUI's `ButtonMenuStyle`.
public struct ButtonMenuStyle: MenuStyle {
  /// The button style.
  public init() {}
}

/// A menu drawn as a borderless button, like SwiftUI's `BorderlessButtonMenuStyle`.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The borderless button style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default look.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A borderless button.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// The look of menus inside, like SwiftUI's `menuStyle(_:)`: accepted; a
  /// terminal menu has one look.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
}
