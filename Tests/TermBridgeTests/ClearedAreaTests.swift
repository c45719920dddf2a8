import Testing

@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A window's draw pass clears each view's area before the view draws, and
/// leaves alone an area an ancestor cleared to the same fill when nothing
/// has been written there since.
@MainActor
@Suite struct ClearedAreaTests {
  @Test func aViewClearsWhatItsParentAndAnEarlierSiblingDrewUnderIt() {
    TermScreen.withInMemory(width: 8, height: 3) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      // The parent draws under its children: the first child must clear it.
      let parent = StampView("a")
      parent.frame = Rect(x: 0, y: 0, width: 8, height: 3)
      let cleared = TermView()
      cleared.frame = Rect(x: 1, y: 0, width: 3, height: 1)
      parent.addSubview(cleared)
      // A container that draws nothing: its first child draws, and the
      // second, over part of the first, must clear what the first drew.
      let container = TermView()
      container.frame = Rect(x: 0, y: 1, width: 8, height: 2)
      let first = StampView("x")
      first.frame = Rect(x: 0, y: 0, width: 5, height: 1)
      let second = TermView()
      second.frame = Rect(x: 3, y: 0, width: 4, height: 2)
      container.addSubview(first)
      container.addSubview(second)
      parent.addSubview(container)
      window.addSubview(parent)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows() == ["a   aaaa", "xxx     ", "        "])
    }
  }

  @Test func nestedViewsInAClearedAreaDoNotClearItAgain() throws {
    TermScreen.withInMemory(width: 10, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      var innermost = TermView()
      innermost.frame = Rect(x: 0, y: 0, width: 10, height: 4)
      window.addSubview(innermost)
      for _ in 0..<5 {
        let view = TermView()
        view.frame = Rect(x: 0, y: 0, width: 10, height: 4)
        innermost.addSubview(view)
        innermost = view
      }
      let label = TermLabel(text: "hi")
      label.frame = Rect(x: 0, y: 0, width: 2, height: 1)
      innermost.addSubview(label)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows().first == "hi        ")
      // The window clears once; the six views inside leave the area as it
      // is, and the label writes its text: two pens, not eight.
      #expect(pensOfARedrawOfEverything(in: window, of: app) == 2)
      #expect(screen.rows().first == "hi        ")
    }
  }

  /// Views side by side in an area their parent cleared (a table row's
  /// cells): each writes only inside its own part, so the next finds its
  /// part still blank and leaves it as it is.
  @Test func siblingsSideBySideInAClearedAreaDoNotClearIt() throws {
    TermScreen.withInMemory(width: 12, height: 2) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let row = TermView()
      row.frame = Rect(x: 0, y: 0, width: 12, height: 2)
      window.addSubview(row)
      for (index, text) in ["ab", "cd", "ef"].enumerated() {
        let label = TermLabel(text: text)
        label.frame = Rect(x: index * 4, y: 0, width: 2, height: 1)
        row.addSubview(label)
      }
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows() == ["ab  cd  ef  ", "            "])
      // The window clears once and each label writes its text: four pens.
      #expect(pensOfARedrawOfEverything(in: window, of: app) == 4)
      #expect(screen.rows() == ["ab  cd  ef  ", "            "])
    }
  }

  /// A view next to what an earlier sibling drew, within the cell on either
  /// side of it (where a run of writes may repair half a wide glyph), clears
  /// its own area.
  @Test func aSiblingRightNextToWhatAnotherDrewClearsItsArea() throws {
    TermScreen.withInMemory(width: 8, height: 1) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let row = TermView()
      row.frame = Rect(x: 0, y: 0, width: 8, height: 1)
      window.addSubview(row)
      let first = StampView("x")
      first.frame = Rect(x: 0, y: 0, width: 3, height: 1)
      let second = TermView()
      second.frame = Rect(x: 3, y: 0, width: 3, height: 1)
      row.addSubview(first)
      row.addSubview(second)
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows() == ["xxx     "])
      // The window clears, the stamp writes, and the second view, right
      // next to it, clears its own area again: three pens.
      #expect(pensOfARedrawOfEverything(in: window, of: app) == 3)
    }
  }

  /// The pens the window's surface resolves while everything in `window`
  /// is drawn again (nil when the window has no surface).
  private func pensOfARedrawOfEverything(in window: TermWindow, of app: TermApplication) -> Int? {
    guard let surface = window.surface else { return nil }
    let before = surface.writeCount
    window.setNeedsDisplayRecursively()
    app.render()
    return surface.writeCount - before
  }
}
