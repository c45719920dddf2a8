/// The OSC replies TermBridge asks for: today the background colour (OSC 11).
enum OSCReply {
  /// The longest OSC body kept while it arrives; longer strings are
  /// dropped unread (a colour reply is about 30 bytes).
  static let maxBodyLength = 64

  /// The report an OSC body (the bytes between `ESC ]` and the terminator)
  /// stands for, if TermBridge asked for it.
  static func report(_ body: [UInt8]) -> TerminalReport? {
    let text = String(decoding: body, as: UTF8.self)
    guard text.hasPrefix("11;"), let rgb = color(text.dropFirst(3)) else { return nil }
    return .backgroundColor(red: rgb.0, green: rgb.1, blue: rgb.2)
  }

  /// An X11 colour specification as terminals reply it: `rgb:R/G/B` with 1
  /// to 4 hexadecimal digits per component (`rgba:R/G/B/A` too), or `#RRGGBB`.
  static func color(_ spec: Substring) -> (UInt8, UInt8, UInt8)? {
    if spec.hasPrefix("#") {
      let digits = spec.dropFirst()
      guard digits.count == 6 || digits.count == 3 || digits.count == 12 else { return nil }
      let n = digits.count / 3
      let parts = (0..<3).map { k in digits.dropFirst(k * n).prefix(n) }
      return components(parts)
    }
    let body: Substring
    if spec.hasPrefix("rgb:") {
      body = spec.dropFirst(4)
    } else if spec.hasPrefix("rgba:") {
      body = spec.dropFirst(5)
    } else {
      return nil
    }
    let parts = body.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3 || (parts.count == 4 && spec.hasPrefix("rgba:")) else { return nil }
    return components(Array(parts.prefix(3)))
  }

  /// Each component of 1–4 hex digits, scaled to 0–255.
  private static func components(_ parts: [Substring]) -> (UInt8, UInt8, UInt8)? {
    var values: [UInt8] = []
    for part in parts {
      guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
      let maximum = (1 << (4 * part.count)) - 1
      values.append(UInt8((value * 255 + maximum / 2) / maximum))
    }
    return (values[0], values[1], values[2])
  }
}
