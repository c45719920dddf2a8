import TermBridgeTerminal

extension TermTextView {
  /// A place in a text view's text: a line (0-based) and a column on it.
  ///
  /// The column counts UTF-8 code units from the start of the line (for
  /// ASCII text that is the character count), so a position converts to a
  /// `String.Index` in constant time however long the document is. Positions
  /// the view hands out always fall on a grapheme-cluster boundary; positions
  /// given to it are clamped to the text and rounded down to one.
  public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line, counting from 0.
    public var line: Int
    /// UTF-8 code units from the start of the line.
    public var column: Int

    /// Column `column` (UTF-8 code units) of line `line`.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    /// The start of the text.
    public static let zero = Position(line: 0, column: 0)

    /// Text order: by line, then by column.
    public static func < (lhs: Position, rhs: Position) -> Bool {
      lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
  }
}

/// One line of a text view's text and its cached soft-wrap layout.
struct TextViewLine {
  var text: String
  /// The wrap computed for ``text`` at some width; nil after an edit.
  var wrap: TextViewWrap?

  init(_ text: String) {
    self.text = text
  }
}

/// A text view's text as an array of lines without their line feeds.
///
/// Edits touch only the lines they change; each changed line forgets its
/// wrap layout, every other line keeps it. There is always at least one line.
struct TextViewStorage {
  typealias Position = TermTextView.Position

  private(set) var lines: [TextViewLine] = [TextViewLine("")]

  init() {}

  /// Text split at line feeds. Pass text whose line ends are already LF.
  init(normalizedText text: String) {
    lines = TextViewStorage.split(text).map { TextViewLine($0) }
  }

