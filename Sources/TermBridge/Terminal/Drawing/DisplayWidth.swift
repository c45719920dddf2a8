import CNcurses

/// Display widths of grapheme clusters, in terminal cells.
///
/// Widths follow what ncurses and a modern terminal agree on, decided per
/// grapheme cluster rather than per code point: a ZWJ emoji sequence or an
/// emoji with a skin-tone modifier is one 2-cell glyph, a flag is 2 cells, a
/// base letter with combining marks is 1 cell. Control characters are drawn
/// as visible 1-cell pictures, never sent to the terminal raw.
public enum DisplayWidth {
  /// The number of cells `character` occupies on screen (0, 1 or 2).
  public static func of(_ character: Character) -> Int {
    // Printable ASCII is one cell; ASCII controls draw as a 1-cell picture.
    if character.asciiValue != nil { return 1 }
    return CellGlyph(character).width
  }

  /// The number of cells `text` occupies on one line.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The longest prefix of `text` that fits in `width` cells, and its width.
  public static func prefix<S: StringProtocol>(of text: S, fitting width: Int) -> (
    end: S.Index, width: Int
  ) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let w = of(text[index])
      if used + w > width { break }
      used += w
      index = text.index(after: index)
    }
    return (index, used)
  }
}

/// What TermBridge hands ncurses for one grapheme cluster.
///
/// ncurses measures only the first code point of a cell, so a cluster is
/// reduced to something whose first code point has the cluster's width:
/// control characters become control pictures, a lone combining mark gets a
/// dotted-circle base, an emoji sequence longer than a cell can hold keeps its
/// leading emoji, and a flag becomes its two regional indicators in two
/// adjacent 1-cell cells (which the terminal joins into one 2-cell flag).
struct CellGlyph: Equatable {
  /// The cells, left to right: one entry per cell ncurses is given. A wide
  /// glyph is one entry of width 2.
  var cells: [[UInt32]]
  var width: Int

  init(_ character: Character) {
    let scalars = Array(character.unicodeScalars)
    let first = scalars[0].value
    if scalars.count == 1 {
      if let picture = CellGlyph.controlPicture(first) {
        cells = [[picture]]
        width = 1
        return
      }
      let w = CellGlyph.scalarWidth(first)
      if w < 0 {
        cells = [[0xFFFD]]
        width = 1
      } else if w == 0 {
        cells = [[0x25CC, first]]
        width = 1
      } else {
        cells = [[first]]
        width = w
      }
      return
    }
    if CellGlyph.isRegionalIndicator(first), scalars.count >= 2,
      CellGlyph.isRegionalIndicator(scalars[1].value)
    {
      cells = [[first], [scalars[1].value]]
      width = 2
      return
    }
    if let picture = CellGlyph.controlPicture(first) {
      // "\r\n" is one cluster; show its first control only.
      cells = [[picture]]
      width = 1
      return
    }
    let w = CellGlyph.scalarWidth(first)
    let limit = Int(tb_cchar_max())
    var values = scalars.map(\.value)
    if w == 0 || w < 0 {
      values = [0x25CC] + values.filter { CellGlyph.scalarWidth($0) == 0 }
      width = 1
    } else {
      width = w
      // Marks after the base must all be zero-width for ncurses to keep them
      // in one cell; a sequence too long for a cell keeps its leading glyph.
      if values.count > limit || (w == 1 && values.dropFirst().contains { CellGlyph.scalarWidth($0) != 0 }) {
        values = [first] + values.dropFirst().prefix { CellGlyph.scalarWidth($0) == 0 }
      }
    }
    cells = [Array(values.prefix(limit))]
  }

  static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }

  /// The Unicode control picture shown for a C0/C1 control or DEL.
  static func controlPicture(_ value: UInt32) -> UInt32? {
    switch value {
    case 0x00...0x1F: return 0x2400 + value
    case 0x7F: return 0x2421
    case 0x80...0x9F: return 0xFFFD
    default: return nil
    }
  }

  static func scalarWidth(_ value: UInt32) -> Int {
    if value >= 0x20 && value < 0x7F { return 1 }
    TerminalLocale.ensureUTF8()
    return Int(tb_wcwidth(wchar_t(bitPattern: value)))
  }
}

/// The C library's character-type locale, which ncurses and `wcwidth` depend on.
enum TerminalLocale {
  /// Sets the locale from the environment, falling back to C.UTF-8 when the
  /// environment does not name a UTF-8 locale. Runs once per process.
  static func ensureUTF8() { _ = configured }

  private static let configured: Bool = {
    setlocale(LC_ALL, "")
    if let ctype = setlocale(LC_CTYPE, nil), String(cString: ctype).uppercased().contains("UTF") {
      return true
    }
    if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "C.utf8") }
    return true
  }()
}
