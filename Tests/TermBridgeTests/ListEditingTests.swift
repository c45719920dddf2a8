import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A folder tree, as `List(_:children:)` and `OutlineGroup` take it.
struct FileNode: Identifiable, Hashable {
  let id: String
  var children: [FileNode]?

  init(_ id: String, _ children: [FileNode]? = nil) {
    self.id = id
    self.children = children
  }

  static let tree = [
    FileNode("Documents", [FileNode("cv.pdf"), FileNode("Taxes", [FileNode("2025.pdf")])]),
    FileNode("Music", []),
    FileNode("notes.txt"),
  ]
}

/// A file browser written as SwiftUI is.
struct FileBrowser: View {
  @State var selection: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(FileNode.tree, children: \.children, selection: $selection) { node in
        Text(node.id)
      }
      Text("selected \(selection ?? "none")")
    }
  }
}

/// A reorderable, deletable list with several rows selected at once.
struct PlaylistEditor: View {
  @State var songs = ["Intro", "Blue", "Green", "Outro"]
  @State var picked: Set<String> = []

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      List(selection: $picked) {
        Section("Songs") {
          ForEach(songs, id: \.self) { Text($0) }
            .onDelete { songs.remove(atOffsets: $0) }
            .onMove { songs.move(fromOffsets: $0, toOffset: $1) }
        }
        Section("Extras") {
          Text("Bonus").tag("Bonus")
        }
      }
      Text("order \(songs.joined(separator: ","))")
      Text("picked \(picked.sorted().joined(separator: ","))")
    }
  }
}

/// Rows with controls: Enter presses the link, Space flips the toggle.
struct ControlRows: View {
  @State var wifi = false

  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Network") { Text("Network settings") }
        Toggle("Wi-Fi", isOn: $wifi)
        Text("Wi-Fi is \(wifi ? "on" : "off")")
      }
      .navigationTitle("Settings")
    }
  }
}

/// The same sections in each list style.
struct StyledList: View {
  let style: any ListStyle

  var body: some View {
    let list = List {
      Section("Fruit") {
        Text("Apple")
        Text("Pear")
      }
      Section("Veg") { Text("Leek") }
    }
    switch style {
    case is InsetListStyle: list.listStyle(.inset)
    case is GroupedListStyle: list.listStyle(.grouped)
    case is BorderedListStyle: list.listStyle(.bordered)
    default: list.listStyle(.plain)
    }
  }
}

