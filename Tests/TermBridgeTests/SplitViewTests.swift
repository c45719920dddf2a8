import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A mail-like split, written as SwiftUI is.
struct MailSplit: View {
  @State private var folder: String? = "Inbox"
  let folders = ["Inbox", "Sent", "Archive"]

  var body: some View {
    NavigationSplitView {
      List(folders, id: \.self, selection: $folder) { name in Text(name) }
    } detail: {
      Text("Messages in \(folder ?? "nothing")")
    }
  }
}

/// `NavigationSplitView` over `TermSplitViewController`, wide and collapsed.
@MainActor
@Suite struct SplitViewTests {
  @Test func wideTheColumnsSitSideBySide() throws {
    try withHostedView(MailSplit(), width: 100, height: 6) { app, _, screen in
      expectSnapshot(screen, named: "split-mail-100x6")
      #expect(screen.rows()[0].hasPrefix("Inbox"))
      #expect(screen.rows()[0].contains("│"))
      #expect(screen.rows().contains { $0.contains("Messages in Inbox") })
      app.handle([.key(KeyEvent(.down))])
      #expect(screen.rows().contains { $0.contains("Messages in Sent") })
    }
  }

  @Test func narrowItShowsOneColumnAtATime() throws {
    try withHostedView(MailSplit(), width: 40, height: 6) { app, _, screen in
      #expect(!screen.rows().contains { $0.contains("Messages in") })
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down)), .key(KeyEvent(.enter))])
      expectSnapshot(screen, named: "split-mail-collapsed-40x6")
      #expect(screen.rows().contains { $0.contains("Messages in Archive") })
      #expect(!screen.rows().contains { $0.hasPrefix("Inbox") })
      app.handle([.key(KeyEvent(.escape))])
      #expect(screen.rows()[0].hasPrefix("Inbox"))
    }
  }

  @Test func theKitSplitCollapsesBelowItsMinimumWidth() throws {
    TermScreen.withInMemory(width: 60, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let split = TermSplitViewController()
      split.minimumWidthForAllColumns = 50
      split.preferredPrimaryColumnWidth = 10
      let columns = (1...3).map { n -> TermViewController in
        let controller = TermViewController()
        controller.view.addSubview(TermLabel(text: "column \(n)"))
        return controller
      }
      for controller in columns {
        controller.view.subviews[0].frame = Rect(x: 0, y: 0, width: 9, height: 1)
      }
      split.setViewControllers(columns)
      let window = TermWindow()
      window.rootViewController = split
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(!split.isCollapsed)
      #expect(columns[1].view.frame.minX == 11)
      #expect(columns[2].view.frame.minX == 40)
      split.minimumWidthForAllColumns = 100
      app.render()
      #expect(split.isCollapsed)
      #expect(split.shownColumn == .primary)
      split.show(.secondary)
      app.render()
      #expect(screen.rows()[0].hasPrefix("column 3"))
      app.handle([.key(KeyEvent(.escape))])
      #expect(split.shownColumn == .supplementary)
    }
  }
}

/// A sidebar whose second page is a `NavigationStack`.
struct SidebarWithStackDetail: View {
  @State private var page: String? = "Text"

  var body: some View {
    NavigationSplitView {
      List(["Text", "Stack"], id: \.self, selection: $page) { Text($0) }
    } detail: {
      if page == "Stack" {
        NavigationStack { Button("Inside") {} }
      } else {
        Text("Plain")
      }
    }
  }
}

extension SplitViewTests {
  @Test func aStackShownInTheDetailLeavesTheKeysInTheSidebar() throws {
    try withHostedView(SidebarWithStackDetail(), width: 80, height: 6) { app, _, screen in
      app.handle([.key(KeyEvent(.down))])
      #expect(screen.rows().contains { $0.contains("Inside") })
      app.handle([.key(KeyEvent(.up))])  // the sidebar still has the keys
      #expect(screen.rows().contains { $0.contains("Plain") })
    }
  }
}

/// A split whose sidebar has a title, a toolbar button and links, as the
/// Landmarks tutorial's list has.
struct TitledSidebarSplit: View {
  var body: some View {
    NavigationSplitView {
      List {
        NavigationLink("Rose") { Text("Detail of Rose") }
        NavigationLink("Fern") { Text("Detail of Fern") }
      }
      .navigationTitle("Plants")
      .toolbar { Button("Add") {} }
    } detail: {
      Text("Choose a plant")
    }
  }
}

extension SplitViewTests {
  @Test func aSidebarShowsItsTitleAndToolbarAndItsLinksFillTheDetail() throws {
    try withHostedView(TitledSidebarSplit(), width: 80, height: 6) { app, _, screen in
      expectSnapshot(screen, named: "split-titled-sidebar-80x6")
      let rows = screen.rows()
      // The sidebar column's own bar: its title and its toolbar's button.
      let sidebarBar = String(rows[0].prefix(while: { $0 != "│" }))
      #expect(sidebarBar.contains("Plants"))
      #expect(sidebarBar.contains("Add"))
      #expect(rows.contains { $0.contains("Choose a plant") })
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.enter))])
      #expect(screen.rows().contains { $0.contains("Detail of Fern") })
      #expect(screen.rows().contains { $0.contains("Rose") })  // the sidebar stays
    }
  }
}
