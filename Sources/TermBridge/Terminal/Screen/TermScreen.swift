internal import CNcurses
import Glibc

/// Errors from opening a screen.
public enum TermScreenError: Error, CustomStringConvertible, Equatable {
  /// ncurses is process-global: only one screen can be open at a time.
  case anotherScreenIsOpen
  /// ncurses does not know the terminal type.
  case unknownTerminal(String)
  /// The output could not be opened.
  case cannotOpenOutput(String)
  /// The terminal cannot move the cursor (no terminfo `cup`, as with
  /// `TERM=dumb`), so it cannot show a full-screen program.
  case noCursorAddressing(String)

  /// One line for the user: what went wrong and, where they can fix it, what to set.
  public var description: String {
    switch self {
    case .anotherScreenIsOpen:
      return "another TermBridge screen is already open in this process; close it first"
    case .unknownTerminal(let name):
      return
        "unknown terminal type '\(name)': set TERM to a type in the terminfo database (e.g. xterm-256color)"
    case .cannotOpenOutput(let why):
      return "cannot open the terminal output: \(why)"
    case .noCursorAddressing(let name):
      return
        "terminal type '\(name)' cannot move the cursor, so it cannot show a full-screen program; "
        + "set TERM to a full terminal's type (e.g. xterm-256color)"
    }
  }
}

/// A cell read back from a screen: what the terminal shows there.
public struct ScreenCell: Equatable, Sendable {
  /// The grapheme drawn in the cell; empty for the right half of a wide one.
  public var text: String
  /// 1 or 2 for the cell a glyph starts in, 0 for the right half of a wide glyph.
  public var width: Int
  /// The colours and attributes the cell is drawn with.
  public var style: TermStyle

  /// A cell showing `text`, `width` columns wide, in `style`.
  package init(text: String, width: Int, style: TermStyle) {
    self.text = text
    self.width = width
    self.style = style
  }
}

/// A screen: the real terminal of a running app (ncurses), a headless
/// ncurses one for tests of what ncurses draws and sends, or an in-memory
/// one for tests of views. Everything TermBridge draws ends up in one of these.
///
/// ncurses is process-global, so one ncurses screen is open at a time; close
/// it (or let ``withHeadless(width:height:noColor:_:)`` do it) before opening
/// another. In-memory screens (``inMemory(width:height:noColor:)``) use no
/// ncurses and no global state: any number can be open, in parallel tests.
@MainActor
public final class TermScreen {
  /// The screen that is open, if any.
  public private(set) static weak var current: TermScreen?

  /// The size in cells: the terminal's (at most `maximumSize`), or the one given to a headless screen.
  /// `resize(to:)` changes it.
  public internal(set) var size: Size
  /// The whole screen, from (0, 0) to `size`.
  public var bounds: Rect { Rect(origin: .zero, size: size) }
  /// Where the terminal cursor is shown after the next frame; nil hides it.
  public var cursorPosition: Point?
  /// Wrap each frame in synchronized-output markers (mode 2026).
  public var usesSynchronizedOutput = false
  /// Send the links drawn with ``TermCanvas/drawLink(_:url:at:style:)`` as
  /// OSC 8 hyperlinks; when false they are underlined text only. Set it
  /// before drawing.
  public var usesHyperlinks = false

  /// Whether box-drawing characters (U+2500–U+257F: borders, dividers,
  /// tree lines) are drawn as ASCII: `-` for horizontal lines, `|` for
  /// vertical ones, `+` for corners and crossings. A screen reader reads
  /// these as "dash" or not at all, where it would say "box drawings light
  /// horizontal" for each cell of a line. The screen-reader mode of
  /// `TermApplication` turns it on; it applies to what is drawn afterwards.
  public var usesPlainLineDrawing = false
  /// The hyperlink bytes sent after the last frame, to send them again
  /// only when the links or their cells change.
  var lastHyperlinkOutput: [String] = []
  /// The next frame repaints everything, so every link is sent again.
  var hyperlinksNeedResend = false
  /// How many frames (`doupdate` calls) this screen has sent.
  public internal(set) var frameCount = 0
  /// Whether the screen is headless (made by `headless(width:height:noColor:)`
  /// or `inMemory(width:height:noColor:)`): it draws into a temporary file or
  /// into memory instead of a terminal, for tests to read back.
  public let isHeadless: Bool
  /// Whether the screen is in memory (made by `inMemory(width:height:noColor:)`):
  /// no ncurses, no bytes written; cells are composed and read back directly.
  public var isInMemory: Bool { curses == nil }
  /// The terminal type ncurses was started with.
  public let terminalName: String

