/// An inline screen: an in-memory screen as wide as the terminal and a few
/// rows tall whose frames an ``InlineRenderer`` writes below the prompt.
extension TermScreen {
  /// An inline screen of `width` by `height` cells whose frames are sent
  /// to `output` as bytes (the session's standard output; a buffer in
  /// tests). It draws and reads back as an in-memory screen does.
  package static func inline(
    width: Int, height: Int, terminalName: String = "xterm-256color", noColor: Bool = false,
    output: @escaping ([UInt8]) -> Void
  ) -> TermScreen {
    let screen = TermScreen(
      inMemorySize: Size(width: width, height: height), noColor: noColor, terminalName: terminalName,
      headless: false)
    screen.inlineRenderer = InlineRenderer(output: output)
    return screen
  }

  /// Whether the screen is drawn inline, below the shell prompt on the
  /// terminal's main screen, rather than full-screen.
  public var isInline: Bool { inlineRenderer != nil }

  /// Whether an inline screen shows the app on the whole terminal for now
  /// (see `enterFullScreen(size:enter:leave:)`); false for a full-screen
  /// session, which always does.
  public var isShowingFullScreen: Bool { inlineRenderer?.isFullScreen ?? false }

  /// Shows an inline screen's app on the whole terminal, `size` (the
  /// terminal's), on the alternate screen: `enter` and `leave` are the
  /// terminal's `smcup` and `rmcup`. The rows below the prompt stay as they
  /// were, and come back with ``leaveFullScreen(size:)``. Does nothing on
  /// a screen that is not inline or already full-screen.
  package func enterFullScreen(size: Size, enter: String, leave: String) {
    guard let inlineRenderer, !inlineRenderer.isFullScreen else { return }
    inlineRenderer.enterFullScreen(rows: size.height, enter: enter, leave: leave)
    if size != self.size { resize(to: size) }
    invalidateAll()
  }

  /// Back from `enterFullScreen(size:enter:leave:)` to the rows below the
  /// prompt, `size` tall again.
  package func leaveFullScreen(size: Size) {
    guard let inlineRenderer, inlineRenderer.isFullScreen else { return }
    inlineRenderer.leaveFullScreen()
    if size != self.size { resize(to: size) }
    invalidateAll()
  }

  /// Prints `text` above the app: on an inline screen it is written with
  /// the next frame above the live rows and scrolls into the terminal's
  /// scrollback as the shell's output does; on a full-screen one it is
  /// kept and written to the main screen when the session ends, so it
  /// reaches the scrollback either way. Text with several lines prints
  /// them all; it is written as given (escape sequences included).
  public func printAbove(_ text: String) {
    if let inlineRenderer {
      inlineRenderer.printAbove(text)
    } else {
      textPrintedOutsideInline.append(text)
    }
  }

  /// Ends an inline screen's last frame: text still queued is printed and
  /// the cursor is put on the line below the region, shown.
  package func finishInline() {
    inlineRenderer?.finish()
  }

  /// The bytes that move the cursor below the inline region from where
  /// the last frame left it (for a crash handler); empty when not inline.
  package var inlineFinishingBytes: String { inlineRenderer?.finishingBytes ?? "" }
}
