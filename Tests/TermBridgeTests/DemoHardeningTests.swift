import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets
@testable import TermDemo

/// The hardening runs of `TermDemo --fuzz`, `--resize-storm` and `--soak`,
/// small enough for every test run (the long runs are the TermDemo modes),
/// and regression tests for what they found. Seeded: a failure names the
/// seed, and `TermDemo --fuzz BYTES --seed N` replays it.
extension TerminalSuites {
  @MainActor @Suite struct DemoHardeningTests {
    /// 100 KB of random input through the decoder into the demo: no crash,
    /// the widgets agree with the model, a full repaint changes nothing.
    @Test func inputFuzz() throws {
      let report = try InputFuzz.run(
        bytes: 100_000, seed: 20_261_129, items: 2_000, runsMainQueue: false)
      #expect(report.bytes == 100_000)
      #expect(report.keys > 10_000 && report.pastes > 50 && report.mice > 50)
      #expect(report.noteCount > 0, "the fuzz never reached the notes editor")
    }

    /// Hundreds of sizes, 1x1 and 500x200 among them: the end screen is a
    /// fresh demo's at that size.
    @Test(arguments: [1, 2] as [UInt64])
    func resizeStorm(seed: UInt64) throws {
      let report = try ResizeStorm.run(resizes: 200, seed: seed, items: 2_000)
      #expect(report.resizes == 200)
    }

    /// Ending the storm at an ordinary size after the degenerate ones.
    @Test func resizeStormEndsAtAnOrdinarySize() throws {
      let report = try ResizeStorm.run(
        resizes: 100, seed: 3, items: 2_000, finalSize: Size(width: 80, height: 24))
      #expect(report.finalSize == Size(width: 80, height: 24))
    }

    /// 5,000 keystrokes: nothing left alive that no window holds (help
    /// sheets, cells, coordinators), and no more objects alive than at the
    /// start.
    @Test func soak() throws {
      let report = try Soak.run(keys: 5_000, seed: 7, items: 2_000, runsMainQueue: false)
      #expect(report.sheetsOpened > 10)
      #expect(report.leaks.isEmpty)
      #expect(report.liveEndTotal <= report.liveStartTotal)
      #expect(report.liveStart["coordinator"] == report.liveEnd["coordinator"])
    }

    // MARK: Regressions

    /// 40,000 unbracketed characters took about 20 s to absorb: every key
    /// was an edit, a binding write, a search over every item and a frame.
    /// Keys that arrive in one read are now one edit and one search.
    @Test(arguments: [false, true])
    func aFloodOfTypedKeysIsOneEditAndOneUpdate(inEditor: Bool) throws {
      let demo = try HeadlessDemo(items: 2_000, size: Size(width: 100, height: 30))
      defer { demo.close() }
      if inEditor { demo.app.handle(try KeyScript("key down\nkey tab").events) }
      let host = try #require(demo.app.keyWindow?.rootViewController as? TermHostingController<DemoScreen>)
      let bodiesBefore = host.hostingView.statistics.bodyEvaluations
      let editor = try #require(findView(TermTextView.self, in: host.view))
      let editsBefore = editor.editCount
      let flood = String(repeating: "abcdefghij klmnop ", count: 228)  // 4,104 characters
      demo.app.handle(flood.map { .key(.character($0)) })
      if inEditor {
        #expect(demo.model.notes[1]?.hasSuffix(flood) == true)
        #expect(editor.editCount - editsBefore == 1, "one edit for the burst")
      } else {
        #expect(demo.model.query == flood)
      }
      let bodies = host.hostingView.statistics.bodyEvaluations - bodiesBefore
      #expect(bodies <= 12, "\(bodies) body evaluations for one burst")
      #expect(demo.consistencyProblems() == [])
    }

    /// The F1 sheet's border showed no title: the modal window took the
    /// title of the hosting controller it presents, which has none, rather
    /// than that of the alert inside it.
    @Test func theHelpSheetShowsItsTitle() throws {
      let demo = try HeadlessDemo(items: 100, size: Size(width: 100, height: 30))
      defer { demo.close() }
      demo.app.handle(try KeyScript("key f1").events)
      #expect(demo.app.windows.count == 2)
      #expect(demo.screen.rows().contains { $0.contains("╭") && $0.contains("TermDemo keys") })
    }

