import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

// MARK: - Seed 000 (and its copy 001), "UIViewRepresentable Protocol › Required Methods"

// Ported by renaming. Beyond that:
// - The seed sets `textView.delegate = context.coordinator` but defines no
//   coordinator, so it does not compile as written (in SwiftUI either: the
//   coordinator would be `Void`). The coordinator is completed from the
//   same seed's "State Synchronization" section (`textViewDidChange` writes
//   `parent.text`). As that seed teaches, it does not refresh `parent`.
// - No fonts in a terminal: `font = .preferredFont(forTextStyle: .body)`
//   becomes the plain text style.
// - Not ported: the seed's `dismantleUIView` empties `coordinator.cancellables`,
//   Combine subscriptions; Combine does not exist on Linux. Seed 002's
//   `PlainTextEditor` below ports the same clean-up with timers.
struct WrappedTextView: TermViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeTermView(context: Context) -> TermTextView {
    // Called ONCE when the graph inserts this view into the tree.
    // Create and return the widget. One-time setup goes here.
    let textView = TermTextView()
    textView.delegate = context.coordinator
    textView.textStyle = .plain
    return textView
  }

  func updateTermView(_ termView: TermTextView, context: Context) {
    // Called on EVERY state change that affects this view.
    // Synchronize declarative state into the widget.
    // Guard against redundant updates to avoid loops.
    if termView.text != text {
      termView.text = text
    }
  }

  final class Coordinator: TermTextViewDelegate {
    var parent: WrappedTextView

    init(_ parent: WrappedTextView) { self.parent = parent }

    func textViewDidChange(_ textView: TermTextView) {
      parent.text = textView.text
    }
  }
}

// MARK: - Seed 002, "1. UIViewRepresentable" with its dismantleUIView, and "7. State Synchronization"

// Ported by renaming. Beyond that:
// - No fonts: `.preferredFont(forTextStyle: .body)` becomes the plain style.
// - No `NSObject` superclass (TermBridge delegates are Swift protocols).
// - Environment (section 7): `backgroundColor = .secondarySystemBackground`
//   / `.systemBackground` become background styles of terminal colours.
// - `dismantleUIView` cancels the coordinator's `observationTokens`; the seed
//   does not say what they observe. Without Combine, the tokens here are the
//   toolkit's timers (`TermTimer`, whose `cancel()` is `invalidate()`), driving
//   an autosave that is not in the seed: `onAutosave`, a one-way closure as in
//   section 7, so the test can see the timer run and then stop.
// - The seed's optional `sizeThatFits` does not port: it is on
//   `SizedPlainTextEditor` below, which says why.
struct PlainTextEditor: TermViewRepresentable {
  @Binding var draft: String
  var onAutosave: ((String) -> Void)? = nil
  var autosaveInterval = 30.0

  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

  func makeTermView(context: Context) -> TermTextView {
    let editor = TermTextView(frame: .zero)
    editor.delegate = context.coordinator
    editor.textStyle = .plain
    let autosave = TermTimer.scheduledTimer(withTimeInterval: autosaveInterval, repeats: true) {
      [weak coordinator = context.coordinator, weak editor] _ in
      guard let coordinator, let editor else { return }
      coordinator.parent.onAutosave?(editor.text)
    }
    context.coordinator.observationTokens.append(autosave)
    return editor
  }

  func updateTermView(_ editor: TermTextView, context: Context) {
    context.coordinator.parent = self
    let environment = context.environment
    editor.isEditable = environment.isEnabled
    editor.backgroundStyle =
      environment.colorScheme == .dark
      ? TermStyle(foreground: .white, background: .brightBlack)
      : TermStyle(foreground: .black, background: .brightWhite)
    guard editor.text != draft else { return }
    editor.text = draft
  }

  static func dismantleTermView(_ editor: TermTextView, coordinator: Coordinator) {
    coordinator.observationTokens.forEach { $0.invalidate() }
    coordinator.observationTokens.removeAll()
  }

  @MainActor
  final class Coordinator: TermTextViewDelegate {
    init(parent: PlainTextEditor) { self.parent = parent }
    var parent: PlainTextEditor
    var observationTokens: [TermTimer] = []

    func textViewDidChange(_ editor: TermTextView) {
      parent.draft = editor.text
    }
  }
}

// MARK: - Seed 002, "1. UIViewRepresentable › Optional: sizeThatFits" (also in seed 000)

// The seed's `PlainTextEditor` with its optional `sizeThatFits`, as a type
// of its own (the editor above leaves sizing to the widget). Beyond
// renaming: sizes are `Int` cells, so `CGSize` is `Size`,
// `.greatestFiniteMagnitude` is `.infinity`, and
// `UIView.layoutFittingExpandedSize.width` (no such constant) is `.infinity`.
//
// It compiles but does not behave as in SwiftUI. `UITextView.sizeThatFits`
// measures the text: the width asked for, the height of the wrapped lines.
// `TermTextView` does not override `sizeThatFits(_:)`, so it returns the size
// it is offered: this editor asks for `.infinity` rows. The test of it
// states SwiftUI's behaviour as a known issue.
struct SizedPlainTextEditor: TermViewRepresentable {
  @Binding var draft: String

