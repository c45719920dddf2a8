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
    guard let rgb = color.rgbComponents else { return nil }
    self.init(red: rgb.red, green: rgb.green, blue: rgb.blue)
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
    let rgb = ColorPalette.rgb(ofIndex: n)
    return TermRGB(red: rgb.0, green: rgb.1, blue: rgb.2)
  }

  /// The palette entry among the first `count` nearest to this colour.
  public func nearestPaletteEntry(among count: Int) -> UInt8 {
    UInt8(ColorPalette.nearest((red, green, blue), among: count))
  }
}
