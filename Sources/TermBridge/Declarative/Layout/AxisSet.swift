import TermBridgeTerminal

extension Axis {
  /// A set of axes, like SwiftUI's `Axis.Set`: the directions a
  /// `ScrollView` scrolls in.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// A set from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
