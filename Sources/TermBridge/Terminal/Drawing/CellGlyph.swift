internal import CNcurses

/// What TermBridge hands ncurses for one grapheme cluster: the terminal cells
/// it covers, left to right.
///
/// ncurses and terminals measure a cell by its first code point (`wcwidth`)
/// and attach the zero-width code points that follow to that cell; tmux also
/// attaches anything that follows a zero-width joiner. A cluster is split into
/// cells the same way, so that the columns ncurses counts are the columns the
/// terminal moves, and nothing later on the row shifts:
///
/// - a spacing code point starts a cell as wide as `wcwidth` says; zero-width
///   ones (combining marks, Hangul vowel and final jamo, tags) join the cell
///   before them. "e" + U+0301 is one cell; Devanagari "क्ष" is two;
/// - an emoji ZWJ sequence that starts with a wide emoji and fits in one cell
///   (at most `cellCapacity` code points) is one 2-column cell; otherwise its
///   joiners are dropped and its parts stand side by side, as a terminal
///   without ZWJ support shows them;
/// - variation selectors (U+FE0E, U+FE0F) and skin-tone modifiers are dropped:
///   terminals disagree on their width (tmux 3.3a draws ❤️ in one column and a
///   skin-toned 👍🏽 in four), the base glyph alone has one width everywhere;
/// - a flag is its two regional indicators in two 1-column cells, which the
///   terminal shows as one 2-column flag;
/// - control characters become control pictures (ESC is ␛), C1 controls,
///   unassigned code points and lone invisible format characters (zero-width
///   space, bidi marks, BOM) become U+FFFD, and a lone combining mark gets a
///   dotted circle (◌) as its base. Every glyph is at least one column wide.
struct CellGlyph: Equatable, Sendable {
  /// The most code points one ncurses cell holds (`CCHARW_MAX`).
  static let cellCapacity = 5

  /// One terminal cell's content.
  struct Cell: Equatable, Sendable {
    var scalars: [UInt32]
    /// 1 or 2: the `wcwidth` of the first code point.
    var width: Int
  }

  /// Columns the glyph covers; at least 1.
  let width: Int
  /// The code point of a glyph that is one code point in one cell, else 0.
  let scalar: UInt32
  /// The cells of any other glyph; empty when `scalar` is set.
  let storage: [Cell]

  /// A glyph of one code point in one cell.
  init(scalar: UInt32, width: Int) {
    self.scalar = scalar
    self.width = width
    self.storage = []
  }

  private init(cells: [Cell]) {
    let single = cells.count == 1 && cells[0].scalars.count == 1
    self.scalar = single ? cells[0].scalars[0] : 0
    self.storage = single ? [] : cells
    self.width = cells.reduce(0) { $0 + $1.width }
  }

  /// The glyph for one ASCII byte (a control byte becomes its picture).
  @inline(__always)
  init(ascii byte: UInt8) {
    self.init(scalar: CellGlyph.asciiPicture(byte), width: 1)
  }

  init(_ character: Character) {
    self.init(character.unicodeScalars)
  }

  /// The glyph for the code points of one grapheme cluster.
  init<C: Collection<Unicode.Scalar>>(_ scalars: C) {
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else {
      self.init(scalar: 0xFFFD, width: 1)
      return
    }
    if iterator.next() == nil {
      self = CellGlyph.single(first.value)
      return
    }
    self.init(cells: CellGlyph.cells(of: scalars))
  }

  /// The cells, left to right, each as its code points.
  var cells: [Cell] {
    scalar != 0 ? [Cell(scalars: [scalar], width: width)] : storage
  }

  /// The text the glyph puts on screen.
  var text: String {
    var view = String.UnicodeScalarView()
    for cell in cells {
      for value in cell.scalars { if let s = Unicode.Scalar(value) { view.append(s) } }
    }
    return String(view)
  }

  static let blank = CellGlyph(scalar: 0x20, width: 1)

  /// The glyph with box drawing (U+2500–U+257F) as ASCII: `-` for a
  /// horizontal line, `|` for a vertical one, `+` for a corner, a tee or
  /// a crossing. Any other glyph is itself.
  var plainLineDrawing: CellGlyph {
    guard scalar >= 0x2500, scalar < 0x2580 else { return self }
    switch scalar {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578,
      0x257A, 0x257C, 0x257E:
      return CellGlyph(ascii: 0x2D)  // -
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579,
      0x257B, 0x257D, 0x257F:
      return CellGlyph(ascii: 0x7C)  // |
    case 0x2571: return CellGlyph(ascii: 0x2F)  // /
    case 0x2572: return CellGlyph(ascii: 0x5C)  // \
    case 0x2573: return CellGlyph(ascii: 0x58)  // X
    default: return CellGlyph(ascii: 0x2B)  // +
    }
  }
  static let replacement = CellGlyph(scalar: 0xFFFD, width: 1)

