import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative

/// What moving the selection and changing what rows read update: the
/// selection is read apart from the list's update, and each row's content
/// is made in the row's own graph, so a change reaches the rows that read
/// it and leaves the list (and its other rows) alone.
@MainActor
@Suite struct ListRowTrackingTests {
  /// A sectioned list whose rows do not read the selection.
  struct SectionedSelection: View {
    @State var selection: Int? = 0
    let record: SelectionRecord

    var body: some View {
      let binding = Binding<Int?>(
        get: { selection },
        set: {
          selection = $0
          record.value = $0
        })
      List(selection: binding) {
        ForEach(0..<3, id: \.self) { section in
          Section("Section \(section)") {
            ForEach(section * 10..<section * 10 + 10, id: \.self) { Text("Row \($0)") }
          }
        }
      }
    }
  }

  final class SelectionRecord {
    var value: Int?
  }

  @Test func movingTheSelectionDoesNotUpdateTheList() throws {
    let record = SelectionRecord()
    try withHostedView(SectionedSelection(record: record), width: 30, height: 8) { app, host, screen in
      let list = try #require(findView(TermListView.self, in: host))
      let updates = host.statistics.widgetUpdates
      let bodies = host.statistics.bodyEvaluations
      app.handle([.key(KeyEvent(.down))])
      #expect(record.value == 1)
      #expect(list.selectedRow == 2, "the header is row 0, Row 0 is row 1")
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down))])
      #expect(record.value == 3)
      #expect(host.statistics.widgetUpdates == updates)
      #expect(host.statistics.bodyEvaluations == bodies)
      #expect(screen.rows().contains { $0.contains("Row 3") })
    }
  }

  /// Body evaluations in the rows' own graphs under `view`, and how many
  /// such rows there are.
  private func rowGraphs(under view: TermView) -> (rows: Int, bodies: Int) {
    var rows = 0
    var bodies = 0
    func visit(_ view: TermView) {
      if let host = view as? TermHostingView<ListRowView<Int, Int, Text>> {
        rows += 1
        bodies += host.statistics.bodyEvaluations
      }
      view.subviews.forEach(visit)
    }
    visit(view)
    return (rows, bodies)
  }

  @Test func rowsThatReadNothingAreMadeByTheList() throws {
    let list = List(0..<50, id: \.self) { Text("Row \($0)") }
    try withHostedView(list, width: 20, height: 6) { app, host, screen in
      #expect(rowGraphs(under: host).rows == 0)
      app.handle(Array(repeating: .key(KeyEvent(.down)), count: 8))
      #expect(screen.rows().contains { $0.contains("Row 8") })
      #expect(rowGraphs(under: host).rows == 0)
    }
  }

  @Test func rowsGivenAgainInTheSameUpdateEvaluateNothing() throws {
    let choice = Choice()
    try withHostedView(ModelList(choice: choice), width: 20, height: 6) { app, host, _ in
      let before = rowGraphs(under: host)
      #expect(before.rows > 0, "the rows read the model: each is made in its own graph")
      // Moving the selection redraws two rows, which evaluate nothing.
      app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.down))])
      #expect(choice.id == 2)
      #expect(rowGraphs(under: host).bodies == before.bodies)
    }
  }

  @Observable final class Choice {
    var id: Int? = 0
    var marked = 0
  }

  /// A list over a model's selection, whose rows read another of the
  /// model's properties that the view's body does not.
  struct ModelList: View {
    @Bindable var choice: Choice

    var body: some View {
      List(0..<6, id: \.self, selection: $choice.id) { item in
        Text(choice.marked == item ? "* item \(item)" : "  item \(item)")
      }
    }
  }

  @Test func aSelectionSetByTheAppMovesTheList() throws {
    let choice = Choice()
    try withHostedView(ModelList(choice: choice), width: 20, height: 6) { app, host, _ in
      let list = try #require(findView(TermListView.self, in: host))
      #expect(list.selectedRow == 0)
      choice.id = 4
      app.render()
      #expect(list.selectedRow == 4)
      choice.id = nil
      app.render()
      #expect(list.selectedRow == nil)
    }
  }

  @Test func aRowUpdatesWhenWhatItReadsChanges() throws {
    let choice = Choice()
    try withHostedView(ModelList(choice: choice), width: 20, height: 6) { app, host, screen in
      #expect(screen.rows()[0].contains("* item 0"))
      let updates = host.statistics.widgetUpdates
      choice.marked = 2
      app.render()
      #expect(screen.rows()[0].contains("  item 0"))
      #expect(screen.rows()[2].contains("* item 2"))
      #expect(host.statistics.widgetUpdates == updates, "the rows update in their own graphs")
    }
  }
}
