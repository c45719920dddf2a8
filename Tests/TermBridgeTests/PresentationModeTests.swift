import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Content that closes itself with the older `presentationMode`.
struct PresentationModeContent: View {
  let name: String
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    VStack(spacing: 0) {
      Text("\(name) presented: \(presentationMode.wrappedValue.isPresented)")
      Button("Close \(name)") { presentationMode.wrappedValue.dismiss() }
    }
  }
}

/// A sheet and a pushed screen, both closed through `presentationMode`.
struct PresentationModeScreen: View {
  @State var showing = false

  var body: some View {
    NavigationStack {
      VStack(spacing: 0) {
        PresentationModeContent(name: "root")
        Button("Open sheet") { showing = true }
        NavigationLink("Push") { PresentationModeContent(name: "pushed") }
      }
      .sheet(isPresented: $showing) { PresentationModeContent(name: "sheet") }
    }
  }
}

extension TerminalSuites {
  /// `@Environment(\.presentationMode)` and `\.isPresented`.
  @MainActor
  @Suite struct PresentationModeTests {
    @Test func aSheetIsPresentedAndItsPresentationModeDismissesIt() throws {
      try withHostedView(PresentationModeScreen(), width: 40, height: 12) { app, _, screen in
        #expect(screen.rows().contains { $0.contains("root presented: false") })
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Open sheet
        #expect(app.windows.count == 2)
        #expect(screen.rows().contains { $0.contains("sheet presented: true") })
        app.handle([.key(KeyEvent(.enter))])  // Close sheet
        #expect(app.windows.count == 1)
        #expect(screen.rows().contains { $0.contains("root presented: false") })
      }
    }

    @Test func aPushedScreenIsPresentedAndItsPresentationModePopsIt() throws {
      try withHostedView(PresentationModeScreen(), width: 40, height: 12) { app, _, screen in
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Push
        #expect(screen.rows().contains { $0.contains("pushed presented: true") })
        app.handle([.key(KeyEvent(.enter))])  // Close pushed
        #expect(screen.rows().contains { $0.contains("root presented: false") })
        #expect(!screen.rows().contains { $0.contains("pushed presented") })
      }
    }

    @Test func dismissingWhatIsNotPresentedDoesNothing() {
      let log = AlertLog()
      var mode = PresentationMode(
        isPresented: false, dismissAction: DismissAction { log.entries.append("x") })
      mode.dismiss()
      #expect(log.entries.isEmpty)
      mode = PresentationMode(isPresented: true, dismissAction: DismissAction { log.entries.append("x") })
      mode.dismiss()
      #expect(log.entries == ["x"])
      #expect(!mode.isPresented)
    }
  }
}
