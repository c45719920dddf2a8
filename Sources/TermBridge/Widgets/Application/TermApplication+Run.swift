import Glibc
import TermBridgeTerminal

extension TermApplication {
  /// Runs an app full-screen in the terminal: starts a session, lets
  /// `setUp` build the windows, then handles input until the app quits.
  /// Never returns. A terminal that cannot be used (no tty, unknown `TERM`)
  /// ends the process with a one-line error and status 1.
  public static func run(
    options: TerminalSession.Options = TerminalSession.Options(),
    _ setUp: @MainActor (TermApplication) throws -> Void
  ) -> Never {
    let session: TerminalSession
    do {
      session = try TerminalSession.start(options: options, servedByMainLoop: true)
    } catch {
      TerminalSession.fail(error)
    }
    let app = TermApplication(screen: session.screen)
    if let screenReader = options.screenReader { app.isScreenReaderModeEnabled = screenReader }
    TermApplication.shared = app
    app.suspendHandler = { [weak app] in
      session.suspend()
      app?.screenDidResize()
    }
    app.fullScreenHandler = { session.setShowsFullScreen($0) }
    app.terminateHandler = { code in
      session.end()
      exit(code)
    }
    session.onEvents = { [weak app] events in app?.handle(events) }
    session.onSuspend = { [weak app] in app?.setApplicationState(.background) }
    session.onResume = { [weak app] in app?.setApplicationState(.active) }
    session.onHangup = { [weak app] in app?.terminate(exitCode: 129) }
    session.onTerminationSignal = { [weak app] _ in
      // Save work; the session then restores the terminal and exits.
      app?.runWillTerminateHandlers()
    }
    do {
      try setUp(app)
    } catch {
      session.end()
      StandardStream.error.write("\(CommandLine.arguments.first ?? "app"): \(error)\n")
      exit(1)
    }
    app.render()
    session.runMainLoop()
  }
}
