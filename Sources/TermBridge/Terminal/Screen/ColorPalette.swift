internal import CNcurses

/// Maps `TermStyle`s onto what the current terminal can show: colours mapped
/// down to its palette (true colour → 256 → 16 → 8), ncurses colour pairs
/// handed out once per combination, and attributes as ncurses bits.
///
/// With `NO_COLOR` (or a terminal without colours) every colour is the
/// terminal's default and attributes (bold, reverse, underline, …) still draw.
@MainActor
package final class ColorPalette {
  /// How many colours the terminal has (0 when colour is off).
  let colorCount: Int
  private var pairs: [PairKey: Int32] = [:]
  private var pairColors: [Int32: PairKey] = [:]
  private var nextPair: Int32 = 1
  private let pairLimit: Int32
  /// ncurses attribute bits for each `TextAttributes` raw value.
  private let attributeTable: [attr_t]
  /// The pair for the terminal's default colours, 1 where the terminal has
  /// default colours, else 0. Not 0 itself: going from a coloured cell
  /// back to pair 0 makes ncurses send a full attribute reset (`ESC(B ESC[m`,
  /// after `ESC[39m`), where a move to another pair of default colours is
  /// only the colour change. Blank cells use it too, so none of the
  /// transitions between text and blanks costs a reset.
  let defaultPair: Int32

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
      pairLimit = tb_color_pairs()
    } else {
      colorCount = 0
      pairLimit = 0
    }
    if pairLimit > 1 && init_extended_pair(1, -1, -1) != ERR {
      defaultPair = 1
      nextPair = 2
      let key = PairKey(foreground: -1, background: -1)
      pairs[key] = 1
      pairColors[1] = key
    } else {
      defaultPair = 0
    }
    let bits: [(TextAttributes, attr_t)] = [
      (.bold, tb_a_bold()), (.dim, tb_a_dim()), (.italic, tb_a_italic()),
      (.underline, tb_a_underline()), (.reverse, tb_a_reverse()), (.blink, tb_a_blink()),
    ]
    // Loops, not `map` and `reduce`: a closure of this main-actor
    // initializer handed to the standard library checks the executor each
    // time it runs (1,792 checks, a million instructions, at every start).
    var table: [attr_t] = []
    table.reserveCapacity(256)
    for raw in 0...255 {
      let attributes = TextAttributes(rawValue: UInt8(raw))
      var value = tb_a_normal()
      for (attribute, bit) in bits where attributes.contains(attribute) { value |= bit }
      table.append(value)
    }
    attributeTable = table
  }

  /// A palette for an in-memory screen: `colorCount` colours (0 for none),
  /// as xterm-256color has, without ncurses (no pairs are allocated: an
  /// in-memory cell keeps its colours, see ``shown(_:)``).
  init(inMemoryColorCount count: Int) {
    colorCount = count
    pairLimit = 0
    defaultPair = 0
    attributeTable = []
  }

  /// `style` as the terminal shows it: each colour mapped down to the
  /// palette (what reading a cell back gives), attributes as they are.
  func shown(_ style: TermStyle) -> TermStyle {
    guard colorCount > 0 else { return TermStyle(attributes: style.attributes) }
    func mapped(_ color: TermColor) -> TermColor {
      if case .default = color { return .default }
      return ColorPalette.color(ofTerminalIndex: terminalIndex(color), colorCount: colorCount)
    }
    return TermStyle(
      foreground: mapped(style.foreground), background: mapped(style.background), attributes: style.attributes
    )
  }

  /// Whether an environment asks for no colour: `NO_COLOR` set to anything
  /// but the empty string (https://no-color.org).
  nonisolated static func isNoColorRequested(environment: EnvironmentVariables) -> Bool {
    guard let value = environment["NO_COLOR"] else { return false }
    return !value.isEmpty
  }

  /// The ncurses attribute bits for `attributes`.
  func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
    attributeTable[Int(attributes.rawValue)]
  }

  /// The ncurses pair for a foreground/background combination; 0 is the
  /// terminal's default pair (also used once the terminal's pairs run out).
  func pair(foreground: TermColor, background: TermColor) -> Int32 {
    if colorCount == 0 { return 0 }
    if foreground == .default && background == .default { return defaultPair }
    let key = PairKey(foreground: terminalIndex(foreground), background: terminalIndex(background))
    if let known = pairs[key] { return known }
    var number: Int32 = 0
    if nextPair < pairLimit, init_extended_pair(nextPair, key.foreground, key.background) != ERR {
      number = nextPair
      nextPair += 1
      pairColors[number] = key
    }
    pairs[key] = number
    return number
  }

  /// The colours a pair stands for, as the terminal shows them.
  func colors(ofPair pair: Int32) -> (foreground: TermColor, background: TermColor) {
    guard pair > 0, colorCount > 0, let key = pairColors[pair] else { return (.default, .default) }
    return (
      ColorPalette.color(ofTerminalIndex: key.foreground, colorCount: colorCount),
      ColorPalette.color(ofTerminalIndex: key.background, colorCount: colorCount)
    )
  }

  /// The terminal colour number for `color`, mapped down to what it supports.
  func terminalIndex(_ color: TermColor) -> Int32 {
    ColorPalette.terminalIndex(color, colorCount: colorCount)
  }
}

