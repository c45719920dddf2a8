import TermBridgeTerminal

// SwiftUI measures in `CGFloat` points; a terminal in whole cells. These
// overloads take SwiftUI's floating-point values (`8.0`, a `CGFloat` or
// `Double` variable) wherever geometry is given, and round them to cells
// by one rule, `cells(_:)`. Integer literals keep choosing the `Int`
// forms, so nothing is ambiguous.

/// A length in cells: the nearest whole number (halves away from zero),
/// `.infinity` for an infinite value, 0 for NaN, limited to what layout
/// arithmetic takes.
@inlinable
package func cells<F: BinaryFloatingPoint>(_ value: F) -> Int {
  guard !value.isNaN else { return 0 }
  if value.isInfinite { return value > 0 ? .infinity : -.infinity }
  let rounded = value.rounded(.toNearestOrAwayFromZero)
  // Compared in F, where Int.infinity may round up: anything that far is infinite.
  let limit = F(Int.infinity)
  if rounded >= limit { return .infinity }
  if rounded <= -limit { return -.infinity }
  return Int(rounded)
}

extension EdgeInsets {
  /// Insets from floating-point lengths, each rounded to cells.
  public init<F: BinaryFloatingPoint>(top: F = 0, leading: F = 0, bottom: F = 0, trailing: F = 0) {
    self.init(top: cells(top), leading: cells(leading), bottom: cells(bottom), trailing: cells(trailing))
  }
}
