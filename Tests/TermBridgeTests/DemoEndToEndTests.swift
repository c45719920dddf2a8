import Foundation
import Testing

/// End to end: the built TermDemo at 100,000 items in a real terminal (a
/// private tmux server, 100x30), driven by keys and read back with
/// `capture-pane`: search, list selection, wide characters in the editor,
/// a resize, and Ctrl-Q, after which the terminal must be restored and the
/// notes saved. Once per mode; the steps build on each other, so each mode
/// is one test.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct DemoEndToEndTests {
  enum Mode: String, CaseIterable, Sendable {
    case declarative, imperative, hosted
  }

  /// Typed into the editor after the note's first line: wide CJK, a narrow
  /// symbol and a wide emoji, then an ASCII marker whose column shows
  /// whether anything before it was measured wrong.
  static let wideText = "日本語 ✓ 👍"
  static let marker = "|END"
  /// Terminal columns of `wideText`: 6 + 1 + 1 + 1 + 2.
  static let wideTextColumns = 11

  @Test(arguments: Mode.allCases)
  func scenario(mode: Mode) async throws {
    let run = try DemoRun(name: "e2e-\(mode.rawValue)")
    defer { run.tearDown() }
    let notes = run.path("notes.json")
    try run.start(
      script: run.demoScript(arguments: "--items 100000 --notes \(notes) --mode \(mode.rawValue)"))
    let first = try await run.screen(until: "the first frame") {
      $0.rows.count > 2 && $0.rows[2].contains("item 000000 alpha")
        && $0.statusLine?.hasPrefix(" [search] item 000000 alpha | 100000 matches") == true
    }
    #expect(first.rows.count == 30)
    #expect(first.rows.last?.contains("Ctrl-Q Quit") == true, "the key hints bar: '\(first.rows.last ?? "")'")
    #expect(first.rows[0].hasPrefix("⌕ Search items") && first.rows[0].hasSuffix("100000 matches"))

    try await search(run)
    try await moveSelection(run)
    let editorColumn = try await typeWideCharacters(run, width: 100)
    try await resize(run, editorColumnBefore: editorColumn, mode: mode)
    try await quit(run, notesPath: notes)
  }

  /// The width table the checks below count columns with is tmux's.
  @Test func widthsAreTheTerminals() {
    #expect(TerminalWidth.columns(of: Self.wideText[...]) == Self.wideTextColumns)
    #expect(TerminalWidth.columns(of: "item 000002 charlie 急┃│"[...]) == 24)
  }

  /// Types `harlie` key by key: the 3,125 "charlie" items, from item 2.
  private func search(_ run: DemoRun) async throws {
    for character in "harlie" { try run.send(literal: String(character)) }
    let screen = try await run.screen(until: "the search results") {
      $0.rows.first?.hasPrefix("⌕ harlie") == true && $0.rows.first?.hasSuffix("3125 matches") == true
        && $0.statusLine?.contains("item 000002 charlie | 3125 matches") == true
    }
    #expect(!screen.contains("item 000000"), "unmatched items still shown:\n\(screen)")
    #expect(screen.rows[2].contains("item 000002 charlie"), "first match not on the first list row")
    #expect(screen.statusLine?.contains("item 000002 charlie | 3125 matches") == true)
  }

  /// Down ×10 selects the 11th match, item 322: the status bar names it and
  /// its list row (and only its row) is in reverse video.
  private func moveSelection(_ run: DemoRun) async throws {
    try run.send(keys: Array(repeating: "Down", count: 10))
    try await run.screen(until: "item 000322 in the status bar") {
      $0.statusLine?.hasPrefix(" [search] item 000322 charlie") == true
    }
    let styled = try run.capture(styled: true)
    let reversedRows = styled.rows.indices.dropFirst(2).dropLast(2).filter { row in
      styled.reverse[row].contains(true)
    }
    #expect(reversedRows.count == 1, "reverse rows \(reversedRows) in the list:\n\(styled)")
    if let row = reversedRows.first {
      let text = styled.rows[row]
      #expect(text.contains("item 000322 charlie"), "selected row is '\(text)'")
      let title = try #require(text.range(of: "item 000322"))
      let offset = text.distance(from: text.startIndex, to: title.lowerBound)
      #expect(styled.reverse[row][offset], "the selected title is not in reverse video")
    }
  }

  /// Tab into the editor, type wide characters and a marker after them.
  /// The marker must start `wideTextColumns` after the editor's left edge
  /// (the note's first line), and the cursor must stand right after it: the
  /// toolkit's widths agree with the terminal's. Returns the edge.
  private func typeWideCharacters(_ run: DemoRun, width: Int) async throws -> Int {
    try run.send(keys: ["Tab"])
    try await run.screen(until: "focus in the editor") { $0.statusLine?.hasPrefix(" [editor]") == true }
    try run.send(literal: Self.wideText)
    try run.send(literal: Self.marker)
    return try await checkEditor(run, width: width)
  }

  /// Checks the note (its heading, the typed row and the cursor) on a
  /// screen `width` columns wide, and returns the editor's left column.
  private func checkEditor(_ run: DemoRun, width: Int) async throws -> Int {
    let typed = Self.wideText + Self.marker
    let screen = try await run.screen(until: "the typed text in the editor") { $0.contains(typed) }
    let headingRow = try #require(screen.row(containing: "# item 000322 charlie"))
    let editorColumn = try #require(screen.column(of: "# item 000322 charlie", inRow: headingRow))
    #expect(editorColumn > width / 3 && editorColumn < width * 2 / 3, "editor at column \(editorColumn)")
    let textRow = try #require(screen.row(containing: typed))
    #expect(textRow == headingRow + 1)
    #expect(screen.column(of: Self.wideText, inRow: textRow) == editorColumn)
    let markerColumn = try #require(screen.column(of: Self.marker, inRow: textRow))
    #expect(markerColumn == editorColumn + Self.wideTextColumns, "marker shifted:\n\(screen)")
    #expect(screen.rows[textRow].hasSuffix(typed), "text after the marker: '\(screen.rows[textRow])'")
    #expect(screen.displayWidth(ofRow: textRow) <= width)
    let expectedCursor = (x: markerColumn + Self.marker.count, y: textRow)
    let cursor = try await run.poll(until: { $0 == expectedCursor }) { try run.tmux.cursor() }
    #expect(cursor == expectedCursor, "cursor at \(cursor), expected \(expectedCursor)")
    return editorColumn
  }

  /// 100x30 → 80x24: the whole screen is laid out again for the new size.
  private func resize(_ run: DemoRun, editorColumnBefore: Int, mode: Mode) async throws {
    try run.tmux.run(["resize-window", "-t", run.session, "-x", "80", "-y", "24"])
    let screen = try await run.screen(until: "the 80x24 layout") {
      $0.rows.count == 24 && $0.statusLine?.hasPrefix(" [editor] item 000322 charlie") == true
        && $0.rows.first?.hasSuffix("3125 matches") == true
    }
    // Search row right-aligned to the new width, divider across it.
    #expect(screen.displayWidth(ofRow: 0) == 80, "search row: '\(screen.rows[0])'")
    #expect(screen.rows[1].count == 80 && screen.rows[1].allSatisfy { "─┬".contains($0) })
    // The list/editor divider in one column on every body row; no row wider
    // than the screen; the status bar once, above the key hints bar.
    let bodyRows = 2..<22
    let offDivider = bodyRows.filter { screen.character(atColumn: 40, inRow: $0) != "│" }
    #expect(offDivider.isEmpty, "no divider at column 40 in rows \(offDivider):\n\(screen)")
    for row in screen.rows.indices {
      #expect(screen.displayWidth(ofRow: row) <= 80, "row \(row) too wide: '\(screen.rows[row])'")
    }
    #expect(screen.rows.filter { $0.contains("3125 matches |") }.count == 1)
    #expect(screen.rows[2].contains("item 000002"))
    let listRows = bodyRows.map { screen.rows[$0] }.filter { $0.contains("item 0") }
    #expect(listRows.count == bodyRows.count, "list rows:\n\(screen)")
    // Titles that fit are not cut (stacks size spacers last).
    #expect(listRows.allSatisfy { $0.contains(" charlie ") }, "truncated titles:\n\(screen)")
    let editorColumn = try await checkEditor(run, width: 80)
    #expect(editorColumn < editorColumnBefore)
  }

  /// Ctrl-Q: status 0, tty modes and screen modes as before, and the notes
  /// file holds the typed text.
  private func quit(_ run: DemoRun, notesPath: String) async throws {
    try run.send(keys: ["C-q"])
    let status = try await run.waitForExitStatus()
    #expect(status == 0)
    #expect(try run.sttyBefore() == run.sttyAfter(), "tty modes differ after Ctrl-Q")
    let restored = TerminalRestoreTests.restoredFlags
    let flags = try await run.poll(until: { $0 == restored }) { try run.tmux.flags() }
    #expect(flags == restored, "screen modes left on after Ctrl-Q")
    #expect(try String(contentsOfFile: run.path("stderr"), encoding: .utf8) == "")

    let data = try Data(contentsOf: URL(fileURLWithPath: notesPath))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let saved = try #require(json["notes"] as? [String: String], "notes file: \(json)")
    #expect(saved == ["322": "# item 000322 charlie\n" + Self.wideText + Self.marker])
  }
}