  let palette: ColorPalette
  /// The ncurses screen and its streams; nil for an in-memory screen.
  let curses: CursesTerminal?
  var isOpen = true
  private var cursorVisible: Bool?
  var renderedCursorPosition: Point?
  /// Draws the frame the screen's application has pending, if any (set by
  /// the application): what a snapshot check runs first, so it never reads
  /// a screen that was not drawn yet.
  package var drawPendingFrame: (@MainActor () -> Void)?
  var windows: [ObjectIdentifier: Weak] = [:]
  /// An in-memory screen's windows, bottom to top, and the cells they
  /// composed in the last frame.
  var memory = MemoryScreen()
  /// An inline screen's renderer: it writes each in-memory frame to the
  /// terminal's main screen (see ``TermScreen/inline(width:height:terminalName:noColor:output:)``).
  package internal(set) var inlineRenderer: InlineRenderer?
  /// Text printed with ``printAbove(_:)`` on a full-screen or test screen,
  /// kept for the session to write to the main screen when it ends.
  package internal(set) var textPrintedOutsideInline: [String] = []
  /// An inline screen that is as tall as its content: the most rows it
  /// may take (``TermApplication`` sizes it before each frame); nil when
  /// its height is fixed or it is not inline.
  package var inlineContentHeightLimit: Int?
  /// Called after each inline frame was written (the session re-arms its
  /// crash restore, which depends on where the cursor is).
  package var didSendInlineFrame: (@MainActor () -> Void)?

  struct Weak {
    weak var window: CursesWindow?
  }

  /// What ncurses holds for a screen.
  struct CursesTerminal {
    let screen: OpaquePointer
    let output: UnsafeMutablePointer<FILE>
    let input: UnsafeMutablePointer<FILE>
    let closesFiles: Bool
  }

  /// Starts ncurses on the given streams.
  init(
    terminalName: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
    headless: Bool, closesFiles: Bool, noColor: Bool
  ) throws(TermScreenError) {
    if let current = TermScreen.current, current.isOpen {
      if closesFiles {
        fclose(output)
        fclose(input)
      }
      throw .anotherScreenIsOpen
    }
    TerminalLocale.ensureUTF8()
    let limit = TermScreen.limitStartingSize(of: output)
    defer { limit.restore() }
    guard let screen = newterm(terminalName, output, input) else {
      if closesFiles {
        fclose(output)
        fclose(input)
      }
      throw .unknownTerminal(terminalName)
    }
    set_term(screen)
    guard tb_has_cursor_addressing() != 0 else {
      endwin()
      delscreen(screen)
      if closesFiles {
        fclose(output)
        fclose(input)
      }
      throw .noCursorAddressing(terminalName)
    }
    TermScreen.sendFramesAsOneWrite()
    self.curses = CursesTerminal(screen: screen, output: output, input: input, closesFiles: closesFiles)
    self.isHeadless = headless
    self.terminalName = terminalName
    self.palette = ColorPalette(noColor: noColor)
    if let standard = tb_stdscr() { tb_set_blank_pair(standard, palette.defaultPair) }
    self.size = Size(width: Int(tb_cols()), height: Int(tb_lines()))
    noecho()
    raw()
    nonl()
    TermScreen.current = self
  }

