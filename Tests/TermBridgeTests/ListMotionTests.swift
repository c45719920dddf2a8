import Observation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

@MainActor @Observable
final class ListMotionModel {
  var rows = ["alpha", "beta", "gamma", "delta", "epsilon"]
  var version = 0
}

struct ListMotionScreen: View {
  let model: ListMotionModel
  var body: some View {
    List(model.rows, id: \.self) { Text($0).foregroundStyle(Color.white) }
  }
}

/// The same list, its changes animated by `.animation(_:value:)`.
struct ListValueMotionScreen: View {
  let model: ListMotionModel
  var body: some View {
    List {
      ForEach(model.rows, id: \.self) { Text($0) }
    }
    .animation(.linear(duration: 1), value: model.version)
  }
}

struct ListSelectionMotionScreen: View {
  let model: ListMotionModel
  let selection: Binding<String?>
  var body: some View {
    List(model.rows, id: \.self, selection: selection) { Text($0) }
  }
}

/// A `List`'s rows inserted and removed under an animation: the rows that
/// stay slide a line at a time on the app's clock, inserted rows fade in,
/// removed rows fade out where they were.
@MainActor @Suite struct ListMotionTests {
  private func trimmed(_ screen: TermScreen) -> [String] {
    // Without the scroll indicator's column and the rows' margins.
    screen.rows().map { row in
      let cut = row.reversed().drop { $0 == " " }.drop { "┃│".contains($0) }.drop { $0 == " " }
      return String(String(cut.reversed()).drop { $0 == " " })
    }
  }

  @Test func rowIndicesFollowABatchOfRemovalsAndInsertions() {
    let shift = RowIndexShift(removed: [1, 4], inserted: [0, 3])
    // Old rows 0 2 3 5 stay; after removing 1 and 4 they are 0 1 2 3, and
    // inserting at 0 and 3 makes them 1 2 4 5.
    #expect((0..<6).map { shift.newIndex(ofOld: $0) } == [1, nil, 2, 4, nil, 5])
    let front = RowIndexShift(removed: [], inserted: [0, 1, 2])
    #expect(front.newIndex(ofOld: 0) == 3 && front.newIndex(ofOld: 7) == 10)
  }

