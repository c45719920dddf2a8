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

extension View {
  /// Space around the view, rounded to cells: `.padding(8.0)`.
  public func padding<F: BinaryFloatingPoint>(_ length: F) -> some View { padding(cells(length)) }

  /// Space on the given edges, rounded to cells.
  public func padding<F: BinaryFloatingPoint>(_ edges: Edge.Set, _ length: F) -> some View {
    padding(edges, cells(length))
  }

  /// A fixed width and/or height, rounded to cells: `.frame(width: 8.0)`.
  public func frame<F: BinaryFloatingPoint>(width: F? = nil, height: F? = nil, alignment: Alignment = .center)
    -> some View
  {
    frame(width: width.map { cells($0) }, height: height.map { cells($0) }, alignment: alignment)
  }

  /// Limits on the size, rounded to cells (`.infinity` stays infinite).
  public func frame<F: BinaryFloatingPoint>(
    minWidth: F? = nil, idealWidth: F? = nil, maxWidth: F? = nil, minHeight: F? = nil,
    idealHeight: F? = nil, maxHeight: F? = nil, alignment: Alignment = .center
  ) -> some View {
    frame(
      minWidth: minWidth.map { cells($0) }, idealWidth: idealWidth.map { cells($0) },
      maxWidth: maxWidth.map { cells($0) }, minHeight: minHeight.map { cells($0) },
      idealHeight: idealHeight.map { cells($0) }, maxHeight: maxHeight.map { cells($0) }, alignment: alignment
    )
  }
}

extension VStack {
  /// A vertical stack whose spacing is rounded to cells: `VStack(spacing: 4.0)`.
  public init<F: BinaryFloatingPoint>(
    alignment: HorizontalAlignment = .center, spacing: F?, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing.map { cells($0) }, content: content)
  }
}

extension HStack {
  /// A horizontal stack whose spacing is rounded to cells.
  public init<F: BinaryFloatingPoint>(
    alignment: VerticalAlignment = .center, spacing: F?, @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing.map { cells($0) }, content: content)
  }
}

extension LazyVStack {
  /// A lazy vertical stack whose spacing is rounded to cells.
  public init<F: BinaryFloatingPoint>(
    alignment: HorizontalAlignment = .center, spacing: F?, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, spacing: spacing.map { cells($0) }, pinnedViews: pinnedViews, content: content)
  }
}

extension LazyHStack {
  /// A lazy horizontal stack whose spacing is rounded to cells.
  public init<F: BinaryFloatingPoint>(
    alignment: VerticalAlignment = .center, spacing: F?, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, spacing: spacing.map { cells($0) }, pinnedViews: pinnedViews, content: content)
  }
}

extension Grid {
  /// A grid whose spacings are rounded to cells.
  public init<F: BinaryFloatingPoint>(
    alignment: Alignment = .center, horizontalSpacing: F?, verticalSpacing: F? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, horizontalSpacing: horizontalSpacing.map { cells($0) },
      verticalSpacing: verticalSpacing.map { cells($0) }, content: content)
  }
}

extension Spacer {
  /// A spacer at least `minLength` long, rounded to cells.
  public init<F: BinaryFloatingPoint>(minLength: F?) { self.init(minLength: minLength.map { cells($0) }) }
}

extension GridItem.Size {
  /// Exactly `size` cells, rounded: `.fixed(20.0)`.
  public static func fixed<F: BinaryFloatingPoint>(_ size: F) -> Self { fixed(cells(size)) }

  /// A flexible share from `minimum` to `maximum`, rounded to cells (`.infinity` stays unlimited).
  public static func flexible<F: BinaryFloatingPoint>(minimum: F = 10, maximum: F = .infinity) -> Self {
    flexible(minimum: cells(minimum), maximum: cells(maximum))
  }

  /// Adaptive columns of `minimum` to `maximum`, rounded to cells.
  public static func adaptive<F: BinaryFloatingPoint>(minimum: F, maximum: F = .infinity) -> Self {
    adaptive(minimum: cells(minimum), maximum: cells(maximum))
  }
}

extension GridItem {
  /// An item whose spacing is rounded to cells: `GridItem(.flexible(), spacing: 2.0)`.
  public init<F: BinaryFloatingPoint>(_ size: Size = .flexible(), spacing: F?, alignment: Alignment? = nil) {
    self.init(size, spacing: spacing.map { cells($0) }, alignment: alignment)
  }
}

extension LazyVGrid {
  /// A lazy vertical grid whose row spacing is rounded to cells.
  public init<F: BinaryFloatingPoint>(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: F?,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      columns: columns, alignment: alignment, spacing: spacing.map { cells($0) }, pinnedViews: pinnedViews,
      content: content)
  }
}

extension LazyHGrid {
  /// A lazy horizontal grid whose column spacing is rounded to cells.
  public init<F: BinaryFloatingPoint>(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: F?,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      rows: rows, alignment: alignment, spacing: spacing.map { cells($0) }, pinnedViews: pinnedViews,
      content: content)
  }
}
