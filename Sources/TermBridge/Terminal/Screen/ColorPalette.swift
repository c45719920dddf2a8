import CNcurses

/// Maps `TermColor`s onto what the current terminal can show and hands out
/// ncurses colour pairs for them.
@MainActor
final class ColorPalette {
  /// How many colours the terminal has (0 when colour is off).
  let colorCount: Int
  private var pairs: [PairKey: Int32] = [:]

  private struct PairKey: Hashable {
    var foreground: Int32
    var background: Int32
  }

  /// - Parameter noColor: `NO_COLOR` is set: draw attributes only.
  init(noColor: Bool) {
    if !noColor && has_colors() {
      start_color()
      use_default_colors()
      colorCount = Int(tb_colors())
    } else {
      colorCount = 0
    }
  }

  /// The ncurses pair for a foreground/background combination; 0 is the
  /// terminal's default pair.
  func pair(foreground: TermColor, background: TermColor) -> Int32 {
    if colorCount == 0 { return 0 }
    if foreground == .default && background == .default { return 0 }
    let key = PairKey(foreground: terminalIndex(foreground), background: terminalIndex(background))
    if let known = pairs[key] { return known }
    var number = alloc_pair(key.foreground, key.background)
    if number < 0 { number = 0 }  // out of pairs: fall back to the default look
    pairs[key] = number
    return number
  }

  /// The colours a pair stands for, as palette entries (`.default` for -1).
  func colors(ofPair pair: Int32) -> (foreground: TermColor, background: TermColor) {
    if pair <= 0 || colorCount == 0 { return (.default, .default) }
    var fg: Int32 = -1
    var bg: Int32 = -1
    extended_pair_content(pair, &fg, &bg)
    func color(_ index: Int32) -> TermColor {
      index < 0 ? .default : .indexed(UInt8(clamping: index))
    }
    return (color(fg), color(bg))
  }

  /// The terminal colour number for `color`, mapped down to what it supports.
  func terminalIndex(_ color: TermColor) -> Int32 {
    switch color {
    case .default:
      return -1
    case .indexed(let n):
      if Int(n) < colorCount { return Int32(n) }
      return Int32(ColorPalette.nearest(ColorPalette.rgb(ofIndex: n), among: min(colorCount, 16)))
    case .rgb(let r, let g, let b):
      if colorCount >= 256 { return Int32(ColorPalette.nearest256(r, g, b)) }
      return Int32(ColorPalette.nearest((r, g, b), among: min(colorCount, 16)))
    }
  }

  // MARK: Colour arithmetic (xterm's palette)

  typealias RGB = (UInt8, UInt8, UInt8)

  static let ansi16: [RGB] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
    (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  static func rgb(ofIndex n: UInt8) -> RGB {
    switch n {
    case 0..<16: return ansi16[Int(n)]
    case 16..<232:
      let i = Int(n) - 16
      return (
        UInt8(cubeLevels[i / 36]), UInt8(cubeLevels[(i / 6) % 6]), UInt8(cubeLevels[i % 6])
      )
    default:
      let level = UInt8(8 + (Int(n) - 232) * 10)
      return (level, level, level)
    }
  }

  static func distance(_ a: RGB, _ b: RGB) -> Int {
    let dr = Int(a.0) - Int(b.0)
    let dg = Int(a.1) - Int(b.1)
    let db = Int(a.2) - Int(b.2)
    return dr * dr * 3 + dg * dg * 4 + db * db * 2
  }

  /// The closest of the first `count` palette entries.
  static func nearest(_ color: RGB, among count: Int) -> Int {
    var best = 0
    var bestDistance = Int.max
    for i in 0..<max(1, count) {
      let d = distance(color, rgb(ofIndex: UInt8(i)))
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    return best
  }

  /// The closest entry of the 6x6x6 cube or the grey ramp.
  static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
    func level(_ v: UInt8) -> Int {
      var best = 0
      for (i, l) in cubeLevels.enumerated() where abs(l - Int(v)) < abs(cubeLevels[best] - Int(v)) {
        best = i
      }
      return best
    }
    let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
    let average = (Int(r) + Int(g) + Int(b)) / 3
    let grey = 232 + min(23, max(0, (average - 3) / 10))
    let target: RGB = (r, g, b)
    return distance(target, rgb(ofIndex: UInt8(cube))) <= distance(target, rgb(ofIndex: UInt8(grey)))
      ? cube : grey
  }
}
