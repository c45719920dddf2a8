/// Truncating and wrapping text by terminal display width. Nothing here ever
/// splits a grapheme cluster.
public enum TextLayout {
  /// Where truncated text loses its characters.
  public enum TruncationMode: Hashable, Sendable {
    /// `…efgh`
    case head
    /// `ab…gh`
    case middle
    /// `abcd…`
    case tail
  }

  /// `text` cut to fit `width` columns, with `ellipsis` where characters were
  /// removed. Text that fits is returned unchanged; when not even the
  /// ellipsis fits, as much of the text as fits, without one.
  public static func truncate(
    _ text: String, toWidth width: Int, mode: TruncationMode = .tail, ellipsis: String = "…"
  ) -> String {
    guard width > 0 else { return "" }
    let total = DisplayWidth.of(text)
    if total <= width { return text }
    let room = width - DisplayWidth.of(ellipsis)
    guard room >= 0 else {
      if mode == .head { return String(text[DisplayWidth.suffix(of: text, fitting: width).start...]) }
      return String(text[..<DisplayWidth.prefix(of: text, fitting: width).end])
    }
    switch mode {
    case .tail:
      return String(text[..<DisplayWidth.prefix(of: text, fitting: room).end]) + ellipsis
    case .head:
      return ellipsis + String(text[DisplayWidth.suffix(of: text, fitting: room).start...])
    case .middle:
      let head = DisplayWidth.prefix(of: text, fitting: (room + 1) / 2)
      let tail = DisplayWidth.suffix(of: text[head.end...], fitting: room - head.width)
      return String(text[..<head.end]) + ellipsis + String(text[tail.start...])
    }
  }

  /// Splits `text` into lines of at most `width` columns, for display.
  ///
  /// Lines end at every newline (`\n`, `\r\n`, `\r` and the other Unicode
  /// line breaks), and are soft-wrapped as ``wrapRanges(of:toWidth:)``
  /// describes. Spaces where a line was soft-wrapped are dropped; spaces at
  /// the end of a paragraph are kept as far as they fit. A grapheme wider
  /// than `width` gets a line of its own. Always returns at least one line.
  public static func wrap(_ text: String, toWidth width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let ranges = wrapRanges(of: paragraph, toWidth: width)
      for (i, range) in ranges.enumerated() {
        var line = paragraph[range]
        if i < ranges.count - 1 {
          while line.last == " " || line.last == "\u{3000}" { line = line.dropLast() }
        } else {
          while line.last == " ", DisplayWidth.of(line) > width { line = line.dropLast() }
        }
        lines.append(String(line))
      }
    }
    return lines
  }

  /// Soft-wraps one paragraph (text without line breaks) into lines of at
  /// most `width` columns, as ranges of `paragraph`, for views that keep
  /// positions (an editor's cursor and selection).
  ///
  /// The ranges cover the paragraph with no gaps, in order; an empty
  /// paragraph is one empty line. Lines break after the spaces that follow a
  /// word, or after a hyphen inside a word, else at the last grapheme that
  /// fits. Spaces never begin a wrapped line: a run of spaces at a break stays
  /// on the line before it even beyond `width` (it "hangs", as in a word
  /// processor), so a line's width may exceed `width` only by trailing spaces
  /// or when a single grapheme is wider than `width`.
  public static func wrapRanges<S: StringProtocol>(of paragraph: S, toWidth width: Int) -> [Range<
    String.Index
  >] {
    let text = GlyphCursor.substring(paragraph)
    let width = max(1, width)
    // Lines as UTF-8 offsets from the start of `text`.
    let lines = GlyphCursor.withGlyphs(in: text) { glyphs -> [Range<Int>] in
      var lines: [Range<Int>] = []
      var lineStart = 0
      var lineWidth = 0
      // The last place the current line may break, and the line's width there.
      var breakOffset: Int?
      var widthAtBreak = 0
      var previousWasWord = false
      var glyphStart = 0
      while let glyph = glyphs.next() {
        let glyphEnd = glyphs.offset
        let isSpace = glyph.scalar == 0x20 || glyph.scalar == 0x3000
        if isSpace {
          lineWidth += glyph.width
          breakOffset = glyphEnd
          widthAtBreak = lineWidth
        } else if lineWidth + glyph.width > width && glyphStart > lineStart {
          if let split = breakOffset {
            lines.append(lineStart..<split)
            lineStart = split
            lineWidth = lineWidth - widthAtBreak + glyph.width
          }
          if breakOffset == nil || (lineWidth > width && glyphStart > lineStart) {
            lines.append(lineStart..<glyphStart)
            lineStart = glyphStart
            lineWidth = glyph.width
          }
          breakOffset = nil
        } else {
          lineWidth += glyph.width
        }
        if glyph.scalar == 0x2D && previousWasWord && glyphStart > lineStart && lineWidth <= width {
          breakOffset = glyphEnd
          widthAtBreak = lineWidth
        }
        previousWasWord = !isSpace && glyph.scalar != 0x2D
        glyphStart = glyphEnd
      }
      lines.append(lineStart..<glyphStart)
      return lines
    }
    return lines.map {
      GlyphCursor.index($0.lowerBound, in: text)..<GlyphCursor.index($0.upperBound, in: text)
    }
  }
}

/// Horizontal alignment of lines of text.
public enum TextAlignment: Hashable, Sendable {
  /// Each line against the left edge, centred in the width, or against the right edge.
  case leading, center, trailing
}
