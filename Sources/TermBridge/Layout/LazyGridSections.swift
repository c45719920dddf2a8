import TermBridgeWidgets

/// How a lazy grid's content falls into grid rows (columns, in a
/// `LazyHGrid`): a section's header and footer take a row each, across
/// the whole grid, and its other items start a row of their own and fill
/// as many tracks as the grid has, as SwiftUI's grids lay sections out.
/// Costs the sections, never the items.
@MainActor
struct LazyGridSections {
  /// A run of the content's items laid out alike.
  private struct Run {
    /// The first item of the run, and how many items it has.
    let start: Int
    let count: Int
    /// Items a grid row holds: the number of tracks, or 1 for a header
    /// or footer across the grid.
    let perRow: Int
    /// The grid row the run starts at.
    let firstRow: Int
    /// Whether it is a header or footer, across the grid.
    let spansGrid: Bool
    var rows: Int { (count + perRow - 1) / perRow }
  }

  private var runs: [Run] = []
  /// The number of grid rows.
  private(set) var rowCount = 0

  /// The grid rows of `list` in `tracks` tracks (none when there are none).
  init(list: LazyViewList, tracks: Int) {
    guard tracks > 0 else { return }
    var next = 0
    func add(_ start: Int, _ end: Int, perRow: Int) {
      guard end > start else { return }
      let run = Run(start: start, count: end - start, perRow: perRow, firstRow: rowCount, spansGrid: false)
      runs.append(run)
      rowCount += run.rows
    }
    func addSpanning(_ item: Int) {
      let run = Run(start: item, count: 1, perRow: 1, firstRow: rowCount, spansGrid: true)
      runs.append(run)
      rowCount += run.rows
    }
    for section in list.sections {
      add(next, section.rows.lowerBound, perRow: tracks)
      var contentStart = section.rows.lowerBound
      var contentEnd = section.rows.upperBound
      if let header = section.header {
        addSpanning(header)
        contentStart = header + 1
      }
      if let footer = section.footer { contentEnd = footer }
      add(contentStart, contentEnd, perRow: tracks)
      if let footer = section.footer { addSpanning(footer) }
      next = section.rows.upperBound
    }
    add(next, list.count, perRow: tracks)
  }

  /// The content's items in grid row `row`, and whether they lie across
  /// the whole grid (a header or footer).
  func items(inRow row: Int) -> (items: Range<Int>, spansGrid: Bool) {
    guard let run = run(where: { $0.firstRow <= row }) else { return (0..<0, false) }
    let start = run.start + (row - run.firstRow) * run.perRow
    return (start..<min(start + run.perRow, run.start + run.count), run.spansGrid)
  }

  /// The grid row holding the content's item `index`.
  func row(ofItem index: Int) -> Int {
    guard let run = run(where: { $0.start <= index }) else { return 0 }
    return run.firstRow + (index - run.start) / run.perRow
  }

  /// The section holding grid row `row` as grid rows, from the content's
  /// section holding its first item.
  func section(ofRow row: Int, in list: LazyViewList) -> TermSectionRows? {
    let items = items(inRow: row).items
    guard !items.isEmpty, let section = list.section(containing: items.lowerBound) else { return nil }
    let first = self.row(ofItem: section.rows.lowerBound)
    let last = self.row(ofItem: section.rows.upperBound - 1)
    return TermSectionRows(
      rows: first..<(last + 1), header: section.header.map { self.row(ofItem: $0) },
      footer: section.footer.map { self.row(ofItem: $0) })
  }

  /// The last run whose `key` holds, by halving.
  private func run(where key: (Run) -> Bool) -> Run? {
    var low = 0
    var high = runs.count - 1
    guard high >= 0, key(runs[0]) else { return nil }
    while low < high {
      let middle = (low + high + 1) / 2
      if key(runs[middle]) { low = middle } else { high = middle - 1 }
    }
    return runs[low]
  }
}
