import TermBridgeTerminal
import TermBridgeWidgets

/// What the user may do to a list's rows beyond selecting them; each
/// returns whether it did something (else the key travels on).
struct ListRowActions<Element> {
  var isSelectable: ((Element) -> Bool)?
  var delete: ((Element) -> Bool)?
  /// Moves the first row to where the second is (they are neighbours).
  var move: ((Element, Element) -> Bool)?
  var expand: ((Element) -> Bool)?
  var collapse: ((Element) -> Bool)?
  /// The id of the row's parent in a tree.
  var parent: ((Element) -> AnyHashable?)?
}

/// The representable behind `List`.
struct ListRepresentable<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: TermViewRepresentable
{
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let selection: ListSelection<ID>
  let rowContent: (Data.Element) -> RowContent
  var actions = ListRowActions<Data.Element>()
  /// The section holding a row, for a list of sections (headers and
  /// footers pin in a plain list); nil for rows in no sections.
  var sections: (@MainActor (Int) -> TermSectionRows?)? = nil

  func makeCoordinator() -> ListCoordinator<Data, ID, RowContent> { ListCoordinator(parent: self) }

  func makeTermView(context: Context) -> TermListView {
    let list = TermListView()
    list.register(
      TermListCell.self, forCellReuseIdentifier: ListCoordinator<Data, ID, RowContent>.reuseIdentifier)
    list.selectionFollowsFocus = true
    // Rows size themselves to their content, as SwiftUI's do; heights are
    // asked only for the rows shown.
    list.rowHeight = TermListView.automaticDimension
    list.dataSource = context.coordinator
    list.delegate = context.coordinator
    return list
  }

  func updateTermView(_ list: TermListView, context: Context) {
    let coordinator = context.coordinator
    let old = coordinator.parent
    coordinator.parent = self
    coordinator.generation += 1
    coordinator.environment = context.environment
    if case .multiple = selection {
      list.allowsMultipleSelection = true
    } else {
      list.allowsMultipleSelection = false
    }
    let look = context.environment.listLook
    let restyled = coordinator.look != look
    coordinator.look = look
    let pins = look.pinsSections && sections != nil
    list.sectionHeadersPinToVisibleBounds = pins
    list.sectionFootersPinToVisibleBounds = pins
    if coordinator.isFirstUpdate || restyled || !ListCoordinator<Data, ID, RowContent>.sameData(old, self) {
      let changesRows = !coordinator.isFirstUpdate && !restyled
      coordinator.isFirstUpdate = false
      if changesRows, coordinator.changeRows(from: old, of: list, context: context) {
        coordinator.refreshVisibleRows(of: list)
      } else if changesRows, let kept = coordinator.rowsKeepingTheirIDs(from: old, in: list) {
        // Rows on screen that are the same rows (the same ids at the same
        // places) keep their cells, as SwiftUI keeps a row by its id: a
        // filter that leaves the top rows as they were redraws nothing.
        list.reloadData(keepingRows: kept)
        coordinator.refreshRows(kept.sorted(), of: list)
      } else {
        list.reloadData()
      }
    } else {
      coordinator.refreshVisibleRows(of: list)
    }
    // The selection is read apart: the user moving it changes the list's
    // selection and the rows that read it (made in their own graphs once
    // they read something), not the list.
    if !selection.isNone {
      context.readApart { [weak coordinator, weak list] in
        guard let coordinator, let list else { return }
        coordinator.applySelection(to: list)
      }
    }
    list.isEnabled = context.environment.isEnabled
    updateRefreshControl(of: list, environment: context.environment)
  }

  static func dismantleTermView(_ list: TermListView, coordinator: ListCoordinator<Data, ID, RowContent>) {
    coordinator.stopRowsTrack()
    list.dataSource = nil
    list.delegate = nil
  }
}

