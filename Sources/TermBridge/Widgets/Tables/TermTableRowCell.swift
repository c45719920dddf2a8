import TermBridgeTerminal

/// A row of a ``TermTableView``: a list cell holding one content view per
/// column, placed at the column's edge less the table's horizontal offset.
/// Reused as the rows scroll, like any list cell; a column's view is
/// updated in place when it supports the row's new configuration. A data
/// source that gives a whole row's configuration
/// (``TermTableViewDataSource/tableView(_:rowContentConfigurationForRow:)``)
/// makes it the cell's ``TermListCell/contentConfiguration`` instead: one
/// view filling the row, no column views.
@MainActor
open class TermTableRowCell: TermListCell {
  /// The table the cell belongs to; it gives the column layout.
  weak var tableView: TermTableView?
  private var configurations: [(any TermContentConfiguration)?] = []

  /// The views of the row's cells, by column (nil for a column not yet
  /// configured).
  public private(set) var columnViews: [(any TermView & TermContentView)?] = []

  open override var isSelected: Bool {
    didSet { if isSelected != oldValue { updateConfigurationsForState() } }
  }

  /// Makes the cells of `columnCount` columns, dropping views of columns
  /// past it.
  func setColumnCount(_ columnCount: Int) {
    guard columnViews.count != columnCount else { return }
    while columnViews.count > columnCount {
      columnViews.removeLast()?.removeFromSuperview()
      configurations.removeLast()
    }
    while columnViews.count < columnCount {
      columnViews.append(nil)
      configurations.append(nil)
    }
    setNeedsLayout()
  }

  /// Shows `configuration` in `column`: the column's view updated in place
  /// when it supports it, else a new view made from it.
  public func setContentConfiguration(_ configuration: any TermContentConfiguration, forColumn column: Int) {
    if column >= columnViews.count { setColumnCount(column + 1) }
    configurations[column] = configuration
    let state = configuration.updated(for: configurationState)
    if let view = columnViews[column], view.supports(state) {
      view.configuration = state
      return
    }
    columnViews[column]?.removeFromSuperview()
    let view = state.makeContentView()
    columnViews[column] = view
    addSubview(view)
    setNeedsLayout()
  }

  private func updateConfigurationsForState() {
    for (column, base) in configurations.enumerated() {
      guard let base, let view = columnViews[column] else { continue }
      let state = base.updated(for: configurationState)
      if view.supports(state) { view.configuration = state }
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard let tableView else { return }
    let layout = tableView.columnLayout(forWidth: bounds.width)
    let offset = tableView.horizontalOffset
    for (column, view) in columnViews.enumerated() {
      guard let view else { continue }
      guard column < layout.widths.count else {
        view.isHidden = true
        continue
      }
      let frame = layout.frame(ofColumn: column, inRow: bounds, shift: offset)
      let shown = frame.maxX > 0 && frame.minX < bounds.width
      if view.isHidden == shown { view.isHidden = !shown }
      if view.frame != frame { view.frame = frame }
    }
  }

  /// The row's height: the tallest column's content.
  open override func sizeThatFits(_ size: Size) -> Size {
    if let contentView {
      return Size(width: size.width, height: max(1, contentView.sizeThatFits(size).height))
    }
    guard let tableView else { return Size(width: size.width, height: 1) }
    let layout = tableView.columnLayout(forWidth: size.width)
    var height = 1
    for (column, view) in columnViews.enumerated() where column < layout.widths.count {
      guard let view else { continue }
      height = max(height, view.sizeThatFits(Size(width: layout.widths[column], height: size.height)).height)
    }
    return Size(width: size.width, height: height)
  }

  /// The columns' views draw the row; the cell draws only its background.
  open override func draw(in canvas: TermCanvas) {}
}
