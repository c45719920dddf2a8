import Foundation
import TermBridgeDeclarative
import TermBridgeTerminal
import TermBridgeWidgets

/// A scrolling list of rows built from data, like SwiftUI's `List`, with
/// optional single selection. It is a representable over ``TermListView``:
/// rows are declarative content hosted in reusable cells through
/// ``TermHostingConfiguration``, so only the rows on screen exist, however
/// long the data is.
public struct List<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let selection: Binding<ID?>?
  let rowContent: (Data.Element) -> RowContent
  /// For lists built from content: which rows may be selected (not a
  /// section's header or footer), and how a row is deleted.
  var isSelectable: ((Data.Element) -> Bool)?
  var deleteRow: ((Data.Element) -> Bool)?

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.data = data
    self.id = id
    self.selection = selection
    self.rowContent = rowContent
  }

  public var body: some View {
    ListRepresentable(
      data: data, id: id, selection: selection, rowContent: rowContent, isSelectable: isSelectable,
      deleteRow: deleteRow)
  }
}

/// A row of a `List` built from content (static rows, `ForEach`, `Section`).
public struct ListContentRow {
  enum Kind { case row, header, footer }
  let id: AnyHashable
  let kind: Kind
  let view: AnyView
  /// What the selection is while this row is selected: its `.tag`, or its
  /// `ForEach` element's id.
  let selectionValue: AnyHashable
  let delete: DeleteAction?

  /// The rows `content` is made of: sections open into a header row, their
  /// rows and a footer row.
  @MainActor
  static func rows(of content: any View) -> [ListContentRow] {
    var rows: [ListContentRow] = []
    /// A section's header or footer: dimmed, never selected.
    func addDecoration(_ view: some View, kind: Kind, id: [AnyHashable]) {
      let rowID = AnyHashable(id + [AnyHashable("\(kind)")])
      rows.append(
        ListContentRow(
          id: rowID, kind: kind, view: AnyView(view.foregroundColor(.gray)), selectionValue: rowID,
          delete: nil))
    }
    func add(_ items: [ViewListItem], prefix: [AnyHashable]) {
      for item in items {
        let id = [AnyHashable(prefix), item.id]
        if let section = item.view as? any SectionParts {
          if let header = section.sectionHeader { addDecoration(header.bold(), kind: .header, id: id) }
          add(viewListItems(of: section.sectionContent), prefix: id)
          if let footer = section.sectionFooter { addDecoration(footer, kind: .footer, id: id) }
          continue
        }
        let last = (item.id.base as? [AnyHashable])?.last ?? item.id
        rows.append(
          ListContentRow(
            id: AnyHashable(id), kind: .row, view: AnyView(item.view),
            selectionValue: item.traits[TagTraitKey.self] ?? last,
            delete: item.traits[DeleteActionTraitKey.self]))
      }
    }
    add(viewListItems(of: content), prefix: [])
    return rows
  }
}

extension List where Data == [ListContentRow], ID == AnyHashable, RowContent == AnyView {
  /// A list of the rows `content` is made of, like SwiftUI's
  /// `List { … }`: static rows, `ForEach` (with `.onDelete`: Delete on the
  /// current row), and `Section`s, whose header and footer are rows that
  /// cannot be selected.
  public init<Content: View>(@ViewBuilder content: () -> Content) {
    self.init(rows: ListContentRow.rows(of: content()), selection: nil)
  }

  /// A list of `content`'s rows whose selected row is `selection`: a row's
  /// `.tag`, or its `ForEach` element's id.
  public init<SelectionValue: Hashable, Content: View>(
    selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
  ) {
    let rows = ListContentRow.rows(of: content())
    // Both ways between a row and its selection value, worked out here.
    var values: [AnyHashable: SelectionValue] = [:]
    var ids: [SelectionValue: AnyHashable] = [:]
    for row in rows where row.kind == .row {
      guard let value = row.selectionValue.base as? SelectionValue else { continue }
      values[row.id] = value
      if ids[value] == nil { ids[value] = row.id }
    }
    let byID = Binding<AnyHashable?>(
      get: { selection.wrappedValue.flatMap { ids[$0] } },
      set: { id in selection.wrappedValue = id.flatMap { values[$0] } })
    self.init(rows: rows, selection: byID)
  }

  private init(rows: [ListContentRow], selection: Binding<AnyHashable?>?) {
    self.init(rows, id: \.id, selection: selection) { $0.view }
    isSelectable = { $0.kind == .row }
    deleteRow = { row in
      guard let delete = row.delete else { return false }
      delete.perform(IndexSet(integer: delete.offset))
      return true
    }
  }
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(
    _ data: Data, selection: Binding<ID?>? = nil,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }
}

/// The representable behind `List`.
struct ListRepresentable<Data: RandomAccessCollection, ID: Hashable, RowContent: View>: TermViewRepresentable
{
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let selection: Binding<ID?>?
  let rowContent: (Data.Element) -> RowContent
  let isSelectable: ((Data.Element) -> Bool)?
  let deleteRow: ((Data.Element) -> Bool)?

