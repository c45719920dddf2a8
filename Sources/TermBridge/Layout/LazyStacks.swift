import TermBridgeTerminal
import TermBridgeWidgets

/// Kinds of view a lazy stack or grid keeps in sight while its content
/// scrolls, like SwiftUI's `PinnedScrollableViews`: with
/// `.sectionHeaders`, the header of the section whose rows pass the top
/// of the scroll view's visible area stays drawn there, over the rows,
/// until the next section's header pushes it up; with `.sectionFooters`,
/// the footer of the section whose rows reach below the bottom stays
/// drawn there until the section's header arrives above it. A click on a
/// pinned header is the header's, and scrolling to a row (`scrollTo`,
/// focus moving into it) keeps it out from under the pinned views.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The kinds as bits: `sectionHeaders` 1, `sectionFooters` 2.
  public let rawValue: UInt8
  /// A set from its raw value.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Rows one above the other, made only while they are on screen, like
/// SwiftUI's `LazyVStack`: in a `ScrollView`, a `ForEach` of a million
/// elements makes views for the few rows shown (a ``TermLazyStackView``
/// hosts each row). Static rows, groups and sections are rows too.
///
/// Rows are measured when shown and the others estimated from the first
/// measured. A row's `@State` lasts while it is made: a row scrolled off
/// and back starts afresh (SwiftUI keeps it for no guaranteed time either).
/// Outside a scroll view it lays out as a `VStack` does, taking the width
/// offered. `pinnedViews` keeps sections' headers (and footers) in sight
/// at the top (bottom) of the scroll view while their rows scroll.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Length
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Rows of `content` aligned by `alignment`, `spacing` apart in the
  /// subtree's ``LengthUnit`` (default no row).
  public init(
    alignment: HorizontalAlignment = .center, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, length: spacing.map { Length($0) }, pinnedViews: pinnedViews, content: content)
  }

  init(
    alignment: HorizontalAlignment, length: Length?, pinnedViews: PinnedScrollableViews,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = length ?? .cells(0)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// A lazy stack of the rows, made as they scroll into sight.
  public var body: some View {
    LazyStackWidget(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .top), spacing: spacing,
      content: content, pinnedViews: pinnedViews)
  }
}

/// Columns side by side, made only while they are on screen, like
/// SwiftUI's `LazyHStack`: the horizontal ``LazyVStack``, for a
/// `ScrollView(.horizontal)`; `pinnedViews` pins at the leading and
/// trailing edges.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Length
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// Columns of `content` aligned by `alignment`, `spacing` apart in the
  /// subtree's ``LengthUnit`` (default one column).
  public init(
    alignment: VerticalAlignment = .center, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, length: spacing.map { Length($0) }, pinnedViews: pinnedViews, content: content)
  }

  init(
    alignment: VerticalAlignment, length: Length?, pinnedViews: PinnedScrollableViews,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = length ?? .cells(1)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// A lazy stack of the columns, made as they scroll into sight.
  public var body: some View {
    LazyStackWidget(
      axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment),
      spacing: spacing, content: content, pinnedViews: pinnedViews)
  }
}

extension LazyVStack {
  /// A lazy vertical stack whose floating-point spacing, in the subtree's ``LengthUnit``, is rounded to rows at layout.
  public init<F: BinaryFloatingPoint>(
    alignment: HorizontalAlignment = .center, spacing: F?, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, length: spacing.map { Length($0) }, pinnedViews: pinnedViews, content: content)
  }
}

extension LazyHStack {
  /// A lazy horizontal stack whose floating-point spacing, in the subtree's ``LengthUnit``, is rounded to columns at layout.
  public init<F: BinaryFloatingPoint>(
    alignment: VerticalAlignment = .center, spacing: F?, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, length: spacing.map { Length($0) }, pinnedViews: pinnedViews, content: content)
  }
}
