// Tables that map the pieces of terminal key sequences to keys: C0 controls,
// the final bytes of CSI/SS3 sequences, the numbers of `CSI n ~` keys, and the
// xterm modifier parameter. Shared by the decoder and the key-script encoder.

/// Byte values the decoder and encoder name.
package enum Byte {
  package static let nul: UInt8 = 0x00
  static let bell: UInt8 = 0x07
  static let backspace: UInt8 = 0x08
  package static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  package static let carriageReturn: UInt8 = 0x0D
  package static let escape: UInt8 = 0x1B
  static let space: UInt8 = 0x20
  package static let delete: UInt8 = 0x7F
  package static let leftBracket: UInt8 = 0x5B  // [
  static let backslash: UInt8 = 0x5C  // \
  package static let letterO: UInt8 = 0x4F  // O
  static let letterP: UInt8 = 0x50  // P (DCS)
  static let rightBracket: UInt8 = 0x5D  // ] (OSC)
  static let underscore: UInt8 = 0x5F  // _ (APC)
  static let letterG: UInt8 = 0x47  // G (kitty graphics reply in APC)
  static let semicolon: UInt8 = 0x3B
  static let colon: UInt8 = 0x3A
  static let dollar: UInt8 = 0x24
  static let tilde: UInt8 = 0x7E

  /// Parameter bytes of a CSI sequence: digits, `:`, `;`, `<`, `=`, `>`, `?`.
  static func isParameter(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x3F }
  /// Intermediate bytes of a CSI sequence: space through `/`.
  static func isIntermediate(_ b: UInt8) -> Bool { b >= 0x20 && b <= 0x2F }
  /// Final bytes of a CSI or SS3 sequence: `@` through `~`.
  static func isFinal(_ b: UInt8) -> Bool { b >= 0x40 && b <= 0x7E }
  /// C0 controls and DEL: never part of a text run.
  static func isControl(_ b: UInt8) -> Bool { b < 0x20 || b == 0x7F }
}

package enum KeySequences {
  /// The key a lone C0 control byte (or DEL) stands for, as xterm sends them:
  /// CR and LF are Enter, BS and DEL Backspace, NUL Ctrl-Space, 0x01–0x1A
  /// Ctrl-letter, 0x1C–0x1F Ctrl-`\ ] ^ _`. ESC is handled by the parser.
  static func control(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case Byte.nul: return KeyEvent(.character(" "), modifiers: .control)
    case Byte.tab: return KeyEvent(.tab)
    case Byte.lineFeed, Byte.carriageReturn: return KeyEvent(.enter)
    case Byte.backspace, Byte.delete: return KeyEvent(.backspace)
    case Byte.escape: return KeyEvent(.escape)
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
    default: return .control(Character(Unicode.Scalar(byte + 0x40)))  // 0x1C–0x1F
    }
  }

  /// Keys named by the final byte of `CSI [1;m] X` (and of `SS3 X`).
  static func cursorKey(final: UInt8) -> Key? {
    switch final {
    case 0x41: return .up  // A
    case 0x42: return .down  // B
    case 0x43: return .right  // C
    case 0x44: return .left  // D
    case 0x48: return .home  // H
    case 0x46: return .end  // F
    case 0x50: return .function(1)  // P
    case 0x51: return .function(2)  // Q
    case 0x52: return .function(3)  // R
    case 0x53: return .function(4)  // S
    default: return nil
    }
  }

  /// Keys named by the number of `CSI n ~` (VT220/xterm, rxvt and Linux
  /// console variants of Home/End included).
  static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23...26: return .function(number - 12)
    case 28, 29: return .function(number - 13)
    case 31...34: return .function(number - 14)
    default: return nil
    }
  }

  /// The number xterm sends in `CSI n ~` for a key, if it uses that form.
  package static func tildeNumber(_ key: Key) -> Int? {
    switch key {
    case .insert: return 2
    case .delete: return 3
    case .pageUp: return 5
    case .pageDown: return 6
    case .function(let n) where (5...10).contains(n): return n + 10 + (n >= 6 ? 1 : 0)
    case .function(let n) where (11...14).contains(n): return n + 12
    case .function(let n) where (15...16).contains(n): return n + 13
    case .function(let n) where (17...20).contains(n): return n + 14
    default: return nil
    }
  }

  /// The final byte of `CSI 1;m X` / `SS3 X` for a key, if it uses that form.
  package static func cursorFinal(_ key: Key) -> UInt8? {
    switch key {
    case .up: return 0x41
    case .down: return 0x42
    case .right: return 0x43
    case .left: return 0x44
    case .home: return 0x48
    case .end: return 0x46
    case .function(let n) where (1...4).contains(n): return 0x4F + UInt8(n)
    default: return nil
    }
  }

  /// Keys an application-mode keypad sends as `SS3 X` besides the cursor
  /// keys: Enter, `=`, `*`, `+`, `,`, `-`, `.`, `/` and the digits.
  static func keypadKey(final: UInt8) -> Key? {
    switch final {
    case 0x4D: return .enter  // M
    case 0x49: return .tab  // I
    case 0x20: return .character(" ")
    case 0x58: return .character("=")  // X
    case 0x6A...0x79: return .character(Character(Unicode.Scalar(final - 0x40)))  // j..y → * .. 9
    default: return nil
    }
  }

  /// Modifiers from xterm's modifier parameter `m`, where `m - 1` is a
  /// bitmask: 1 Shift, 2 Alt, 4 Control, 8 Meta (reported as Alt). Bits for
  /// Super, Hyper, Caps Lock and Num Lock are ignored.
  static func modifiers(parameter m: Int) -> KeyModifiers {
    guard m > 1 else { return [] }
    let bits = m - 1
    var result: KeyModifiers = []
    if bits & 1 != 0 { result.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { result.insert(.alt) }
    if bits & 4 != 0 { result.insert(.control) }
    return result
  }

  /// The kitty keyboard protocol's code for the Menu key, `CSI 57363 u`.
  static let kittyMenuKey = 57363

  /// xterm's modifier parameter for a set of modifiers (1 means none).
  package static func parameter(for modifiers: KeyModifiers) -> Int {
    var bits = 0
    if modifiers.contains(.shift) { bits |= 1 }
    if modifiers.contains(.alt) { bits |= 2 }
    if modifiers.contains(.control) { bits |= 4 }
    return bits + 1
  }

  /// The key for a Unicode code point in xterm's `CSI 27;m;code ~`
  /// (modifyOtherKeys) and the `CSI code;m u` form. Of the kitty keyboard
  /// protocol's functional keys (private-use code points), MENU (57363) is
  /// the key the legacy path gives for it, F16 (xterm's `CSI 29 ~`), so a
  /// context menu opens on it either way.
  static func codePointKey(_ code: Int) -> Key? {
    switch code {
    case kittyMenuKey: return .function(16)
    case 9: return .tab
    case 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0x10FFFF:
      return Unicode.Scalar(UInt32(code)).map { .character(Character($0)) }
    default: return nil
    }
  }
}

extension KeyEvent {
  /// The same key with more modifiers.
  func adding(_ extra: KeyModifiers) -> KeyEvent {
    KeyEvent(key, modifiers: modifiers.union(extra))
  }
}
