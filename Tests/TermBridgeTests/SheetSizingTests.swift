import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A sheet whose content grows when asked.
struct GrowingSheetScreen: View {
  @State private var shown = true

  var body: some View {
    Text("main")
      .sheet(isPresented: $shown) { GrowingSheetContent() }
  }
}

/// Lines and a button that adds one.
struct GrowingSheetContent: View {
  @State private var lines = 1

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<lines, id: \.self) { Text("line \($0)") }
      Button("More") { lines += 1 }
      Button("Other") {}
    }
  }
}

/// A sheet's size is measured from its content once per change of the
/// content or the screen, not on every read; a size the app sets is used.
@MainActor
struct SheetSizingTests {
  @Test func theSheetIsMeasuredWhenItsContentOrTheScreenChangesOnly() throws {
    try withHostedController(GrowingSheetScreen(), width: 40, height: 16) { app, _, screen in
      app.render()
      let sheet = try #require(app.windows.last?.rootViewController as? SheetHostingController)
      let first = sheet.measurements
      #expect(first >= 1)
      // Focus moving and frames drawn: the content is the same.
      for _ in 0..<10 {
        app.handle([.key(KeyEvent(.tab))])
        app.render()
      }
      _ = sheet.preferredContentSize
      _ = sheet.preferredContentSize
      #expect(sheet.measurements == first, "measured \(sheet.measurements - first) times more")
      let height = try #require(app.windows.last).frame.height
      // The content grows: measured again, and the sheet grows with it.
      app.keyWindow?.makeFirstResponder(
        allViews(TermButton.self, in: sheet.view).first { controlText($0) == "More" })
      app.handle([.key(KeyEvent(.enter))])
      app.render()
      #expect(
        sheet.measurements > first,
        "\(String(describing: app.keyWindow?.firstResponder)) \(screen.rows())")
      #expect(try #require(app.windows.last).frame.height == height + 1, "\(screen.rows())")
      // A new screen size: measured again.
      let before = sheet.measurements
      app.handle([.resize(Size(width: 50, height: 18))])
      app.render()
      #expect(sheet.measurements == before + 1)
    }
  }

  @Test func aSizeTheAppSetsIsTheSheetsSize() throws {
    try withHostedController(GrowingSheetScreen(), width: 40, height: 16) { app, _, _ in
      let sheet = try #require(app.windows.last?.rootViewController as? SheetHostingController)
      sheet.preferredContentSize = Size(width: 20, height: 5)
      app.render()
      #expect(sheet.preferredContentSize == Size(width: 20, height: 5))
      #expect(try #require(app.windows.last).frame.size == Size(width: 22, height: 7))
    }
  }
}
