import TermBridgeTerminal

/// A colour's red, green and blue, and how it is written (`#1E90FF`), for
/// the colour well and its picker.
public struct TermRGB: Hashable, Sendable {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8

  /// The colour of these components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The components of `color` as xterm shows it; nil for the terminal's
  /// own colour (`.default`), which no program can read.
  public init?(_ color: TermColor) {
    switch color {
    case .default: return nil
    case .rgb(let r, let g, let b): self.init(red: r, green: g, blue: b)
    case .indexed(let n): self = TermRGB.ofPaletteEntry(n)
    }
  }

  /// Reads `#RRGGBB`, `RRGGBB`, `#RGB` or `R, G, B` (decimal); nil for
  /// anything else.
  public init?(parsing text: String) {
    let trimmed = text.trimmingSpaces
    if trimmed.contains(",") {
      let numbers = trimmed.split(separator: ",").map { UInt8($0.trimmingSpaces) }
      guard numbers.count == 3, let r = numbers[0], let g = numbers[1], let b = numbers[2] else { return nil }
      self.init(red: r, green: g, blue: b)
      return
    }
    var hex = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
    self.init(
      red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
      blue: UInt8(truncatingIfNeeded: value))
  }

  /// `#RRGGBB`.
  public var hexString: String {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for byte in [red, green, blue] {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return text
  }

  /// Whether black text reads better on this colour than white.
  public var isLight: Bool { Int(red) * 299 + Int(green) * 587 + Int(blue) * 114 > 128_000 }

  /// The RGB value xterm shows for palette entry `n`.
  public static func ofPaletteEntry(_ n: UInt8) -> TermRGB {
    let ansi: [(UInt8, UInt8, UInt8)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
      (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
      (0, 255, 255), (255, 255, 255),
    ]
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    switch n {
    case 0..<16:
      let c = ansi[Int(n)]
      return TermRGB(red: c.0, green: c.1, blue: c.2)
    case 16..<232:
      let i = Int(n) - 16
      return TermRGB(red: levels[i / 36], green: levels[i / 6 % 6], blue: levels[i % 6])
    default:
      let level = UInt8(8 + (Int(n) - 232) * 10)
      return TermRGB(red: level, green: level, blue: level)
    }
  }

  /// The palette entry among the first `count` nearest to this colour.
  public func nearestPaletteEntry(among count: Int) -> UInt8 {
    var best: UInt8 = 0
    var bestDistance = Int.max
    for n in 0..<max(1, min(count, 256)) {
      let entry = TermRGB.ofPaletteEntry(UInt8(n))
      let (dr, dg, db) = (
        Int(red) - Int(entry.red), Int(green) - Int(entry.green), Int(blue) - Int(entry.blue)
      )
      let distance = dr * dr * 3 + dg * dg * 4 + db * db * 2
      if distance < bestDistance {
        best = UInt8(n)
        bestDistance = distance
      }
    }
    return best
  }
}

extension StringProtocol {
  /// The text without spaces at either end.
  var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
