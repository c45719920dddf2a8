import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

@Observable
@MainActor
final class InboxModel {
  var messages = ["Alpha", "Bravo", "Charlie", "Delta"]
  var log: [String] = []
}

/// A mail list with swipe actions on both edges, written as on iOS.
struct SwipeInbox: View {
  let model: InboxModel
  var fullSwipe = true
  var withContextMenu = false

  var body: some View {
    List {
      ForEach(model.messages, id: \.self) { message in
        row(message)
      }
    }
  }

  @ViewBuilder private func row(_ message: String) -> some View {
    let base = Text(message)
      .swipeActions(allowsFullSwipe: fullSwipe) {
        Button("Delete", role: .destructive) { model.log.append("delete \(message)") }
        Button("Pin") { model.log.append("pin \(message)") }.tint(.yellow)
      }
      .swipeActions(edge: .leading) {
        Button("Read") { model.log.append("read \(message)") }
      }
    if withContextMenu {
      base.contextMenu { Button("Forward") { model.log.append("forward \(message)") } }
    } else {
      base
    }
  }
}

/// A list that refreshes, and a view reading `\.refresh`.
struct RefreshingFeed: View {
  let model: InboxModel

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      RefreshReader()
      List(model.messages, id: \.self) { Text($0) }
    }
    .refreshable {
      await MainActor.run { model.messages.insert("New", at: 0) }
    }
  }
}

struct RefreshReader: View {
  @Environment(\.refresh) private var refresh
  var body: some View { Text(refresh == nil ? "no refresh" : "can refresh") }
}

/// An Edit button switching a list of deletable, movable rows into edit mode.
struct EditableList: View {
  @State private var mode = EditMode.inactive
  @State private var items = ["One", "Two", "Three"]
  @State private var picked: Set<String> = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      EditButton()
      List(selection: $picked) {
        ForEach(items, id: \.self) { Text($0) }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        Text("Fixed")
      }
      Text("items \(items.joined(separator: ",")) picked \(picked.sorted().joined(separator: ","))")
    }
    .environment(\.editMode, $mode)
  }
}