// MARK: - Screen reading

/// One `capture-pane` of the demo's pane: its rows as text, and which
/// characters are in reverse video (for styled captures).
struct PaneScreen: CustomStringConvertible {
  var rows: [String]
  var reverse: [[Bool]] = []

  var description: String { rows.joined(separator: "\n") }

  func contains(_ text: String) -> Bool { rows.contains { $0.contains(text) } }

  /// The demo's status bar: the row above the key hints bar, the last.
  var statusLine: String? { rows.count >= 2 ? rows[rows.count - 2] : nil }

  func row(containing text: String) -> Int? { rows.firstIndex { $0.contains(text) } }

  /// The terminal column where `text` starts in `row`, counting each
  /// character as the terminal does (wide characters take two columns).
  func column(of text: String, inRow row: Int) -> Int? {
    guard let range = rows[row].range(of: text) else { return nil }
    return TerminalWidth.columns(of: rows[row][..<range.lowerBound])
  }

  /// The character that starts at terminal column `column` of `row`.
  func character(atColumn column: Int, inRow row: Int) -> Character? {
    var start = 0
    for character in rows[row] {
      if start == column { return character }
      start += TerminalWidth.columns(of: String(character)[...])
      if start > column { return nil }
    }
    return nil
  }

  func displayWidth(ofRow row: Int) -> Int { TerminalWidth.columns(of: rows[row][...]) }