/// Data source and delegate of a declarative `List`: it turns selection,
/// deletion, moves and expansion by the user into writes of bindings and
/// calls of the content's actions.
@MainActor
final class ListCoordinator<Data: RandomAccessCollection, ID: Hashable, RowContent: View>:
  TermListViewDataSource, TermListViewDelegate
{
  static var reuseIdentifier: String { "TermBridge.List.row" }

  var parent: ListRepresentable<Data, ID, RowContent>
  var isFirstUpdate = true
  /// The list's environment, handed to every row (values, custom keys,
  /// `@Observable` objects set above the `List`).
  var environment = EnvironmentValues()
  var look = ListLook()
  /// Selected ids no row has (rows of a collapsed outline): kept in the
  /// selection when the user changes it.
  var unshownSelection: Set<ID> = []
  /// The animated insertion or removal of rows being played.
  var rowsTrack: ListRowsTrack?
  /// Counts the list's updates: a row's view made in one update shows
  /// what any other made in the same update for the same row shows.
  var generation = 0

  init(parent: ListRepresentable<Data, ID, RowContent>) { self.parent = parent }

  /// Whether two values show the same rows: `==` when the data is
  /// `Equatable` (O(1) for ranges and versioned collections), else the ids.
  static func sameData(
    _ a: ListRepresentable<Data, ID, RowContent>, _ b: ListRepresentable<Data, ID, RowContent>
  ) -> Bool {
    RowSelection.sameRows(a.data, b.data) { $0[keyPath: a.id] }
  }

  private func id(at row: Int) -> ID { element(at: row)[keyPath: parent.id] }

  /// The rows with cells whose id is the same in `old`'s data and the new
  /// data, or nil when there are none (or sections, whose header rows a
  /// reload places again). Costs the rows with cells, not the data.
  func rowsKeepingTheirIDs(
    from old: ListRepresentable<Data, ID, RowContent>, in list: TermListView
  ) -> Set<Int>? {
    guard parent.sections == nil, old.sections == nil else { return nil }
    let oldCount = old.data.count
    let newCount = parent.data.count
    var kept: Set<Int> = []
    for row in list.rowsWithCells where row < oldCount && row < newCount {
      let oldElement = old.data[old.data.index(old.data.startIndex, offsetBy: row)]
      if oldElement[keyPath: old.id] == id(at: row) { kept.insert(row) }
    }
    return kept.isEmpty ? nil : kept
  }

  private func element(at row: Int) -> Data.Element {
    parent.data[parent.data.index(parent.data.startIndex, offsetBy: row)]
  }

  func numberOfRows(in listView: TermListView) -> Int { parent.data.count }

  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: row)
    cell.contentConfiguration = rowConfiguration(at: row)
    return cell
  }

  func listView(_ listView: TermListView, sectionRowsForRowAt row: Int) -> TermSectionRows? {
    parent.sections?(row)
  }

  /// Updates the content of the rows on screen in place (same ids, new
  /// values): each row's content goes to its cell again unless the cell
  /// already shows it in the list's environment.
  func refreshVisibleRows(of listView: TermListView) {
    refreshRows(Array(listView.visibleRows) + listView.pinnedRows, of: listView)
  }

  /// Updates the content of `rows` in place where they are on screen (the
  /// list lays itself out first), as ``refreshVisibleRows(of:)`` does.
  func refreshRows(_ rows: [Int], of listView: TermListView) {
    for row in rows {
      guard let cell = listView.cellForRow(at: row) else { continue }
      let element = element(at: row)
      if !rowsReadState, let content = contentReadingNothing(of: element) {
        refresh(cell, with: content, element: element)
      } else {
        refresh(cell, with: rowView(of: element), element: element)
      }
    }
  }

  /// Gives `cell` `content`, made from `element` (the row the cell shows),
  /// unless it shows it already in the list's environment.
  private func refresh<Content: View>(_ cell: TermListCell, with content: Content, element: Data.Element) {
    if !cell.showsHostedContent(content, in: environment) {
      let identity = cell.hostedIdentity(of: Content.self) ?? element[keyPath: parent.id]
      cell.contentConfiguration = configuration(for: content, identity: identity)
    }
  }

  /// Whether a row's content has read state or an observed property:
  /// from then on every row's content is made in the row's own hosting
  /// graph (``ListRowView``), which tracks what it reads, so that the row
  /// follows it. Until then the list makes the content, at less cost.
  private var rowsReadState = false

  /// The configuration of row `row`'s cell. The row's element is read
  /// once (a list of content makes it from the content each time).
  private func rowConfiguration(at row: Int) -> any TermContentConfiguration {
    let element = element(at: row)
    let identity = element[keyPath: parent.id]
    if !rowsReadState, let content = contentReadingNothing(of: element) {
      return configuration(for: content, identity: identity)
    }
    return configuration(for: rowView(of: element), identity: identity)
  }

  /// The row's content made by the list, unless making it read state or
  /// an observed property (which then makes every row in its own graph).
  private func contentReadingNothing(of element: Data.Element) -> RowContent? {
    let made = ReadProbe.run { parent.rowContent(element) }
    if made.read { rowsReadState = true }
    return made.read ? nil : made.value
  }

  /// The row's content, to be made inside the row's own hosting graph.
  private func rowView(of element: Data.Element) -> ListRowView<ID, Data.Element, RowContent> {
    ListRowView(
      id: element[keyPath: parent.id], generation: generation, element: element, content: parent.rowContent)
  }

  /// The configuration of a row's cell: `content`, as the row `identity`
  /// (a cell given another row's content shows a new row: the old one
  /// disappears and the new one appears, each with its own state).
  private func configuration<Content: View>(
    for content: Content, identity: any Hashable
  ) -> TermHostingConfiguration<Content> {
    let inset = look.horizontalInset
    var configuration = TermHostingConfiguration { content }.margins([.leading, .trailing], inset)
    configuration.inheritedEnvironment = environment
    configuration.identity = identity
    return configuration
  }

  // MARK: What the user does

  func listView(_ listView: TermListView, shouldSelectRowAt row: Int) -> Bool {
    parent.actions.isSelectable.map { $0(element(at: row)) } ?? true
  }

  func listView(_ listView: TermListView, deleteRowAt row: Int) -> Bool {
    parent.actions.delete.map { $0(element(at: row)) } ?? false
  }

  func listView(_ listView: TermListView, canDeleteRowAt row: Int) -> Bool { parent.actions.delete != nil }

  func listView(_ listView: TermListView, moveRowAt row: Int, to destination: Int) -> Bool {
    parent.actions.move.map { $0(element(at: row), element(at: destination)) } ?? false
  }

  func listView(_ listView: TermListView, expandRowAt row: Int) -> Bool {
    parent.actions.expand.map { $0(element(at: row)) } ?? false
  }

  /// Left: collapses the row, or makes its parent the current row.
  func listView(_ listView: TermListView, collapseRowAt row: Int) -> Bool {
    if parent.actions.collapse?(element(at: row)) == true { return true }
    guard let parentID = parent.actions.parent?(element(at: row)) else { return false }
    guard let parentRow = (0..<row).reversed().first(where: { AnyHashable(id(at: $0)) == parentID }) else {
      return false
    }
    listView.selectRow(parentRow, scrollPosition: .none)
    listView.scrollToRow(parentRow)
    if !listView.allowsMultipleSelection { self.listView(listView, didSelectRowAt: parentRow) }
    return true
  }

  /// Enter on a row without a control: in a split view's column, its next
  /// column shows.
  func listView(_ listView: TermListView, didActivateRowAt row: Int) {
    environment.showNextColumn?.action()
  }

  func listView(_ listView: TermListView, didSelectRowAt row: Int) {
    guard case .single(let selection) = parent.selection, row < parent.data.count else { return }
    let selected = id(at: row)
    if selection.wrappedValue != selected { selection.wrappedValue = selected }
  }

  func listViewSelectionDidChange(_ listView: TermListView) {
    guard case .multiple(let selection) = parent.selection else { return }
    let count = parent.data.count
    let shown = listView.selectedRows.lazy.filter { $0 < count }.map { self.id(at: $0) }
    let selected = unshownSelection.union(shown)
    if selection.wrappedValue != selected { selection.wrappedValue = selected }
  }

  // MARK: Selection from the bindings

  func applySelection(to listView: TermListView) {
    switch parent.selection {
    case .none: return
    case .single(let selection): applySingleSelection(selection.wrappedValue, to: listView)
    case .multiple(let selection): applyMultipleSelection(selection.wrappedValue, to: listView)
    }
  }

  private func applySingleSelection(_ selected: ID?, to listView: TermListView) {
    guard let selected else {
      if listView.selectedRow != nil { listView.selectRow(nil) }
      return
    }
    let found = RowSelection.row(of: selected, near: listView.selectedRow ?? 0, count: parent.data.count) {
      id(at: $0)
    }
    if listView.selectedRow != found { listView.selectRow(found, scrollPosition: .none) }
  }

  /// Finds the selected ids' rows with a pass over the data, unless the
  /// rows the list has selected are those ids already (the user's own
  /// change, or a reload of the same rows: a cost in proportion to the
  /// selection).
  private func applyMultipleSelection(_ selected: Set<ID>, to listView: TermListView) {
    let count = parent.data.count
    if RowSelection.rows(
      listView.selectedRows, match: selected, unshown: unshownSelection, count: count, id: { id(at: $0) })
    {
      return
    }
    let (rows, found) = RowSelection.rows(of: selected, in: parent.data) { $0[keyPath: parent.id] }
    unshownSelection = selected.subtracting(found)
    listView.selectRows(rows)
  }
}
