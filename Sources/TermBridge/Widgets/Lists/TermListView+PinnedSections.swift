import TermBridgeTerminal

/// Section headers and footers pinned to the list's edges while their
/// rows scroll past (``TermListView/sectionHeadersPinToVisibleBounds``,
/// ``TermListView/sectionFootersPinToVisibleBounds``): where they go, and
/// the lines they take from the rows a scroll must show.
extension TermListView {
  /// Whether anything is pinned, so the data source is asked about sections.
  private var pinsSections: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

  /// The section holding `row`, as the data source says; nil when nothing
  /// is pinned or the answer does not hold the row.
  func section(ofRow row: Int) -> TermSectionRows? {
    guard pinsSections, row >= 0, row < rowCount,
      let section = dataSource?.listView(self, sectionRowsForRowAt: row), section.rows.contains(row)
    else { return nil }
    return section
  }

  /// The lines a pinned header takes above `row` while `row` is on
  /// screen: its section's header's height (0 for the header itself, or
  /// when headers are not pinned).
  func pinnedHeight(above row: Int) -> Int {
    guard sectionHeadersPinToVisibleBounds, let header = section(ofRow: row)?.header, header < row else {
      return 0
    }
    return height(ofRow: header)
  }

  /// The lines a pinned footer takes below `row` while `row` is on screen.
  func pinnedHeight(below row: Int) -> Int {
    guard sectionFootersPinToVisibleBounds, let footer = section(ofRow: row)?.footer, footer > row else {
      return 0
    }
    return height(ofRow: footer)
  }

  /// Where the pinned header and footer go, given where the rows on
  /// screen are: the header of the section of the first row on screen at
  /// the top edge (never below its own place, and pushed up by its
  /// section's end, or its pinned footer), the footer of the section of
  /// the last row at the bottom edge (never above its own place, and
  /// pushed down by its section's header). A header or footer at its own
  /// place on screen is not pinned. Makes the cells they need.
  func pinnedPlacements(for rows: [LaidOutRow]) -> [LaidOutRow] {
    guard pinsSections, let first = rows.first, let last = rows.last else { return [] }
    let lines = bounds.height
    // Lines far beyond either edge, for rows that are not on screen.
    let beyond = lines + 1 << 30
    func line(of row: Int) -> LaidOutRow? { rows.first { $0.row == row } }
    var placements: [LaidOutRow] = []
    if sectionHeadersPinToVisibleBounds, let section = section(ofRow: first.row), let header = section.header
    {
      let natural = line(of: header)?.y ?? -beyond
      if natural < 0 {
        _ = ensureCell(forRow: header)
        let height = height(ofRow: header)
        // The section's end, or its footer when footers pin too.
        let limit: Int
        if sectionFootersPinToVisibleBounds, let footer = section.footer, footer != header {
          limit = line(of: footer)?.y ?? beyond
        } else {
          limit = line(of: section.rows.upperBound - 1).map { $0.y + $0.height } ?? beyond
        }
        let y = min(0, limit - height)
        if y + height > 0 { placements.append(LaidOutRow(row: header, y: y, height: height)) }
      }
    }
    if sectionFootersPinToVisibleBounds, let section = section(ofRow: last.row), let footer = section.footer {
      let placed = line(of: footer)
      if placed.map({ $0.y + $0.height > lines }) ?? true {
        _ = ensureCell(forRow: footer)
        let height = height(ofRow: footer)
        let natural = placed?.y ?? beyond
        // The end of the section's header (or its start).
        let start: Int
        if let header = section.header, header != footer {
          start = line(of: header).map { $0.y + $0.height } ?? -beyond
        } else {
          start = line(of: section.rows.lowerBound)?.y ?? -beyond
        }
        let y = max(min(natural, lines - height), start)
        if y < lines, !placements.contains(where: { $0.row == footer }) {
          placements.append(LaidOutRow(row: footer, y: y, height: height))
        }
      }
    }
    return placements
  }

  /// Places the pinned rows' cells and puts them above every other cell,
  /// so they are drawn over the rows and get the mouse first.
  func placePinnedCells(_ pinned: [LaidOutRow], width: Int) {
    for entry in pinned {
      guard let cell = cellsByRow[entry.row] else { continue }
      cell.frame = Rect(x: 0, y: entry.y, width: width, height: entry.height)
      applyState(to: cell, row: entry.row)
      if cell.isHidden { cell.isHidden = false }
      guard let topCell = subviews.lastIndex(where: { $0 is TermListCell }),
        subviews[topCell] !== cell
      else { continue }
      isChangingCells = true
      insertSubview(cell, at: topCell)
      isChangingCells = false
    }
  }
}
