import TermBridgeTerminal

/// The app-wide clipboard for cut, copy, paste and the readline kill ring
/// (Ctrl-K/U/W fill it, Ctrl-Y yanks it back), like `UIPasteboard.general`.
@MainActor
public final class TermPasteboard {
  public static let general = TermPasteboard()

  /// The text last cut, copied or killed.
  public var string: String?

  public init() {}
}
