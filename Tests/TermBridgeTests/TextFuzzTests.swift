import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// Random text (see ``FuzzText``) in every widget that draws text: nothing
/// is drawn outside the widget's rectangle (a sentinel-filled background
/// survives every frame), no control byte from the data reaches the
/// terminal, and the text widgets' cursors stay on grapheme boundaries.
/// Seeded: a failure names its seed and step.
extension TerminalSuites {
  @MainActor @Suite struct TextFuzzTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3]

    /// Labels and declarative `Text` (one line, wrapped, side by side).
    @Test(arguments: seeds)
    func labelsAndText(seed: UInt64) throws {
      var rng = SplitMix64(state: seed)
      try TermScreen.withHeadless(width: 34, height: 12) { screen in
        let container = TermView()
        let host = TermHostingView(rootView: TextBlock(lines: ["", "", "", ""]))
        host.frame = Rect(x: 0, y: 0, width: 26, height: 6)
        container.addSubview(host)
        let label = TermLabel(text: "")
        label.frame = Rect(x: 0, y: 6, width: 26, height: 1)
        container.addSubview(label)
        let stage = SentinelStage(
          screen: screen, widget: container, rect: Rect(x: 3, y: 2, width: 26, height: 7))
        for step in 0..<120 {
          let lines = (0..<4).map { _ in FuzzText.string(using: &rng) }
          host.rootView = TextBlock(lines: lines)
          label.text = FuzzText.string(using: &rng)
          label.numberOfLines = Int.random(in: 0...2, using: &rng)
          let problems = stage.renderAndCheck()
          #expect(problems.isEmpty, "seed \(seed) step \(step) \(lines.map(\.debugDescription)): \(problems)")
          if !problems.isEmpty { return }
        }
      }
    }

    /// List cells: default cells with text and detail, and a declarative
    /// `List` of `Text` rows, scrolled and reloaded.
    @Test(arguments: seeds)
    func listCells(seed: UInt64) throws {
      var rng = SplitMix64(state: seed)
      try TermScreen.withHeadless(width: 36, height: 14) { screen in
        let rows = RecordingRows(count: 40)
        var titles = (0..<40).map { _ in FuzzText.string(using: &rng) }
        var details = (0..<40).map { _ in FuzzText.string(pieces: 2, using: &rng) }
        rows.title = { titles[$0 % titles.count] }
        rows.detail = { details[$0 % details.count] }
        let list = TermListView()
        list.register(TermListCell.self, forCellReuseIdentifier: "row")
        list.dataSource = rows
        list.delegate = rows
        let stage = SentinelStage(screen: screen, widget: list, rect: Rect(x: 2, y: 1, width: 30, height: 10))
        let keys: [KeyEvent] = [
          KeyEvent(.down), KeyEvent(.up), KeyEvent(.pageDown), KeyEvent(.pageUp), KeyEvent(.home),
          KeyEvent(.end),
        ]
        for step in 0..<120 {
          if Int.random(in: 0..<4, using: &rng) == 0 {
            titles = (0..<40).map { _ in FuzzText.string(using: &rng) }
            details = (0..<40).map { _ in FuzzText.string(pieces: 2, using: &rng) }
            list.reloadData()
          }
          stage.app.handle([.key(keys.randomElement(using: &rng)!)])
          let problems = stage.renderAndCheck()
          #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems)")
          if !problems.isEmpty { return }
        }
      }
      try TermScreen.withHeadless(width: 36, height: 14) { screen in
        let host = TermHostingView(rootView: TextList(rows: []))
        let stage = SentinelStage(screen: screen, widget: host, rect: Rect(x: 2, y: 1, width: 30, height: 10))
        for step in 0..<60 {
          host.rootView = TextList(
            rows: (0..<Int.random(in: 0...30, using: &rng)).map { _ in FuzzText.string(using: &rng) })
          stage.app.handle([
            .key([KeyEvent(.down), KeyEvent(.pageDown), KeyEvent(.end)].randomElement(using: &rng)!)
          ])
          let problems = stage.renderAndCheck()
          #expect(problems.isEmpty, "seed \(seed) declarative step \(step): \(problems)")
          if !problems.isEmpty { return }
        }
      }
    }

    /// A text field set, typed into, pasted into, edited with every bound
    /// key, clicked and resized; plain and secure.
    @Test(arguments: seeds)
    func textField(seed: UInt64) throws {
      var rng = SplitMix64(state: seed)
      try TermScreen.withHeadless(width: 30, height: 5) { screen in
        let field = TermTextField(placeholder: "type \u{1B}[31m here")
        let stage = SentinelStage(screen: screen, widget: field, rect: Rect(x: 2, y: 2, width: 20, height: 1))
        let keys = Array(TermTextField.defaultKeyBindings.keys)
        for step in 0..<400 {
          let action = Int.random(in: 0..<100, using: &rng)
          var what = ""
          switch action {
          case 0..<10:
            let text = FuzzText.string(using: &rng)
            what = "set \(text.debugDescription)"
            field.text = text
          case 10..<40:
            let text = FuzzText.string(pieces: Int.random(in: 1...4, using: &rng), using: &rng)
            what = "type \(text.debugDescription)"
            stage.app.handle(text.map { .key(KeyEvent(.character($0))) })
          case 40..<50:
            let text = FuzzText.string(using: &rng)
            what = "paste \(text.debugDescription)"
            stage.app.handle([.paste(text)])
          case 50..<90:
            let key = keys.randomElement(using: &rng)!
            what = "key \(key)"
            stage.app.handle([.key(key)])
          case 90..<95:
            let x = Int.random(in: 0..<30, using: &rng)
            what = "click at \(x)"
            stage.app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: 2)))])
          case 95..<98:
            field.frame.size.width = Int.random(in: 0...20, using: &rng)
            what = "width \(field.frame.size.width)"
          default:
            field.isSecureTextEntry.toggle()
            what = "secure \(field.isSecureTextEntry)"
          }
          var problems = stage.renderAndCheck()
          if !isGraphemeBoundary(field.cursorIndex, in: field.text) {
            problems.append("the cursor is inside a grapheme of \(field.text.debugDescription)")
          }
          #expect(problems.isEmpty, "seed \(seed) step \(step) (\(what)): \(problems)")
          if !problems.isEmpty { return }
        }
      }
    }

    /// A text view set, typed into, pasted into, edited and moved through
    /// with its keys, clicked, scrolled and resized; wrapped and not.
    @Test(arguments: seeds)
    func textView(seed: UInt64) throws {
      var rng = SplitMix64(state: seed)
      try TermScreen.withHeadless(width: 34, height: 12) { screen in
        let view = TermTextView(text: FuzzText.string(using: &rng))
        let stage = SentinelStage(screen: screen, widget: view, rect: Rect(x: 3, y: 2, width: 24, height: 7))
        for step in 0..<400 {
          let action = Int.random(in: 0..<100, using: &rng)
          var what = ""
          switch action {
          case 0..<8:
            let text = FuzzText.string(using: &rng)
            what = "set \(text.debugDescription)"
            view.text = text
          case 8..<35:
            let text = FuzzText.string(pieces: Int.random(in: 1...4, using: &rng), using: &rng)
            what = "type \(text.debugDescription)"
            stage.app.handle(text.map { .key(KeyEvent(.character($0))) })
          case 35..<45:
            let text = FuzzText.string(using: &rng)
            what = "paste \(text.debugDescription)"
            stage.app.handle([.paste(text)])
          case 45..<88:
            let key = Self.textViewKeys.randomElement(using: &rng)!
            what = "key \(key)"
            stage.app.handle([.key(key)])
          case 88..<94:
            let kinds: [MouseEvent.Kind] = [
              .press(.left), .drag(.left), .release(.left), .wheelDown, .wheelUp,
            ]
            let kind = kinds.randomElement(using: &rng)!
            let point = Point(x: Int.random(in: 0..<34, using: &rng), y: Int.random(in: 0..<12, using: &rng))
            what = "mouse \(kind) at \(point)"
            stage.app.handle([.mouse(MouseEvent(kind: kind, location: point))])
          case 94..<97:
            view.frame.size = Size(
              width: Int.random(in: 0...24, using: &rng), height: Int.random(in: 0...7, using: &rng))
            what = "size \(view.frame.size)"
          default:
            if Bool.random(using: &rng) { view.wrapsLines.toggle() } else { view.insertsTabs.toggle() }
            what = "wraps \(view.wrapsLines) tabs \(view.insertsTabs)"
          }
          var problems = stage.renderAndCheck()
          for (name, position) in [
            ("cursor", view.insertionPosition), ("selection start", view.selectedRange.lowerBound),
            ("selection end", view.selectedRange.upperBound),
          ] where !isValidPosition(position, in: view) {
            problems.append("the \(name) \(position) is not between two graphemes of the text")
          }
          #expect(problems.isEmpty, "seed \(seed) step \(step) (\(what)): \(problems)")
          if !problems.isEmpty { return }
        }
      }
    }

    /// The output check itself: ncurses's own sequences pass; a control
    /// byte, a string sequence, a C1 control or broken UTF-8 does not.
    @Test func outputScannerTellsNcursesFromData() throws {
      try TermScreen.withHeadless(width: 20, height: 4) { screen in
        let window = screen.makeWindow(frame: screen.bounds)
        let canvas = TermCanvas(surface: window)
        canvas.drawBorder(canvas.bounds, style: .rounded, title: "日本 \u{1B}[31m")
        canvas.draw("a\u{1B}]0;x\u{7}\u{9B}b\tc", at: Point(x: 1, y: 1), style: .attributes(.bold))
        screen.cursorPosition = Point(x: 3, y: 2)
        screen.render()
        let bytes = screen.writtenBytes()
        #expect(!bytes.isEmpty)
        #expect(screen.writtenBytes(from: bytes.count).isEmpty)
        #expect(TerminalOutputScanner.firstProblem(in: bytes) == nil)
      }
      let bad: [[UInt8]] = [
        Array("ab\u{7}c".utf8), Array("\u{1B}]0;title\u{7}".utf8), Array("\u{9B}2J".utf8), [0x61, 0x9B],
        Array("\u{1B}P1$r\u{1B}\\".utf8), [0x7F], [0x00], [0x1B], Array("\u{1B}[31".utf8), [0x0E],
      ]
      for bytes in bad {
        #expect(TerminalOutputScanner.firstProblem(in: bytes) != nil, "\(bytes)")
      }
      #expect(
        TerminalOutputScanner.firstProblem(in: Array("\u{1B}[?1049h\u{1B}(B\u{1B}[1;31m日\r\n\u{8}\t".utf8))
          == nil)
    }

    static let textViewKeys: [KeyEvent] = [
      KeyEvent(.left), KeyEvent(.right), KeyEvent(.up), KeyEvent(.down), KeyEvent(.left, modifiers: .shift),
      KeyEvent(.right, modifiers: .shift), KeyEvent(.up, modifiers: .shift),
      KeyEvent(.down, modifiers: .shift),
      KeyEvent(.left, modifiers: .control), KeyEvent(.right, modifiers: .alt), KeyEvent(.home),
      KeyEvent(.end),
      KeyEvent(.home, modifiers: .control), KeyEvent(.end, modifiers: [.control, .shift]), KeyEvent(.pageUp),
      KeyEvent(.pageDown), KeyEvent(.enter), KeyEvent(.tab), KeyEvent(.backspace), KeyEvent(.delete),
      KeyEvent(.backspace, modifiers: .alt), KeyEvent(.delete, modifiers: .control), .control("a"),
      .control("e"),
      .control("b"), .control("f"), .control("d"), .control("h"), .control("k"), .control("u"), .control("w"),
      .control("x"), .control("c"), .control("v"), .control("y"), .control("_"), .control("^"), .alt("b"),
      .alt("f"), .alt("d"), .alt("u"), .alt("e"), .alt("B"),
    ]
  }
}

/// Four fuzzed strings as declarative text: wrapped, one line, side by side.
private struct TextBlock: View {
  let lines: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(lines[0])
      Text(lines[1]).lineLimit(1)
      HStack(spacing: 1) {
        Text(lines[2]).lineLimit(2)
        Text(lines[3]).bold()
      }
    }
  }
}

/// A declarative list of fuzzed rows.
private struct TextList: View {
  let rows: [String]

  var body: some View {
    List(Array(rows.enumerated()), id: \.offset) { row in
      HStack {
        Text(row.element)
        Spacer()
        Text("\(row.offset)")
      }
    }
  }
}
