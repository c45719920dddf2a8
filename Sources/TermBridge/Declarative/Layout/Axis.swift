import TermBridgeTerminal

extension Axis {
  /// A set of axes, like SwiftUI's `Axis.Set`: the axes `ViewThatFits`
  /// checks, the directions a view may scroll in.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The axes as bits: `horizontal` 1, `vertical` 2.
    public let rawValue: UInt8
    /// A set from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}
