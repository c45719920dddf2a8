import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// `.navigationSubtitle`: shown after the title in the bar, dimmed.
@MainActor
@Suite struct NavigationSubtitleTests {
  struct Screen: View {
    var body: some View {
      NavigationStack {
        Text("Plants")
          .navigationTitle("Garden")
          .navigationSubtitle("\(2021)")
      }
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func theSubtitleFollowsTheTitle(width: Int, height: Int) throws {
    try withHostedView(Screen(), width: width, height: height) { _, _, screen in
      expectSnapshot(screen, named: "navigation-subtitle-\(width)x\(height)")
      let bar = screen.rows()[0]
      let title = try #require(bar.range(of: "Garden"))
      let subtitle = try #require(bar.range(of: "2021"))
      #expect(title.upperBound < subtitle.lowerBound)
      let x = bar.distance(from: bar.startIndex, to: subtitle.lowerBound)
      #expect(screen.cell(at: Point(x: x, y: 0)).style.foreground == .gray)
    }
  }

  @Test func theKitItemHoldsTheSubtitleAndShowsTheBar() {
    let navigation = TermNavigationController(rootViewController: TermViewController())
    #expect(!navigation.showsNavigationBar)
    navigation.topViewController?.navigationItem.subtitle = "2021"
    #expect(navigation.showsNavigationBar)
  }
}