  func makeCoordinator() -> ListCoordinator<Data, ID, RowContent> { ListCoordinator(parent: self) }

  func makeTermView(context: Context) -> TermListView {
    let list = TermListView()
    list.register(
      TermListCell.self, forCellReuseIdentifier: ListCoordinator<Data, ID, RowContent>.reuseIdentifier)
    list.dataSource = context.coordinator
    list.delegate = context.coordinator
    return list
  }

  func updateTermView(_ list: TermListView, context: Context) {
    let coordinator = context.coordinator
    let old = coordinator.parent
    coordinator.parent = self
    coordinator.environment = context.environment
    if coordinator.isFirstUpdate || !ListCoordinator<Data, ID, RowContent>.sameData(old, self) {
      coordinator.isFirstUpdate = false
      list.reloadData()
    } else {
      coordinator.refreshVisibleRows(of: list)
    }
    coordinator.applySelection(to: list)
    list.isEnabled = context.environment.isEnabled
  }

  static func dismantleTermView(_ list: TermListView, coordinator: ListCoordinator<Data, ID, RowContent>) {
    list.dataSource = nil
    list.delegate = nil
  }
}

/// Data source and delegate of a declarative `List`: it turns selection by
/// the user into writes of the selection binding.
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

  init(parent: ListRepresentable<Data, ID, RowContent>) { self.parent = parent }

  /// Whether two values show the same rows: `==` when the data is
  /// `Equatable` (O(1) for ranges and versioned collections), else the ids.
  static func sameData(
    _ a: ListRepresentable<Data, ID, RowContent>, _ b: ListRepresentable<Data, ID, RowContent>
  ) -> Bool {
    if let equatable = a.data as? any Equatable { return equalValues(equatable, b.data) }
    guard a.data.count == b.data.count else { return false }
    return zip(a.data, b.data).allSatisfy { $0[keyPath: a.id] == $1[keyPath: b.id] }
  }

  private func id(at row: Int) -> ID { element(at: row)[keyPath: parent.id] }

  private func element(at row: Int) -> Data.Element {
    parent.data[parent.data.index(parent.data.startIndex, offsetBy: row)]
  }

  func numberOfRows(in listView: TermListView) -> Int { parent.data.count }

  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: row)
    cell.contentConfiguration = rowConfiguration(at: row)
    return cell
  }

  /// Updates the content of the rows on screen in place (same ids, new values).
  func refreshVisibleRows(of listView: TermListView) {
    for row in listView.visibleRows {
      guard let cell = listView.cellForRow(at: row) else { continue }
      cell.contentConfiguration = rowConfiguration(at: row)
    }
  }

  private func rowConfiguration(at row: Int) -> TermHostingConfiguration<some View> {
    let content = parent.rowContent(element(at: row))
    // Rows are leading-aligned, as SwiftUI's are (a hosted view is centred).
    var configuration = TermHostingConfiguration { content.frame(maxWidth: .infinity, alignment: .leading) }
    configuration.inheritedEnvironment = environment
    return configuration
  }

  func listView(_ listView: TermListView, shouldSelectRowAt row: Int) -> Bool {
    parent.isSelectable.map { $0(element(at: row)) } ?? true
  }

  func listView(_ listView: TermListView, deleteRowAt row: Int) -> Bool {
    parent.deleteRow.map { $0(element(at: row)) } ?? false
  }

  /// Enter on a row: in a split view's column, its next column shows.
  func listView(_ listView: TermListView, didActivateRowAt row: Int) {
    environment.showNextColumn?.action()
  }

  func listView(_ listView: TermListView, didSelectRowAt row: Int) {
    guard let selection = parent.selection, row < parent.data.count else { return }
    let selected = id(at: row)
    if selection.wrappedValue != selected { selection.wrappedValue = selected }
  }

  func applySelection(to listView: TermListView) {
    guard let selection = parent.selection else { return }
    guard let selected = selection.wrappedValue else {
      if listView.selectedRow != nil { listView.selectRow(nil) }
      return
    }
    let count = parent.data.count
    // Near the current selection first (keys move it a row or a page),
    // then the whole data.
    let current = listView.selectedRow ?? 0
    var found: Int?
    for distance in 0...min(count, 256) {
      if current + distance < count, id(at: current + distance) == selected {
        found = current + distance
        break
      }
      if distance > 0, current - distance >= 0, current - distance < count,
        id(at: current - distance) == selected
      {
        found = current - distance
        break
      }
    }
    if found == nil { found = (0..<count).first { id(at: $0) == selected } }
    if listView.selectedRow != found { listView.selectRow(found, scrollPosition: .none) }
  }

}

private func equalValues<E: Equatable>(_ a: E, _ b: Any) -> Bool {
  guard let b = b as? E else { return false }
  return a == b
}