  /// Parses `capture-pane -p [-e]` output. With `-e`, tmux writes SGR
  /// sequences only where attributes change, also across rows, so the
  /// reverse flag is tracked through the whole capture.
  init(capture: String) {
    var reverseOn = false
    var rows: [String] = []
    var reverse: [[Bool]] = []
    for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
      var text = ""
      var flags: [Bool] = []
      var rest = line[...]
      while let character = rest.first {
        if character == "\u{1B}", rest.dropFirst().first == "[" {
          let body = rest.dropFirst(2)
          guard let end = body.firstIndex(where: { $0.isLetter }) else { break }
          if body[end] == "m" { reverseOn = Self.applySGR(String(body[..<end]), reverse: reverseOn) }
          rest = body[body.index(after: end)...]
          continue
        }
        text.append(character)
        flags.append(reverseOn)
        rest = rest.dropFirst()
      }
      rows.append(text)
      reverse.append(flags)
    }
    // The capture ends with a newline: drop the empty piece after it.
    if rows.last == "" {
      rows.removeLast()
      reverse.removeLast()
    }
    self.rows = rows
    self.reverse = reverse
  }

  /// The reverse-video flag after one SGR sequence's parameters.
  private static func applySGR(_ parameters: String, reverse: Bool) -> Bool {
    var reverse = reverse
    let codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    var index = 0
    while index < codes.count {
      switch codes[index] {
      case 0: reverse = false
      case 7: reverse = true
      case 27: reverse = false
      case 38, 48, 58:
        // Extended colours: 5;n or 2;r;g;b follow.
        index += codes.count > index + 1 && codes[index + 1] == 2 ? 4 : 2
      default: break
      }
      index += 1
    }
    return reverse
  }
}

