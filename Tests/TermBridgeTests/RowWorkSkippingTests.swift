import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeWidgets

/// Work a frame skips for rows that show nothing new, and what must still
/// happen: a body that reads no model makes no Observation tracking, yet
/// starts following a model as soon as it reads one; a cell given a
/// configuration showing what it shows already leaves its tree alone.
@MainActor @Suite struct RowWorkSkippingTests {
  /// The child reads nothing observable until its parent says so; from
  /// then on a change of the model it reads reaches it, every time, and
  /// re-runs by the parent still leave one live tracking.
  @Test func aBodyThatStartsReadingAModelFollowsIt() throws {
    let gate = GateModel()
    let model = LateModel()
    try withHostedView(GateParent(gate: gate, model: model), width: 30, height: 3) { app, _, screen in
      #expect(screen.rows().contains { $0.contains("quiet") })
      gate.reads = true
      app.render()
      #expect(screen.rows().contains { $0.contains("value 0") })
      model.value = 5
      app.render()
      #expect(screen.rows().contains { $0.contains("value 5") })
      model.value = 6
      app.render()
      #expect(screen.rows().contains { $0.contains("value 6") })
      for _ in 0..<50 {
        gate.tick += 1
        app.render()
      }
      let reached = trackingsReached { model.value = 7 }
      #expect(reached == 1, "the change reached \(reached) trackings")
      app.render()
      #expect(screen.rows().contains { $0.contains("value 7") })
    }
  }

  /// A list reloaded with the same rows hands each cell a configuration
  /// that shows what it shows: the hosted tree is not asked to update, no
  /// body runs and no widget is updated; a configuration with other
  /// content still updates the row.
  @Test func aCellGivenTheSameContentAgainDoesNoWork() throws {
    try TermScreen.withInMemory(width: 20, height: 3) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let cell = TermListCell(reuseIdentifier: "row")
      cell.frame = Rect(x: 0, y: 0, width: 20, height: 1)
      window.addSubview(cell)
      window.makeKeyAndVisible(in: app)
      cell.contentConfiguration = TermHostingConfiguration { CountRow(count: 1) }
      app.render()
      #expect(screen.rows()[0].hasPrefix("count 1"))
      let host = try #require((cell.contentView as? HostingContentView<CountRow>)?.host)
      let before = host.statistics
      cell.contentConfiguration = TermHostingConfiguration { CountRow(count: 1) }
      #expect(!host.needsUpdateProperties, "the hosted tree is not even asked to update")
      app.render()
      #expect(host.statistics.bodyEvaluations == before.bodyEvaluations)
      #expect(host.statistics.widgetUpdates == before.widgetUpdates)
      cell.contentConfiguration = TermHostingConfiguration { CountRow(count: 2) }
      #expect(host.needsUpdateProperties)
      app.render()
      #expect(host.statistics.bodyEvaluations > before.bodyEvaluations)
      #expect(screen.rows()[0].hasPrefix("count 2"))
    }
  }
}

@Observable @MainActor
private final class GateModel {
  var reads = false
  var tick = 0
}

@Observable @MainActor
private final class LateModel {
  var value = 0
}

/// Re-runs its child on every change of the gate.
private struct GateParent: View {
  let gate: GateModel
  let model: LateModel
  var body: some View {
    VStack {
      Text("tick \(gate.tick)")
      GateChild(model: model, reads: gate.reads, salt: gate.tick)
    }
  }
}

/// Reads the model only when told to.
private struct GateChild: View {
  let model: LateModel
  let reads: Bool
  let salt: Int
  var body: some View { Text(reads ? "value \(model.value)" : "quiet") }
}

private struct CountRow: View {
  let count: Int
  var body: some View { Text("count \(count)") }
}
