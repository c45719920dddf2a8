import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

@MainActor
@Suite struct DeclarativeLayoutTests {
  @Test func stacksWithSpacers() throws {
    struct Screen: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          HStack {
            Text("Title").bold()
            Spacer()
            Text("v1.0")
          }
          Divider()
          HStack(spacing: 0) {
            Text("A")
            Spacer()
            Text("B")
            Spacer()
            Text("C")
          }
          Spacer()
          Text("footer")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
    try withHostedView(Screen(), width: 24, height: 6) { _, _, screen in
      expectSnapshot(screen, named: "layout-stacks-spacers")
    }
  }

  @Test func nestedFramesWithAlignment() throws {
    struct Screen: View {
      var body: some View {
        HStack(spacing: 0) {
          Text("TL").frame(width: 8, height: 3, alignment: .topLeading).border()
          Text("C").frame(width: 8, height: 3).border()
          Text("BR").frame(width: 8, height: 3, alignment: .bottomTrailing).border()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    try withHostedView(Screen(), width: 32, height: 6) { _, _, screen in
      expectSnapshot(screen, named: "layout-frames-alignment")
    }
  }

  @Test func fixedSizeAndTruncationOfWideText() throws {
    struct Screen: View {
      var body: some View {
        VStack(alignment: .leading) {
          Text("日本語のとても長いテキスト with emoji 👍 end").lineLimit(1)
          Text("日本語の長いテキスト wraps onto lines").frame(maxWidth: .infinity, alignment: .leading)
          Text("a👍b👍c👍d👍e👍f").lineLimit(1)
          HStack(spacing: 0) {
            Text("fixed:")
            Text("never truncated").fixedSize()
          }
        }
        .frame(width: 15)
        .border()
      }
    }
    try withHostedView(Screen(), width: 30, height: 10) { _, _, screen in
      expectSnapshot(screen, named: "layout-fixedsize-truncation")
    }
  }

  @Test func bordersInsideBordersWithTitles() throws {
    struct Screen: View {
      var body: some View {
        VStack {
          Text("inner").padding(.horizontal, 1).border(.rounded, title: "In")
          Text("second").border(.double)
        }
        .padding(1)
        .border(.heavy, title: "Outer")
      }
    }
    try withHostedView(Screen(), width: 24, height: 12) { _, _, screen in
      expectSnapshot(screen, named: "layout-borders-nested")
    }
  }

  @Test func layoutPriorityDecidesWhoTruncates() throws {
    struct Screen: View {
      var body: some View {
        VStack(alignment: .leading) {
          HStack {
            Text("first long label")
            Text("second long label")
          }
          HStack {
            Text("first long label")
            Text("second long label").layoutPriority(1)
          }
        }
      }
    }
    try withHostedView(Screen(), width: 24, height: 2) { _, _, screen in
      let rows = screen.rows()
      #expect(rows[0] == "first long… second long…")
      #expect(rows[1] == "first… second long label")
      expectSnapshot(screen, named: "layout-priority")
    }
  }

  @Test func backgroundOverlayAndZStack() throws {
    struct Screen: View {
      var body: some View {
        VStack {
          Text("on blue").padding(.horizontal, 1).background(Color.blue)
          Text("base text").overlay(alignment: .trailing) { Text("!") }
          ZStack(alignment: .bottomTrailing) {
            Text("......\n......\n......")
            Text("Z")
          }
        }
      }
    }
    try withHostedView(Screen(), width: 12, height: 6) { _, _, screen in
      expectSnapshot(screen, named: "layout-background-overlay-zstack")
    }
  }
}

@MainActor
@Suite struct StackSpacerTests {
  @Test func textBesideASpacerKeepsItsWidthWhileThereIsRoom() throws {
    struct Row: View {
      var body: some View {
        VStack(alignment: .leading) {
          HStack(spacing: 1) {
            Text("item 000002 charlie")
            Spacer(minLength: 0)
            Text("急")
          }
          HStack(spacing: 1) {
            Text("a title much longer than the row")
            Spacer(minLength: 0)
            Text("急")
          }
        }
      }
    }
    try withHostedView(Row(), width: 24, height: 2) { _, _, screen in
      #expect(screen.rows()[0] == "item 000002 charlie   急")
      #expect(screen.rows()[1] == "a title much longer…  急")  // spacing on both sides of an empty spacer
    }
  }

  /// A text's label no longer asks the views above for layout when its
  /// text changes (the text's node measures it again after each update):
  /// a text that grows, wraps or shrinks must still move what is beside it
  /// and below it, in a stack and in a list row.
  @Test func aTextThatChangesSizeLaysItsStackOutAgain() throws {
    struct Screen: View {
      let model: GrowingTextModel
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          HStack(spacing: 1) {
            Text(model.title)
            Text("|")
          }
          Text("below")
        }
        .frame(width: 12, height: 5, alignment: .topLeading)
      }
    }
    // Each title, and how the first rows then begin: the bar beside the
    // text, the line below after it (wrapped to the 10 columns beside the
    // bar, "one two three four five" takes three lines).
    let steps: [(title: String, rows: [String])] = [
      ("ab", ["ab |", "below"]),
      ("abcdefg", ["abcdefg |", "below"]),
      ("one two three four five", ["one two", "three four", "five", "below"]),
      ("x", ["x |", "below"]),
    ]
    let model = GrowingTextModel()
    try withHostedView(Screen(model: model), width: 12, height: 5) { app, _, screen in
      for step in steps {
        model.title = step.title
        app.render()
        for (row, start) in step.rows.enumerated() {
          #expect(screen.rows()[row].hasPrefix(start), "\(step.title): row \(row)")
        }
      }
    }
  }

  @Test func aListRowWhoseTextWrapsGrows() throws {
    struct Screen: View {
      let model: GrowingTextModel
      var body: some View {
        List(model.titles, id: \.self) { Text($0) }
      }
    }
    let model = GrowingTextModel()
    try withHostedView(Screen(model: model), width: 12, height: 6) { app, _, screen in
      let before = screen.rows().prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(before == ["one", "two", "three"])
      model.titles = ["one", "a long title that wraps", "three"]
      app.render()
      let rows = screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows[0] == "one")
      #expect(rows[1].hasPrefix("a long"))
      #expect(rows.firstIndex(of: "three").map { $0 > 2 } == true)
    }
  }
}

/// Texts that change after the first frame (``DeclarativeLayoutTests``).
@Observable private final class GrowingTextModel {
  var title = "ab"
  var titles = ["one", "two", "three"]
}
