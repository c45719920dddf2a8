import Foundation
import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What the menus under test did.
@Observable @MainActor
final class MenuModel {
  var log: [String] = []
  var wraps = false
  var flavor = Flavor.vanilla
  var showsMenu = true
}

/// A menu of every kind of entry, a disabled menu beside it, and a
/// `primaryAction:` menu.
struct MenuScreen: View {
  let model: MenuModel

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Menu("Actions") {
          Button("Copy") { model.log.append("copy") }.keyboardShortcut(.control("k"))
          Button("Delete", role: .destructive) { model.log.append("delete") }
          Divider()
          Section("More") {
            Toggle("Wrap", isOn: Binding(get: { model.wraps }, set: { model.wraps = $0 }))
            Picker("Flavor", selection: Binding(get: { model.flavor }, set: { model.flavor = $0 })) {
              ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
          }
          Menu("Share") {
            Button("Mail") { model.log.append("mail") }
            Button("Print") { model.log.append("print") }
          }
        }
        Menu("Off") { Button("Never") { model.log.append("never") } }.disabled(true)
        Menu("Save", content: { Button("Save As") { model.log.append("save as") } }) {
          model.log.append("save")
        }
        Spacer()
      }
      Spacer()
    }
  }
}

/// `Menu` and `.contextMenu`: snapshots, keys, mouse, shortcuts.
@MainActor
@Suite struct MenuTests {
  private func text(_ screen: TermScreen) -> String { screen.rows().joined(separator: "\n") }

