import Foundation
import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// Selecting text on screen with the mouse: drags across widgets, words
/// and lines, Shift-click, wide glyphs, `.textSelection(.disabled)`,
/// autoscroll, Ctrl-C, and the gestures and controls that keep their clicks.
@MainActor
@Suite struct TextSelectionTests {
  /// What a test's selections copied: the application's own pasteboard,
  /// whose system clipboard writer records what it is sent.
  @MainActor
  final class Copies {
    let pasteboard = TermPasteboard()
    var sent: [String] = []
    init(_ app: TermApplication) {
      pasteboard.systemClipboardWriter = { [weak self] text in
        self?.sent.append(text)
        return true
      }
      app.pasteboard = pasteboard
    }
  }

  private func mouse(
    _ app: TermApplication, _ kind: MouseEvent.Kind, _ point: Point, _ modifiers: KeyModifiers = []
  ) {
    app.handle([.mouse(MouseEvent(kind: kind, location: point, modifiers: modifiers))])
  }

  /// A press at `from`, a drag through `to` and a release there.
  private func drag(_ app: TermApplication, from: Point, to: Point) {
    mouse(app, .press(.left), from)
    mouse(app, .drag(.left), to)
    mouse(app, .release(.left), to)
  }

  /// Where `text` is drawn on screen (its first cell), found in the rows.
  private func find(_ text: String, in screen: TermScreen) -> Point? {
    for y in 0..<screen.size.height {
      let cells = screen.cells(inRow: y)
      var line = ""
      var columns: [Int] = []
      for (x, cell) in cells.enumerated() where cell.width > 0 {
        for _ in cell.text { columns.append(x) }
        line += cell.text
      }
      if let range = line.range(of: text) {
        return Point(x: columns[line.distance(from: line.startIndex, to: range.lowerBound)], y: y)
      }
    }
    return nil
  }

  private func isReversed(_ screen: TermScreen, _ point: Point) -> Bool {
    screen.cell(at: point).style.attributes.contains(.reverse)
  }

  struct TwoTexts: View {
    var body: some View {
      VStack {
        Text("Hello world")
        Text("Second line here")
        Button("Press") {}
      }
    }
  }

  @Test func aDragSelectsAcrossTwoWidgetsAndCopiesOnRelease() throws {
    try withHostedView(TwoTexts(), width: 40, height: 8) { app, _, screen in
      let copies = Copies(app)
      let world = try #require(find("world", in: screen))
      let second = try #require(find("Second", in: screen))
      // Centred content: the texts do not start at column 0.
      drag(app, from: world, to: Point(x: second.x + 5, y: second.y))
      let window = try #require(app.keyWindow)
      // The second row is selected from the window's edge: its leading
      // spaces are kept, as a terminal keeps them.
      let expected = "world\n" + String(repeating: " ", count: second.x) + "Second"
      #expect(window.selectedText == expected)
      #expect(copies.sent == [expected], "copied on release, to the system clipboard")
      #expect(copies.pasteboard.string == expected, "and to the internal pasteboard")
      #expect(isReversed(screen, world))
      #expect(isReversed(screen, Point(x: second.x + 5, y: second.y)))
      #expect(!isReversed(screen, Point(x: second.x + 6, y: second.y)))
      #expect(!isReversed(screen, Point(x: world.x - 1, y: world.y)))
      // A click elsewhere removes it, and its reverse video.
      mouse(app, .press(.left), Point(x: 0, y: 7))
      mouse(app, .release(.left), Point(x: 0, y: 7))
      #expect(window.textSelection == nil)
      #expect(!isReversed(screen, world))
    }
  }

  @Test func aDragUpwardSelectsTheSameCellsBackwards() throws {
    try withHostedView(TwoTexts(), width: 40, height: 8) { app, _, screen in
      let copies = Copies(app)
      let world = try #require(find("world", in: screen))
      let second = try #require(find("Second", in: screen))
      drag(app, from: Point(x: second.x + 5, y: second.y), to: world)
      #expect(copies.sent == ["world\n" + String(repeating: " ", count: second.x) + "Second"])
    }
  }

