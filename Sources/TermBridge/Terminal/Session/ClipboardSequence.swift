#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bytes that put text on the system clipboard through the terminal
/// (OSC 52), which works over ssh because the terminal, not the host,
/// owns the clipboard.
enum SystemClipboard {
  /// The longest text sent (as base64, 4/3 of its UTF-8 size): xterm and
  /// others drop longer sequences; the internal pasteboard keeps it all.
  static let maxEncodedLength = 100_000

  /// `ESC ] 52 ; c ; base64 ST` for `text`, or nil when it is too long.
  ///
  /// Inside tmux the sequence is sent plain, which tmux takes when its
  /// `set-clipboard` option is `on` (it keeps a paste buffer and forwards
  /// the copy to the outer terminal through that terminal's `Ms`
  /// capability), and again wrapped in tmux's DCS passthrough, which
  /// reaches the outer terminal when `allow-passthrough` is on. tmux drops
  /// whichever it does not allow; both set the same text.
  static func sequence(for text: String, insideTmux: Bool) -> String? {
    let encoded = Data(text.utf8).base64EncodedString()
    guard encoded.count <= maxEncodedLength else { return nil }
    let plain = "\u{1B}]52;c;\(encoded)\u{1B}\\"
    guard insideTmux else { return plain }
    // Passthrough: every ESC inside is doubled.
    let wrapped = "\u{1B}Ptmux;" + plain.replacing("\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    return plain + wrapped
  }
}
