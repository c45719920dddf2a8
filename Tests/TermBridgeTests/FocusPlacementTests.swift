import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeWidgets

/// A text that takes the keys with `.focusable()` and counts the keys it gets.
struct FocusableCounter: View {
  @State private var count = 0
  @State private var focusable = true

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Before") {}
      Text("count \(count)")
        .focusable(focusable)
        .onKeyPress("+") {
          count += 1
          return .handled
        }
      Button("After") {}
      Button("Skipped") {}.focusable(false)
      Text("also").focusable(interactions: .edit)
    }
  }
}

/// Two fields; the second is focused by `.defaultFocus`.
struct DefaultFocusForm: View {
  enum Field: Hashable { case name, password }
  @FocusState private var field: Field?
  @State private var name = ""
  @State private var password = ""

  var body: some View {
    VStack(spacing: 0) {
      TextField("Name", text: $name).focused($field, equals: .name)
      TextField("Password", text: $password).focused($field, equals: .password)
      Text("focus \(field.map { "\($0)" } ?? "none")")
    }
    .defaultFocus($field, .password)
  }
}

/// Buttons on the left, a section on the right lower down: Right reaches it.
struct SectionedScreen: View {
  @State private var log = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .top, spacing: 2) {
        VStack(alignment: .leading, spacing: 0) {
          Button("One") { log = "one" }
          Button("Two") { log = "two" }
        }
        VStack(alignment: .leading, spacing: 0) {
          Text(" ")
          Text(" ")
          Button("Far") { log = "far" }
        }
        .focusSection()
      }
      Text("log \(log)")
    }
  }
}

/// Buttons drawn without a focus highlight.
struct QuietButtons: View {
  @Environment(\.isFocusEffectEnabled) private var outer

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Button("Loud") {}
      Group {
        Button("Quiet") {}
        EffectReader()
      }
      .focusEffectDisabled()
      Text(outer ? "outer on" : "outer off")
    }
  }
}

struct EffectReader: View {
  @Environment(\.isFocusEffectEnabled) private var enabled
  var body: some View { Text(enabled ? "effect on" : "effect off") }
}

/// `@FocusState` of `Bool`.
struct BoolFocusScreen: View {
  @FocusState private var isFocused: Bool
  @State private var text = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Search", text: $text).focused($isFocused)
      Button("Focus search") { isFocused = true }
      Text(isFocused ? "search focused" : "search idle")
    }
  }
}

@MainActor
@Suite struct FocusPlacementTests {
  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }

  /// The column where `text` starts in row `y` (the screens are centred).
  private func column(of text: String, inRow y: Int, _ screen: TermScreen) -> Int {
    let row = screen.rows()[y]
    guard let range = row.range(of: text) else { return -1 }
    return row.distance(from: row.startIndex, to: range.lowerBound)
  }

  @Test func focusableTakesTabAndTheKeysItsHandlersWant() throws {
    try withHostedView(FocusableCounter(), width: 30, height: 5) { app, host, screen in
      let focusViews = allViews(TermFocusView.self, in: host)
      #expect(focusViews.count == 3)
      app.handle([key(.tab)])  // Before → count
      #expect(focusViews[0].isFirstResponder)
      app.handle([key(.character("+")), key(.character("+"))])
      #expect(screen.rows()[1].contains("count 2"))
      // Reverse video over the focused text.
      let x = column(of: "count", inRow: 1, screen)
      #expect(screen.cell(at: Point(x: x, y: 1)).style.attributes.contains(.reverse))
      app.handle([key(.tab)])  // After
      app.handle([key(.tab)])  // Skipped is passed by: the last text
      #expect(focusViews[2].isFirstResponder)
      app.handle([key(.tab)])  // wraps to Before
      #expect(allViews(TermButton.self, in: host)[0].isFirstResponder)
    }
  }

  @Test func aClickFocusesAFocusableView() throws {
    try withHostedView(FocusableCounter(), width: 30, height: 5) { app, host, screen in
      let counter = allViews(TermFocusView.self, in: host)[0]
      #expect(!counter.isFirstResponder)
      let x = column(of: "count", inRow: 1, screen) + 2
      app.handle([
        .mouse(MouseEvent(kind: .press(.left), location: Point(x: x, y: 1))),
        .mouse(MouseEvent(kind: .release(.left), location: Point(x: x, y: 1))),
      ])
      #expect(counter.isFirstResponder)
      app.handle([key(.character("+"))])
      #expect(screen.rows()[1].contains("count 1"))
      // A click on the refusing button does not focus it.
      let skipped = column(of: "Skipped", inRow: 3, screen)
      app.handle([.mouse(MouseEvent(kind: .press(.left), location: Point(x: skipped, y: 3)))])
      #expect(counter.isFirstResponder)
    }
  }

  @Test func defaultFocusFocusesItsValueOnceTheWindowHasFocus() throws {
    try withHostedView(DefaultFocusForm(), width: 30, height: 3) { app, host, screen in
      let fields = allViews(TermTextField.self, in: host)
      #expect(fields[1].isFirstResponder)
      #expect(screen.rows()[2].contains("focus password"))
      // Only once: the user moves on freely.
      app.handle([key(.tab)])
      #expect(fields[0].isFirstResponder)
      #expect(screen.rows()[2].contains("focus name"))
    }
  }

  @Test func arrowsMoveFocusIntoASectionThatLiesThatWay() throws {
    try withHostedView(SectionedScreen(), width: 30, height: 4) { app, host, screen in
      let buttons = allViews(TermButton.self, in: host)
      #expect(buttons[0].isFirstResponder)  // One
      app.handle([key(.down)])
      #expect(buttons[1].isFirstResponder)  // Two
      app.handle([key(.right)])  // Far is not in line with Two, but its section is
      #expect(buttons[2].isFirstResponder)
      app.handle([key(.enter)])
      #expect(screen.rows()[3].contains("log far"))
      app.handle([key(.left)])
      #expect(buttons[1].isFirstResponder || buttons[0].isFirstResponder)
      app.handle([key(.up), key(.up)])
      #expect(buttons[0].isFirstResponder)
    }
  }

  @Test func focusEffectDisabledDrawsNoHighlightButKeepsTheKeys() throws {
    try withHostedView(QuietButtons(), width: 20, height: 4) { app, host, screen in
      let buttons = allViews(TermButton.self, in: host)
      #expect(buttons[0].isFirstResponder)
      let loud = column(of: "Loud", inRow: 0, screen)
      #expect(screen.cell(at: Point(x: loud, y: 0)).style.attributes.contains(.reverse))
      app.handle([key(.tab)])
      #expect(buttons[1].isFirstResponder)
      #expect(!buttons[1].showsFocusEffect)
      let quiet = column(of: "Quiet", inRow: 1, screen)
      #expect(!screen.cell(at: Point(x: quiet, y: 1)).style.attributes.contains(.reverse))
      #expect(!screen.cell(at: Point(x: loud, y: 0)).style.attributes.contains(.reverse))
      #expect(screen.rows()[2].contains("effect off"))
      #expect(screen.rows()[3].contains("outer on"))
    }
  }

  @Test func focusStateOfBoolFollowsAndMovesFocus() throws {
    try withHostedView(BoolFocusScreen(), width: 30, height: 3) { app, host, screen in
      let field = try #require(findView(TermTextField.self, in: host))
      #expect(field.isFirstResponder)
      #expect(screen.rows()[2].contains("search focused"))
      app.handle([key(.tab)])
      #expect(screen.rows()[2].contains("search idle"))
      app.handle([key(.enter)])  // Focus search
      #expect(field.isFirstResponder)
      #expect(screen.rows()[2].contains("search focused"))
    }
  }

  @Test func focusableSnapshots() throws {
    for (width, height) in [(80, 24), (40, 12)] {
      try withHostedView(SectionedScreen().padding(1), width: width, height: height) { app, _, screen in
        app.handle([key(.down), key(.right)])
        expectSnapshot(screen, named: "focus-section-\(width)x\(height)")
      }
    }
  }
}