@MainActor
@Suite struct RowActionsTests {
  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }
  private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
    .mouse(MouseEvent(kind: kind, location: Point(x: x, y: y)))
  }
  private func text(_ screen: TermScreen) -> String { screen.rows().joined(separator: "\n") }

  // MARK: Swipe actions

  @Test func fullSwipeKeysRunTheFirstActionOfEachEdge() throws {
    let model = InboxModel()
    try withHostedView(SwipeInbox(model: model), width: 40, height: 6) { app, _, _ in
      app.handle([key(.left, .control)])
      #expect(model.log == ["delete Alpha"])
      app.handle([key(.down), key(.right, .control)])
      #expect(model.log == ["delete Alpha", "read Bravo"])
      app.handle([key(.delete, .shift)])
      #expect(model.log.last == "delete Bravo")
    }
  }

  @Test func theMenuKeyListsTheRowsActionsBeforeItsContextMenu() throws {
    let model = InboxModel()
    try withHostedView(SwipeInbox(model: model), width: 40, height: 8) { app, _, screen in
      app.handle([key(.function(10), .shift)])
      let shown = text(screen)
      #expect(shown.contains("Delete") && shown.contains("Pin") && shown.contains("Read"))
      app.handle([key(.down), key(.enter)])
      #expect(model.log == ["pin Alpha"])
    }
    let withMenu = InboxModel()
    try withHostedView(SwipeInbox(model: withMenu, withContextMenu: true), width: 40, height: 10) {
      app, _, screen in
      app.handle([key(.function(16))])
      let rows = screen.rows()
      let delete = try #require(rows.firstIndex { $0.contains("Delete") })
      let forward = try #require(rows.firstIndex { $0.contains("Forward") })
      #expect(delete < forward)
      expectSnapshot(screen, named: "row-actions-menu-40x10")
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aDragToTheLeftShowsTheTrailingActionsAndAClickRunsOne(width: Int, height: Int) throws {
    let model = InboxModel()
    try withHostedView(SwipeInbox(model: model), width: width, height: height) { app, host, screen in
      app.handle([mouse(.press(.left), 10, 1), mouse(.drag(.left), 7, 1), mouse(.release(.left), 7, 1)])
      expectSnapshot(screen, named: "swipe-trailing-\(width)x\(height)")
      #expect(screen.rows()[1].hasSuffix(" Pin  Delete "))
      // Destructive is red, the tinted one yellow.
      let row = screen.cells(inRow: 1)
      #expect(row[width - 2].style.background == .red)
      let pin = try #require(screen.rows()[1].range(of: "Pin"))
      let pinColumn = screen.rows()[1].distance(from: screen.rows()[1].startIndex, to: pin.lowerBound)
      #expect(row[pinColumn].style.background == Color.yellow.termColor)
      #expect(model.log.isEmpty)
      app.handle([mouse(.press(.left), pinColumn, 1), mouse(.release(.left), pinColumn, 1)])
      #expect(model.log == ["pin Bravo"])
      #expect(!screen.rows()[1].contains("Delete"))
      let list = try #require(findView(TermListView.self, in: host))
      #expect(list.rowShowingSwipeActions == nil)
    }
  }

  @Test func aDragToTheRightShowsTheLeadingActionsAndEscHidesThem() throws {
    let model = InboxModel()
    try withHostedView(SwipeInbox(model: model), width: 40, height: 6) { app, _, screen in
      app.handle([mouse(.press(.left), 2, 2), mouse(.drag(.left), 6, 2), mouse(.release(.left), 6, 2)])
      #expect(screen.rows()[2].hasPrefix(" Read "))
      app.handle([key(.escape)])
      #expect(screen.rows()[2].hasPrefix("Charlie"))
      #expect(model.log.isEmpty)
    }
  }

  @Test func releasingPastHalfTheRowRunsTheFullSwipeAction() throws {
    let model = InboxModel()
    try withHostedView(SwipeInbox(model: model), width: 40, height: 6) { app, _, _ in
      app.handle([mouse(.press(.left), 30, 0), mouse(.drag(.left), 20, 0), mouse(.drag(.left), 5, 0)])
      app.handle([mouse(.release(.left), 5, 0)])
      #expect(model.log == ["delete Alpha"])
    }
    let noFull = InboxModel()
    try withHostedView(SwipeInbox(model: noFull, fullSwipe: false), width: 40, height: 6) { app, _, screen in
      app.handle([mouse(.press(.left), 30, 0), mouse(.drag(.left), 5, 0), mouse(.release(.left), 5, 0)])
      #expect(noFull.log.isEmpty)
      #expect(screen.rows()[0].hasSuffix(" Pin  Delete "))
      // Without a full swipe the key shows the buttons; Enter runs the nearest.
      app.handle([key(.escape), key(.left, .control)])
      #expect(noFull.log.isEmpty)
      #expect(screen.rows()[0].hasSuffix(" Pin  Delete "))
      app.handle([key(.enter)])
      #expect(noFull.log == ["delete Alpha"])
    }
  }

  // MARK: Refresh

  @Test func ctrlRAndF5RunTheRefreshWithASpinnerLine() async {
    let model = InboxModel()
    let screen = TermScreen.inMemory(width: 40, height: 8)
    defer { screen.close() }
    do {
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let host = TermHostingView(rootView: RefreshingFeed(model: model))
      window.addSubview(host)
      window.makeKeyAndVisible(in: app)
      host.frame = window.bounds
      app.render()
      #expect(screen.rows()[0].hasPrefix("can refresh"))
      #expect(screen.rows()[1].hasPrefix("Alpha"))
      app.handle([key(.character("r"), .control)])
      #expect(screen.rows()[1].contains("Refreshing…"))
      expectSnapshot(screen, named: "refreshing-40x8")
      for _ in 0..<20 { await Task.yield() }
      app.render()
      #expect(model.messages.first == "New")
      #expect(screen.rows()[1].hasPrefix("New"))
      #expect(!text(screen).contains("Refreshing"))
      app.handle([key(.function(5))])
      #expect(screen.rows()[1].contains("Refreshing…"))
      for _ in 0..<20 { await Task.yield() }
      app.handle([mouse(.wheelUp, 3, 3)])  // at the top: a pull
      #expect(screen.rows()[1].contains("Refreshing…"))
      for _ in 0..<20 { await Task.yield() }
      app.render()
      #expect(model.messages.prefix(3) == ["New", "New", "New"])
      window.close()
    }
  }

  // MARK: Edit mode

  @Test(arguments: [(80, 24), (40, 12)])
  func editModeShowsDeleteMarksAndMoveHandles(width: Int, height: Int) throws {
    try withHostedView(EditableList(), width: width, height: height) { app, _, screen in
      #expect(!text(screen).contains("⊖"))
      app.handle([key(.enter)])  // Edit
      #expect(screen.rows()[0].contains("Done"))
      expectSnapshot(screen, named: "edit-mode-list-\(width)x\(height)")
      #expect(screen.rows()[1].hasPrefix("⊖ One"))
      #expect(screen.rows()[1].contains("≡"))
      #expect(!screen.rows()[4].contains("⊖"))  // Fixed has no actions
      app.handle([key(.tab), key(.character(" ")), key(.down, .alt)])
      #expect(text(screen).contains("items Two,One,Three picked One"))
      app.handle([key(.delete)])
      #expect(text(screen).contains("items Two,Three"))
      app.handle([key(.tab), key(.enter)])  // Done
      #expect(!text(screen).contains("⊖"))
    }
  }
}

/// The kit without the declarative layer: a list whose delegate gives
/// swipe actions, and a refresh control.
@MainActor
final class SwipeListFixture: TermListViewDataSource, TermListViewDelegate {
  var rows = ["a", "b", "c"]
  var log: [String] = []

  func numberOfRows(in listView: TermListView) -> Int { rows.count }
  func listView(_ listView: TermListView, cellForRowAt row: Int) -> TermListCell {
    let cell = listView.dequeueReusableCell(withIdentifier: "cell", for: row)
    cell.text = rows[row]
    return cell
  }
  func listView(_ listView: TermListView, trailingSwipeActionsConfigurationForRowAt row: Int)
    -> TermSwipeActionsConfiguration?
  {
    let name = rows[row]
    let archive = TermContextualAction(style: .normal, title: "Archive") { [weak self] in
      self?.log.append("archive \(name)")
    }
    archive.backgroundColor = .blue
    return TermSwipeActionsConfiguration(actions: [archive])
  }
}

@MainActor
@Suite struct RowActionsKitTests {
  @Test func aListsDelegateGivesSwipeActionsToKeysAndTheMouse() {
    TermScreen.withInMemory(width: 20, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let fixture = SwipeListFixture()
      let list = TermListView(frame: Rect(x: 0, y: 0, width: 20, height: 4))
      list.register(TermListCell.self, forCellReuseIdentifier: "cell")
      list.dataSource = fixture
      list.delegate = fixture
      list.selectionFollowsFocus = true
      let window = TermWindow()
      window.addSubview(list)
      window.makeKeyAndVisible(in: app)
      app.render()
      app.handle([.key(KeyEvent(.left, modifiers: .control))])
      #expect(fixture.log == ["archive a"])
      app.handle([.key(KeyEvent(.right, modifiers: .control))])  // no leading actions: unused
      #expect(fixture.log == ["archive a"])
      list.showSwipeActions(forRow: 1, edge: .trailing)
      app.render()
      #expect(screen.rows()[1] == " b" + String(repeating: " ", count: 9) + " Archive ")
      #expect(screen.cell(at: Point(x: 15, y: 1)).style.background == .blue)
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 15, y: 1)))])
      #expect(fixture.log == ["archive a", "archive b"])
      #expect(list.rowShowingSwipeActions == nil)
    }
  }

  @Test func aRefreshControlShowsWhileTheListRefreshes() {
    TermScreen.withInMemory(width: 20, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let fixture = SwipeListFixture()
      let list = TermListView(frame: Rect(x: 0, y: 0, width: 20, height: 4))
      list.register(TermListCell.self, forCellReuseIdentifier: "cell")
      list.dataSource = fixture
      let control = TermRefreshControl()
      var asked = 0
      control.onRefresh = { asked += 1 }
      list.refreshControl = control
      let window = TermWindow()
      window.addSubview(list)
      window.makeKeyAndVisible(in: app)
      app.render()
      app.handle([.key(KeyEvent(.function(5)))])
      #expect(asked == 1 && control.isRefreshing)
      #expect(screen.rows()[0].contains("Refreshing…"))
      app.handle([.key(KeyEvent(.character("r"), modifiers: .control))])
      #expect(asked == 1)  // one at a time
      control.endRefreshing()
      app.render()
      #expect(screen.rows()[0].hasPrefix(" a "))
    }
  }
}