// MARK: Colour arithmetic (xterm's palette)

extension ColorPalette {
  /// A colour's red, green and blue.
  package typealias RGB = (UInt8, UInt8, UInt8)

  /// Colour counts at or above this are direct colour (`xterm-direct`):
  /// numbers below 8 are the ANSI colours, others are 0xRRGGBB.
  nonisolated static let directColorCount = 0x100_0000

  nonisolated static let ansi16: [RGB] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
    (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]
  nonisolated static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The colour number for `color` on a terminal with `colorCount` colours;
  /// -1 is the terminal's default. Colours it lacks map to the nearest it
  /// has: an RGB colour to the 256-colour cube and grey ramp, or to the 16
  /// (or 8) ANSI colours; a palette entry past the count to the nearest ANSI one.
  nonisolated static func terminalIndex(_ color: TermColor, colorCount: Int) -> Int32 {
    switch color {
    case .default:
      return -1
    case .indexed(let n):
      if colorCount >= directColorCount && n >= 8 { return packed(rgb(ofIndex: n)) }
      if Int(n) < colorCount { return Int32(n) }
      return Int32(nearest(rgb(ofIndex: n), among: min(colorCount, 16)))
    case .rgb(let r, let g, let b):
      if colorCount >= directColorCount { return max(8, packed((r, g, b))) }
      if colorCount >= 256 { return Int32(nearest256(r, g, b)) }
      return Int32(nearest((r, g, b), among: min(colorCount, 16)))
    }
  }

  /// The colour a terminal colour number shows (the inverse of `terminalIndex`).
  nonisolated static func color(ofTerminalIndex index: Int32, colorCount: Int) -> TermColor {
    if index < 0 { return .default }
    if colorCount >= directColorCount && index >= 8 {
      return .rgb(
        UInt8(truncatingIfNeeded: index >> 16), UInt8(truncatingIfNeeded: index >> 8),
        UInt8(truncatingIfNeeded: index))
    }
    return .indexed(UInt8(clamping: index))
  }

  nonisolated static func packed(_ c: RGB) -> Int32 { Int32(c.0) << 16 | Int32(c.1) << 8 | Int32(c.2) }

  /// The RGB value xterm shows for palette entry `n`.
  nonisolated package static func rgb(ofIndex n: UInt8) -> RGB {
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

  /// A perceptually weighted squared distance.
  nonisolated static func distance(_ a: RGB, _ b: RGB) -> Int {
    let dr = Int(a.0) - Int(b.0)
    let dg = Int(a.1) - Int(b.1)
    let db = Int(a.2) - Int(b.2)
    return dr * dr * 3 + dg * dg * 4 + db * db * 2
  }

  /// The closest of the first `count` palette entries (at least entry 0).
  nonisolated package static func nearest(_ color: RGB, among count: Int) -> Int {
    var best = 0
    var bestDistance = Int.max
    for i in 0..<max(1, min(count, 256)) {
      let d = distance(color, rgb(ofIndex: UInt8(i)))
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    return best
  }

  /// The closest entry of the 6x6x6 cube (16–231) or the grey ramp (232–255).
  nonisolated static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
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
