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