  /// An in-memory screen of `size` (see ``inMemory(width:height:noColor:)``).
  init(inMemorySize size: Size, noColor: Bool, terminalName: String = "xterm-256color", headless: Bool = true)
  {
    // The width of a character (`wcwidth`) depends on the locale.
    TerminalLocale.ensureUTF8()
    curses = nil
    isHeadless = headless
    self.terminalName = terminalName
    palette = ColorPalette(inMemoryColorCount: noColor ? 0 : 256)
    self.size = TermScreen.clamped(size)
    memory.shown = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  /// Makes each frame one `write` instead of one per cursor jump.
  ///
  /// ncurses (6.4) flushes its output after every cursor move it makes
  /// inside `doupdate` while the screen is still in its initial state, and
  /// only a resume from `endwin` leaves that state: a frame that redraws 27
  /// list rows was 60 system calls (and as many wake-ups of the terminal).
  /// So the screen is suspended and resumed once, before anything is drawn
  /// and before colours start (a resume with colours on would also reset
  /// the terminal's palette). The terminal sees the alternate screen left
  /// and entered again in the same instant.
  private static func sendFramesAsOneWrite() {
    endwin()
    doupdate()
  }

  /// A screen of any size that needs no terminal, for tests and benchmarks.
  /// Uses `xterm-256color`, so colours are the 256-colour palette.
  ///
  /// A headless screen ignores the `NO_COLOR` environment variable so that
  /// tests give the same screens everywhere; pass `noColor: true` to see
  /// what a `NO_COLOR` user sees (attributes, no colours).
  public static func headless(
    width: Int, height: Int, noColor: Bool = false
  ) throws(TermScreenError) -> TermScreen {
    guard let output = tmpfile() else { throw .cannotOpenOutput(String(cString: strerror(errno))) }
    guard let input = fopen("/dev/null", "r") else {
      fclose(output)
      throw .cannotOpenOutput(String(cString: strerror(errno)))
    }
    let screen = try TermScreen(
      terminalName: "xterm-256color", output: output, input: input, headless: true,
      closesFiles: true, noColor: noColor)
    screen.resize(to: Size(width: width, height: height))
    return screen
  }

  /// Opens a headless screen, runs `body` with it and closes it, however
  /// `body` ends.
  public static func withHeadless<R>(
    width: Int, height: Int, noColor: Bool = false, _ body: (TermScreen) throws -> R
  ) throws -> R {
    let screen = try headless(width: width, height: height, noColor: noColor)
    defer { screen.close() }
    return try body(screen)
  }

  /// A screen nobody closed is closed when it goes away, so the next one
  /// can open (ncurses allows one at a time).
  isolated deinit {
    close()
  }

  /// Ends ncurses for this screen (if it has one) and frees it. Safe to call twice.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    closeMemoryWindows()
    for entry in windows.values { entry.window?.close() }
    windows.removeAll()
    guard let curses else { return }
    set_term(curses.screen)
    endwin()
    delscreen(curses.screen)
    if curses.closesFiles {
      fclose(curses.output)
      fclose(curses.input)
    }
    if TermScreen.current === self { TermScreen.current = nil }
  }

  /// The largest screen TermBridge draws: 2,048 columns by 1,024 rows. A
  /// terminal that reports more (a size of 65535x65535 is possible) is
  /// drawn in its top-left 2,048 x 1,024 cells; ncurses would otherwise try
  /// to allocate gigabytes for its buffers and crash when that fails.
  public static let maximumSize = Size(width: 2048, height: 1024)

  /// `size` limited to at least 1x1 and at most ``maximumSize``.
  static func clamped(_ size: Size) -> Size {
    Size(
      width: min(max(1, size.width), maximumSize.width), height: min(max(1, size.height), maximumSize.height))
  }

  /// Sets the screen size (a headless screen's, or after the terminal
  /// resized), limited to ``maximumSize``.
  public func resize(to newSize: Size) {
    let clamped = TermScreen.clamped(newSize)
    guard curses != nil else {
      resizeMemory(to: clamped)
      return
    }
    resizeterm(Int32(clamped.height), Int32(clamped.width))
    size = Size(width: Int(tb_cols()), height: Int(tb_lines()))
    for entry in windows.values { entry.window?.screenDidResize() }
  }

  /// A new window above the existing ones: an ncurses window with its own
  /// panel, or an in-memory one on an in-memory screen.
  package func makeWindow(frame: Rect) -> ScreenSurface {
    guard curses != nil else { return .cells(makeMemoryWindow(frame: frame)) }
    let window = CursesWindow(screen: self, frame: frame)
    windows[ObjectIdentifier(window)] = Weak(window: window)
    return .curses(window)
  }

  /// Stops keeping track of a closed window.
  package func forget(_ window: ScreenSurface) {
    switch window {
    case .curses(let window): windows[ObjectIdentifier(window)] = nil
    case .cells(let buffer): forgetMemoryWindow(buffer)
    }
  }