  private func keys(_ app: TermApplication, _ keys: Key...) {
    app.handle(keys.map { .key(KeyEvent($0)) })
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aMenuOpensWithItsEntriesAndASubmenu(width: Int, height: Int) throws {
    let model = MenuModel()
    try withHostedView(MenuScreen(model: model), width: width, height: height) { app, _, screen in
      expectSnapshot(screen, named: "menu-closed-\(width)x\(height)")
      #expect(screen.rows()[0].hasPrefix(" Actions ▾  Off ▾  Save ▾ "))
      keys(app, .enter)
      expectSnapshot(screen, named: "menu-open-\(width)x\(height)")
      let rows = screen.rows()
      let top = try #require(rows.firstIndex { $0.contains("Copy") })
      #expect(top == (height == 24 ? 2 : 1))  // below the button, or moved up to fit
      #expect(rows[top].contains("│   Copy   Ctrl-K │"))
      #expect(rows[top + 1].contains("│   Delete        │"))
      #expect(rows[top + 2].contains("│─────────────────│"))
      #expect(rows[top + 3].contains("│ More            │"))
      #expect(rows[top + 4].contains("│   Wrap          │"))
      #expect(rows[top + 7].contains("│ ✓ Vanilla       │"))
      if height == 24 { #expect(rows[top + 11].contains("│   Share       ▸ │")) }
      keys(app, .end, .right)
      expectSnapshot(screen, named: "menu-submenu-\(width)x\(height)")
      #expect(text(screen).contains("Mail"))
      keys(app, .down, .enter)
      #expect(model.log == ["print"])
      #expect(!text(screen).contains("Mail") && !text(screen).contains("Copy"))  // all closed
    }
  }

  @Test func escAndLeftCloseTheNestedMenuFirst() throws {
    let model = MenuModel()
    try withHostedView(MenuScreen(model: model), width: 80, height: 24) { app, _, screen in
      keys(app, .enter, .end, .right)
      #expect(text(screen).contains("Mail"))
      keys(app, .escape)
      #expect(!text(screen).contains("Mail") && text(screen).contains("Copy"))
      keys(app, .right)
      #expect(text(screen).contains("Mail"))
      keys(app, .left)
      #expect(!text(screen).contains("Mail") && text(screen).contains("Copy"))
      keys(app, .escape)
      #expect(!text(screen).contains("Copy"))
      keys(app, .tab, .enter)  // the keys are back on the menus' buttons: Off is disabled, Save runs
      #expect(model.log == ["save"])
    }
  }

  @Test func togglesAndPickersInAMenuWriteTheirBindings() throws {
    let model = MenuModel()
    try withHostedView(MenuScreen(model: model), width: 80, height: 24) { app, _, screen in
      keys(app, .enter, .down, .down, .enter)  // Copy, Delete, Wrap
      #expect(model.wraps)
      keys(app, .enter)
      #expect(screen.rows()[6].contains("✓ Wrap"))
      keys(app, .down, .down, .down, .down, .enter)  // Delete, Wrap, Vanilla, Chocolate
      #expect(model.flavor == .chocolate)
      #expect(model.log.isEmpty)
    }
  }

  @Test func aDisabledButtonInAMenuIsShownAndSkipped() throws {
    struct Screen: View {
      let model: MenuModel
      var body: some View {
        Menu("M") {
          Button("Gone") { model.log.append("gone") }.disabled(true)
          Button("Here") { model.log.append("here") }
        }
      }
    }
    let model = MenuModel()
    try withHostedView(Screen(model: model), width: 40, height: 12) { app, _, screen in
      keys(app, .enter)
      #expect(text(screen).contains("Gone"))
      keys(app, .up, .enter)  // Up finds nothing to move to: Here stays highlighted
      #expect(model.log == ["here"])
    }
  }

  @Test func aMenuRemovedWhileOpenClosesItsPopup() throws {
    struct Screen: View {
      let model: MenuModel
      var body: some View {
        VStack {
          if model.showsMenu { Menu("M") { Button("Entry") {} } }
          Text("Below")
        }
      }
    }
    let model = MenuModel()
    try withHostedView(Screen(model: model), width: 40, height: 12) { app, _, screen in
      keys(app, .enter)
      #expect(text(screen).contains("Entry"))
      model.showsMenu = false
      app.render()
      #expect(!text(screen).contains("Entry"))
      #expect(text(screen).contains("Below"))
    }
  }

  @Test func aShortcutRunsItsButtonWhileTheMenuIsClosed() throws {
    let model = MenuModel()
    try withHostedView(MenuScreen(model: model), width: 80, height: 24) { app, _, _ in
      app.handle([.key(.control("k"))])
      #expect(model.log == ["copy"])
    }
  }

  @Test func theShortcutModifierAroundAButtonInAMenuIsShownAndRun() throws {
    struct Screen: View {
      let model: MenuModel
      var body: some View {
        Menu("File") {
          Button("New") { model.log.append("new") }.keyboardShortcut("n")
          Button("Close") { model.log.append("close") }
        }
        .keyboardShortcut("m")  // the menu's own, not its items'
      }
    }
    let model = MenuModel()
    try withHostedView(Screen(model: model), width: 40, height: 12) { app, _, screen in
      app.handle([.key(.control("n"))])
      #expect(model.log == ["new"])
      keys(app, .enter)
      #expect(text(screen).contains("New   Ctrl-N"))
      #expect(!text(screen).contains("Ctrl-M"))
    }
  }

  @Test func clicksOpenChooseAndAClickOutsideCloses() throws {
    let model = MenuModel()
    try withHostedView(MenuScreen(model: model), width: 80, height: 24) { app, _, screen in
      @MainActor func click(_ x: Int, _ y: Int) {
        app.handle([
          .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: y))),
          .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: y))),
        ])
      }
      click(3, 0)
      #expect(text(screen).contains("Copy"))
      click(70, 20)
      #expect(!text(screen).contains("Copy"))
      click(3, 0)
      click(3, 3)  // Delete
      #expect(model.log == ["delete"])
      #expect(!text(screen).contains("Copy"))
      let off = try #require(screen.rows()[0].range(of: "Off")).lowerBound.utf16Offset(in: screen.rows()[0])
      click(off, 0)
      #expect(!text(screen).contains("Never"))  // disabled
      let save = try #require(screen.rows()[0].range(of: "Save")).lowerBound.utf16Offset(
        in: screen.rows()[0])
      click(save, 0)
      #expect(model.log == ["delete", "save"])
      #expect(!text(screen).contains("Save As"))
    }
  }

  @Test func downOpensAPrimaryActionMenu() throws {
    let model = MenuModel()
    try withHostedView(MenuScreen(model: model), width: 80, height: 24) { app, _, screen in
      keys(app, .tab)  // Save (Off is disabled)
      keys(app, .down)
      #expect(text(screen).contains("Save As"))
      keys(app, .enter)
      #expect(model.log == ["save as"])
    }
  }

  struct ContextScreen: View {
    let model: MenuModel
    var body: some View {
      VStack(alignment: .leading) {
        Button("First") { model.log.append("first") }
        Text("Right-click me")
          .contextMenu {
            Button("Rename") { model.log.append("rename") }
            Button("Remove", role: .destructive) { model.log.append("remove") }
          }
        HStack {
          Button("Inside") { model.log.append("inside") }
        }
        .contextMenu { Button("Inspect") { model.log.append("inspect") } }
        Spacer()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aRightClickOpensAContextMenuAtThePointer(width: Int, height: Int) throws {
    let model = MenuModel()
    try withHostedView(ContextScreen(model: model), width: width, height: height) { app, _, screen in
      app.handle([
        .mouse(MouseEvent(kind: .press(.right), location: Point(x: 4, y: 1))),
        .mouse(MouseEvent(kind: .release(.right), location: Point(x: 4, y: 1))),
      ])
      expectSnapshot(screen, named: "context-menu-\(width)x\(height)")
      #expect(screen.rows()[2].contains("Rename"))
      #expect(screen.rows()[1].hasPrefix("Righ╭"))
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.enter))])
      #expect(model.log == ["remove"])
      #expect(!text(screen).contains("Rename"))
    }
  }

  @Test func shiftF10AndTheMenuKeyOpenTheFocusedViewsContextMenu() throws {
    let model = MenuModel()
    try withHostedView(ContextScreen(model: model), width: 80, height: 24) { app, _, screen in
      app.handle([.key(KeyEvent(.function(10), modifiers: .shift))])
      #expect(!text(screen).contains("Inspect"))  // First has no context menu
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.function(10), modifiers: .shift))])
      #expect(text(screen).contains("Inspect"))
      app.handle([.key(KeyEvent(.escape))])
      #expect(!text(screen).contains("Inspect"))
      app.handle([.key(KeyEvent(.function(16)))])
      #expect(text(screen).contains("Inspect"))
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.log == ["inspect"])
      app.handle([.key(KeyEvent(.enter))])
      #expect(model.log == ["inspect", "inside"])  // the keys are back on the button
    }
  }

  @Test func theDecoderGivesShiftF10AndTheMenuKey() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[21;2~".utf8)) == [.key(KeyEvent(.function(10), modifiers: .shift))])
    // xterm and rxvt send the Menu key as CSI 29 ~, which is F16.
    #expect(decoder.feed(Array("\u{1B}[29~".utf8)) == [.key(KeyEvent(.function(16)))])
  }
}