  @Test func insertedRowsFadeInAndTheRowsBelowSlideDown() throws {
    let motion = MotionHarness()
    let model = ListMotionModel()
    try motion.run {
      try withHostedView(ListMotionScreen(model: model), width: 16, height: 8) { app, _, screen in
        #expect(Array(trimmed(screen).prefix(5)) == ["alpha", "beta", "gamma", "delta", "epsilon"])
        withAnimation(.linear(duration: 1)) {
          model.rows.insert(contentsOf: ["new 1", "new 2", "new 3"], at: 0)
        }
        app.render()
        expectSnapshot(screen, named: "list-motion-insert-0")
        #expect(
          trimmed(screen) == ["alpha", "beta", "gamma", "delta", "epsilon", "", "", ""],
          "t=0: the old rows where they were, the new ones invisible under them")
        motion.advance(0.5)
        app.render()
        expectSnapshot(screen, named: "list-motion-insert-50")
        #expect(
          trimmed(screen) == ["new 1", "new 2", "alpha", "beta", "gamma", "delta", "epsilon", ""],
          "t=50%: the old rows two lines down (of three), the new ones fading in above")
        let fading = screen.cells(inRow: 0).first { $0.text == "n" }?.style.foreground
        motion.advance(0.5)
        app.render()
        expectSnapshot(screen, named: "list-motion-insert-100")
        #expect(trimmed(screen) == ["new 1", "new 2", "new 3", "alpha", "beta", "gamma", "delta", "epsilon"])
        let shown = screen.cells(inRow: 0).first { $0.text == "n" }?.style.foreground
        #expect(fading != nil && fading != shown, "half way, the new row is faded")
        #expect(!motion.clock.isRunning)
      }
    }
  }

  @Test func removedRowsFadeOutAndTheRowsBelowSlideUp() throws {
    let motion = MotionHarness()
    let model = ListMotionModel()
    model.rows = (1...8).map { "row \($0)" }
    try motion.run {
      try withHostedView(ListMotionScreen(model: model), width: 16, height: 5) { app, host, screen in
        #expect(trimmed(screen) == ["row 1", "row 2", "row 3", "row 4", "row 5"])
        withAnimation(.linear(duration: 1)) { model.rows.removeSubrange(0..<2) }
        app.render()
        expectSnapshot(screen, named: "list-motion-remove-0")
        #expect(trimmed(screen) == ["row 1", "row 2", "row 3", "row 4", "row 5"], "t=0: nothing moved yet")
        motion.advance(0.5)
        app.render()
        expectSnapshot(screen, named: "list-motion-remove-50")
        #expect(
          trimmed(screen) == ["row 1", "row 3", "row 4", "row 5", "row 6"],
          "t=50%: a line up; the removed row 1 fades where it was, row 6 comes in from below")
        motion.advance(0.5)
        app.render()
        expectSnapshot(screen, named: "list-motion-remove-100")
        #expect(trimmed(screen) == ["row 3", "row 4", "row 5", "row 6", "row 7"])
        #expect(!motion.clock.isRunning)
        // The removed rows' cells went back to the reuse queue, hidden.
        let list = try #require(findView(TermListView.self, in: host))
        #expect(list.subviews.filter { $0 is TermListCell && !$0.isHidden }.count == 5)
      }
    }
  }

  @Test func rowsPushedOffTheBottomSlideOut() throws {
    let motion = MotionHarness()
    let model = ListMotionModel()
    try motion.run {
      try withHostedView(ListMotionScreen(model: model), width: 16, height: 4) { app, _, screen in
        withAnimation(.linear(duration: 1)) { model.rows.insert(contentsOf: ["new 1", "new 2"], at: 0) }
        app.render()
        #expect(
          trimmed(screen) == ["alpha", "beta", "gamma", "delta"], "t=0: delta still shows at the bottom")
        motion.advance(0.5)
        app.render()
        #expect(
          trimmed(screen) == ["new 1", "alpha", "beta", "gamma"], "t=50%: a line down, delta gone below")
        motion.advance(0.5)
        app.render()
        #expect(trimmed(screen) == ["new 1", "new 2", "alpha", "beta"])
      }
    }
  }

  @Test func anAnimationByValuePlaysTheRowsOfAForEach() throws {
    let motion = MotionHarness()
    let model = ListMotionModel()
    try motion.run {
      try withHostedView(ListValueMotionScreen(model: model), width: 16, height: 8) { app, _, screen in
        model.rows.insert(contentsOf: ["new 1", "new 2"], at: 1)
        model.version += 1
        app.render()
        #expect(Array(trimmed(screen).prefix(5)) == ["alpha", "beta", "gamma", "delta", "epsilon"])
        motion.advance(0.5)
        app.render()
        #expect(trimmed(screen)[2] == "beta", "half way: the rows below the insertion a line down")
        motion.advance(0.5)
        app.render()
        #expect(Array(trimmed(screen).prefix(4)) == ["alpha", "new 1", "new 2", "beta"])
      }
    }
  }

  @Test func aSecondChangeWhileRowsMoveStartsFromWhereTheyAre() throws {
    let motion = MotionHarness()
    let model = ListMotionModel()
    try motion.run {
      try withHostedView(ListMotionScreen(model: model), width: 16, height: 8) { app, _, screen in
        withAnimation(.linear(duration: 1)) { model.rows.insert(contentsOf: ["a", "b"], at: 0) }
        app.render()
        motion.advance(0.5)
        app.render()
        #expect(Array(trimmed(screen).prefix(3)) == ["a", "alpha", "beta"], "half way: a line down")
        withAnimation(.linear(duration: 1)) {
          model.rows.removeAll { $0 == "gamma" }
          model.rows.insert("c", at: 0)
        }
        app.render()
        #expect(Array(trimmed(screen).prefix(3)) == ["a", "alpha", "beta"], "the new motion starts there")
        motion.advance(1.1)
        app.render()
        #expect(trimmed(screen) == ["c", "a", "b", "alpha", "beta", "delta", "epsilon", ""])
        #expect(!motion.clock.isRunning)
        for row in 0..<7 {
          #expect(screen.cells(inRow: row).contains { $0.style.foreground == .indexed(7) })
        }
      }
    }
  }

  @Test func anInsertionAboveTheRowsOnScreenMovesThemDown() throws {
    let motion = MotionHarness()
    let model = ListMotionModel()
    model.rows = (0..<30).map { "row \($0)" }
    try motion.run {
      try withHostedView(ListMotionScreen(model: model), width: 16, height: 4) { app, host, screen in
        let list = try #require(findView(TermListView.self, in: host))
        list.scrollToRow(10, at: .top)
        app.render()
        #expect(trimmed(screen) == ["row 10", "row 11", "row 12", "row 13"])
        withAnimation(.linear(duration: 1)) { model.rows.insert("new", at: 2) }
        app.render()
        motion.advance(1.1)
        app.render()
        // The top row's index stays (UIKit keeps the offset): the rows move a line down.
        #expect(trimmed(screen) == ["row 9", "row 10", "row 11", "row 12"])
      }
    }
  }

  /// The frame budget: at most 60 frames a second while the rows move,
  /// none once they stopped.
  @Test func noFrameIsDrawnOnceTheRowsStopped() throws {
    let motion = MotionHarness()
    let model = ListMotionModel()
    try motion.run {
      try withHostedView(ListMotionScreen(model: model), width: 16, height: 12) { app, _, _ in
        withAnimation(.linear(duration: 1)) { model.rows.insert(contentsOf: ["a", "b", "c", "d"], at: 0) }
        app.render()
        let first = app.frameStatistics.frames
        let stepsBefore = motion.clock.steps
        for _ in 0..<1100 {
          motion.advance(0.001)
          app.renderIfNeeded()
        }
        let during = app.frameStatistics.frames - first
        let steps = motion.clock.steps - stepsBefore
        #expect(steps <= 61, "steps in the animation: \(steps)")
        #expect(during <= steps && during >= 4, "frames in the animation: \(during)")
        #expect(!motion.clock.isRunning)
        for _ in 0..<1000 {
          motion.advance(0.001)
          app.renderIfNeeded()
        }
        #expect(app.frameStatistics.frames - first == during, "no frame once nothing moves")
      }
    }
  }

  @Test func reducedMotionAndNoAnimationDrawTheChangeAtOnce() throws {
    let motion = MotionHarness()
    try motion.run {
      let reduced = ListMotionModel()
      let view = ListMotionScreen(model: reduced).environment(\.accessibilityReduceMotion, true)
      try withHostedView(view, width: 16, height: 4) { app, _, screen in
        withAnimation(.linear(duration: 1)) { reduced.rows.insert("new", at: 0) }
        app.render()
        #expect(trimmed(screen) == ["new", "alpha", "beta", "gamma"])
        #expect(!motion.clock.isRunning)
      }
      let plain = ListMotionModel()
      try withHostedView(ListMotionScreen(model: plain), width: 16, height: 4) { app, _, screen in
        plain.rows.removeFirst()
        app.render()
        #expect(trimmed(screen) == ["beta", "gamma", "delta", "epsilon"])
        #expect(!motion.clock.isRunning)
      }
    }
  }

  @Test func theSelectionFollowsItsRowThroughAnAnimatedInsertion() throws {
    let motion = MotionHarness()
    let model = ListMotionModel()
    var selection: String? = "beta"
    let binding = Binding(get: { selection }, set: { selection = $0 })
    try motion.run {
      let view = ListSelectionMotionScreen(model: model, selection: binding)
      try withHostedView(view, width: 16, height: 8) { app, host, screen in
        withAnimation(.linear(duration: 1)) { model.rows.insert("new", at: 0) }
        app.render()
        #expect(motion.clock.isRunning)
        motion.advance(1.1)
        app.render()
        #expect(Array(trimmed(screen).prefix(3)) == ["new", "alpha", "beta"])
        #expect(selection == "beta")
        let list = try #require(findView(TermListView.self, in: host))
        #expect(list.selectedRow == 2)
      }
    }
  }
}
