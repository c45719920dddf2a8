import TermBridgeTerminal

extension TermApplication {
  /// Prints `text` above the app, as `print` would above a shell prompt:
  /// inline (``TerminalSession/Presentation/inline(height:)``) it scrolls
  /// up into the terminal's scrollback while the app's rows stay below it;
  /// full-screen it is written to the shell's screen when the app ends.
  /// For a log line, a finished step, a result the user keeps.
  public func printAbove(_ text: String) {
    screen.printAbove(text)
    setNeedsFrame()
  }

  /// Whether the app runs inline, below the shell prompt.
  public var isInline: Bool { screen.isInline }

  /// An inline screen as tall as its content: the key window's content is
  /// asked how tall it is at the screen's width, up to the limit, and the
  /// screen takes that height (the windows are laid out again for it).
  func fitInlineContentHeight() {
    guard let limit = screen.inlineContentHeightLimit, let window = keyWindow else { return }
    let content = window.rootViewController?.view ?? window
    let fitting = content.sizeThatFits(Size(width: screen.size.width, height: limit)).height
    let wanted = min(limit, max(1, fitting))
    guard wanted != screen.size.height else { return }
    screen.resize(to: Size(width: screen.size.width, height: wanted))
    screenDidResize()
    updateAndLayOut()
  }
}
