import Foundation
import TermBridgeTerminal

extension String {
  /// Whether the two strings hold the same UTF-8 bytes. `==` compares by
  /// canonical equivalence ("é" equals "e" + U+0301), so text that only
  /// changed its bytes would look unchanged to it: coordinators and models
  /// deciding whether an edit changed a text use this. O(1) when the
  /// strings share storage or differ in length, a `memcmp` otherwise.
  public func hasSameBytes(as other: String) -> Bool {
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
}
