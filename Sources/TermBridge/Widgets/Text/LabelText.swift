import TermBridgeTerminal

/// Read-only text laid out as a label lays it out: wrapped by display width
/// when its space is narrower than the text, limited to a number of lines,
/// the last one truncated with an ellipsis when more text follows, each
/// line placed by the alignment, stretches drawn in styles of their own.
///
/// A ``TermLabel`` draws one. A table row of text cells
/// (``TermTableTextRow``) draws one per column, so a cell's text looks as a
/// label would show it without a view of its own. It keeps what a frame
/// reads: each paragraph's width (measured once per text) and the last
/// wrap (per width).
///
/// A class, with internal stored properties each read and written in one
/// step (arrays taken out, changed and put back): in a release build the
/// compiler then proves that no access overlaps another and checks none
/// at run time (ARCHITECTURE.md, "Memory safety"), as it did when these
/// were the label's own properties.
@MainActor
package final class LabelText {
  /// The text shown; `\n` starts a new line. Set with ``setText(_:)``,
  /// which measures it.
  private(set) var text: String
  /// The colours and attributes the text is drawn with.
  var style: TermStyle
  /// How each line is placed across the width it is drawn in.
  var alignment = TextAlignment.leading
  /// The most lines to show; 0 means as many as fit.
  var numberOfLines = 1
  /// Where a line too long for its width loses characters.
  var truncationMode = TextLayout.TruncationMode.tail
  /// Stretches drawn in styles of their own, laid over ``style``.
  var runs: [TermLabel.Run] = []

  private var paragraphs: [Substring] = [""]
  /// The display width of each paragraph, measured once per text.
  private var paragraphWidths: [Int] = [0]
  private var naturalWidth = 0
  private var wrapCache: (width: Int, lines: [String])?

  /// `text` in `style`, on one line (set ``numberOfLines`` for more).
  package init(text: String = "", style: TermStyle = .plain) {
    self.text = text
    self.style = style
    measureParagraphs()
  }

  /// Shows `newText`, measured; false (and nothing done) when it is the
  /// text shown already.
  @discardableResult
  func setText(_ newText: String) -> Bool {
    guard newText != text else { return false }
    text = newText
    measureParagraphs()
    return true
  }

  private func measureParagraphs() {
    // The arrays keep their storage from one text to the next (a cell
    // shows text after text as its rows scroll): taken out, so that they
    // are changed in place, and put back.
    var paragraphs = self.paragraphs
    var widths = paragraphWidths
    self.paragraphs = []
    paragraphWidths = []
    paragraphs.removeAll(keepingCapacity: true)
    widths.removeAll(keepingCapacity: true)
    // Most labels are one line: finding no newline byte is far cheaper
    // than splitting by characters.
    if LabelText.containsNewline(text) {
      paragraphs += text.split(separator: "\n", omittingEmptySubsequences: false)
    } else {
      paragraphs.append(text[...])
    }
    // Loops, not `map`: a main-actor closure handed to the standard
    // library checks the executor each time it runs.
    var widest = 0
    for paragraph in paragraphs {
      let width = DisplayWidth.of(paragraph)
      widths.append(width)
      widest = max(widest, width)
    }
    self.paragraphs = paragraphs
    paragraphWidths = widths
    naturalWidth = widest
    wrapCache = nil
  }

  /// What a label shows and how, without the measurements: what a `Text`
  /// resolves to in its environment.
  package struct Content {
    /// The text; `\n` starts a new line.
    package var text: String
    /// The colours and attributes the text is drawn with.
    package var style: TermStyle
    /// Stretches drawn in styles of their own, laid over ``style``.
    package var runs: [TermLabel.Run]
    /// How each line is placed across the width it is drawn in.
    package var alignment: TextAlignment
    /// The most lines to show; 0 means as many as fit.
    package var numberOfLines: Int
    /// Where a line too long for its width loses characters.
    package var truncationMode: TextLayout.TruncationMode

    /// The content, field by field.
    package init(
      text: String, style: TermStyle, runs: [TermLabel.Run], alignment: TextAlignment, numberOfLines: Int,
      truncationMode: TextLayout.TruncationMode
    ) {
      self.text = text
      self.style = style
      self.runs = runs
      self.alignment = alignment
      self.numberOfLines = numberOfLines
      self.truncationMode = truncationMode
    }
  }

  /// Shows `content` (the text measured again only when it is new), and
  /// says what that changes for a view showing it.
  package func apply(_ content: Content) -> Change {
    var change = Change.none
    if setText(content.text) || content.numberOfLines != numberOfLines {
      change = .size
    } else if content.style != style || content.alignment != alignment
      || content.truncationMode != truncationMode
      || content.runs != runs
    {
      change = .drawing
    }
    guard change != .none else { return .none }
    style = content.style
    runs = content.runs
    alignment = content.alignment
    numberOfLines = content.numberOfLines
    truncationMode = content.truncationMode
    return change
  }

  /// How much a change of a ``LabelText`` changes what shows it.
  package enum Change: Comparable {
    /// Nothing.
    case none
    /// How it is drawn, not its size.
    case drawing
    /// Its size, and how it is drawn.
    case size
  }

  /// Whether `text` has a line feed: its bytes searched in place (the
  /// standard library's generic search reads a byte at a time through an
  /// iterator).
  private nonisolated static func containsNewline(_ text: String) -> Bool {
    let newline = UInt8(ascii: "\n")
    return text.utf8.withContiguousStorageIfAvailable { $0.contains(newline) } ?? text.utf8.contains(newline)
  }

  private var lineLimit: Int { numberOfLines > 0 ? numberOfLines : Int.max }

  /// Whether the text shows as it is, one line per paragraph, in `width`
  /// by `height`: what a label mostly does, known without measuring.
  private func fitsUnwrapped(width: Int, height: Int) -> Bool {
    width >= naturalWidth && paragraphs.count <= min(height, lineLimit)
  }

  /// The widest line by the height of the text's lines (up to the limit).
  var intrinsicSize: Size { Size(width: naturalWidth, height: min(paragraphs.count, lineLimit)) }

  /// The size the lines drawn in `size` take.
  func sizeThatFits(_ size: Size) -> Size {
    if text.isEmpty || size.width <= 0 { return .zero }
    if fitsUnwrapped(width: size.width, height: max(1, size.height)) {
      return Size(width: naturalWidth, height: paragraphs.count)
    }
    let lines = visibleLines(width: size.width, height: max(1, size.height))
    var width = 0
    for line in lines { width = max(width, DisplayWidth.of(line)) }
    return Size(width: min(width, size.width), height: lines.count)
  }

  /// The lines drawn in `width` x `height`: wrapped, limited, and the last
  /// one truncated with an ellipsis when more text follows.
  func visibleLines(width: Int, height: Int) -> [String] {
    if fitsUnwrapped(width: width, height: height) { return paragraphs.map(String.init) }
    let limit = min(height, lineLimit)
    var lines = wrapped(toWidth: max(1, width))
    if lines.count > limit {
      let last = max(0, limit - 1)
      // Cut at the head or in the middle, a one-line paragraph loses
      // characters from the text itself, not from its wrapped lines.
      let rest =
        truncationMode != .tail && last == 0 && paragraphs.count == 1
        ? text : lines[last...].joined(separator: " ")
      lines = Array(lines[..<last]) + [TextLayout.truncate(rest, toWidth: width, mode: truncationMode)]
    }
    let mode = truncationMode
    return lines.map {
      DisplayWidth.of($0) > width ? TextLayout.truncate($0, toWidth: width, mode: mode) : $0
    }
  }

  private func wrapped(toWidth width: Int) -> [String] {
    if width >= naturalWidth { return paragraphs.map(String.init) }
    if let cache = wrapCache, cache.width == width { return cache.lines }
    let lines = TextLayout.wrap(text, toWidth: max(1, width))
    wrapCache = (width, lines)
    return lines
  }

  /// Draws the lines that fit `canvas`, from its top-left corner.
  func draw(in canvas: TermCanvas) {
    let width = canvas.size.width
    guard width > 0, canvas.size.height > 0 else { return }
    if !runs.isEmpty {
      drawRuns(in: canvas)
      return
    }
    if fitsUnwrapped(width: width, height: canvas.size.height) {
      for row in paragraphs.indices {
        draw(paragraphs[row], width: paragraphWidths[row], row: row, in: canvas)
      }
      return
    }
    for (row, shown) in visibleLines(width: width, height: canvas.size.height).enumerated() {
      draw(shown[...], width: DisplayWidth.of(shown), row: row, in: canvas)
    }
  }

  private func lineStart(width lineWidth: Int, in canvas: TermCanvas) -> Int {
    switch alignment {
    case .leading: return 0
    case .center: return max(0, (canvas.size.width - lineWidth) / 2)
    case .trailing: return max(0, canvas.size.width - lineWidth)
    }
  }

  private func draw(_ line: Substring, width lineWidth: Int, row: Int, in canvas: TermCanvas) {
    canvas.draw(line, at: Point(x: lineStart(width: lineWidth, in: canvas), y: row), style: style)
  }

  /// Draws the lines with the runs' styles: each line is found in the text
  /// from where the previous one ended (wrapping drops the spaces at a
  /// break; an ellipsis is not in the text and takes the label's style).
  private func drawRuns(in canvas: TermCanvas) {
    let characters = Array(text)
    var runOf = [Int](repeating: -1, count: characters.count)
    for (index, run) in runs.enumerated() {
      for offset in run.range.clamped(to: 0..<characters.count) { runOf[offset] = index }
    }
    var cursor = 0
    let lines = visibleLines(width: canvas.size.width, height: canvas.size.height)
    for (row, line) in lines.enumerated() {
      let lineCharacters = Array(line)
      while cursor < characters.count, characters[cursor] != lineCharacters.first,
        characters[cursor].isWhitespace || characters[cursor].isNewline
      {
        cursor += 1
      }
      var x = lineStart(width: DisplayWidth.of(line), in: canvas)
      var segment = ""
      var segmentRun = -2
      func flush() {
        guard !segment.isEmpty else { return }
        let point = Point(x: x, y: row)
        if segmentRun >= 0 {
          let run = runs[segmentRun]
          let runStyle = style.merging(run.style)
          if let link = run.link {
            x += canvas.drawLink(segment, url: link, at: point, style: runStyle)
          } else {
            x += canvas.draw(segment, at: point, style: runStyle)
          }
        } else {
          x += canvas.draw(segment, at: point, style: style)
        }
        segment = ""
      }
      for character in lineCharacters {
        var run = -1
        if cursor < characters.count, characters[cursor] == character {
          run = runOf[cursor]
          cursor += 1
        }
        if run != segmentRun { flush() }
        segmentRun = run
        segment.append(character)
      }
      flush()
    }
  }
}
