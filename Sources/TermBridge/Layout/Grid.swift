import TermBridgeTerminal
import TermBridgeWidgets

/// Views in rows and columns, like SwiftUI's `Grid`: each ``GridRow``'s
/// views are its cells, column by column; every column is as wide as its
/// widest cell, and a view placed directly in the grid (a `Divider`) is a
/// row of its own spanning every column. `.gridCellColumns(_:)` makes a
/// cell span several columns, `.gridColumnAlignment(_:)` aligns a column and
/// `.gridCellAnchor(_:)` places one cell.
///
/// Terminal choices: spacing is in cells, one column between columns and
/// no row between rows by default (as `HStack` and `VStack` here). When
/// the grid is offered more width than its columns want, the columns that
/// hold a flexible cell (a `Spacer`, `frame(maxWidth: .infinity)`) share
/// the rest; offered less, columns give up what their cells can spare, in
/// proportion. Rows keep their cells' ideal height. Layout only, no widget.
public struct Grid<Content: View>: View, StructuralView {
  /// A grid has no body: it is a layout rule.
  public typealias Body = Never
  let alignment: Alignment
  let horizontalSpacing: Length
  let verticalSpacing: Length
  let body_: Content

  /// A grid of `content`'s rows; cells are aligned in their slots by
  /// `alignment` unless their row or column says otherwise. Spacings are
  /// in the subtree's ``LengthUnit``.
  public init(
    alignment: Alignment = .center, horizontalSpacing: Int? = nil, verticalSpacing: Int? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, horizontal: horizontalSpacing.map { Length($0) },
      vertical: verticalSpacing.map { Length($0) }, content: content)
  }

  init(alignment: Alignment, horizontal: Length?, vertical: Length?, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.horizontalSpacing = horizontal ?? .cells(1)
    self.verticalSpacing = vertical ?? .cells(0)
    body_ = content()
  }

  private func spacings(in environment: EnvironmentValues) -> (horizontal: Int, vertical: Int) {
    let unit = environment.lengthUnit
    return (
      horizontalSpacing.cells(in: unit, along: .horizontal), verticalSpacing.cells(in: unit, along: .vertical)
    )
  }

  package var content: [any View] {
    var cells: [ViewChild] = []
    for (rowIndex, item) in viewListItems(of: body_).enumerated() {
      guard let row = item.view as? any GridRowContent else {
        let info = GridCellInfo(
          row: rowIndex, columns: nil, rowAlignment: nil, columnAlignment: nil,
          anchor: item.traits[GridCellAnchorTraitKey.self])
        cells.append(ViewChild(id: item.id, view: GridCell(wrapped: item.view, info: info)))
        continue
      }
      for cell in viewListItems(of: row.rowContent) {
        let info = GridCellInfo(
          row: rowIndex, columns: max(1, cell.traits[GridCellColumnsTraitKey.self]),
          rowAlignment: row.rowAlignment, columnAlignment: cell.traits[GridColumnAlignmentTraitKey.self],
          anchor: cell.traits[GridCellAnchorTraitKey.self])
        cells.append(ViewChild(id: [item.id, cell.id], view: GridCell(wrapped: cell.view, info: info)))
      }
    }
    return [IdentifiedViews(views: cells)]
  }

  package func makeLayout(environment: EnvironmentValues) -> any LayoutBehavior {
    let spacing = spacings(in: environment)
    return GridLayout(
      alignment: alignment, horizontalSpacing: spacing.horizontal, verticalSpacing: spacing.vertical)
  }

  package func updateLayout(_ layout: any LayoutBehavior, environment: EnvironmentValues) -> Bool {
    guard let grid = layout as? GridLayout else { return false }
    let spacing = spacings(in: environment)
    return grid.update(
      alignment: alignment, horizontalSpacing: spacing.horizontal, verticalSpacing: spacing.vertical)
  }
}

/// One row of a ``Grid``, like SwiftUI's `GridRow`: each of its views is a
/// cell. Outside a grid its views are shown as a `Group`'s are.
public struct GridRow<Content: View>: View, MultiView {
  /// It has no body: its views join the grid as cells.
  public typealias Body = Never
  let alignment: VerticalAlignment?
  let body_: Content

  /// A row of `content`'s cells, aligned vertically by `alignment` (the
  /// grid's alignment when nil).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    body_ = content()
  }

  func children() -> [ViewChild] { ViewChild.only(body_) }
}

/// A grid row as the grid takes it apart.
@MainActor
protocol GridRowContent {
  var rowContent: any View { get }
  var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: GridRowContent {
  var rowContent: any View { body_ }
  var rowAlignment: VerticalAlignment? { alignment }
}

/// How many columns a grid cell spans (`.gridCellColumns`).
enum GridCellColumnsTraitKey: ViewTraitKey {
  static var defaultValue: Int { 1 }
}

/// How a grid column aligns its cells (`.gridColumnAlignment`).
enum GridColumnAlignmentTraitKey: ViewTraitKey {
  static var defaultValue: HorizontalAlignment? { nil }
}

/// Where a grid cell sits in its slot (`.gridCellAnchor`).
enum GridCellAnchorTraitKey: ViewTraitKey {
  static var defaultValue: UnitPoint? { nil }
}

extension View {
  /// Places this grid cell in its slot at `anchor` rather than by the
  /// row's and column's alignment.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    trait(GridCellAnchorTraitKey.self, anchor)
  }

  /// Makes this cell of a ``GridRow`` span `count` columns.
  public func gridCellColumns(_ count: Int) -> some View {
    trait(GridCellColumnsTraitKey.self, count)
  }

  /// Aligns every cell of the column this cell is in horizontally by
  /// `guide` (the grid's alignment otherwise).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    trait(GridColumnAlignmentTraitKey.self, guide)
  }
}

extension Grid {
  /// A grid whose floating-point spacings, in the subtree's ``LengthUnit``, are rounded to cells at layout.
  public init<F: BinaryFloatingPoint>(
    alignment: Alignment = .center, horizontalSpacing: F?, verticalSpacing: F? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, horizontal: horizontalSpacing.map { Length($0) },
      vertical: verticalSpacing.map { Length($0) }, content: content)
  }
}
