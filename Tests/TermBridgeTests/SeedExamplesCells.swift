import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// MARK: - Seed 000 (UIHostingController › UIHostingConfiguration)

/// The seed's `ItemRow(item:)` (its body is not in the seed), showing an
/// `Item` (declared with the identity tests: an `id` and a `title`).
struct ItemRow: View {
  let item: Item
  var body: some View {
    HStack {
      Text(item.title)
      Spacer()
      Text("#\(item.id)").foregroundColor(.gray)
    }
  }
}

// Ported by renaming: `UICollectionView` → `TermListView`. Beyond that, a
// list has rows, not index paths: `collectionView(_:cellForItemAt:)` is
// `listView(_:cellForRowAt:)` with an `Int` row (`indexPath.item` → `row`),
// and `dequeueReusableCell(withReuseIdentifier:for:)` is
// `dequeueReusableCell(withIdentifier:for:)`. The controller around the
// data source method, and `numberOfRows(in:)`, are not in the seed.
@MainActor
final class ItemsViewController: TermViewController, TermListViewDataSource {
  let listView = TermListView()
  var items: [Item]

  init(items: [Item]) {
    self.items = items
    super.init()
  }

  override func loadView() {
    listView.register(TermListCell.self, forCellReuseIdentifier: "cell")
    listView.dataSource = self
    view = listView
  }

  func numberOfRows(in listView: TermListView) -> Int { items.count }

  func listView(
    _ listView: TermListView,
    cellForRowAt row: Int
  ) -> TermListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: "cell", for: row)
    cell.contentConfiguration = TermHostingConfiguration {
      ItemRow(item: items[row])
    }
    return cell
  }
}

// MARK: - Seed 002 (5. UIHostingConfiguration)

struct Contact: Equatable, Sendable {
  var name: String
  var email: String
}

/// The seed's `ContactRow(contact:)`: two lines, so rows size themselves.
/// Content narrower than its cell is centred, as in SwiftUI, hence the frame.
struct ContactRow: View {
  let contact: Contact
  var body: some View {
    VStack(alignment: .leading) {
      Text(contact.name).bold()
      Text(contact.email).foregroundColor(.gray)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

// Ported by renaming, with rows for index paths as for seed 000
// (`position.item` → `position`). The seed points elsewhere for margins
// and self-sizing; here rows size themselves
// (`TermListView.automaticDimension`) and the configuration has a margin
// of one cell on each side.
@MainActor
final class ContactsViewController: TermViewController, TermListViewDataSource, TermListViewDelegate {
  let grid = TermListView()
  var contacts: [Contact]

  init(contacts: [Contact]) {
    self.contacts = contacts
    super.init()
  }

  override func loadView() {
    grid.register(TermListCell.self, forCellReuseIdentifier: "contact")
    grid.dataSource = self
    grid.delegate = self
    view = grid
  }

  func numberOfRows(in listView: TermListView) -> Int { contacts.count }

  func listView(_ listView: TermListView, heightForRowAt row: Int) -> Int { TermListView.automaticDimension }

  func listView(_ grid: TermListView, cellForRowAt position: Int) -> TermListCell {
    let contact = contacts[position]
    let cell = grid.dequeueReusableCell(withIdentifier: "contact", for: position)
    cell.contentConfiguration = TermHostingConfiguration {
      ContactRow(contact: contact)
    }
    .margins(.horizontal, 1)
    return cell
  }
}

// MARK: - Tests

@MainActor
@Suite struct SeedCellTests {
  func withRoot(
    _ controller: TermViewController, width: Int, height: Int,
    _ body: (TermApplication, TermScreen) throws -> Void
  ) throws {
    try TermScreen.withInMemory(width: width, height: height) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      window.rootViewController = controller
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(app, screen)
    }
  }

  /// The hosting view inside `cell`'s content view.
  func hostingView<Row: View>(_ row: Row.Type, in cell: TermListCell) -> TermHostingView<Row>? {
    (cell.contentView as? HostingContentView<Row>)?.host
  }

  @Test func hostedItemRowsAreReusedAndUpdatedInPlace() throws {
    let items = (0..<10_000).map { Item(id: $0, title: "Item \($0)") }
    let controller = ItemsViewController(items: items)
    try withRoot(controller, width: 24, height: 5) { app, screen in
      let list = controller.listView
      // The row fills the cell; the list's scroll indicator is at the right.
      #expect(screen.rows()[0] == "Item 0" + String(repeating: " ", count: 15) + "#0┃")
      #expect(list.createdCellCount == 5)
      expectSnapshot(screen, named: "seed-cells-items")
      // Each cell hosts its row; remember the hosts and what they made.
      let hosts = list.visibleCells.compactMap { hostingView(ItemRow.self, in: $0) }
      #expect(hosts.count == 5)
      let created = hosts.map { $0.statistics.widgetsCreated }

      for _ in 0..<40 { app.handle([.key(KeyEvent(.pageDown))]) }
      let selected = try #require(list.selectedRow)
      #expect(selected > 150)
      #expect(screen.rows().contains { $0.hasPrefix("Item \(selected) ") })
      // No new cells, no new hosts, no new widgets inside them: a reused
      // cell's content is the same tree, given the new row.
      #expect(list.createdCellCount <= 6)
      let after = list.visibleCells.compactMap { hostingView(ItemRow.self, in: $0) }
      #expect(Set(after.map(ObjectIdentifier.init)).isSubset(of: Set(hosts.map(ObjectIdentifier.init))))
      for host in after {
        guard let index = hosts.firstIndex(where: { $0 === host }) else { continue }
        #expect(host.statistics.widgetsCreated == created[index])
      }
    }
  }

  @Test func contactRowsSizeThemselvesWithMarginsAndUpdateInPlace() throws {
    let contacts = [
      Contact(name: "Ada Lovelace", email: "ada@analytical.org"),
      Contact(name: "Alan Turing", email: "alan@bletchley.uk"),
      Contact(name: "Grace Hopper", email: "grace@navy.mil"),
      Contact(name: "Edsger Dijkstra", email: "ewd@tue.nl"),
    ]
    let controller = ContactsViewController(contacts: contacts)
    try withRoot(controller, width: 26, height: 6) { app, screen in
      let grid = controller.grid
      // Two lines a row, one cell of margin on each side.
      #expect(screen.rows()[0].hasPrefix(" Ada Lovelace "))
      #expect(screen.rows()[1].hasPrefix(" ada@analytical.org "))
      #expect(screen.rows()[2].hasPrefix(" Alan Turing "))
      #expect(grid.visibleRows == 0..<3)
      // The first Down selects the first row, the next moves on.
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down))])
      #expect(grid.selectedRow == 1)
      expectSnapshot(screen, named: "seed-cells-contacts")

      // New data for a row on screen: the cell's hosted tree is updated,
      // not rebuilt.
      let cell = try #require(grid.cellForRow(at: 2))
      let host = try #require(hostingView(ContactRow.self, in: cell))
      let created = host.statistics.widgetsCreated
      controller.contacts[2].name = "Rear Adm. Grace Hopper"
      grid.reloadRows(at: [2])
      app.render()
      #expect(screen.rows()[4].hasPrefix(" Rear Adm. Grace Hopper "))
      #expect(grid.cellForRow(at: 2) === cell)
      #expect(hostingView(ContactRow.self, in: cell) === host)
      #expect(host.statistics.widgetsCreated == created)
    }
  }
}
