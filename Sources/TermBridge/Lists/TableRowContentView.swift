/// What a table row shows: its texts drawn as one view
/// (``TableTextRow``), or its cells (``TableRowCells``); the body of a row
/// made in its own graph (``ListRowView``).
enum TableRowContentView: View {
  case text(TableTextRow)
  case cells(TableRowCells)

  var body: some View {
    switch self {
    case .text(let row): row
    case .cells(let cells): cells
    }
  }
}
