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
    ListRepresentable(data: data, id: id, selection: selection, rowContent: rowContent)
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