  func makeTermView(context: Context) -> TermTextView {
    TermTextView(frame: .zero)
  }

  func updateTermView(_ editor: TermTextView, context: Context) {
    guard editor.text != draft else { return }
    editor.text = draft
  }

  func sizeThatFits(
    _ proposal: ProposedViewSize,
    termView editor: TermTextView,
    context: Context
  ) -> Size? {
    let targetWidth = proposal.width ?? .infinity
    return editor.sizeThatFits(
      Size(width: targetWidth, height: .infinity)
    )
  }
}

// MARK: - A screen using them

/// Which ported editor an ``EditorScreen`` shows.
enum SeedEditor: String, CaseIterable, Sendable {
  case wrappedTextView, plainTextEditor
}

/// The outside of an ``EditorScreen``: its state, the writes, the autosaves.
@MainActor
final class EditorProbe {
  var first: Binding<String>?
  var second: Binding<String>?
  var editsSecond: Binding<Bool>?
  var shows: Binding<Bool>?
  var disabled: Binding<Bool>?
  var scheme: Binding<ColorScheme>?
  var writes = 0
  var autosaves: [String] = []
  weak var editor: TermTextView?
  weak var coordinator: PlainTextEditor.Coordinator?
  var tokens: [TermTimer] = []
}

/// Two documents and one editor that edits either, as a notes app would.
struct EditorScreen: View {
  let kind: SeedEditor
  let probe: EditorProbe
  var autosaveInterval = 30.0
  @State var first = "first"
  @State var second = "second"
  @State var editsSecond = false
  @State var shows = true
  @State var disabled = false
  @State var scheme = ColorScheme.dark

