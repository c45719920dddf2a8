import TermBridgeTerminal

/// How a `Table` looks, like SwiftUI's `TableStyle`. A terminal table has
/// one look (a header row over rows of cells): every style is accepted and
/// draws it.
public protocol TableStyle: Sendable {}

/// The platform's default table look.
public struct AutomaticTableStyle: TableStyle {
  /// The default style.
  public init() {}
}

/// Rows inset from the edges, like SwiftUI's `InsetTableStyle`.
public struct InsetTableStyle: TableStyle {
  /// The inset style.
  public init() {}
}

/// A table with borders, like SwiftUI's `BorderedTableStyle`.
public struct BorderedTableStyle: TableStyle {
  /// The bordered style.
  public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The default look.
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Rows inset from the edges.
  public static var inset: InsetTableStyle { InsetTableStyle() }
  /// Rows inset from the edges, every other row shaded (accepted, not shaded).
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
  /// A table with borders.
  public static var bordered: BorderedTableStyle { BorderedTableStyle() }
  /// A bordered table, every other row shaded (accepted, not shaded).
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { BorderedTableStyle() }
}

extension View {
  /// The look of tables inside, like SwiftUI's `tableStyle(_:)`: accepted;
  /// a terminal table has one look.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}
