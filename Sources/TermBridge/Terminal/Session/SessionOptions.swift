#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    /// Use the kitty keyboard protocol where the terminal answers its query
    /// (Esc without a delay; Ctrl-I, Ctrl-M and Ctrl-[ apart from Tab,
    /// Enter and Esc). `TERMBRIDGE_KITTY_KEYBOARD=0` turns it off.
    public var kittyKeyboard = true
    /// Report the terminal window's focus (mode 1004) as `.focusIn` and
    /// `.focusOut` reports.
    public var focusEvents = true
    /// Ask the terminal for its background colour (OSC 11) at start; the
    /// answer arrives as a `.backgroundColor` report.
    public var queriesBackgroundColor = true
    /// Copy to the system clipboard over OSC 52: `nil` decides by terminal
    /// type (off on the Linux console). `TERMBRIDGE_CLIPBOARD=1` or `=0`
    /// overrides this.
    public var systemClipboard: Bool?
    /// Send hyperlinks as OSC 8: `nil` recognises terminals known to draw
    /// them by their environment; elsewhere links are underlined text.
    /// `TERMBRIDGE_HYPERLINKS=1` or `=0` overrides this.
    public var hyperlinks: Bool?
    /// The screen-reader mode of the app run with these options
    /// (`TermApplication.isScreenReaderModeEnabled`): `nil` follows
    /// `TERMBRIDGE_SCREEN_READER=1` in the environment.
    public var screenReader: Bool?

    /// Full-screen (the default) or inline, below the shell prompt.
    /// `TERMBRIDGE_INLINE=<rows>` overrides this (see ``resolvedPresentation``).
    public var presentation: TerminalSession.Presentation = .fullScreen

    /// Makes options with the most used settings given and the rest at their defaults, which suit a
    /// full-screen app; set the other properties on the value after.
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
      return ColorPalette.isNoColorRequested(environment: .process)
    }

    /// `kittyKeyboard` with `TERMBRIDGE_KITTY_KEYBOARD` applied.
    var resolvedKittyKeyboard: Bool {
      TerminalFeatures.override("TERMBRIDGE_KITTY_KEYBOARD", .process)
        ?? kittyKeyboard
    }

    /// `systemClipboard` for terminal `type`, the environment applied.
    func resolvedSystemClipboard(type: String) -> Bool {
      let environment = EnvironmentVariables.process
      if let forced = TerminalFeatures.override("TERMBRIDGE_CLIPBOARD", environment) { return forced }
      return systemClipboard ?? TerminalFeatures.usesClipboard(type: type, environment: environment)
    }

    /// `hyperlinks` for terminal `type`, the environment applied.
    func resolvedHyperlinks(type: String) -> Bool {
      let environment = EnvironmentVariables.process
      if let forced = TerminalFeatures.override("TERMBRIDGE_HYPERLINKS", environment) { return forced }
      return hyperlinks ?? TerminalFeatures.usesHyperlinks(type: type, environment: environment)
    }

    /// `synchronizedOutput` with `TERMBRIDGE_SYNC_OUTPUT` applied.
    var resolvedSynchronizedOutput: Bool? {
      switch EnvironmentVariables.process["TERMBRIDGE_SYNC_OUTPUT"] {
      case "1": return true
      case "0": return false
      default: return synchronizedOutput
      }
    }
  }
}
