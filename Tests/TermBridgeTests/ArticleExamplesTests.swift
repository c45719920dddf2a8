import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// The catalog's articles' examples (the files in `Readme/` named after
// their article), run: each does what its article says.
@MainActor
@Suite struct ArticleExamplesTests {
  @Test func theTodoAppAddsWhatIsTypedOnSubmitAndWithTheButton() throws {
    try TermPilot.run(TodoScreen(), width: 40, height: 10) { pilot in
      #expect(pilot.screenText.contains("To do: 1"))
      pilot.type("Tea")
      try pilot.press("enter")
      #expect(pilot.screenText.contains("• Tea"))
      #expect(pilot.screenText.contains("To do: 2"))
      pilot.type("Cake")
      try pilot.click("Add")
      #expect(pilot.screenText.contains("• Cake"))
      #expect(pilot.screenText.contains("To do: 3"))
    }
  }

  @Test func theStarRatingWritesItsBindingFromKeysAndClicksAndIsSizedByItsRepresentable() throws {
    try TermPilot.run(ReviewForm(), width: 24, height: 8) { pilot in
      // A hosting controller centres its content; the stars take 9 columns.
      let rows = pilot.screen.rows().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows[2] == "* * * . .")
      #expect(rows[4] == "3 of 5")
      try pilot.press("right")
      #expect(pilot.screenText.contains("4 of 5"))
      #expect(pilot.screen.rows()[2].contains("* * * * ."))
      try pilot.click("*")  // the first star
      #expect(pilot.screenText.contains("1 of 5"))
      try pilot.click("Reset")  // the update sets the widget from the binding
      #expect(pilot.screen.rows()[2].contains(". . . . ."))
    }
  }

  @Test func theStarRatingsDelegateIsDroppedWhenItLeavesTheTree() throws {
    struct Screen: View {
      @State var shown = true
      @State var stars = 2
      var body: some View {
        VStack {
          if shown { StarRating(rating: $stars) }
          Button("Hide") { shown = false }
        }
      }
    }
    try withHostedView(Screen(), width: 20, height: 3) { app, host, _ in
      let stars = try #require(findView(StarRatingView.self, in: host))
      #expect(stars.delegate != nil)
      app.handle(try KeyScript("key tab\nkey enter").events)  // Hide
      #expect(stars.delegate == nil)
    }
  }

  @Test func theInspectorTakesItsIdealWidthAndFollowsTheModel() throws {
    TermScreen.withInMemory(width: 40, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let browser = BrowserController()
      window.rootViewController = browser
      window.makeKeyAndVisible(in: app)
      app.render()
      let narrow = browser.inspector.view.frame
      #expect(narrow.maxX == 40)
      #expect(screen.rows()[1].contains("nothing"))
      browser.select(name: "a-much-longer-file-name.txt", size: 2048)
      app.render()
      #expect(browser.inspector.view.frame.width > narrow.width)
      #expect(screen.rows()[1].contains("a-much-longer-file-name.txt"))
      #expect(screen.rows()[2].contains("2048 bytes"))
      #expect(browser.files.frame.width == 40 - browser.inspector.view.frame.width)
    }
  }

  @Test func theHelpSheetIsDismissedByItsOwnButton() throws {
    TermScreen.withInMemory(width: 50, height: 10) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let browser = BrowserController()
      window.rootViewController = browser
      window.makeKeyAndVisible(in: app)
      app.render()
      browser.showHelp()
      app.render()
      #expect(app.windows.count == 2)
      #expect(screen.rows().contains { $0.contains("Ctrl-Q quits") })
      app.handle([.key(KeyEvent(.enter))])  // Close, the sheet's only control
      #expect(app.windows.count == 1)
      #expect(browser.presentedViewController == nil)
    }
  }

  @Test func friendCellsHostTheirRowsWithMargins() throws {
    TermScreen.withInMemory(width: 40, height: 3) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let friends = FriendsController()
      friends.friends.append(Friend(name: "Grace", email: "grace@example.com"))
      window.rootViewController = friends
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows()[0].hasPrefix(" Ada "))
      #expect(screen.rows()[0].contains("ada@example.com "))
      #expect(screen.rows()[1].hasPrefix(" Grace "))
    }
  }

  @Test func theLedgerShowsAMillionRowsWithAScreenfulOfCells() throws {
    TermScreen.withInMemory(width: 40, height: 5) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let ledger = LedgerController()
      window.rootViewController = ledger
      window.makeKeyAndVisible(in: app)
      app.render()
      #expect(screen.rows()[0].hasPrefix(" Entry 1 "))
      #expect(screen.rows()[1].contains("7 credits"))
      ledger.list.becomeFirstResponder()
      app.handle([.key(KeyEvent(.end)), .key(KeyEvent(.enter))])
      #expect(screen.rows()[4].hasPrefix(" Entry 1000000"))
      #expect(ledger.activated == 999_999)
      #expect(ledger.list.createdCellCount <= 8)
    }
  }

  @Test func theCatalogListAndTheLazyContentCostTheRowsOnScreen() throws {
    try withHostedView(CatalogList(), width: 40, height: 5) { app, _, screen in
      #expect(screen.rows()[0].hasPrefix("Product 1 "))
      app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.end))])
      #expect(screen.rows().contains { $0.hasPrefix("Product 1000000") && $0.contains("#1000000") })
    }
    try withHostedView(ChapterList(), width: 40, height: 5) { _, _, screen in
      #expect(screen.rows()[0].contains("Introduction"))
      #expect(screen.rows().contains { $0.contains("Number 0") })
    }
    try withHostedView(NumberStack(), width: 40, height: 5) { _, host, screen in
      #expect(screen.rows()[0].hasPrefix("Row 0"))
      let stack = try #require(findView(TermLazyStackView.self, in: host))
      #expect(stack.subviews.count < 20)
    }
  }
}