  // MARK: Building

  @inline(__always)
  static func asciiPicture(_ byte: UInt8) -> UInt32 {
    if byte < 0x20 { return 0x2400 + UInt32(byte) }
    if byte == 0x7F { return 0x2421 }
    return UInt32(byte)
  }

  /// A cluster of one code point.
  static func single(_ value: UInt32) -> CellGlyph {
    if value < 0x80 { return CellGlyph(ascii: UInt8(value)) }
    if value < 0xA0 { return replacement }  // C1 controls
    let w = scalarWidth(value)
    if w > 0 { return CellGlyph(scalar: value, width: w) }
    return CellGlyph(cells: [loneZeroWidth(value)])
  }

  /// What stands for a zero-width or unprintable code point with no base.
  private static func loneZeroWidth(_ value: UInt32) -> Cell {
    guard scalarWidth(value) == 0, let scalar = Unicode.Scalar(value) else {
      return Cell(scalars: [0xFFFD], width: 1)
    }
    if isVariationSelector(value) { return Cell(scalars: [0x25CC], width: 1) }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .otherLetter, .modifierLetter:
      return Cell(scalars: [0x25CC, value], width: 1)
    default:
      return Cell(scalars: [0xFFFD], width: 1)
    }
  }

  /// The cells of a cluster of two or more code points.
  private static func cells<C: Collection<Unicode.Scalar>>(of scalars: C) -> [Cell] {
    var cells: [Cell] = []
    // joined[i]: a zero-width joiner stood between cells i and i + 1.
    var joined: [Bool] = []
    var pendingJoiner = false
    for scalar in scalars {
      let value = scalar.value
      if value < 0x20 || (value >= 0x7F && value < 0xA0) {
        let single = CellGlyph.single(value)
        cells.append(Cell(scalars: [single.scalar], width: 1))
        joined.append(false)
        pendingJoiner = false
        continue
      }
      if value == 0x200D {
        pendingJoiner = !cells.isEmpty
        continue
      }
      if isVariationSelector(value) { continue }
      if isEmojiModifier(value) && !cells.isEmpty { continue }
      let w = scalarWidth(value)
      if w == 0 {
        if cells.isEmpty {
          cells.append(loneZeroWidth(value))
          joined.append(false)
        } else {
          cells[cells.count - 1].scalars.append(value)
        }
        continue
      }
      if w < 0 {
        cells.append(Cell(scalars: [0xFFFD], width: 1))
        joined.append(false)
        pendingJoiner = false
        continue
      }
      if pendingJoiner { joined[joined.count - 1] = true }
      pendingJoiner = false
      cells.append(Cell(scalars: [value], width: w))
      joined.append(false)
    }
    if joined.contains(true) { cells = join(cells, joined) }
    for i in cells.indices where cells[i].scalars.count > cellCapacity {
      cells[i].scalars = fitted(cells[i].scalars)
    }
    return cells.isEmpty ? [Cell(scalars: [0xFFFD], width: 1)] : cells
  }

  /// Merges runs of ZWJ-joined cells that a terminal draws as one wide emoji.
  private static func join(_ cells: [Cell], _ joined: [Bool]) -> [Cell] {
    var result: [Cell] = []
    var i = 0
    while i < cells.count {
      var end = i
      while joined[end] { end += 1 }
      let run = cells[i...end]
      let count = run.reduce(-1) { $0 + $1.scalars.count + 1 }
      let joinable =
        end > i && cells[i].width == 2 && count <= cellCapacity
        && run.allSatisfy { isEmoji($0.scalars[0]) }
      if joinable {
        var merged = cells[i]
        for cell in cells[(i + 1)...end] { merged.scalars += [0x200D] + cell.scalars }
        result.append(merged)
      } else {
        result += run
      }
      i = end + 1
    }
    return result
  }

  /// A cell's code points cut to what ncurses holds: tag sequences (as in
  /// subdivision flags) go whole, then trailing marks.
  private static func fitted(_ scalars: [UInt32]) -> [UInt32] {
    var kept = scalars
    if kept.count > cellCapacity { kept.removeAll { (0xE0020...0xE007F).contains($0) } }
    return Array(kept.prefix(cellCapacity))
  }

  // MARK: Code point classes

  static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }
  static func isVariationSelector(_ value: UInt32) -> Bool { value == 0xFE0E || value == 0xFE0F }
  static func isEmojiModifier(_ value: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(value) }
  static func isEmoji(_ value: UInt32) -> Bool {
    value > 0x7F && (Unicode.Scalar(value)?.properties.isEmoji ?? false)
  }

  /// The C library's width of one code point: what ncurses and tmux use.
  static func scalarWidth(_ value: UInt32) -> Int {
    if value >= 0x20 && value < 0x7F { return 1 }
    TerminalLocale.ensureUTF8()
    return Int(tb_wcwidth(wchar_t(bitPattern: value)))
  }
}

