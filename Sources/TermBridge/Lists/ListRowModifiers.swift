import TermBridgeTerminal

extension VerticalEdge {
  /// A set of vertical edges, like SwiftUI's `VerticalEdge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The edges' bits.
    public let rawValue: Int8
    /// Edges of `rawValue`'s bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 2)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

extension View {
  /// A view behind the list row, like SwiftUI's `listRowBackground(_:)`:
  /// accepted and not drawn (a row's background is the list's selection
  /// highlight).
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// Shows or hides the row's separators, like SwiftUI's
  /// `listRowSeparator(_:edges:)`: accepted (terminal lists draw no row separators).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

  /// The row's tint of separators, like SwiftUI's
  /// `listRowSeparatorTint(_:edges:)`: accepted (no row separators are drawn).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

  /// Insets of the row's content, like SwiftUI's `listRowInsets(_:)`:
  /// accepted; rows keep the list style's insets.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// Shows or hides a section's separators, like SwiftUI's
  /// `listSectionSeparator(_:edges:)`: accepted (sections are separated by
  /// the list style).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    self
  }
}
