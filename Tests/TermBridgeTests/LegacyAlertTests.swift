import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A screen written with SwiftUI's older presentation values: `Alert`,
/// `ActionSheet`, `.alert(isPresented:content:)`, `.alert(item:content:)`,
/// `.actionSheet(isPresented:content:)`.
struct LegacyAlertScreen: View {
  struct Failure: Identifiable {
    let id: Int
    let reason: String
  }

  let log: AlertLog
  @State var confirming = false
  @State var failure: Failure? = nil
  @State var choosing = false
  @State var plain = false

  var body: some View {
    VStack(spacing: 0) {
      Button("Delete") { confirming = true }
      Button("Fail") { failure = Failure(id: 1, reason: "disk full") }
      Button("Share") { choosing = true }
      Button("Plain") { plain = true }
      Text("main screen")
    }
    .alert(isPresented: $confirming) {
      Alert(
        title: Text("Delete the task?"), message: Text("It cannot be undone."),
        primaryButton: .destructive(Text("Delete")) { log.entries.append("deleted") },
        secondaryButton: .cancel { log.entries.append("cancelled") })
    }
    .alert(item: $failure) { failure in
      Alert(
        title: Text("Failed"), message: Text(failure.reason),
        dismissButton: .default(Text("Got it")) { log.entries.append("acknowledged \(failure.id)") })
    }
    .actionSheet(isPresented: $choosing) {
      ActionSheet(
        title: Text("Share by"),
        buttons: [
          .default(Text("Mail")) { log.entries.append("mail") },
          .cancel(),
          .default(Text("Messages")) { log.entries.append("messages") },
        ])
    }
    .alert(isPresented: $plain) { Alert(title: Text("Saved")) }
  }
}

extension TerminalSuites {
  /// SwiftUI's `Alert` and `ActionSheet` values.
  @MainActor
  @Suite struct LegacyAlertTests {
    @Test func anAlertValueShowsItsTitleMessageAndButtonsAndRunsThem() throws {
      let log = AlertLog()
      try withHostedView(LegacyAlertScreen(log: log), width: 40, height: 12) { app, _, screen in
        app.handle([.key(KeyEvent(.enter))])  // Delete…
        #expect(app.windows.count == 2)
        expectSnapshot(screen, named: "legacy-alert-delete-40x12")
        let text = screen.rows().joined(separator: "\n")
        #expect(text.contains("Delete the task?"))
        #expect(text.contains("It cannot be undone."))
        #expect(text.contains("Cancel"))
        // Enter runs the first button that is not the cancel one.
        app.handle([.key(KeyEvent(.enter))])
        #expect(log.entries == ["deleted"])
        #expect(app.windows.count == 1)
        // Esc runs the cancel button.
        app.handle([.key(KeyEvent(.enter)), .key(KeyEvent(.escape))])
        #expect(log.entries == ["deleted", "cancelled"])
        #expect(app.windows.count == 1)
      }
    }

    @Test func anAlertForAnItemShowsItAndClearsTheItem() throws {
      let log = AlertLog()
      try withHostedView(LegacyAlertScreen(log: log), width: 40, height: 12) { app, _, screen in
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Fail
        #expect(app.windows.count == 2)
        #expect(screen.rows().contains { $0.contains("disk full") })
        #expect(screen.rows().contains { $0.contains("Got it") })
        app.handle([.key(KeyEvent(.enter))])
        #expect(log.entries == ["acknowledged 1"])
        #expect(app.windows.count == 1)
        // The item is nil again: the alert does not come back.
        app.render()
        #expect(app.windows.count == 1)
      }
    }

    @Test func anActionSheetIsADialogWithOneChoiceARowAndCancelLast() throws {
      let log = AlertLog()
      try withHostedView(LegacyAlertScreen(log: log), width: 40, height: 14) { app, _, screen in
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.tab)), .key(KeyEvent(.enter))])  // Share
        expectSnapshot(screen, named: "legacy-action-sheet-40x14")
        let rows = screen.rows()
        let mail = try #require(rows.firstIndex { $0.contains("Mail") })
        #expect(rows[mail + 1].contains("Messages"))
        #expect(rows[mail + 2].contains("Cancel"))
        app.handle([.key(KeyEvent(.down)), .key(KeyEvent(.enter))])
        #expect(log.entries == ["messages"])
        #expect(app.windows.count == 1)
      }
    }

    @Test func anAlertWithoutButtonsGetsAnOKButton() throws {
      let log = AlertLog()
      try withHostedView(LegacyAlertScreen(log: log), width: 40, height: 12) { app, _, screen in
        app.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.tab)), .key(KeyEvent(.tab)), .key(KeyEvent(.enter))])
        #expect(screen.rows().contains { $0.contains("Saved") })
        #expect(screen.rows().contains { $0.contains("OK") })
        app.handle([.key(KeyEvent(.escape))])
        #expect(app.windows.count == 1)
      }
    }

    @Test func alertButtonsKeepTheirRoles() {
      #expect(Alert.Button.cancel().role == .cancel)
      #expect(Alert.Button.destructive(Text("Erase")).role == .destructive)
      #expect(Alert.Button.default(Text("OK")).role == nil)
      #expect(ActionSheet(title: Text("T")).buttons.map(\.role) == [.cancel])
    }
  }
}
