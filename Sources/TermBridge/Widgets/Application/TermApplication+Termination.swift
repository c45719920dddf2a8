import TermBridgeTerminal

/// How an app answers a request to quit, like AppKit's
/// `NSApplication.TerminateReply`.
public enum TerminateReply: Sendable, Equatable {
  /// Quit now.
  case terminateNow
  /// Do not quit.
  case terminateCancel
  /// Ask the user first; answer with
  /// ``TermApplication/reply(toApplicationShouldTerminate:)``.
  case terminateLater
}

extension TermApplication {
  /// Quits the way the user asked to (what a quit key does): asks
  /// ``shouldTerminate`` first, then ends with ``terminate(exitCode:)``.
  /// A request made while one waits for its answer is ignored.
  public func requestTermination(exitCode: Int32 = 0) {
    guard pendingTerminationExitCode == nil else { return }
    switch shouldTerminate?() ?? .terminateNow {
    case .terminateNow: terminate(exitCode: exitCode)
    case .terminateCancel: break
    case .terminateLater: pendingTerminationExitCode = exitCode
    }
  }

  /// Whether a quit is waiting for ``reply(toApplicationShouldTerminate:)``.
  public var isTerminationPending: Bool { pendingTerminationExitCode != nil }

  /// Answers a quit that ``shouldTerminate`` put off with `.terminateLater`:
  /// true quits with the status it was requested with, false stays.
  public func reply(toApplicationShouldTerminate shouldTerminate: Bool) {
    guard let exitCode = pendingTerminationExitCode else { return }
    pendingTerminationExitCode = nil
    if shouldTerminate { terminate(exitCode: exitCode) }
  }

  /// Runs the ``willTerminate`` handlers and ends the app (and the process,
  /// when running in a terminal session), without asking.
  public func terminate(exitCode: Int32 = 0) {
    pendingTerminationExitCode = nil
    runWillTerminateHandlers()
    terminateHandler?(exitCode)
  }

  /// Runs each ``willTerminate`` handler once (a signal arriving during a
  /// quit does not run them again).
  func runWillTerminateHandlers() {
    let handlers = willTerminate
    willTerminate.removeAll()
    for handler in handlers { handler() }
  }
}
