import Glibc
import TermBridgeTerminal

extension String {
  /// Whether the two strings hold the same UTF-8 bytes. `==` compares by
  /// canonical equivalence ("é" equals "e" + U+0301), so text that only
  /// changed its bytes would look unchanged to it: coordinators and models
  /// deciding whether an edit changed a text use this. O(1) when the
  /// strings share storage or differ in length, a `memcmp` otherwise.
  package func hasSameBytes(as other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    var a = self
    var b = other
    return a.withUTF8 { pa in
      b.withUTF8 { pb in
        guard let x = pa.baseAddress, let y = pb.baseAddress, x != y else { return true }
        return memcmp(x, y, pa.count) == 0
      }
    }
  }

  /// Copies the text into storage of its own size.
  ///
  /// `replaceSubrange` and `append` on a string whose storage is shared
  /// (the copy a binding or an undo record holds) copy it at the old
  /// capacity plus the change, and a string never gives capacity back: a
  /// text field whose text a model kept grew 16 bytes per keystroke without
  /// end (165 KB of storage for a 13-character query after 20,000 soak
  /// keys). Editors compact what they keep now and then.
  package mutating func compact() {
    let bytes = utf8
    self = String(unsafeUninitializedCapacity: bytes.count) { buffer in
      buffer.initialize(fromContentsOf: bytes)
    }
  }
}
