import TermBridgeTerminal
import TermBridgeWidgets

/// The text a coordinator last exchanged with its `Binding<String>`: an
/// edit writes the binding only when it differs (by bytes) from that text,
/// so a keystroke costs one write and no read of the binding back.
@MainActor
struct BoundText {
  private var synced = ""

  /// Reads the binding (in an update, so the read is tracked) and remembers
  /// the value.
  mutating func read(_ binding: Binding<String>) -> String {
    let value = binding.wrappedValue
    synced = value
    return value
  }

  /// Writes text the user edited to `binding`, unless it is what the
  /// binding last held.
  mutating func write(_ text: String, to binding: Binding<String>) {
    guard !text.hasSameBytes(as: synced) else { return }
    synced = text
    binding.wrappedValue = text
  }
}
