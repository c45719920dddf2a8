import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A sign-up form as an iOS app writes it, every iOS-only modifier on.
struct IOSSignUpForm: View {
  @State var email = ""
  @State var code = ""
  let decorated: Bool

  var body: some View {
    if decorated {
      fields
        .keyboardType(.emailAddress)
        .autocapitalization(.none)
        .textInputAutocapitalization(.never)
        .disableAutocorrection(true)
        .autocorrectionDisabled()
        .textContentType(.emailAddress)
        .submitLabel(.next)
        .statusBar(hidden: true)
        .ignoresSafeArea()
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .edgesIgnoringSafeArea(.all)
        .hoverEffect(.lift)
        .sensoryFeedback(.success, trigger: email)
        .presentationDetents([.medium, .large, .fraction(0.3), .height(200)])
        .presentationDragIndicator(.visible)
        .animation(.spring())
        .persistentSystemOverlays(.hidden)
    } else {
      fields
    }
  }

  var fields: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("E-mail", text: $email)
      Text("typed: \(email)")
    }
  }
}

/// A sheet whose content refuses Esc while a change is unsaved.
struct GuardedSheetScreen: View {
  @State var showing = false
  @State var dirty = true

  var body: some View {
    Button("Edit") { showing = true }
      .sheet(isPresented: $showing) {
        VStack(spacing: 0) {
          Text(dirty ? "unsaved" : "saved")
          Button("Save") { dirty = false }
        }
        .interactiveDismissDisabled(dirty)
      }
  }
}

extension TerminalSuites {
  /// iOS-only modifiers: accepted, and what each does in a terminal.
  @MainActor
  @Suite struct PortedModifierTests {
    @Test func iOSOnlyModifiersLeaveTheViewAsItIs() throws {
      let plain = try withHostedView(IOSSignUpForm(decorated: false), width: 30, height: 3) {
        app, _, screen in
        app.handle([.paste("ada@example.com")])
        return screen.rows()
      }
      // `.animation(.spring())` plays its change; with motion reduced it is
      // drawn at once, so the screen is the plain one's straight away.
      let decorated = IOSSignUpForm(decorated: true).environment(\.accessibilityReduceMotion, true)
      try withHostedView(decorated, width: 30, height: 3) { app, _, screen in
        app.handle([.paste("ada@example.com")])
        #expect(screen.rows() == plain)
        // Typed text is not capitalized or corrected.
        #expect(screen.rows()[1].contains("typed: ada@example.com"))
      }
    }

    @Test func interactiveDismissDisabledKeepsEscFromClosingTheSheet() throws {
      try withHostedView(GuardedSheetScreen(), width: 30, height: 8) { app, _, screen in
        app.handle([.key(KeyEvent(.enter))])
        #expect(app.windows.count == 2)
        app.handle([.key(KeyEvent(.escape))])
        #expect(app.windows.count == 2)
        #expect(screen.rows().contains { $0.contains("unsaved") })
        app.handle([.key(KeyEvent(.enter))])  // Save: dismissal allowed again
        #expect(screen.rows().contains { $0.contains("saved") })
        app.handle([.key(KeyEvent(.escape))])
        #expect(app.windows.count == 1)
      }
    }

    @Test func iOSToolbarPlacementsMapToTheBarsSides() throws {
      struct Placed: View {
        var body: some View {
          NavigationStack {
            Text("body")
              .navigationTitle("T")
              .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("L1") {} }
                ToolbarItem(placement: .topBarLeading) { Button("L2") {} }
                ToolbarItem(placement: .navigationBarTrailing) { Button("R1") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("R2") {} }
                ToolbarItem(placement: .principal) { Button("P") {} }
                ToolbarItem(placement: .keyboard) { Button("K") {} }
                ToolbarItem(placement: .secondaryAction) { Button("S") {} }
              }
          }
        }
      }
      try withHostedView(Placed(), width: 70, height: 4) { _, _, screen in
        let bar = screen.rows()[0]
        let title = try #require(bar.firstRange(of: " T "))
        for leading in ["L1", "L2"] {
          #expect(try #require(bar.firstRange(of: leading)).lowerBound < title.lowerBound)
        }
        for trailing in ["R1", "R2", "[ P ]", "[ K ]", "[ S ]"] {
          #expect(try #require(bar.firstRange(of: trailing)).lowerBound > title.lowerBound)
        }
      }
    }
  }
}
