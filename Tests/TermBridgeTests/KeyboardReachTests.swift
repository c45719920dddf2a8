import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

@Observable @MainActor
final class ReachTodos {
  var open = ["Apples", "Bread"]
  var done: [String] = ["Cheese"]
  var log: [String] = []
}

/// A to-do list in two sections whose rows move between them, each with a
/// context menu.
struct ReachTodoList: View {
  let model: ReachTodos
  var body: some View {
    List {
      Section("Todo") {
        ForEach(model.open, id: \.self) { item in
          Text(item).contextMenu { Button("Finish \(item)") { model.log.append("finish \(item)") } }
        }
        .onDelete { offsets in
          for offset in offsets { model.log.append("delete \(model.open[offset])") }
          model.open.remove(atOffsets: offsets)
        }
      }
      Section("Done") {
        ForEach(model.done, id: \.self) { item in Text(item) }
          .onDelete { offsets in
            for offset in offsets { model.log.append("delete \(model.done[offset])") }
            model.done.remove(atOffsets: offsets)
          }
      }
    }
  }
}

/// Keys that reach what a keyboard user expects (issue 30, part 3).
@MainActor
struct KeyboardReachTests {
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }

  func rows(_ screen: TermScreen) -> [String] {
    screen.rows().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ┃│")) }
  }

  @Test func backspaceDeletesTheCurrentRowAsForwardDeleteDoes() throws {
    let log = AlertLog()
    try withHostedView(GroceryList(log: log), width: 30, height: 10) { app, _, screen in
      // A Mac keyboard's "delete" key sends Backspace.
      app.handle([key(.down), key(.backspace)])  // Banana
      #expect(log.entries == ["deleted 1"])
      #expect(Array(rows(screen).prefix(4)) == ["Fruit", "Apple", "Cherry", "2 kinds"])
    }
  }

  struct Steppers: View {
    @State var top = 5
    @State var scrolled = 5
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Stepper("Top \(top)", value: $top)
        ScrollView {
          VStack(alignment: .leading, spacing: 0) {
            Stepper("Scrolled \(scrolled)", value: $scrolled)
            ForEach(0..<20) { Text("Line \($0)") }
          }
        }
        .frame(height: 4)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func upAndDownStepAStepperWhereNoScrollViewAboveClaimsThem() throws {
    try withHostedView(Steppers(), width: 30, height: 6) { app, _, screen in
      #expect(rows(screen)[0].hasPrefix("Top 5"))
      app.handle([key(.up), key(.up), key(.down), key(.up)])  // the first stepper has focus
      #expect(rows(screen)[0].hasPrefix("Top 7"), "\(rows(screen))")
      // In a scroll view, Up and Down scroll, as they do for any view in it
      // (Tab focuses the scroll view, then its stepper): stepped by Up and
      // Down it would read 7, not 6.
      app.handle([key(.tab), key(.tab), key(.up), key(.down), key(.up), key(.right)])
      #expect(
        rows(screen).contains { $0.hasPrefix("Scrolled 6") },
        "\(rows(screen)) \(String(describing: app.keyWindow?.firstResponder))")
    }
  }

  @Test func theCurrentRowIsNeverASectionHeaderAfterRowsMoveBetweenSections() throws {
    let model = ReachTodos()
    try withHostedView(ReachTodoList(model: model), width: 30, height: 10) { app, _, screen in
      app.handle([key(.down)])  // Bread, row 2 (Todo, Apples, Bread, Done, Cheese)
      model.open.removeLast()
      model.done.insert("Bread", at: 0)  // Bread is done: Todo, Apples, Done, Bread, Cheese
      app.render()
      app.handle([key(.delete)])
      #expect(model.log == ["delete Bread"], "the current row was on the header: \(rows(screen))")
    }
  }

  @Test func shiftF10OnTheCurrentRowOpensTheRowsContextMenu() throws {
    let model = ReachTodos()
    try withHostedView(ReachTodoList(model: model), width: 30, height: 10) { app, _, screen in
      app.handle([key(.down), .key(KeyEvent(.function(10), modifiers: .shift))])
      #expect(app.windows.count == 2, "no menu opened")
      #expect(screen.rows().contains { $0.contains("Finish Bread") }, "\(screen.rows())")
      app.handle([key(.enter)])
      #expect(model.log == ["finish Bread"])
      // The Menu key too.
      app.handle([key(.function(16))])
      #expect(screen.rows().contains { $0.contains("Finish Bread") })
    }
  }
}

