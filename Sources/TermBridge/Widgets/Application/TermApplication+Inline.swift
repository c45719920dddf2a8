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

  /// Whether an inline app is shown on the whole terminal for now (the
  /// alternate screen), because ``showsFullScreen`` asks for it or a
  /// controller is presented ``TermViewController/ModalPresentationStyle/fullScreen``
  /// (SwiftUI's `fullScreenCover`).
  public var isShowingFullScreen: Bool { screen.isShowingFullScreen }

  /// Shows an inline app full-screen when it asks (``showsFullScreen``) or
  /// presents a full-screen controller, and back below the prompt when
  /// neither holds any more; run before each frame's layout and again
  /// after its updates (which may present or dismiss), so no frame is drawn
  /// at the wrong size. True when it switched.
  @discardableResult
  func updateInlineFullScreen() -> Bool {
    guard screen.isInline, let fullScreenHandler else { return false }
    let wanted = showsFullScreen || windows.contains { ($0 as? ModalWindow)?.coversScreen == true }
    guard wanted != screen.isShowingFullScreen else { return false }
    fullScreenHandler(wanted)
    guard wanted == screen.isShowingFullScreen else { return false }
    screenDidResize()
    return true
  }

  /// An inline screen as tall as its content: the key window's content is
  /// asked how tall it is at the screen's width, up to the limit, and the
  /// screen takes that height (the windows are laid out again for it).
  func fitInlineContentHeight() {
    guard let limit = screen.inlineContentHeightLimit, !screen.isShowingFullScreen, let window = keyWindow
    else { return }
    let content = window.rootViewController?.view ?? window
    let fitting = content.sizeThatFits(Size(width: screen.size.width, height: limit)).height
    let wanted = min(limit, max(1, fitting))
    guard wanted != screen.size.height else { return }
    screen.resize(to: Size(width: screen.size.width, height: wanted))
    screenDidResize()
    updateAndLayOut()
  }
}