  /// Sends one frame: everything drawn since the last one, as one `doupdate`.
  public func render() {
    guard isOpen else { return }
    guard let curses else {
      renderMemory()
      if let inlineRenderer {
        inlineRenderer.usesSynchronizedOutput = usesSynchronizedOutput
        inlineRenderer.render(cells: memory.shown, size: size, cursor: renderedCursorPosition)
        didSendInlineFrame?()
      }
      return
    }
    update_panels()
    if let cursor = cursorPosition, bounds.contains(cursor) {
      tb_setsyx(Int32(cursor.y), Int32(cursor.x))
      setCursorVisible(true)
      renderedCursorPosition = cursor
    } else {
      renderedCursorPosition = nil
      tb_setsyx(-1, -1)
      setCursorVisible(false)
    }
    if usesSynchronizedOutput { tb_put_in_frame(curses.screen, "\u{1B}[?2026h") }
    let linkCellsChange = usesHyperlinks && hyperlinkCellsWillChange()
    doupdate()
    if usesHyperlinks { sendHyperlinks(force: linkCellsChange) }
    if usesSynchronizedOutput {
      tb_put_in_frame(curses.screen, "\u{1B}[?2026l")
      tb_flush()
    }
    frameCount += 1
  }

  /// Forces the next frame to repaint the whole terminal (after a resume).
  public func invalidateAll() {
    guard curses != nil else {
      inlineRenderer?.invalidate()
      return
    }
    clearok(tb_curscr(), true)
    hyperlinksNeedResend = true
    for entry in windows.values { entry.window?.touchAll() }
  }

  /// Bytes written to the output so far (headless screens and files only;
  /// always 0 in memory).
  public var bytesWritten: Int {
    guard let output = curses?.output else { return 0 }
    fflush(output)
    return Int(ftell(output))
  }