/// Walks text glyph by glyph: printable ASCII a byte at a time, anything
/// else a grapheme cluster at a time. Lives only inside
/// ``GlyphCursor/withGlyphs(in:_:)``, which lends it the text's bytes.
struct GlyphCursor {
  private let line: Substring
  private let bytes: UnsafeBufferPointer<UInt8>
  /// The UTF-8 offset, from the start of the text, where the next glyph starts.
  private(set) var offset = 0

  private init(_ line: Substring, _ bytes: UnsafeBufferPointer<UInt8>) {
    self.line = line
    self.bytes = bytes
  }

  /// Runs `body` with a cursor at the start of `text`.
  @inline(__always)
  static func withGlyphs<S: StringProtocol, R>(in text: S, _ body: (inout GlyphCursor) -> R) -> R {
    let line = substring(text)
    if let result = line.utf8.withContiguousStorageIfAvailable({ bytes -> R in
      var cursor = GlyphCursor(line, bytes)
      return body(&cursor)
    }) {
      return result
    }
    // Bridged or foreign storage: walk a native copy (same UTF-8 offsets).
    let copy = String(line)[...]
    return copy.utf8.withContiguousStorageIfAvailable { bytes -> R in
      var cursor = GlyphCursor(copy, bytes)
      return body(&cursor)
    }!
  }

  /// The next glyph, or nil at the end of the text.
  @inline(__always)
  mutating func next() -> CellGlyph? {
    let count = bytes.count
    guard offset < count else { return nil }
    let byte = bytes[offset]
    if byte < 0x80 {
      // An ASCII character is a cluster of its own unless it is CR (CR LF
      // pairs up) or combining marks follow it.
      if byte != 0x0D && breaksBefore(offset + 1) {
        offset += 1
        return CellGlyph(ascii: byte)
      }
      return nextCluster()
    }
    let (value, length) = scalar(at: offset)
    if GlyphCursor.isSimple(value) && breaksBefore(offset + length) {
      offset += length
      return CellGlyph.single(value)
    }
    return nextCluster()
  }

  /// Whether a grapheme cluster surely ends before `position`, given that the
  /// code point before it is ASCII or simple (see `isSimple`).
  @inline(__always)
  private func breaksBefore(_ position: Int) -> Bool {
    if position >= bytes.count || bytes[position] < 0x80 { return true }
    return GlyphCursor.isSimple(scalar(at: position).value)
  }

  /// The code point starting at byte `position` (valid UTF-8) and its length.
  @inline(__always)
  private func scalar(at position: Int) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[position])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[position + 1] & 0x3F), 2) }
    if lead < 0xF0 {
      return (
        (lead & 0x0F) << 12 | UInt32(bytes[position + 1] & 0x3F) << 6 | UInt32(bytes[position + 2] & 0x3F), 3
      )
    }
    return (
      (lead & 0x07) << 18 | UInt32(bytes[position + 1] & 0x3F) << 12
        | UInt32(bytes[position + 2] & 0x3F) << 6 | UInt32(bytes[position + 3] & 0x3F), 4
    )
  }

  /// Code points that never join the code point before or after them into a
  /// grapheme cluster when the other one is ASCII or simple too: common
  /// letters, punctuation, symbols, CJK, kana, Hangul syllables, emoji (none
  /// of them Extend, SpacingMark, ZWJ, Prepend, Control, regional indicator
  /// or a conjoining jamo). Two of them in a row are two clusters, so the
  /// cursor can skip Unicode's segmentation rules for them.
  @inline(__always)
  static func isSimple(_ v: UInt32) -> Bool {
    switch v {
    case 0x00A0...0x02FF: return v != 0x00AD
    case 0x0370...0x0482, 0x048A...0x052F: return true
    case 0x2010...0x2027, 0x2030...0x205E: return true
    case 0x2190...0x23FF, 0x2500...0x27BF: return true
    case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF: return true
    case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D: return true
    case 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF: return true
    default: return false
    }
  }

  private mutating func nextCluster() -> CellGlyph {
    let utf8 = line.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: offset)
    let end = line.index(after: start)
    offset = utf8.distance(from: utf8.startIndex, to: end)
    return CellGlyph(line.unicodeScalars[start..<end])
  }

  /// `text` as a substring, without copying a `String` or `Substring`.
  @inline(__always)
  static func substring<S: StringProtocol>(_ text: S) -> Substring {
    if let string = text as? String { return string[...] }
    if let substring = text as? Substring { return substring }
    return String(text)[...]
  }

  /// The index `offset` UTF-8 bytes after the start of `text`.
  static func index<S: StringProtocol>(_ offset: Int, in text: S) -> String.Index {
    text.utf8.index(text.startIndex, offsetBy: offset)
  }
}
