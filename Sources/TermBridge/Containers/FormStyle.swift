import TermBridgeTerminal

/// How a `Form` looks, like SwiftUI's `FormStyle`. A terminal form has one
/// look (labelled rows in sections): every style is accepted and draws it.
public protocol FormStyle: Sendable {}

/// The platform's default form look.
public struct AutomaticFormStyle: FormStyle {
  /// The default style.
  public init() {}
}

/// Rows grouped in sections, like SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle {
  /// The grouped style.
  public init() {}
}

/// Labels and controls in two columns, like SwiftUI's `ColumnsFormStyle`.
public struct ColumnsFormStyle: FormStyle {
  /// The columns style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default look.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Rows grouped in sections.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  /// Labels and controls in two columns.
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// The look of forms inside, like SwiftUI's `formStyle(_:)`: accepted; a
  /// terminal form has one look.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