  @Test func aDoubleClickSelectsAWordAndATripleClickALine() throws {
    try withHostedView(TwoTexts(), width: 40, height: 8) { app, _, screen in
      let time = SelectionTime(app)
      let copies = Copies(app)
      let line = try #require(find("Second line here", in: screen))
      let inLine = Point(x: line.x + 8, y: line.y)  // the "i" of "line"
      mouse(app, .press(.left), inLine)
      mouse(app, .release(.left), inLine)
      #expect(app.keyWindow?.textSelection == nil, "a single click selects nothing")
      time.advance(milliseconds: 100)
      mouse(app, .press(.left), inLine)
      mouse(app, .release(.left), inLine)
      #expect(app.keyWindow?.selectedText == "line")
      #expect(copies.sent == ["line"])
      #expect(isReversed(screen, Point(x: line.x + 7, y: line.y)))
      #expect(!isReversed(screen, Point(x: line.x + 6, y: line.y)))
      time.advance(milliseconds: 100)
      mouse(app, .press(.left), inLine)
      mouse(app, .release(.left), inLine)
      let wholeLine = String(repeating: " ", count: line.x) + "Second line here"
      #expect(app.keyWindow?.selectedText == wholeLine)
      #expect(copies.sent == ["line", wholeLine])
      #expect(isReversed(screen, Point(x: 0, y: line.y)), "the whole row")
      // A double click held and dragged grows by words.
      time.advance(milliseconds: 2_000)
      mouse(app, .press(.left), inLine)
      mouse(app, .release(.left), inLine)
      time.advance(milliseconds: 100)
      mouse(app, .press(.left), inLine)
      mouse(app, .drag(.left), Point(x: line.x + 13, y: line.y))  // the "e" of "here"
      mouse(app, .release(.left), Point(x: line.x + 13, y: line.y))
      #expect(copies.sent.last == "line here")
      // Too slow: two single clicks, no word.
      time.advance(milliseconds: 2_000)
      mouse(app, .press(.left), inLine)
      mouse(app, .release(.left), inLine)
      time.advance(milliseconds: 900)
      mouse(app, .press(.left), inLine)
      mouse(app, .release(.left), inLine)
      #expect(app.keyWindow?.textSelection == nil)
    }
  }

  @Test func shiftClickExtendsTheSelection() throws {
    try withHostedView(TwoTexts(), width: 40, height: 8) { app, _, screen in
      let copies = Copies(app)
      let hello = try #require(find("Hello", in: screen))
      let second = try #require(find("Second", in: screen))
      drag(app, from: hello, to: Point(x: hello.x + 4, y: hello.y))
      #expect(copies.sent == ["Hello"])
      let end = Point(x: second.x + 5, y: second.y)
      mouse(app, .press(.left), end, .shift)
      mouse(app, .release(.left), end, .shift)
      #expect(copies.sent == ["Hello", "Hello world\n" + String(repeating: " ", count: second.x) + "Second"])
      // Without a selection, Shift-click goes to the views as a click.
      mouse(app, .press(.left), Point(x: 0, y: 7))
      mouse(app, .release(.left), Point(x: 0, y: 7))
      mouse(app, .press(.left), end, .shift)
      mouse(app, .release(.left), end, .shift)
      #expect(app.keyWindow?.textSelection == nil)
    }
  }

