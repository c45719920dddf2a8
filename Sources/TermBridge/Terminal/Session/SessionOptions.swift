import Foundation

extension TerminalSession {
  /// How a session sets the terminal up. The defaults suit a full-screen app.
  public struct Options: Sendable {
    /// Report mouse clicks, drags and the wheel (SGR mouse, modes 1000, 1002, 1006).
    public var mouse: Bool
    /// Deliver pastes as one `.paste` event (bracketed paste, mode 2004).
    public var bracketedPaste: Bool
    /// Wrap frames in synchronized-output markers (mode 2026): `nil` asks
    /// the terminal whether it supports them. `TERMBRIDGE_SYNC_OUTPUT=1` or
    /// `=0` in the environment overrides this.
    public var synchronizedOutput: Bool?
    /// How long an incomplete sequence (a lone Esc) waits for its rest.
    public var escapeDelay: Duration
    /// Draw without colours: `nil` follows the `NO_COLOR` convention (set
    /// and not empty means no colour).
    public var noColor: Bool?
    /// The terminfo entry to use: `nil` reads `TERM`.
    public var terminalType: String?

    public init(
      mouse: Bool = true, bracketedPaste: Bool = true, synchronizedOutput: Bool? = nil,
      escapeDelay: Duration = .milliseconds(25), noColor: Bool? = nil, terminalType: String? = nil
    ) {
      self.mouse = mouse
      self.bracketedPaste = bracketedPaste
      self.synchronizedOutput = synchronizedOutput
      self.escapeDelay = escapeDelay
      self.noColor = noColor
      self.terminalType = terminalType
    }

    /// `noColor` with the environment applied.
    var resolvedNoColor: Bool {
      if let noColor { return noColor }
      guard let value = ProcessInfo.processInfo.environment["NO_COLOR"] else { return false }
      return !value.isEmpty
    }

    /// `synchronizedOutput` with `TERMBRIDGE_SYNC_OUTPUT` applied.
    var resolvedSynchronizedOutput: Bool? {
      switch ProcessInfo.processInfo.environment["TERMBRIDGE_SYNC_OUTPUT"] {
      case "1": return true
      case "0": return false
      default: return synchronizedOutput
      }
    }
  }
}