/// Character widths as tmux counts them: glibc's `wcwidth` in a UTF-8
/// locale (set for the calling thread only, so other tests are unaffected).
enum TerminalWidth {
  private typealias WidthFunction = @convention(c) (Int32) -> Int32
  /// Looked up at run time: Swift's Glibc module does not export it.
  private static let wcwidth: WidthFunction? = dlsym(nil, "wcwidth").map {
    unsafeBitCast($0, to: WidthFunction.self)
  }

  static func columns(of text: Substring) -> Int {
    guard let wcwidth, let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil) else {
      return text.unicodeScalars.count
    }
    defer { freelocale(utf8) }
    let previous = uselocale(utf8)
    defer { uselocale(previous) }
    return text.unicodeScalars.reduce(0) { total, scalar in
      total + max(0, Int(wcwidth(Int32(bitPattern: scalar.value))))
    }
  }
}

// MARK: - Driving the pane

extension DemoRun {
  /// Sends text as literal keys (UTF-8), in one write.
  func send(literal text: String) throws {
    try tmux.run(["send-keys", "-t", session, "-l", text])
  }

  /// Sends tmux key names (`Down`, `Tab`, `C-q`).
  func send(keys: [String]) throws {
    try tmux.run(["send-keys", "-t", session] + keys)
  }

  func capture(styled: Bool = false) throws -> PaneScreen {
    PaneScreen(capture: try tmux.run(["capture-pane", "-p", "-t", session] + (styled ? ["-e"] : [])))
  }

  /// Captures the pane until `condition` holds on two captures in a row
  /// that are the same, and returns that screen. A frame reaches the
  /// terminal in several writes, so one capture can show half of it (new
  /// rows at the top, the last frame's below); a settled screen cannot.
  @discardableResult
  func screen(
    until what: String, timeout: Duration = .seconds(10), _ condition: (PaneScreen) -> Bool
  ) async throws -> PaneScreen {
    var last = PaneScreen(capture: "")
    do {
      try await waitFor(what, timeout: timeout) {
        let previous = last
        last = try capture()
        return condition(last) && last.rows == previous.rows
      }
    } catch {
      let stderr = (try? String(contentsOfFile: path("stderr"), encoding: .utf8)) ?? ""
      throw HarnessError("timed out waiting for \(what); screen:\n\(last)\nstderr:\n\(stderr)")
    }
    return last
  }

  /// Observes a value until it satisfies `done` or `timeout` passes, and
  /// returns the last observation (for an `#expect` with a clear message).
  func poll<Value>(
    timeout: Duration = .seconds(3), until done: (Value) -> Bool, _ observe: () throws -> Value
  ) async throws -> Value {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var value = try observe()
    while !done(value) && clock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
      value = try observe()
    }
    return value
  }
}

extension Tmux {
  /// The pane's cursor position.
  func cursor() throws -> (x: Int, y: Int) {
    let fields = try run(["display", "-p", "-t", target, "#{cursor_x} #{cursor_y}"])
      .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard fields.count == 2 else { throw HarnessError("cannot read the cursor position") }
    return (fields[0], fields[1])
  }
}
