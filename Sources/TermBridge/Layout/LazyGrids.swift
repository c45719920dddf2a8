import TermBridgeTerminal
import TermBridgeWidgets

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``, like SwiftUI's
/// `GridItem`: its size, the cells before the next item, and where a
/// cell's view goes in its slot.
///
/// Terminal choices: lengths are whole cells (floating-point sizes and
/// spacings are rounded by the one rule `frame` and `padding` use). A nil
/// `spacing` is the grid's default across its axis: one column between a
/// `LazyVGrid`'s columns, no row between a `LazyHGrid`'s rows (as `HStack`
/// and `VStack` here). A nil `alignment` takes the grid's.
public struct GridItem: Hashable, Sendable {
  /// How long an item is across the grid's scrolling axis, like SwiftUI's
  /// `GridItem.Size`.
  public struct Size: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case fixed(Int)
      case flexible(minimum: Int, maximum: Int)
      case adaptive(minimum: Int, maximum: Int)
    }
    let kind: Kind

    /// Exactly `size` cells.
    public static func fixed(_ size: Int) -> Size { Size(kind: .fixed(size)) }

    /// A share of the room the fixed items leave, from `minimum` to
    /// `maximum` cells (SwiftUI's defaults: 10 and no limit).
    public static func flexible(minimum: Int = 10, maximum: Int = .infinity) -> Size {
      Size(kind: .flexible(minimum: minimum, maximum: maximum))
    }

    /// A share of the room, holding as many items of at least `minimum`
    /// (and at most `maximum`) cells as fit.
    public static func adaptive(minimum: Int, maximum: Int = .infinity) -> Size {
      Size(kind: .adaptive(minimum: minimum, maximum: maximum))
    }
  }

  /// The item's size.
  public var size: Size
  /// Cells between this item and the next; nil takes the grid's default.
  public var spacing: Int?
  /// Where a cell's view goes in its slot; nil takes the grid's alignment.
  public var alignment: Alignment?

  /// An item of `size`, `spacing` cells before the next item.
  public init(_ size: Size = .flexible(), spacing: Int? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The item in cells, its lengths (which lie along `axis`: across a
  /// `LazyVGrid`, down a `LazyHGrid`) read in `unit`.
  func resolved(in unit: LengthUnit, along axis: Axis) -> GridItem {
    guard !unit.isCells else { return self }
    func size(_ value: Int) -> Int { unit.cells(size: Double(value), along: axis) }
    var item = self
    switch self.size.kind {
    case .fixed(let length): item.size = .fixed(size(length))
    case .flexible(let minimum, let maximum):
      item.size = .flexible(minimum: size(minimum), maximum: size(maximum))
    case .adaptive(let minimum, let maximum):
      item.size = .adaptive(minimum: size(minimum), maximum: size(maximum))
    }
    item.spacing = spacing.map { unit.cells(Double($0), along: axis) }
    return item
  }
}

/// Items in rows of columns, rows made only while they are on screen, like
/// SwiftUI's `LazyVGrid`: in a `ScrollView`, a `ForEach` of a million
/// elements makes views for the rows shown.
///
/// `columns` are sized as SwiftUI documents: fixed columns first, then
/// flexible ones share the rest within their limits, and an adaptive one
/// holds as many columns of at least its minimum as fit. The grid is a
/// ``LazyVStack`` whose rows are grid rows (a ``TermLazyStackView`` hosts
/// each), so scrolling, focus (Tab moves between focusable cells) and
/// `ScrollViewReader.scrollTo` work as there. A cell's view is placed in
/// its slot by its column's alignment, else `alignment` (horizontally)
/// and centred vertically; columns that leave room over start at the
/// grid's leading, centre or trailing edge by `alignment`. A `Section`'s
/// header and footer lie across the whole grid, aligned by `alignment`,
/// and its items start a row of their own, as SwiftUI lays them out.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: Length
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of `content` in `columns`, its rows `spacing` apart in the
  /// subtree's ``LengthUnit`` (default no row; the columns' sizes and
  /// spacings are in that unit too). `pinnedViews` keeps sections' headers
  /// (and footers) in sight while their rows scroll.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      columns: columns, alignment: alignment, length: spacing.map { Length($0) }, pinnedViews: pinnedViews,
      content: content)
  }

  init(
    columns: [GridItem], alignment: HorizontalAlignment, length: Length?, pinnedViews: PinnedScrollableViews,
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = length ?? .cells(0)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// A lazy stack of grid rows, made as they scroll into sight.
  public var body: some View {
    LazyStackWidget(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
      content: content, gridItems: columns, pinnedViews: pinnedViews)
  }
}