/// A to-do list whose rows hold two controls each, between two buttons.
struct ReachControlRows: View {
  let log: AlertLog
  @State var done: Set<String> = []
  let items = ["Apples", "Bread", "Cheese"]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Before") { log.entries.append("before") }
      List {
        ForEach(items, id: \.self) { item in
          HStack {
            Toggle(
              item,
              isOn: Binding(
                get: { done.contains(item) },
                set: { if $0 { done.insert(item) } else { done.remove(item) } }))
            Button("Edit") { log.entries.append("edit \(item)") }
          }
        }
      }
      .frame(height: 5)
      Button("After") { log.entries.append("after") }
      Text("Done: \(done.sorted().joined(separator: ","))")
    }
  }
}

/// Tab in a list goes through the current row's controls (issue 30, part 3).
@MainActor
struct ListRowReachTests {
  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }

  /// What has the focus: a button's or a switch's title, "list", or the type.
  func focused(_ app: TermApplication) -> String {
    guard let view = app.keyWindow?.firstResponder else { return "nothing" }
    if view is TermButton { return "button \(controlText(view))" }
    if view is TermSwitch { return "toggle \(controlText(view))" }
    if view is TermListView { return "list" }
    return "\(type(of: view))"
  }

  @Test func tabGoesThroughTheCurrentRowsControlsThenOutOfTheList() throws {
    let log = AlertLog()
    try withHostedView(ReachControlRows(log: log), width: 40, height: 10) { app, _, screen in
      #expect(focused(app) == "button Before")
      app.handle([key(.tab)])
      #expect(focused(app) == "list")
      app.handle([key(.down)])  // Bread
      app.handle([key(.tab)])
      #expect(focused(app) == "toggle Bread")
      app.handle([key(.character(" "))])
      #expect(screen.rows().contains { $0.contains("Done: Bread") }, "\(screen.rows())")
      app.handle([key(.tab)])
      #expect(focused(app) == "button Edit")
      app.handle([key(.enter)])
      #expect(log.entries == ["edit Bread"])
      app.handle([key(.tab)])
      #expect(focused(app) == "button After")
      // Back: the current row's controls, last first, then the list.
      app.handle([key(.tab, .shift)])
      #expect(focused(app) == "button Edit")
      app.handle([key(.tab, .shift), key(.tab, .shift)])
      #expect(focused(app) == "list")
      app.handle([key(.tab, .shift)])
      #expect(focused(app) == "button Before")
    }
  }

  @Test func arrowsFromARowsControlMoveTheCurrentRowAndFocusTheList() throws {
    let log = AlertLog()
    try withHostedView(ReachControlRows(log: log), width: 40, height: 10) { app, _, _ in
      app.handle([key(.tab), key(.tab), key(.tab)])  // the list, Apples' toggle, Apples' Edit
      #expect(focused(app) == "button Edit")
      app.handle([key(.down)])  // Bread is current: the list has the focus again
      #expect(focused(app) == "list")
      app.handle([key(.tab), key(.tab), key(.enter)])
      #expect(log.entries == ["edit Bread"])
    }
  }

  @Test func aClickOnARowsControlMakesItsRowCurrent() throws {
    let log = AlertLog()
    try withHostedView(ReachControlRows(log: log), width: 40, height: 10) { app, host, _ in
      let list = try #require(findView(TermListView.self, in: host))
      let edits = allViews(TermButton.self, in: list).filter { controlText($0) == "Edit" }
      let third = try #require(edits.last)
      app.keyWindow?.makeFirstResponder(third)
      #expect(list.selectedRow == 2)
      app.handle([key(.tab, .shift), key(.tab, .shift)])
      #expect(focused(app) == "list")
      app.handle([key(.enter)])  // Enter on the row: its first control, Cheese's toggle
      app.render()
      #expect(list.selectedRow == 2)
    }
  }
}