/// `List` beyond single selection: sets, moves, trees, row controls, styles.
@MainActor
@Suite struct ListEditingTests {
  private func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ┃│")) }
  }

  private func press(_ app: TermApplication, _ key: Key, _ modifiers: KeyModifiers = []) {
    app.handle([.key(KeyEvent(key, modifiers: modifiers))])
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aTreeExpandsWithRightAndCollapsesWithLeft(width: Int, height: Int) throws {
    try withHostedView(FileBrowser(), width: width, height: height) { app, _, screen in
      #expect(Array(rows(screen).prefix(3)) == ["▸ Documents", "▸ Music", "notes.txt"])
      #expect(rows(screen).contains("selected Documents"))
      press(app, .right)
      #expect(
        Array(rows(screen).prefix(5)) == ["▾ Documents", "cv.pdf", "▸ Taxes", "▸ Music", "notes.txt"])
      press(app, .down)
      press(app, .down)
      press(app, .right)  // Taxes
      expectSnapshot(screen, named: "list-tree-expanded-\(width)x\(height)")
      #expect(rows(screen)[3] == "2025.pdf")
      press(app, .down)
      #expect(rows(screen).contains("selected 2025.pdf"))
      press(app, .left)  // a leaf: its parent becomes current
      #expect(rows(screen).contains("selected Taxes"))
      press(app, .left)  // collapses Taxes
      #expect(!rows(screen).contains("2025.pdf"))
      press(app, .left)  // to Documents
      press(app, .left)  // collapses it
      #expect(Array(rows(screen).prefix(3)) == ["▸ Documents", "▸ Music", "notes.txt"])
      #expect(rows(screen).contains("selected Documents"))
      press(app, .down)
      press(app, .right)  // an empty folder expands to nothing
      #expect(rows(screen)[1] == "▾ Music")
      press(app, .down)
      press(app, .right)  // a leaf does not expand
      #expect(rows(screen)[2] == "notes.txt")
    }
  }

  @Test func anOutlineGroupOutsideAListIsNestedDisclosureGroups() throws {
    let tree = VStack(alignment: .leading, spacing: 0) {
      OutlineGroup(FileNode.tree, children: \.children) { Text($0.id) }
    }
    try withHostedView(tree, width: 40, height: 12) { app, _, screen in
      let shown = { rows(screen).filter { !$0.isEmpty } }
      #expect(shown() == ["▸ Documents", "▸ Music", "notes.txt"])
      press(app, .enter)
      expectSnapshot(screen, named: "outline-group-40x12")
      #expect(shown() == ["▾ Documents", "cv.pdf", "▸ Taxes", "▸ Music", "notes.txt"])
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aSetSelectionGrowsWithSpaceAndShift(width: Int, height: Int) throws {
    try withHostedView(PlaylistEditor(), width: width, height: height) { app, _, screen in
      #expect(rows(screen).contains("picked"))  // the current row is not selected
      press(app, .character(" "))  // Intro
      press(app, .down)
      press(app, .down, .shift)  // Blue, Green
      expectSnapshot(screen, named: "list-set-selection-\(width)x\(height)")
      #expect(rows(screen).contains("picked Blue,Green,Intro"))
      press(app, .down)
      press(app, .down)  // past the header
      press(app, .character(" "))
      #expect(rows(screen).contains("picked Blue,Bonus,Green,Intro"))
      press(app, .character(" "))
      #expect(rows(screen).contains("picked Blue,Green,Intro"))
    }
  }

  @Test func onMoveMovesTheCurrentRowWithinItsForEach() throws {
    try withHostedView(PlaylistEditor(), width: 40, height: 12) { app, _, screen in
      press(app, .down, .alt)
      #expect(rows(screen).contains("order Blue,Intro,Green,Outro"))
      press(app, .down, .alt)
      press(app, .down, .alt)
      #expect(rows(screen).contains("order Blue,Green,Outro,Intro"))
      // The last row of the ForEach stays in it: below is another section.
      press(app, .down, .alt)
      #expect(rows(screen).contains("order Blue,Green,Outro,Intro"))
      press(app, .up, .alt)
      #expect(rows(screen).contains("order Blue,Green,Intro,Outro"))
      // The same rows still delete.
      press(app, .delete)
      #expect(rows(screen).contains("order Blue,Green,Outro"))
      #expect(Array(rows(screen).prefix(4)) == ["Songs", "Blue", "Green", "Outro"])
    }
  }

  @Test func enterFollowsARowsLinkAndSpaceFlipsItsToggle() throws {
    try withHostedView(ControlRows(), width: 40, height: 12) { app, _, screen in
      press(app, .down)
      press(app, .character(" "))
      #expect(rows(screen).contains("Wi-Fi is on"))
      press(app, .enter)
      #expect(rows(screen).contains("Wi-Fi is off"))  // Enter flips a toggle too
      press(app, .up)
      press(app, .enter)
      #expect(rows(screen).contains("Network settings"))
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func listStylesInsetSeparateAndBox(width: Int, height: Int) throws {
    let styles: [(String, any ListStyle)] = [
      ("plain", .plain), ("inset", .inset), ("grouped", .grouped), ("bordered", .bordered),
    ]
    for (name, style) in styles {
      try withHostedView(StyledList(style: style), width: width, height: height) { _, _, screen in
        expectSnapshot(screen, named: "list-style-\(name)-\(width)x\(height)")
        let lines = screen.rows()
        switch name {
        case "inset": #expect(lines[1].hasPrefix(" Apple"))
        case "grouped": #expect(lines[3].trimmingCharacters(in: .whitespaces).isEmpty)
        case "bordered": #expect(lines[0].hasPrefix("┌") || lines[0].hasPrefix("╭"))
        default: #expect(lines[1].hasPrefix("Apple"))
        }
      }
    }
  }
}
