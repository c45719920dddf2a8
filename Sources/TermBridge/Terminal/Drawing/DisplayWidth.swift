internal import CNcurses

/// Display widths of text, in terminal cells.
///
/// Widths are decided per grapheme cluster, as the canvas draws it, so a
/// measured string takes exactly the columns drawing it takes: printable
/// ASCII is 1 column, East Asian wide characters 2, a base letter with its
/// combining marks 1, a flag or a ZWJ emoji family 2, and a control character
/// (drawn as a visible picture) 1. No grapheme is narrower than 1 column. See
/// the canvas documentation for how unusual clusters are drawn.
public enum DisplayWidth {
  /// The number of columns `character` occupies on screen (1 or more).
  public static func of(_ character: Character) -> Int {
    let utf8 = character.utf8
    if utf8.count == 1 { return 1 }
    return CellGlyph(character).width
  }

  /// The number of columns `text` occupies on one line.
  public static func of(_ text: String) -> Int { width(of: text) }

  /// The number of columns `text` occupies on one line.
  public static func of(_ text: Substring) -> Int { width(of: text) }

  /// The number of columns `text` occupies on one line. (`String` and
  /// `Substring` have overloads of their own, compiled for them here: the
  /// layers above would otherwise call the unspecialized generic.)
  public static func of<S: StringProtocol>(_ text: S) -> Int { width(of: text) }

  private static func width<S: StringProtocol>(of text: S) -> Int {
    if let width = asciiWidth(of: text) { return width }
    return GlyphCursor.withGlyphs(in: text) { glyphs in
      var total = 0
      while let glyph = glyphs.next() { total += glyph.width }
      return total
    }
  }

  /// The width of ASCII text without a carriage return (which pairs with a
  /// line feed): one column a byte, a control character's picture included.
  /// Nil for other text, or text not stored contiguously.
  private static func asciiWidth<S: StringProtocol>(of text: S) -> Int? {
    let width = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
      return bytes.count
    }
    return width ?? nil
  }

  /// The longest prefix of `text` that fits in `width` columns, and its width.
  /// It never ends inside a grapheme cluster.
  public static func prefix<S: StringProtocol>(of text: S, fitting width: Int) -> (
    end: String.Index, width: Int
  ) {
    let (end, used) = GlyphCursor.withGlyphs(in: text) { glyphs -> (Int, Int) in
      var used = 0
      var end = 0
      while let glyph = glyphs.next(), used + glyph.width <= width {
        used += glyph.width
        end = glyphs.offset
      }
      return (end, used)
    }
    return (GlyphCursor.index(end, in: text), used)
  }

  /// The longest suffix of `text` that fits in `width` columns, and its width.
  /// It never starts inside a grapheme cluster.
  public static func suffix<S: StringProtocol>(of text: S, fitting width: Int) -> (
    start: String.Index, width: Int
  ) {
    let line = GlyphCursor.substring(text)
    var used = 0
    var start = line.endIndex
    while start > line.startIndex {
      let before = line.index(before: start)
      let w = of(line[before])
      if used + w > width { break }
      used += w
      start = before
    }
    return (start, used)
  }
}

/// The C library's character-type locale, which ncurses and `wcwidth` depend on.
enum TerminalLocale {
  /// Sets the locale from the environment, falling back to C.UTF-8 when the
  /// environment does not name a UTF-8 locale. Runs once per process.
  static func ensureUTF8() { _ = configured }

  private static let configured: Bool = {
    setlocale(LC_ALL, "")
    if let ctype = setlocale(LC_CTYPE, nil), String(cString: ctype).containsASCII("utf", ignoringCase: true) {
      return true
    }
    if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "C.utf8") }
    return true
  }()
}