    /// Found by the input fuzz once events in one read saw each other's
    /// effects: Tab and the text after it in the same read went to the
    /// search field, because the focus change reached the widgets only at
    /// the frame. Each event now sees the widgets the previous one left.
    @Test func keysTypedAheadGoWhereFocusMoved() throws {
      let demo = try HeadlessDemo(items: 100, size: Size(width: 80, height: 20))
      defer { demo.close() }
      demo.app.handle(try KeyScript("type alpha\nkey tab\ntype \" note\"\nkey tab\ntype 1").events)
      #expect(demo.model.query == "alpha1")
      #expect(demo.model.notes[0] == "# item 000000 alpha\n note")
      #expect(demo.consistencyProblems() == [])
    }

    /// Found by the input fuzz: a click on the list made it first responder,
    /// so the status bar said "search" while typing went into the list and
    /// was lost. A click selects the row and the keys stay where they were.
    @Test func clickingTheListKeepsTheKeysInTheSearchField() throws {
      let demo = try HeadlessDemo(items: 100, size: Size(width: 80, height: 20))
      defer { demo.close() }
      let click = MouseEvent(kind: .press(.left), location: Point(x: 5, y: 4))
      demo.app.handle([.mouse(click), .mouse(MouseEvent(kind: .release(.left), location: click.location))])
      demo.app.handle(try KeyScript("type ec").events)
      #expect(demo.model.query == "ec")
      #expect(demo.consistencyProblems() == [])
    }

    /// The same in the imperative demo.
    @Test func clickingTheImperativeListKeepsTheKeysInTheSearchField() throws {
      try TermScreen.withHeadless(width: 80, height: 20) { screen in
        let app = TermApplication(screen: screen)
        let model = DemoModel(itemCount: 100, store: nil)
        let window = TermWindow()
        let controller = ImperativeDemoController(model: model)
        window.rootViewController = controller
        window.makeKeyAndVisible(in: app)
        app.render()
        let click = MouseEvent(kind: .press(.left), location: Point(x: 5, y: 4))
        app.handle([.mouse(click), .mouse(MouseEvent(kind: .release(.left), location: click.location))])
        #expect(model.selectedItem == 2)
        app.handle(try KeyScript("type ec").events)
        #expect(model.query == "ec")
        #expect(controller.searchBar.text == "ec")
      }
    }

    /// Found by the input fuzz: with no item matching, the notes editor took
    /// typing that the model dropped (the note of no item), so the screen
    /// showed text that was not saved anywhere. The editor is now disabled
    /// while nothing is selected, and Tab does not pretend to go there.
    @Test func notesEditorTakesNoTypingWithoutASelection() throws {
      let demo = try HeadlessDemo(items: 100, size: Size(width: 80, height: 20))
      defer { demo.close() }
      demo.app.handle(try KeyScript("type zzz").events)
      // Tab stays in the search field (the status bar said "editor" while
      // the keys went on into the query), and a click does not focus the editor.
      demo.app.handle(try KeyScript("key tab").events)
      #expect(demo.model.focus == .search)
      #expect(demo.consistencyProblems() == [])
      demo.app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: 60, y: 5)))])
      demo.app.handle(try KeyScript("type lost").events)
      demo.app.handle([.paste("also lost")])
      #expect(demo.model.selectedItem == nil)
      #expect(demo.editor?.text == "")
      #expect(demo.consistencyProblems() == [])
      demo.app.handle(try KeyScript("key tab\nkey ctrl-u\nkey tab\ntype kept").events)
      #expect(demo.model.noteText.hasSuffix("kept"))
      #expect(demo.consistencyProblems() == [])
    }

    /// Found by the input fuzz: narrowing the query from thousands of
    /// matches to a few hundred changed the scroll thumb's length without a
    /// scroll, and the list did not redraw it.
    @Test func listRedrawsItsScrollIndicatorWhenTheRowCountChanges() throws {
      let demo = try HeadlessDemo(items: 10_000, size: Size(width: 100, height: 30))
      defer { demo.close() }
      demo.app.handle(try KeyScript("type 6").events)
      demo.app.handle(try KeyScript("type 5").events)
      #expect(demo.repaintDifference() == nil)
    }
  }
}
