import Testing

@testable import TermBridge
@testable import TermBridgeDeclarative
@testable import TermBridgeTerminal
@testable import TermBridgeTesting
@testable import TermBridgeWidgets

/// A text field in a window on an in-memory screen, focused, with helpers to
/// send keys the way the run loop does (one batch, one frame).
@MainActor
final class FieldHarness {
  let screen: TermScreen
  let app: TermApplication
  let window: TermWindow
  let field: TermTextField
  /// Keys that travelled the whole responder chain unhandled.
  var unhandled: [KeyEvent] = []

  init(screen: TermScreen, field: TermTextField, frame: Rect) {
    self.screen = screen
    self.field = field
    app = TermApplication(screen: screen)
    window = TermWindow()
    field.frame = frame
    window.addSubview(field)
    window.makeKeyAndVisible(in: app)
    app.unhandledKeyHandler = { [unowned self] key in
      self.unhandled.append(key)
      return true
    }
    app.render()
  }

  func keys(_ events: KeyEvent...) { app.handle(events.map { .key($0) }) }

  /// Types `text` as a person does: one key per read.
  func type(_ text: String) {
    for character in text { app.handle([.key(.character(character))]) }
  }

  /// Types `text` in one read (a fast typist, a flood): one edit.
  func typeAtOnce(_ text: String) { app.handle(text.map { .key(.character($0)) }) }

  func paste(_ text: String) { app.handle([.paste(text)]) }

  /// The screen as text.
  var snapshot: String { ScreenSnapshot(screen).text }

  /// The rendered cursor relative to the field's origin.
  var cursorInField: Point? {
    screen.renderedCursor.map { $0 - field.frameInWindow.origin }
  }

  /// The field's row as drawn, right-trimmed.
  var fieldRow: String {
    let cells = screen.cells(inRow: field.frameInWindow.minY)
    let slice = cells[field.frameInWindow.minX..<field.frameInWindow.maxX]
    var line = slice.reduce(into: "") { $0 += $1.text }
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  func verifySnapshot(_ name: String, filePath: String = #filePath) {
    app.render()
    if let message = SnapshotStore(testFile: filePath).verify(screen, named: name) {
      Issue.record(Comment(rawValue: message))
    }
  }
}

/// Runs `body` with a focused field at (1, 1) on a small in-memory screen.
@MainActor
func withField(
  _ field: TermTextField = TermTextField(), width: Int = 10, screenWidth: Int = 14, screenHeight: Int = 3,
  _ body: (FieldHarness) throws -> Void
) throws {
  try TermScreen.withInMemory(width: screenWidth, height: screenHeight) { screen in
    let harness = FieldHarness(
      screen: screen, field: field, frame: Rect(x: 1, y: 1, width: width, height: 1))
    try body(harness)
  }
}

/// Records what a text field tells its delegate, in order.
@MainActor
final class FieldDelegateRecorder: TermTextFieldDelegate {
  var log: [String] = []
  var allowsChange: (String) -> Bool = { _ in true }
  var shouldReturn = true

  func textFieldDidBeginEditing(_ textField: TermTextField) { log.append("begin") }

  func textField(
    _ textField: TermTextField, shouldChangeCharactersIn range: Range<String.Index>,
    replacementString string: String
  ) -> Bool {
    log.append("should '\(textField.text[range])'->'\(string)'")
    return allowsChange(string)
  }

  func textFieldDidChange(_ textField: TermTextField) { log.append("change '\(textField.text)'") }

  func textFieldShouldReturn(_ textField: TermTextField) -> Bool {
    log.append("return")
    return shouldReturn
  }

  func textFieldDidEndEditing(_ textField: TermTextField) { log.append("end") }
}
