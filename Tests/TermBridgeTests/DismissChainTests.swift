import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// What a sheet's content presents from inside it.
enum InnerPresentation: CaseIterable, Sendable {
  case alert, sheet, popover, menu, fullScreenCover
}

/// The state app code changes behind the user's back (a timer, a network
/// completion): whether the outer sheet is shown.
@Observable @MainActor
final class DismissChainModel {
  var showSheet = false
  var showInner = false
  var taps = 0
  var dismissals = 0
}

/// A screen with a sheet that presents something of its own.
struct DismissChainScreen: View {
  let model: DismissChainModel
  let inner: InnerPresentation

  var body: some View {
    @Bindable var model = model
    VStack(alignment: .leading, spacing: 0) {
      Text("Taps \(model.taps)")
      Button("Tap") { model.taps += 1 }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .sheet(isPresented: $model.showSheet, onDismiss: { model.dismissals += 1 }) {
      SheetContent(model: model, inner: inner)
    }
  }

  struct SheetContent: View {
    let model: DismissChainModel
    let inner: InnerPresentation

    var body: some View {
      @Bindable var model = model
      switch inner {
      case .alert:
        Button("Inner") { model.showInner = true }
          .alert("Inner alert", isPresented: $model.showInner) { Button("OK") {} }
      case .sheet:
        Button("Inner") { model.showInner = true }
          .sheet(isPresented: $model.showInner) { Text("Inner sheet") }
      case .fullScreenCover:
        Button("Inner") { model.showInner = true }
          .fullScreenCover(isPresented: $model.showInner) { Text("Inner cover") }
      case .popover:
        Button("Inner") { model.showInner = true }
          .popover(isPresented: $model.showInner) { Text("Inner popover") }
      case .menu:
        Menu("Inner") { Button("Entry") {} }
      }
    }
  }
}

/// A sheet whose binding app code sets to false while something presented
/// from inside it is up goes away with everything above it, as in SwiftUI
/// (issue 30, part 2): before, only the top presentation went and the
/// sheet stayed, taking every key.
@MainActor
struct DismissChainTests {
  private func key(_ key: Key) -> InputEvent { .key(KeyEvent(key)) }

  @Test(arguments: InnerPresentation.allCases)
  func appCodeDismissingASheetDismissesWhatItPresented(_ inner: InnerPresentation) throws {
    let model = DismissChainModel()
    try withHostedView(DismissChainScreen(model: model, inner: inner), width: 50, height: 16) {
      app, _, screen in
      model.showSheet = true
      app.render()
      #expect(app.windows.count == 2)
      app.handle([key(.enter)])  // the sheet's only control has focus: present the inner one
      app.render()
      #expect(app.windows.count == 3, "\(inner) is presented above the sheet")
      model.showSheet = false  // a timer fires
      app.render()
      #expect(app.windows.count == 1, "\(inner): the sheet and what it presented are gone")
      #expect(model.dismissals == 1)
      #expect(!screen.rows().contains { $0.contains("Inner") })
      // The keys reach the screen again.
      app.handle([key(.tab), key(.enter)])
      #expect(model.taps == 1)
      #expect(screen.rows()[0].hasPrefix("Taps 1"))
      // And the sheet comes back when asked.
      model.showInner = false
      model.showSheet = true
      app.render()
      #expect(app.windows.count == 2)
    }
  }

  @Test func theKitDismissesEverythingAboveAMiddleController() {
    TermScreen.withInMemory(width: 40, height: 12) { screen in
      let app = TermApplication(screen: screen)
      let window = TermWindow()
      let root = TermViewController()
      window.rootViewController = root
      window.makeKeyAndVisible(in: app)
      let first = TermViewController()
      let second = TermViewController()
      let third = TermViewController()
      root.present(first)
      first.present(second)
      second.present(third)
      #expect(app.windows.count == 4)
      // UIKit: dismissing a controller lower in the stack dismisses its
      // child and every controller above it.
      first.dismiss()
      #expect(app.windows.count == 2)
      #expect(first.presentedViewController == nil)
      #expect(second.presentingViewController == nil)
      #expect(third.presentingViewController == nil)
      first.dismiss()  // nothing above: dismisses itself
      #expect(app.windows.count == 1)
      #expect(root.presentedViewController == nil)
    }
  }
}