  struct WideTexts: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("ab漢字cd")
        Text("x👩‍💻y e\u{301}z")
      }
    }
  }

  @Test func wideGlyphsAndClustersAreNeverSplit() throws {
    try withHostedView(WideTexts(), width: 30, height: 4) { app, _, screen in
      let copies = Copies(app)
      let wide = try #require(find("漢", in: screen))
      // From the right half of 漢 to the left half of 字: both whole.
      drag(app, from: Point(x: wide.x + 1, y: wide.y), to: Point(x: wide.x + 2, y: wide.y))
      #expect(copies.sent == ["漢字"])
      #expect(isReversed(screen, wide))
      #expect(isReversed(screen, Point(x: wide.x + 3, y: wide.y)))
      #expect(!isReversed(screen, Point(x: wide.x + 4, y: wide.y)))
      // The emoji's right half and the accented letter: whole clusters.
      let x = try #require(find("x", in: screen))
      drag(app, from: Point(x: x.x + 2, y: x.y), to: Point(x: x.x + 5, y: x.y))
      #expect(copies.sent.last == "👩‍💻y e\u{301}")
    }
  }

  struct PartlyDisabled: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("open one")
        Text("secret").textSelection(.disabled)
        Text("open two")
        VStack(alignment: .leading) {
          Text("hidden")
          Text("back").textSelection(.enabled)
        }
        .textSelection(.disabled)
      }
    }
  }

  @Test func aDisabledSubtreeIsNotSelectable() throws {
    try withHostedView(PartlyDisabled(), width: 30, height: 6) { app, _, screen in
      let copies = Copies(app)
      let first = try #require(find("open one", in: screen))
      let secret = try #require(find("secret", in: screen))
      let last = try #require(find("back", in: screen))
      // Across it: its cells are left out and not shown selected.
      drag(app, from: first, to: Point(x: last.x + 3, y: last.y))
      let pad = String(repeating: " ", count: first.x)
      #expect(copies.sent == ["open one\n\(pad)open two\n\(pad)back"])
      #expect(!isReversed(screen, secret))
      #expect(isReversed(screen, first))
      // From inside it: nothing is selected.
      mouse(app, .press(.left), Point(x: 0, y: 5))
      mouse(app, .release(.left), Point(x: 0, y: 5))
      drag(app, from: secret, to: Point(x: secret.x + 4, y: secret.y + 1))
      #expect(app.keyWindow?.textSelection == nil)
      #expect(copies.sent.count == 1)
    }
  }

  @Test func theReadmesAccountViewKeepsItsTokenOutOfTheCopy() throws {
    try withHostedView(AccountView(), width: 30, height: 4) { app, _, screen in
      let copies = Copies(app)
      let account = try #require(find("Account", in: screen))
      let token = try #require(find("s3cr3t", in: screen))
      drag(app, from: account, to: Point(x: token.x + 5, y: token.y))
      #expect(copies.sent == ["Account 1234-5678"])
    }
  }

  struct SplitScreen: View {
    var body: some View {
      NavigationSplitView {
        List(["Sidebar one", "Sidebar two", "Sidebar three"], id: \.self) { Text($0) }
      } detail: {
        VStack(alignment: .leading) {
          Text("Detail first")
          Text("Detail second")
        }
      }
    }
  }

  @Test func aSelectionStaysInTheColumnItStartedIn() throws {
    try withHostedController(SplitScreen(), width: 90, height: 8) { app, _, screen in
      let copies = Copies(app)
      let first = try #require(find("Detail first", in: screen))
      let second = try #require(find("Detail second", in: screen))
      #expect(second.y > first.y)
      // Down and left past the column's edge: the head stays in the column.
      drag(app, from: first, to: Point(x: 0, y: second.y))
      let text = try #require(copies.sent.last)
      #expect(text.hasPrefix("Detail first\n"))
      #expect(!text.contains("Sidebar"), "no text of the sidebar column")
      #expect(!isReversed(screen, Point(x: 0, y: second.y)))
    }
  }

  @Test func turnedOffForTheApplicationNothingIsSelected() throws {
    try withHostedView(TwoTexts(), width: 40, height: 8) { app, _, screen in
      let copies = Copies(app)
      app.isTextSelectionEnabled = false
      let world = try #require(find("world", in: screen))
      drag(app, from: world, to: Point(x: world.x + 3, y: world.y + 1))
      #expect(app.keyWindow?.textSelection == nil)
      #expect(copies.sent.isEmpty)
    }
  }

  struct LongList: View {
    var body: some View {
      VStack(alignment: .leading) {
        List(0..<40, id: \.self) { index in Text("Row \(index)") }
          .frame(height: 6)
        Text("Below the list")
      }
    }
  }

  @Test func aDragPastTheBottomOfAListScrollsIt() throws {
    try withHostedView(LongList(), width: 30, height: 10) { app, _, screen in
      let time = SelectionTime(app)
      let copies = Copies(app)
      let row1 = try #require(find("Row 1", in: screen))
      let below = try #require(find("Below", in: screen))
      mouse(app, .press(.left), row1)
      mouse(app, .drag(.left), Point(x: row1.x + 2, y: row1.y + 1))
      #expect(find("Row 0", in: screen) != nil, "not scrolled while inside")
      // Past the bottom edge, held there: the list scrolls a row a tick.
      mouse(app, .drag(.left), Point(x: row1.x + 10, y: below.y))
      for _ in 0..<6 { time.advance(milliseconds: 50) }
      app.render()
      #expect(find("Row 0", in: screen) == nil, "scrolled")
      #expect(find("Row 1 ", in: screen) == nil)
      let bottom = try #require(find("Row 11", in: screen))
      #expect(isReversed(screen, bottom))
      mouse(app, .release(.left), Point(x: row1.x + 10, y: below.y))
      // Rows scrolled out of view are still in the copy, the text below
      // the list is not (the selection stays inside the list).
      let text = try #require(copies.sent.last)
      let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(lines.first == "Row 1")
      #expect(lines.last == "Row 11")
      #expect(lines == (1...11).map { "Row \($0)" })
      // Released: no more scrolling.
      time.advance(milliseconds: 500)
      #expect(find("Row 11", in: screen) == bottom)
    }
  }

  struct ListBelowAHeader: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Above the list")
        List(0..<40, id: \.self) { index in Text("Row \(index)") }
          .frame(height: 6)
      }
    }
  }

  @Test func aDragPastTheTopOfAListScrollsItBack() throws {
    try withHostedView(ListBelowAHeader(), width: 30, height: 10) { app, _, screen in
      let time = SelectionTime(app)
      let copies = Copies(app)
      let header = try #require(find("Above", in: screen))
      let list = try #require(find("Row 0", in: screen))
      for _ in 0..<2 { mouse(app, .wheelDown, list) }
      // The first row shown now, read off the screen.
      let shown = screen.rows()[list.y].trimmingCharacters(in: .whitespaces)
      let top = try #require(Int(shown.dropFirst(4).prefix { $0.isNumber }))
      #expect(top >= 3, "scrolled down")
      let bottom = try #require(find("Row \(top + 5)", in: screen))
      #expect(bottom.y == list.y + 5)
      // From past the end of the last row's text up past the list's top edge.
      mouse(app, .press(.left), Point(x: bottom.x + 8, y: bottom.y))
      mouse(app, .drag(.left), Point(x: 0, y: header.y))
      for _ in 0..<3 { time.advance(milliseconds: 50) }
      app.render()
      #expect(find("Row \(top - 3)", in: screen)?.y == list.y, "scrolled back three rows")
      #expect(find("Row \(top + 5)", in: screen) == nil, "the anchor's row is out of view below")
      mouse(app, .release(.left), Point(x: 0, y: header.y))
      let text = try #require(copies.sent.last)
      let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(lines == ((top - 3)...(top + 5)).map { "Row \($0)" })
    }
  }

  @Test func ctrlCCopiesTheSelectionAndOtherKeysClearIt() throws {
    try withHostedView(TwoTexts(), width: 40, height: 8) { app, _, screen in
      let copies = Copies(app)
      let world = try #require(find("world", in: screen))
      drag(app, from: world, to: Point(x: world.x + 4, y: world.y))
      copies.pasteboard.string = nil
      app.handle([.key(.control("c"))])
      #expect(copies.sent == ["world", "world"])
      #expect(copies.pasteboard.string == "world")
      app.handle([.key(KeyEvent(.character("C"), modifiers: [.control, .shift]))])
      #expect(copies.sent.count == 3)
      app.handle([.key(KeyEvent(.character("x")))])
      #expect(app.keyWindow?.textSelection == nil)
      #expect(!isReversed(screen, world))
      app.handle([.key(.control("c"))])
      #expect(copies.sent.count == 3, "nothing selected: Ctrl-C goes on as a key")
    }
  }

  @MainActor
  final class Taps {
    var log: [String] = []
  }

  struct TapAndButton: View {
    let taps: Taps
    var body: some View {
      VStack {
        Text("Tap twice").onTapGesture(count: 2) { taps.log.append("double") }
        Button("Push") { taps.log.append("push") }
        Text("Plain words")
      }
    }
  }

  @Test func tapGesturesAndControlsKeepTheirClicks() throws {
    let taps = Taps()
    try withHostedView(TapAndButton(taps: taps), width: 40, height: 6) { app, _, screen in
      let time = SelectionTime(app)
      let copies = Copies(app)
      let tap = try #require(find("Tap twice", in: screen))
      // A double click on a view with a double-tap gesture is the gesture's.
      mouse(app, .press(.left), tap)
      mouse(app, .release(.left), tap)
      time.advance(milliseconds: 100)
      mouse(app, .press(.left), tap)
      mouse(app, .release(.left), tap)
      #expect(taps.log == ["double"])
      #expect(app.keyWindow?.textSelection == nil)
      // A button pressed and dragged off keeps the drag: no selection, no push.
      let push = try #require(find("Push", in: screen))
      time.advance(milliseconds: 1_000)
      drag(app, from: push, to: Point(x: push.x + 3, y: push.y + 1))
      #expect(app.keyWindow?.textSelection == nil)
      #expect(taps.log == ["double"])
      // A double click on a button pushes it twice and selects nothing.
      time.advance(milliseconds: 1_000)
      mouse(app, .press(.left), push)
      mouse(app, .release(.left), push)
      time.advance(milliseconds: 100)
      mouse(app, .press(.left), push)
      mouse(app, .release(.left), push)
      #expect(taps.log == ["double", "push", "push"])
      #expect(app.keyWindow?.textSelection == nil)
      #expect(copies.sent.isEmpty)
      // Plain text takes the double click.
      let plain = try #require(find("words", in: screen))
      time.advance(milliseconds: 1_000)
      mouse(app, .press(.left), plain)
      mouse(app, .release(.left), plain)
      time.advance(milliseconds: 100)
      mouse(app, .press(.left), plain)
      mouse(app, .release(.left), plain)
      #expect(copies.sent == ["words"])
      // A drag that starts on the tap gesture's text selects it.
      time.advance(milliseconds: 1_000)
      drag(app, from: tap, to: Point(x: tap.x + 2, y: tap.y))
      #expect(copies.sent.last == "Tap")
      #expect(taps.log == ["double", "push", "push"])
    }
  }

  @Test func theSelectionIsReadFromWhatTheScreenShows() {
    // A kit window, no declarative layer: labels side by side.
    TermScreen.withInMemory(width: 30, height: 3) { screen in
      let app = TermApplication(screen: screen)
      let copies = Copies(app)
      let window = TermWindow()
      let left = TermLabel(text: "left")
      left.frame = Rect(x: 2, y: 1, width: 4, height: 1)
      let right = TermLabel(text: "right")
      right.frame = Rect(x: 10, y: 1, width: 5, height: 1)
      right.textSelectability = .disabled
      window.addSubview(left)
      window.addSubview(right)
      window.makeKeyAndVisible(in: app)
      app.render()
      window.textSelection = TermTextSelection(
        anchor: Point(x: 0, y: 1), head: Point(x: 29, y: 1), bounds: window.bounds)
      #expect(window.selectedText == "  left")
      app.copyTextSelection()
      app.renderIfNeeded()
      #expect(copies.sent == ["  left"])
      right.textSelectability = .inherited
      #expect(window.selectedText == "  left    right")
      #expect(app.textSelectionWindow === window)
      app.clearTextSelection()
      #expect(window.textSelection == nil)
    }
  }

  @Test func shiftStaysTheTerminals() {
    // Terminals keep Shift-drag for their own selection while the app
    // reports the mouse, unless the app asks for Shift (XTSHIFTESCAPE):
    // TermBridge never does.
    let modes = TerminalModes(mouse: true, bracketedPaste: true)
    #expect(!modes.enable.contains("\u{1B}[>1s"))
    #expect(!modes.enable.contains("\u{1B}[>1;"))
  }

  struct SelectionScreen: View {
    var body: some View {
      VStack(alignment: .leading) {
        Text("Select me").font(.headline)
        Text("A line of plain text to select")
        Text("漢字 and more")
        Text("not this").textSelection(.disabled)
        Text("the end")
      }
      .padding()
    }
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aSelectionOnScreenSnapshot(size: (Int, Int)) throws {
    try withHostedView(SelectionScreen(), width: size.0, height: size.1) { app, _, screen in
      let copies = Copies(app)
      let start = try #require(find("plain", in: screen))
      let end = try #require(find("the end", in: screen))
      drag(app, from: start, to: Point(x: end.x + 2, y: end.y))
      #expect(isReversed(screen, start))
      #expect(copies.sent.count == 1)
      expectSnapshot(screen, named: "text-selection-\(size.0)x\(size.1)")
    }
  }
}

/// The selection's click clock and autoscroll timers, moved by hand.
@MainActor
final class SelectionTime {
  /// The hand-moved clock.
  final class Clock {
    var now: UInt64 = 1_000_000_000
  }

  private let clock = Clock()
  let timers: MainLoopTimers

  init(_ app: TermApplication) {
    let clock = self.clock
    timers = MainLoopTimers(clock: { clock.now })
    app.selectionTimers = timers
  }

  /// Moves the clock on, firing the timers due on the way.
  func advance(milliseconds: UInt64) {
    clock.now += milliseconds * 1_000_000
    timers.fireDue(now: clock.now)
  }
}
