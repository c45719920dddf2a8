import TermBridgeTerminal

/// How shapes are drawn into cells, finer than a cell where the font can
/// show it.
///
/// - `braille`: each cell is a 2×4 grid of braille dots (U+2800–U+28FF),
///   8 dots a cell. The default: every terminal the library runs in is in
///   a UTF-8 locale (the session sets one up) and the common terminal
///   fonts (and their fallbacks) have the braille block.
/// - `halfBlocks`: each cell is two pixels, top and bottom (`▀` `▄` `█`),
///   for fonts without braille: the Linux console's (`TERM=linux`).
/// - `ascii`: each cell is two pixels drawn `'`, `.` and `:`, for
///   terminals that show only ASCII (`TERM` of `dumb`, `vt100`, `vt102`,
///   `vt220`, `ansi`).
///
/// A cell a shape covers whole is painted as a solid cell (a blank in the
/// colour as its background) in every mode, so fills look the same
/// everywhere and differ only at their edges. `TERMBRIDGE_SHAPES` set to
/// `braille`, `blocks` or `ascii` overrides the choice.
public enum TermRasterMode: Hashable, Sendable {
  /// 2×4 braille dots a cell.
  case braille
  /// Upper and lower half blocks: 1×2 pixels a cell.
  case halfBlocks
  /// ASCII marks: 1×2 pixels a cell.
  case ascii

  /// The pixels a cell holds across and down.
  public var dotsPerCell: (x: Int, y: Int) {
    switch self {
    case .braille: return (2, 4)
    case .halfBlocks, .ascii: return (1, 2)
    }
  }

  /// The mode for this process's terminal (see the type's notes), read
  /// once from `TERMBRIDGE_SHAPES` and `TERM`.
  public static let preferred: TermRasterMode = {
    let environment = EnvironmentVariables.process
    return mode(shapesVariable: environment["TERMBRIDGE_SHAPES"], term: environment["TERM"])
  }()

  /// The mode `TERMBRIDGE_SHAPES` and `TERM` ask for.
  public static func mode(shapesVariable: String?, term: String?) -> TermRasterMode {
    switch shapesVariable?.lowercased() {
    case "braille": return .braille
    case "blocks", "halfblocks": return .halfBlocks
    case "ascii": return .ascii
    default: break
    }
    let term = term ?? ""
    if term == "linux" { return .halfBlocks }
    if ["dumb", "vt100", "vt102", "vt220", "ansi"].contains(term) { return .ascii }
    return .braille
  }

  /// The character for the pixels set in `mask` (bit `x * dotsDown + y`;
  /// never a full mask, which is a solid cell).
  func glyph(_ mask: UInt8) -> Character {
    switch self {
    case .braille:
      // Braille numbers its dots down the left column (1, 2, 3, 7) and the right (4, 5, 6, 8).
      let bits: [UInt8] = [0x01, 0x02, 0x04, 0x40, 0x08, 0x10, 0x20, 0x80]
      var value: UInt32 = 0x2800
      for index in 0..<8 where mask & (1 << UInt8(index)) != 0 { value |= UInt32(bits[index]) }
      return Character(Unicode.Scalar(value) ?? " ")
    case .halfBlocks:
      return mask == 1 ? "▀" : mask == 2 ? "▄" : "█"
    case .ascii:
      return mask == 1 ? "'" : mask == 2 ? "." : ":"
    }
  }
}