  /// The bytes ncurses has written to the output from byte `offset` on (a
  /// value of ``bytesWritten``): what a terminal would have been sent.
  /// Headless screens (and files) only; empty once the screen is closed,
  /// and always empty in memory.
  public func writtenBytes(from offset: Int = 0) -> [UInt8] {
    guard isOpen, let output = curses?.output else { return [] }
    fflush(output)
    let end = Int(ftell(output))
    guard end > offset, offset >= 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: end - offset)
    let count = bytes.withUnsafeMutableBytes { buffer in
      pread(fileno(output), buffer.baseAddress, buffer.count, off_t(offset))
    }
    return Array(bytes.prefix(max(0, count)))
  }

  func setCursorVisible(_ visible: Bool) {
    guard cursorVisible != visible else { return }
    cursorVisible = visible
    curs_set(visible ? 1 : 0)
  }

  func attributes(for style: TermStyle) -> attr_t {
    var attrs = tb_a_normal()
    let a = style.attributes
    if a.contains(.bold) { attrs |= tb_a_bold() }
    if a.contains(.dim) { attrs |= tb_a_dim() }
    if a.contains(.italic) { attrs |= tb_a_italic() }
    if a.contains(.underline) { attrs |= tb_a_underline() }
    if a.contains(.reverse) { attrs |= tb_a_reverse() }
    if a.contains(.blink) { attrs |= tb_a_blink() }
    return attrs
  }

  func textAttributes(from attrs: attr_t) -> TextAttributes {
    var result: TextAttributes = []
    if attrs & tb_a_bold() != 0 { result.insert(.bold) }
    if attrs & tb_a_dim() != 0 { result.insert(.dim) }
    if attrs & tb_a_italic() != 0 { result.insert(.italic) }
    if attrs & tb_a_underline() != 0 { result.insert(.underline) }
    if attrs & tb_a_reverse() != 0 { result.insert(.reverse) }
    if attrs & tb_a_blink() != 0 { result.insert(.blink) }
    return result
  }

  // MARK: Reading back

  /// The cell at `point` as the terminal shows it after the last frame.
  public func cell(at point: Point) -> ScreenCell {
    guard isOpen, bounds.contains(point) else { return ScreenCell(text: " ", width: 1, style: .plain) }
    return cells(inRow: point.y)[point.x]
  }

  /// One row's cells, left to right; a wide glyph's right half has width 0.
  public func cells(inRow y: Int) -> [ScreenCell] {
    guard isOpen, y >= 0, y < size.height else { return [] }
    var result: [ScreenCell] = []
    result.reserveCapacity(size.width)
    var x = 0
    while x < size.width {
      let (raw, style) = readCell(Point(x: x, y: y))
      guard let first = raw.first else {
        result.append(ScreenCell(text: " ", width: 1, style: style))
        x += 1
        continue
      }
      // Two regional indicators in adjacent cells are one 2-cell flag.
      if CellGlyph.isRegionalIndicator(first), raw.count == 1, x + 1 < size.width {
        let (next, _) = readCell(Point(x: x + 1, y: y))
        if next.count == 1, CellGlyph.isRegionalIndicator(next[0]) {
          result.append(ScreenCell(text: string(raw + next), width: 2, style: style))
          result.append(ScreenCell(text: "", width: 0, style: style))
          x += 2
          continue
        }
      }
      let width = max(1, CellGlyph.scalarWidth(first))
      result.append(ScreenCell(text: string(raw), width: width, style: style))
      if width == 2 && x + 1 < size.width {
        result.append(ScreenCell(text: "", width: 0, style: style))
      }
      x += width
    }
    return Array(result.prefix(size.width))
  }

  /// The screen's rows as text (wide glyphs once, right halves skipped).
  public func rows() -> [String] {
    (0..<size.height).map { y in
      cells(inRow: y).reduce(into: "") { line, cell in line += cell.text }
    }
  }

  /// Where the terminal cursor is after the last frame, nil when hidden.
  public var renderedCursor: Point? { renderedCursorPosition }

  /// The code points and style of a shown cell: read from ncurses, or from
  /// the cells an in-memory screen composed.
  private func readCell(_ point: Point) -> ([UInt32], TermStyle) {
    guard curses != nil else { return memoryCell(at: point) }
    let (raw, attrs, pair) = readRaw(point)
    let colors = palette.colors(ofPair: pair)
    return (
      raw,
      TermStyle(
        foreground: colors.foreground, background: colors.background, attributes: textAttributes(from: attrs))
    )
  }

  func readRaw(_ point: Point) -> ([UInt32], attr_t, Int32) {
    var chars = [wchar_t](repeating: 0, count: Int(tb_cchar_max()))
    var attrs: attr_t = 0
    var pair: Int32 = 0
    let n = tb_read_cell(tb_curscr(), Int32(point.y), Int32(point.x), &chars, &attrs, &pair)
    if n <= 0 { return ([], attrs, pair) }
    return (chars.prefix(Int(n)).map { UInt32(bitPattern: $0) }, attrs, pair)
  }

  private func string(_ scalars: [UInt32]) -> String {
    var s = String.UnicodeScalarView()
    for v in scalars { if let u = Unicode.Scalar(v) { s.append(u) } }
    return String(s)
  }
}

extension TermScreen {
  /// A terminal larger than ``maximumSize`` starts at the maximum: ncurses
  /// takes its first size from `LINES` and `COLUMNS` when they are set, so
  /// they are set for the call to `newterm` and put back after it.
  fileprivate static func limitStartingSize(of output: UnsafeMutablePointer<FILE>) -> EnvironmentOverride {
    var rows: Int32 = 0
    var cols: Int32 = 0
    guard tb_window_size(fileno(output), &rows, &cols) == 0 else { return EnvironmentOverride([:]) }
    let size = Size(width: Int(cols), height: Int(rows))
    let limited = clamped(size)
    guard limited != size, rows > 0, cols > 0 else { return EnvironmentOverride([:]) }
    return EnvironmentOverride(["LINES": "\(limited.height)", "COLUMNS": "\(limited.width)"])
  }
}

/// Environment variables set for a while, then put back as they were.
private struct EnvironmentOverride {
  private let previous: [String: String?]

  init(_ values: [String: String]) {
    var previous: [String: String?] = [:]
    for (name, value) in values {
      previous[name] = EnvironmentVariables.process[name]
      setenv(name, value, 1)
    }
    self.previous = previous
  }

  func restore() {
    for (name, value) in previous {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
  }
}
