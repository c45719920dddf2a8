import TermBridgeTerminal

/// The bench's key names (`key NAME` in a script) and the bytes an xterm
/// sends for them, exactly as the bench harness writes them, so a script
/// means the same keys here as in the pty benchmark.
enum KeyNames {
  private static let esc: UInt8 = 0x1B

  private static let simple: [String: [UInt8]] = [
    "enter": [0x0D], "return": [0x0D], "tab": [0x09], "btab": [esc, 0x5B, 0x5A],
    "shift-tab": [esc, 0x5B, 0x5A],
    "backspace": [0x7F], "bs": [0x7F], "esc": [esc], "escape": [esc], "space": [0x20], "ctrl-space": [0x00],
    "ctrl-@": [0x00], "ctrl-[": [esc], "ctrl-\\": [0x1C], "ctrl-]": [0x1D], "ctrl-^": [0x1E],
    "ctrl-_": [0x1F],
    "ctrl-?": [0x7F],
  ]
  private static let cursor: [String: UInt8] = [
    "up": 0x41, "down": 0x42, "right": 0x43, "left": 0x44, "home": 0x48, "end": 0x46,
  ]
  private static let tilde: [String: Int] = [
    "insert": 2, "delete": 3, "pgup": 5, "pageup": 5, "pgdn": 6, "pagedown": 6, "f5": 15, "f6": 17, "f7": 18,
    "f8": 19, "f9": 20, "f10": 21, "f11": 23, "f12": 24,
  ]
  private static let ss3Function: [String: UInt8] = ["f1": 0x50, "f2": 0x51, "f3": 0x52, "f4": 0x53]
  private static let modifierBits: [String: Int] = ["shift": 1, "alt": 2, "meta": 2, "ctrl": 4]

  /// The bytes for key `name` (case-insensitive except a lone character),
  /// or nil if the name is unknown. Arrows, Home and End follow
  /// `applicationCursor` (DECCKM), as in xterm.
  static func bytes(forKeyNamed name: String, applicationCursor: Bool = false) -> [UInt8]? {
    let n = name.trimmingSpaces.lowercased()
    if let bytes = simple[n] { return bytes }
    if let final = cursor[n] { return [esc, applicationCursor ? 0x4F : 0x5B, final] }
    if let number = tilde[n] { return csi("\(number)~") }
    if let final = ss3Function[n] { return [esc, 0x4F, final] }
    if let bytes = modified(n) { return bytes }
    if name.unicodeScalars.count == 1 { return Array(name.utf8) }
    return nil
  }

  /// `ctrl-up`, `alt-x`, `shift-f5`, `ctrl-alt-delete` …
  private static func modified(_ n: String) -> [UInt8]? {
    var parts = n.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    if parts.count >= 2 && parts.last == "" {  // "ctrl--" is Ctrl and "-"
      parts = Array(parts.dropLast(2)) + ["-"]
    }
    guard let base = parts.last else { return nil }
    let mods = parts.dropLast()
    guard !mods.isEmpty, mods.allSatisfy({ modifierBits[$0] != nil }) else { return nil }
    let parameter = 1 + Set(mods).reduce(0) { $0 + modifierBits[$1]! }
    let alt = mods.contains("alt") || mods.contains("meta")
    if let final = cursor[base] { return csi("1;\(parameter)") + [final] }
    if let number = tilde[base] { return csi("\(number);\(parameter)~") }
    if let final = ss3Function[base] { return csi("1;\(parameter)") + [final] }
    if base == "tab" && Array(mods) == ["shift"] { return [esc, 0x5B, 0x5A] }
    if ["enter", "tab", "backspace", "esc", "space"].contains(base) {
      return (alt ? [esc] : []) + simple[base]!
    }
    guard base.unicodeScalars.count == 1, let scalar = base.unicodeScalars.first else { return nil }
    var out = Array(base.utf8)
    if mods.contains("ctrl") {
      if scalar.isASCII && (scalar.properties.isAlphabetic || "@[\\]^_".unicodeScalars.contains(scalar)) {
        out = [UInt8(String(scalar).uppercased().utf8.first! & 0x1F)]
      } else if scalar == "?" {
        out = [0x7F]
      } else {
        return nil
      }
    } else if mods.contains("shift") {
      out = Array(base.uppercased().utf8)
    }
    return (alt ? [esc] : []) + out
  }

  private static func csi(_ body: String) -> [UInt8] { [esc, 0x5B] + Array(body.utf8) }
}