/// Items in columns of rows, columns made only while they are on screen,
/// like SwiftUI's `LazyHGrid`: the horizontal ``LazyVGrid``, for a
/// `ScrollView(.horizontal)`. `rows` are sized as a ``LazyVGrid``'s
/// columns are, in the height offered; a cell's view is placed by its
/// row's alignment, else centred horizontally and by `alignment`
/// vertically.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: Length
  let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A grid of `content` in `rows`, its columns `spacing` apart in the
  /// subtree's ``LengthUnit`` (default one column; the rows' sizes and
  /// spacings are in that unit too). `pinnedViews` keeps sections' headers
  /// (and footers) in sight at the leading (trailing) edge.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Int? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      rows: rows, alignment: alignment, length: spacing.map { Length($0) }, pinnedViews: pinnedViews,
      content: content)
  }

  init(
    rows: [GridItem], alignment: VerticalAlignment, length: Length?, pinnedViews: PinnedScrollableViews,
    @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = length ?? .cells(1)
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// A lazy stack of grid columns, made as they scroll into sight.
  public var body: some View {
    LazyStackWidget(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
      content: content, gridItems: rows, pinnedViews: pinnedViews)
  }
}

/// The lazy stack behind a lazy grid: tells its owner when its length
/// across the axis changed, which is when the grid's tracks are resolved
/// again (and the items regrouped when their number changed).
final class LazyGridStackView: TermLazyStackView {
  /// Called with the new length across the axis, before the items are laid out.
  var onCrossLengthChange: ((Int) -> Void)?
  private var crossLength: Int?

  private func checkCrossLength() {
    let length = axis == .vertical ? bounds.width : bounds.height
    guard length != crossLength else { return }
    crossLength = length
    onCrossLengthChange?(length)
  }

  override func updateProperties() {
    checkCrossLength()
    super.updateProperties()
  }

  override func layoutSubviews() {
    checkCrossLength()
    super.layoutSubviews()
  }
}

/// One identified cell of a lazy grid's row.
private struct LazyGridCell: Identifiable {
  let id: AnyHashable
  let index: Int
  let track: LazyGridTrack
  /// Cells before this one (the previous track's spacing).
  let gap: Int
}

/// One row of a `LazyVGrid` (a column of a `LazyHGrid`), as its host shows
/// it: its items' views side by side, each at its track's length and under
/// its own id. Rows of the same list, index and tracks are equal.
struct LazyGridRow: View, Equatable {
  let list: LazyViewList
  let row: Int
  /// The content's items in the row.
  let items: Range<Int>
  /// Whether the row is a section's header or footer, across the grid.
  let spansGrid: Bool
  let tracks: [LazyGridTrack]
  /// The grid's length across its axis (0 before it is laid out): tracks
  /// that need more overflow at the trailing (bottom) end, not both.
  let crossLength: Int
  let axis: Axis
  let alignment: Alignment

  private var cells: [LazyGridCell] {
    let start = items.lowerBound
    return items.map { index in
      let column = index - start
      return LazyGridCell(
        id: list.id(at: index), index: index, track: tracks[column],
        gap: column == 0 ? 0 : tracks[column - 1].spacing)
    }
  }