  /// `text` with CRLF and lone CR turned into LF, the only line end a text
  /// view keeps.
  static func normalizingLineEnds(_ text: String) -> String {
    guard text.utf8.contains(0x0D) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var previousWasCR = false
    for byte in text.utf8 {
      if byte == 0x0A && previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = byte == 0x0D
      bytes.append(previousWasCR ? 0x0A : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The lines of `text` (split at LF), at least one.
  static func split(_ text: String) -> [String] {
    text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String($0)! }
  }

  var lineCount: Int { lines.count }

  subscript(line: Int) -> String { lines[line].text }

  /// The whole text, lines joined with LF.
  var text: String {
    var result = ""
    result.reserveCapacity(lines.reduce(0) { $0 + $1.text.utf8.count + 1 })
    for (i, line) in lines.enumerated() {
      if i > 0 { result.append("\n") }
      result.append(line.text)
    }
    return result
  }

  var isEmpty: Bool { lines.count == 1 && lines[0].text.isEmpty }

  var endPosition: Position {
    Position(line: lines.count - 1, column: lines[lines.count - 1].text.utf8.count)
  }

  /// The length of `line` in UTF-8 code units.
  func length(ofLine line: Int) -> Int { lines[line].text.utf8.count }

  // MARK: Indices and boundaries

  /// The string index of `column` on `line` (which must be in range).
  func index(_ column: Int, onLine line: Int) -> String.Index {
    let utf8 = lines[line].text.utf8
    return utf8.index(utf8.startIndex, offsetBy: column)
  }

  func column(of index: String.Index, onLine line: Int) -> Int {
    let utf8 = lines[line].text.utf8
    return utf8.distance(from: utf8.startIndex, to: index)
  }

  /// `position` moved into the text and down to a grapheme boundary.
  func clamp(_ position: Position) -> Position {
    let line = min(max(0, position.line), lines.count - 1)
    let length = self.length(ofLine: line)
    let column = min(max(0, position.column), length)
    return Position(line: line, column: roundDown(column, onLine: line))
  }

  /// The grapheme boundary at or before `column`.
  func roundDown(_ column: Int, onLine line: Int) -> Int {
    let text = lines[line].text
    guard column > 0, column < text.utf8.count else { return column }
    var index = index(column, onLine: line)
    // Snap to a scalar boundary first, then to a grapheme boundary.
    index = text.unicodeScalars.index(before: text.unicodeScalars.index(after: index))
    if index.samePosition(in: text) != nil { return self.column(of: index, onLine: line) }
    return self.column(of: text.index(before: text.index(after: index)), onLine: line)
  }

  /// The grapheme boundary at or after `column`.
  func roundUp(_ column: Int, onLine line: Int) -> Int {
    let down = roundDown(column, onLine: line)
    guard down != column else { return column }
    return self.column(of: lines[line].text.index(after: index(down, onLine: line)), onLine: line)
  }

  /// The position one grapheme later, crossing line ends; nil at the end.
  func position(after position: Position) -> Position? {
    let text = lines[position.line].text
    if position.column >= text.utf8.count {
      return position.line + 1 < lines.count ? Position(line: position.line + 1, column: 0) : nil
    }
    let next = text.index(after: index(position.column, onLine: position.line))
    return Position(line: position.line, column: column(of: next, onLine: position.line))
  }

  /// The position one grapheme earlier, crossing line ends; nil at the start.
  func position(before position: Position) -> Position? {
    if position.column == 0 {
      return position.line > 0
        ? Position(line: position.line - 1, column: length(ofLine: position.line - 1)) : nil
    }
    let text = lines[position.line].text
    let previous = text.index(before: index(position.column, onLine: position.line))
    return Position(line: position.line, column: column(of: previous, onLine: position.line))
  }

  /// The start of the word before `position` (at a line start: the end of
  /// the line before).
  func wordStart(before position: Position) -> Position {
    if position.column == 0 { return self.position(before: position) ?? position }
    let text = lines[position.line].text
    let start = WordBoundaries.previousWordStart(
      in: text, from: index(position.column, onLine: position.line))
    return Position(line: position.line, column: column(of: start, onLine: position.line))
  }

  /// The start of the whitespace-delimited word before `position`, on its
  /// line (at a line start: the end of the line before), as Ctrl-W does.
  func spaceDelimitedWordStart(before position: Position) -> Position {
    if position.column == 0 { return self.position(before: position) ?? position }
    let start = WordBoundaries.previousSpaceDelimitedStart(
      in: lines[position.line].text, from: index(position.column, onLine: position.line))
    return Position(line: position.line, column: column(of: start, onLine: position.line))
  }

  /// The end of the word after `position` (at a line end: the start of the
  /// next line).
  func wordEnd(after position: Position) -> Position {
    let text = lines[position.line].text
    if position.column >= text.utf8.count { return self.position(after: position) ?? position }
    let end = WordBoundaries.nextWordEnd(in: text, from: index(position.column, onLine: position.line))
    return Position(line: position.line, column: column(of: end, onLine: position.line))
  }

  // MARK: Reading and editing

  /// The text between two positions, line ends as LF.
  func string(in range: Range<Position>) -> String {
    let lower = range.lowerBound
    let upper = range.upperBound
    if lower.line == upper.line {
      let text = lines[lower.line].text
      return String(text[index(lower.column, onLine: lower.line)..<index(upper.column, onLine: upper.line)])
    }
    var result = String(lines[lower.line].text[index(lower.column, onLine: lower.line)...])
    for line in (lower.line + 1)..<upper.line {
      result.append("\n")
      result.append(lines[line].text)
    }
    result.append("\n")
    result.append(contentsOf: lines[upper.line].text[..<index(upper.column, onLine: upper.line)])
    return result
  }

  /// Replaces the text in `range` with `text` (LF line ends) and returns
  /// where the inserted text ends. Only the lines touched lose their wrap.
  @discardableResult
  mutating func replace(_ range: Range<Position>, with text: String) -> Position {
    let lower = range.lowerBound
    let upper = range.upperBound
    let first = lines[lower.line].text
    let prefix = first[..<index(lower.column, onLine: lower.line)]
    let suffix = lines[upper.line].text[index(upper.column, onLine: upper.line)...]
    guard text.utf8.contains(0x0A) else {
      var line = String(prefix)
      line.append(text)
      let column = line.utf8.count
      line.append(contentsOf: suffix)
      lines[lower.line] = TextViewLine(line)
      if upper.line > lower.line { lines.removeSubrange((lower.line + 1)...upper.line) }
      return Position(line: lower.line, column: column)
    }
    let pieces = TextViewStorage.split(text)
    var head = String(prefix)
    head.append(pieces[0])
    var tail = pieces[pieces.count - 1]
    let column = tail.utf8.count
    tail.append(contentsOf: suffix)
    var replacement = [TextViewLine(head)]
    replacement.reserveCapacity(pieces.count)
    for piece in pieces[1..<(pieces.count - 1)] { replacement.append(TextViewLine(piece)) }
    replacement.append(TextViewLine(tail))
    lines.replaceSubrange(lower.line...upper.line, with: replacement)
    return Position(line: lower.line + pieces.count - 1, column: column)
  }

  /// Where text inserted at `start` ends.
  static func end(ofInserting text: String, at start: Position) -> Position {
    var newlines = 0
    var lastLineLength = 0
    for byte in text.utf8 {
      if byte == 0x0A {
        newlines += 1
        lastLineLength = 0
      } else {
        lastLineLength += 1
      }
    }
    return newlines == 0
      ? Position(line: start.line, column: start.column + lastLineLength)
      : Position(line: start.line + newlines, column: lastLineLength)
  }

  // MARK: Wrap cache

  /// The cached wrap of `line` when it was made for `width` and `tabWidth`.
  func cachedWrap(ofLine line: Int, width: Int, tabWidth: Int) -> TextViewWrap? {
    guard let wrap = lines[line].wrap, wrap.width == width, wrap.tabWidth == tabWidth else { return nil }
    return wrap
  }

  mutating func setWrap(_ wrap: TextViewWrap, ofLine line: Int) {
    lines[line].wrap = wrap
  }
}