/// The kit without the declarative layer.
@MainActor
@Suite struct FocusPlacementKitTests {
  private func window(_ views: [TermView], in app: TermApplication) -> TermWindow {
    let window = TermWindow()
    for view in views { window.addSubview(view) }
    window.makeKeyAndVisible(in: app)
    app.render()
    return window
  }

  @Test func refusesFirstResponderKeepsAViewAndItsSubviewsOutOfFocus() throws {
    TermScreen.withInMemory(width: 20, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let a = TermButton(title: "A")
      a.frame = Rect(x: 0, y: 0, width: 8, height: 1)
      let box = TermView(frame: Rect(x: 0, y: 1, width: 10, height: 1))
      let b = TermButton(title: "B")
      b.frame = Rect(x: 0, y: 0, width: 8, height: 1)
      box.addSubview(b)
      box.refusesFirstResponder = true
      let window = window([a, box], in: app)
      #expect(window.focusableViews().map { $0 === a } == [true])
      #expect(!window.makeFirstResponder(b))
      box.refusesFirstResponder = false
      #expect(window.makeFirstResponder(b))
      box.refusesFirstResponder = true
      #expect(window.firstResponder == nil)
    }
  }

  @Test func aFocusViewTakesFocusAndShowsItUnlessTheEffectIsDisabled() throws {
    TermScreen.withInMemory(width: 20, height: 4) { screen in
      let app = TermApplication(screen: screen)
      let focus = TermFocusView(frame: Rect(x: 0, y: 0, width: 6, height: 1))
      let label = TermLabel(text: "hello")
      label.frame = Rect(x: 0, y: 0, width: 5, height: 1)
      focus.addSubview(label)
      let window = window([focus], in: app)
      #expect(window.firstResponder === focus)
      #expect(focus.showsFocusEffect)
      #expect(screen.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.reverse))
      focus.isFocusEffectDisabled = true
      app.render()
      #expect(!focus.showsFocusEffect)
      #expect(!screen.cell(at: Point(x: 0, y: 0)).style.attributes.contains(.reverse))
      focus.isFocusable = false
      #expect(window.firstResponder == nil)
    }
  }

  @Test func arrowsCrossFocusSectionsGeometrically() throws {
    TermScreen.withInMemory(width: 30, height: 6) { screen in
      let app = TermApplication(screen: screen)
      let left = TermButton(title: "L")
      left.frame = Rect(x: 0, y: 0, width: 5, height: 1)
      let section = TermView(frame: Rect(x: 10, y: 0, width: 10, height: 6))
      section.isFocusSection = true
      let right = TermButton(title: "R")
      right.frame = Rect(x: 0, y: 5, width: 5, height: 1)
      section.addSubview(right)
      let window = window([left, section], in: app)
      #expect(window.firstResponder === left)
      app.handle([.key(KeyEvent(.right))])
      #expect(window.firstResponder === right)
      app.handle([.key(KeyEvent(.left))])
      #expect(window.firstResponder === left)
      // Nothing that way: the key is unused.
      #expect(!window.moveFocusAcrossSections(.up))
    }
  }
}