  var body: some View {
    let cells = cells
    let list = list
    let id = cells.first?.id ?? AnyHashable(row)
    if spansGrid, let index = items.first {
      // A section's header or footer lies across the grid, aligned as the grid.
      LazyGridRowContent(
        id: id, row: row, token: list.token, tracks: tracks, crossLength: crossLength, alignment: alignment,
        content: AnyView(list.view(at: index))
          .fixedSize(horizontal: axis == .horizontal, vertical: axis == .vertical)
          .cellFrame(
            width: axis == .vertical && crossLength > 0 ? crossLength : nil,
            height: axis == .horizontal && crossLength > 0 ? crossLength : nil, alignment: alignment))
    } else if axis == .vertical {
      LazyGridRowContent(
        id: id, row: row, token: list.token, tracks: tracks, crossLength: crossLength, alignment: alignment,
        content: HStack(alignment: .top, spacing: 0) {
          ForEach(cells) { cell in
            AnyView(list.view(at: cell.index))
              .cellFrame(width: cell.track.length, alignment: cell.track.alignment)
              .frame(maxHeight: .infinity, alignment: cell.track.alignment)
              .cellPadding(.leading, cell.gap)
          }
        }
        .fixedSize(horizontal: false, vertical: true)
        .cellFrame(
          width: crossLength > 0 ? crossLength : nil,
          alignment: Alignment(horizontal: alignment.horizontal, vertical: .top)))
    } else {
      LazyGridRowContent(
        id: id, row: row, token: list.token, tracks: tracks, crossLength: crossLength, alignment: alignment,
        content: VStack(alignment: .leading, spacing: 0) {
          ForEach(cells) { cell in
            AnyView(list.view(at: cell.index))
              .cellFrame(height: cell.track.length, alignment: cell.track.alignment)
              .frame(maxWidth: .infinity, alignment: cell.track.alignment)
              .cellPadding(.top, cell.gap)
          }
        }
        .fixedSize(horizontal: true, vertical: false)
        .cellFrame(
          height: crossLength > 0 ? crossLength : nil,
          alignment: Alignment(horizontal: .leading, vertical: alignment.vertical)))
    }
  }

  nonisolated static func == (lhs: LazyGridRow, rhs: LazyGridRow) -> Bool {
    lhs.list.token === rhs.list.token && lhs.row == rhs.row && lhs.items == rhs.items
      && lhs.spansGrid == rhs.spansGrid && lhs.axis == rhs.axis && lhs.alignment == rhs.alignment
      && lhs.tracks == rhs.tracks && lhs.crossLength == rhs.crossLength
  }
}

/// A lazy grid row's content under the row's first id: equal for the same
/// row of the same list, tracks, width and alignment (nothing to update),
/// new nodes for another id.
private struct LazyGridRowContent<Content: View>: View, MultiView, Equatable {
  typealias Body = Never
  let id: AnyHashable
  let row: Int
  let token: LazyViewListToken
  let tracks: [LazyGridTrack]
  let crossLength: Int
  let alignment: Alignment
  let content: Content

  func children() -> [ViewChild] { [ViewChild(id: id, view: content)] }

  nonisolated static func == (lhs: LazyGridRowContent, rhs: LazyGridRowContent) -> Bool {
    lhs.token === rhs.token && lhs.row == rhs.row && lhs.tracks == rhs.tracks
      && lhs.crossLength == rhs.crossLength && lhs.alignment == rhs.alignment
  }
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
  /// A lazy vertical grid whose floating-point row spacing, in the subtree's ``LengthUnit``, is rounded to rows at layout.
  public init<F: BinaryFloatingPoint>(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: F?,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      columns: columns, alignment: alignment, length: spacing.map { Length($0) }, pinnedViews: pinnedViews,
      content: content)
  }
}

extension LazyHGrid {
  /// A lazy horizontal grid whose floating-point column spacing, in the subtree's ``LengthUnit``, is rounded to columns at layout.
  public init<F: BinaryFloatingPoint>(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: F?,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      rows: rows, alignment: alignment, length: spacing.map { Length($0) }, pinnedViews: pinnedViews,
      content: content)
  }
}
