import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A text view in a window on an in-memory screen, driven by keys.
@MainActor
final class TextViewHarness {
  let screen: TermScreen
  let app: TermApplication
  let window: TermWindow
  let view: TermTextView

  init(screen: TermScreen, view: TermTextView, frame: Rect) {
    self.screen = screen
    self.view = view
    app = TermApplication(screen: screen)
    window = TermWindow()
    window.addSubview(view)
    view.frame = frame
    window.makeKeyAndVisible(in: app)
    app.render()
  }

  /// Sends keys as one batch (one frame).
  func press(_ keys: KeyEvent...) {
    app.handle(keys.map { .key($0) })
  }

  /// Types `text` as a person does: one grapheme per read.
  func type(_ text: String) {
    for character in text {
      app.handle([character == "\n" ? .key(KeyEvent(.enter)) : .key(.character(character))])
    }
  }

  /// Types `text` in one read (a fast typist, a flood): runs of printable
  /// keys are one edit each.
  func typeAtOnce(_ text: String) {
    app.handle(text.map { $0 == "\n" ? .key(KeyEvent(.enter)) : .key(.character($0)) })
  }

  /// A bracketed paste.
  func paste(_ text: String) {
    app.handle([.paste(text)])
  }

  func click(_ point: Point, modifiers: KeyModifiers = []) {
    let location = view.frameInWindow.origin + point
    app.handle([
      .mouse(MouseEvent(kind: .press(.left), location: location, modifiers: modifiers)),
      .mouse(MouseEvent(kind: .release(.left), location: location, modifiers: modifiers)),
    ])
  }

  /// The terminal cursor after the last frame, in the view's coordinates.
  var cursor: Point? {
    screen.renderedCursor.map { $0 - view.frameInWindow.origin }
  }

  var rows: [String] { screen.rows() }
}

/// Runs `body` with a focused text view of `frame` (the whole screen when
/// nil) on an in-memory screen (any suite; no ncurses).
@MainActor
func withTextView(
  width: Int = 20, height: Int = 5, text: String = "", frame: Rect? = nil,
  configure: (TermTextView) -> Void = { _ in }, _ body: (TextViewHarness) throws -> Void
) throws {
  try TermScreen.withInMemory(width: width, height: height) { screen in
    let view = TermTextView(text: text)
    configure(view)
    let harness = TextViewHarness(
      screen: screen, view: view, frame: frame ?? Rect(x: 0, y: 0, width: width, height: height))
    try body(harness)
  }
}

/// Counts what a text view tells its delegate.
@MainActor
final class TextViewDelegateRecorder: TermTextViewDelegate {
  var changes = 0
  var selectionChanges = 0
  var began = 0
  var ended = 0
  var asked: [(range: Range<TermTextView.Position>, text: String)] = []
  var allowsChanges = true

  func textView(
    _ textView: TermTextView, shouldChangeTextIn range: Range<TermTextView.Position>,
    replacementText text: String
  ) -> Bool {
    asked.append((range, text))
    return allowsChanges
  }
  func textViewDidChange(_ textView: TermTextView) { changes += 1 }
  func textViewDidChangeSelection(_ textView: TermTextView) { selectionChanges += 1 }
  func textViewDidBeginEditing(_ textView: TermTextView) { began += 1 }
  func textViewDidEndEditing(_ textView: TermTextView) { ended += 1 }
}

/// `TermTextView.Position` shorthand.
func textPos(_ line: Int, _ column: Int) -> TermTextView.Position {
  TermTextView.Position(line: line, column: column)
}
