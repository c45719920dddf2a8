import TermBridgeTerminal

/// The app-wide clipboard for cut, copy, paste and the readline kill ring
/// (Ctrl-K/U/W fill it, Ctrl-Y yanks it back), like `UIPasteboard.general`.
///
/// A copy or cut of a selection (``copyToSystemClipboard(_:)``) also goes to
/// the system clipboard through the terminal (OSC 52, over ssh too), where
/// the terminal accepts it; this pasteboard always keeps the text, and
/// pasting reads it from here.
@MainActor
public final class TermPasteboard {
  /// The pasteboard text widgets share.
  public static let general = TermPasteboard()

  /// The text last cut, copied or killed.
  public var string: String?

  /// Where ``copyToSystemClipboard(_:)`` sends text: the running terminal
  /// session's OSC 52 by default. Returns whether it was sent.
  public var systemClipboardWriter: @MainActor (String) -> Bool = { text in
    TerminalSession.current?.copyToSystemClipboard(text) ?? false
  }

  /// Makes an empty pasteboard.
  public init() {}

  /// Puts `text` on this pasteboard and on the system clipboard; returns
  /// whether the system clipboard was sent it.
  @discardableResult
  public func copyToSystemClipboard(_ text: String) -> Bool {
    string = text
    return systemClipboardWriter(text)
  }
}
