import Testing

@testable import TermBridge
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Quitting as the user asks for it: `shouldTerminate` may put it off, and
/// the reply ends it or not; alerts that ask with a text field.
@MainActor
@Suite struct ApplicationTerminationTests {
  /// An application whose end is recorded instead of exiting.
  private func withApplication(_ body: (TermApplication, TermViewController, () -> [String]) throws -> Void)
    throws
  {
    try TermScreen.withInMemory(width: 50, height: 12) { screen in
      let app = TermApplication(screen: screen)
      var log: [String] = []
      app.terminateHandler = { code in log.append("exit \(code)") }
      app.willTerminate.append { log.append("willTerminate") }
      let root = TermViewController()
      let window = TermWindow()
      window.rootViewController = root
      window.makeKeyAndVisible(in: app)
      app.render()
      try body(
        app, root,
        {
          defer { log.removeAll() }; return log
        })
    }
  }

  @Test func theQuitKeyEndsTheAppWhenNothingIsAsked() throws {
    try withApplication { app, _, log in
      app.handle([.key(.control("q"))])
      #expect(log() == ["willTerminate", "exit 0"])
    }
  }

  @Test func aCancelledQuitKeepsTheAppAndItsWillTerminateHandlers() throws {
    try withApplication { app, _, log in
      var asked = 0
      app.shouldTerminate = {
        asked += 1
        return .terminateCancel
      }
      app.handle([.key(.control("q"))])
      #expect(asked == 1)
      #expect(log().isEmpty)
      #expect(!app.isTerminationPending)
      app.shouldTerminate = nil
      app.requestTermination(exitCode: 3)
      #expect(log() == ["willTerminate", "exit 3"])
    }
  }

  @Test func aQuitPutOffEndsOnlyWhenTheReplySaysSo() throws {
    try withApplication { app, _, log in
      var asked = 0
      app.shouldTerminate = {
        asked += 1
        return .terminateLater
      }
      app.requestTermination(exitCode: 4)
      #expect(app.isTerminationPending)
      // A second quit key while the first waits is not asked again.
      app.handle([.key(.control("q"))])
      #expect(asked == 1)
      app.reply(toApplicationShouldTerminate: false)
      #expect(!app.isTerminationPending)
      #expect(log().isEmpty)
      // A reply with nothing pending does nothing.
      app.reply(toApplicationShouldTerminate: true)
      #expect(log().isEmpty)
      app.requestTermination(exitCode: 4)
      #expect(asked == 2)
      app.reply(toApplicationShouldTerminate: true)
      #expect(log() == ["willTerminate", "exit 4"])
    }
  }

  @Test func terminateDoesNotAskAndClearsAPendingQuit() throws {
    try withApplication { app, _, log in
      app.shouldTerminate = { .terminateLater }
      app.requestTermination()
      app.terminate(exitCode: 1)
      #expect(log() == ["willTerminate", "exit 1"])
      #expect(!app.isTerminationPending)
      // willTerminate handlers run once however the app ends.
      app.terminate(exitCode: 2)
      #expect(log() == ["exit 2"])
    }
  }

  @Test func anAlertTextFieldHasTheKeysAndEnterRunsThePreferredAction() throws {
    try withApplication { app, root, _ in
      var saved: [String] = []
      let alert = TermAlertController(
        title: "Save notes elsewhere", message: "Save all notes to a new file:")
      alert.addTextField { field in field.text = "~/notes.json" }
      let save = TermAlertController.Action(title: "Save") { [weak alert] in
        saved.append(alert?.textFields?.first?.text ?? "?")
      }
      alert.addAction(save)
      alert.addAction(.init(title: "Back", style: .cancel) { saved.append("back") })
      alert.preferredAction = save
      root.present(alert)
      app.render()
      expectSnapshot(app.screen, named: "widgets-alert-text-field")
      #expect(alert.textFields?.first?.isFirstResponder == true)
      app.handle([.key(KeyEvent(.backspace))] + "x.json".map { .key(KeyEvent(.character($0))) })
      app.handle([.key(KeyEvent(.enter))])
      #expect(saved == ["~/notes.jsox.json"])
      #expect(root.presentedViewController == nil)
    }
  }

  @Test func thePreferredActionsButtonHasTheKeysInAnAlertWithoutFields() throws {
    try withApplication { app, root, _ in
      var chosen: [String] = []
      let alert = TermAlertController(title: "Lose unsaved notes?", message: "This cannot be undone.")
      alert.addAction(.init(title: "Lose", style: .destructive) { chosen.append("lose") })
      let back = TermAlertController.Action(title: "Back", style: .cancel) { chosen.append("back") }
      alert.addAction(back)
      alert.preferredAction = back
      root.present(alert)
      app.render()
      app.handle([.key(KeyEvent(.enter))])
      #expect(chosen == ["back"])
      #expect(alert.textFields == nil)
    }
  }
}