  var body: some View {
    probe.first = $first
    probe.second = $second
    probe.editsSecond = $editsSecond
    probe.shows = $shows
    probe.disabled = $disabled
    probe.scheme = $scheme
    let document = editsSecond ? $second : $first
    let counted = Binding<String>(
      get: { document.wrappedValue },
      set: { [probe] in
        probe.writes += 1
        document.wrappedValue = $0
      })
    return VStack(alignment: .leading) {
      Text("1: \(first) | 2: \(second)")
      if shows {
        switch kind {
        case .wrappedTextView:
          WrappedTextView(text: counted).frame(height: 3)
        case .plainTextEditor:
          PlainTextEditor(
            draft: counted, onAutosave: { [probe] in probe.autosaves.append($0) },
            autosaveInterval: autosaveInterval
          )
          .frame(height: 3)
          .disabled(disabled)
          .environment(\.colorScheme, scheme)
        }
      }
      Text("end")
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct SeedTextEditorTests {
  /// Types `text` as a person does: one key per read.
  func type(_ text: String, into app: TermApplication) {
    for character in text {
      app.handle([character == "\n" ? .key(KeyEvent(.enter)) : .key(.character(character))])
    }
  }

  @Test(arguments: SeedEditor.allCases)
  func theCoordinatorWritesThroughItsParentWithoutEcho(kind: SeedEditor) throws {
    let probe = EditorProbe()
    try withHostedView(EditorScreen(kind: kind, probe: probe), width: 30, height: 5) { app, host, screen in
      let editor = try #require(findView(TermTextView.self, in: host))
      #expect(host.window?.firstResponder === editor)
      #expect(editor.text == "first")
      // The editor starts with the cursor at the start; go to the end.
      app.handle([.key(KeyEvent(.end))])
      type(" line\nnext", into: app)
      #expect(probe.first?.wrappedValue == "first line\nnext")
      #expect(screen.rows()[0].hasPrefix("1: first line"))
      #expect(screen.rows()[2].hasPrefix("next "))
      // One write per key (10 keys), none echoed back by the updates.
      #expect(probe.writes == 10)
      // An insertion mid-text keeps the cursor where it is.
      app.handle([.key(KeyEvent(.up)), .key(KeyEvent(.home)), .key(.character(">"))])
      #expect(probe.first?.wrappedValue == ">first line\nnext")
      #expect(editor.insertionPosition == TermTextView.Position(line: 0, column: 1))
      if kind == .wrappedTextView { expectSnapshot(screen, named: "seed-textview-typed") }
    }
  }

  @Test(arguments: SeedEditor.allCases)
  func textSetOutsideReplacesTheEditorsText(kind: SeedEditor) throws {
    let probe = EditorProbe()
    try withHostedView(EditorScreen(kind: kind, probe: probe), width: 30, height: 5) { app, host, _ in
      let editor = try #require(findView(TermTextView.self, in: host))
      probe.first?.wrappedValue = "replaced\nfrom outside"
      app.render()
      #expect(editor.text == "replaced\nfrom outside")
      #expect(probe.writes == 0)
    }
  }

  /// The screen switches the editor to the other document. Seed 002's
  /// coordinator refreshes `parent` in `updateTermView`, so typing then
  /// edits the second document. Seed 000's does not, so it keeps writing
  /// the binding of the first value it was made with: the first document
  /// gets the second's text plus the typing. That is what SwiftUI does
  /// with this code too, and why seed 002 refreshes `parent`.
  @Test(arguments: SeedEditor.allCases)
  func switchingDocumentsNeedsARefreshedParent(kind: SeedEditor) throws {
    let probe = EditorProbe()
    try withHostedView(EditorScreen(kind: kind, probe: probe), width: 30, height: 5) { app, host, _ in
      let editor = try #require(findView(TermTextView.self, in: host))
      probe.editsSecond?.wrappedValue = true
      app.render()
      #expect(findView(TermTextView.self, in: host) === editor)
      #expect(editor.text == "second")
      app.handle([.key(KeyEvent(.end))])
      type("!", into: app)
      switch kind {
      case .plainTextEditor:
        #expect(probe.second?.wrappedValue == "second!")
        #expect(probe.first?.wrappedValue == "first")
      case .wrappedTextView:
        #expect(probe.second?.wrappedValue == "second")
        #expect(probe.first?.wrappedValue == "second!")
      }
    }
  }

  @Test func theEnvironmentReachesTheEditor() throws {
    let probe = EditorProbe()
    try withHostedView(EditorScreen(kind: .plainTextEditor, probe: probe), width: 30, height: 5) {
      app, host, screen in
      let editor = try #require(findView(TermTextView.self, in: host))
      #expect(editor.isEditable)
      #expect(screen.cells(inRow: 1)[20].style.background == .brightBlack)
      // `.disabled(true)` turns `isEnabled` off: the editor is read-only.
      probe.disabled?.wrappedValue = true
      app.render()
      #expect(!editor.isEditable)
      type("xyz", into: app)
      #expect(probe.first?.wrappedValue == "first")
      #expect(probe.writes == 0)
      // The colour scheme picks the background.
      probe.scheme?.wrappedValue = .light
      app.render()
      #expect(editor.backgroundStyle == TermStyle(foreground: .black, background: .brightWhite))
      #expect(screen.cells(inRow: 1)[20].style.background == .brightWhite)
      expectSnapshot(screen, named: "seed-editor-light-disabled")
      // Enabled again, typing edits.
      probe.disabled?.wrappedValue = false
      app.render()
      type("!", into: app)
      #expect(probe.first?.wrappedValue == "!first")
    }
  }

  @Test func dismantleStopsTheTimersAndNothingKeepsTheEditorAlive() async throws {
    let probe = EditorProbe()
    let screen = TermScreen.inMemory(width: 30, height: 5)
    defer { screen.close() }
    let app = TermApplication(screen: screen)
    let window = TermWindow()
    let host = TermHostingView(
      rootView: EditorScreen(kind: .plainTextEditor, probe: probe, autosaveInterval: 0.01))
    window.addSubview(host)
    window.makeKeyAndVisible(in: app)
    host.frame = window.bounds
    app.render()
    do {
      let editor = try #require(findView(TermTextView.self, in: host))
      let coordinator = try #require(editor.delegate as? PlainTextEditor.Coordinator)
      probe.editor = editor
      probe.coordinator = coordinator
      probe.tokens = coordinator.observationTokens
    }
    #expect(probe.tokens.count == 1)
    #expect(probe.tokens.allSatisfy { $0.isValid })
    app.handle([.key(KeyEvent(.end)), .key(.character("?"))])
    // The autosave timer runs on the main actor and reports the text.
    for _ in 0..<200 where probe.autosaves.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
    #expect(probe.autosaves.last == "first?")
    // Removing the editor dismantles it: its timers stop, and neither the
    // widget nor the coordinator is kept alive.
    probe.shows?.wrappedValue = false
    app.render()
    #expect(probe.tokens.allSatisfy { !$0.isValid })
    #expect(probe.editor == nil)
    #expect(probe.coordinator == nil)
    let count = probe.autosaves.count
    try await Task.sleep(for: .milliseconds(50))
    #expect(probe.autosaves.count == count)
    #expect(findView(TermTextView.self, in: host) == nil)
  }

  /// SwiftUI sizes this editor to its wrapped text: 2 rows for this text
  /// at 20 columns, so "below" is on the row after them.
  @Test func sizeThatFitsMeasuresTheWrappedText() throws {
    struct Screen: View {
      @State var draft = "a text that wraps onto two rows"
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          SizedPlainTextEditor(draft: $draft)
          Text("below")
          Spacer()
        }
      }
    }
    try withHostedView(Screen(), width: 20, height: 6) { _, host, screen in
      let editor = try #require(findView(TermTextView.self, in: host))
      #expect(editor.frame.size == Size(width: 20, height: 2))
      #expect(screen.rows()[2].hasPrefix("below"))
    }
  }
}
